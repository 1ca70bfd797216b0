package journal

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"

	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// FormatVersion is the game file format version written in every record's
// "v" field. Files of another version are refused.
const FormatVersion = 1

// Record is one decoded line of a game file: the setup (first line) or an
// event (every later line).
type Record struct {
	// Seq numbers events from 1; 0 when absent (hand-written files).
	Seq int
	// At is when the record was written; zero when absent.
	At time.Time
	// Setup is set for a setup record, Event for every other.
	Setup *rules.Setup
	Event rules.Event
	// ID is the game id a setup record carries ("id"), or empty; see
	// File.ID for the id of a file without one.
	ID string
	// Checked is true when the record carries a checksum ("crc"), which
	// matched.
	Checked bool
}

// DecodeRecord reads one line of a game file strictly: keys are matched
// exactly (a known key in another case is refused), a key may appear only
// once, text must be valid UTF-8, a checksum must match and an unknown
// house rule is refused. Other unknown members are ignored. An unknown
// "type" or "v", a missing required field or a malformed value is an
// error that says which; a checksum that does not match is ErrChecksum.
func DecodeRecord(line []byte) (Record, error) {
	var d decoder
	return d.decode(line)
}

// ErrChecksum is a record whose checksum does not match its bytes: damage
// on the disk or in a copy, never a record as the app wrote it.
var ErrChecksum error = problem(wording.ReasonChecksum)

// byteOrderMark is U+FEFF in UTF-8, which some editors put at the start
// of a file: said as such rather than as a checksum that does not match.
var byteOrderMark = []byte("\uFEFF")

// decoder reads records one after another, reusing its buffers. Its zero
// value is ready to use.
type decoder struct {
	l lexer
	w wire
}

// decode reads one record; see DecodeRecord.
func (d *decoder) decode(line []byte) (Record, error) {
	line = bytes.TrimSpace(line)
	if bytes.HasPrefix(line, byteOrderMark) {
		return Record{}, &safefile.Refusal{Why: safefile.ByteOrderMark}
	}
	crcAt, err := verifyChecksum(line)
	if err != nil {
		return Record{}, err
	}
	d.w.reset()
	if err := d.object(line); err != nil {
		var se *syntaxError
		if errors.As(err, &se) {
			return Record{}, syntaxProblem(line, se)
		}
		return Record{}, err
	}
	if d.w.crc && crcAt < 0 {
		return Record{}, errChecksumPlace
	}
	r, err := d.w.record()
	r.Checked = crcAt >= 0
	return r, err
}

// object reads the record's members into d.w.
func (d *decoder) object(line []byte) error {
	if !utf8.Valid(line) {
		return &syntaxError{pos: invalidUTF8At(line)}
	}
	d.l.resetValid(line)
	if k := d.l.kind(); k != '{' {
		if k != 0 && jsontext.Value(line).IsValid() {
			return problem(wording.ReasonNotObject, kindName(k))
		}
		return d.l.fail()
	}
	if err := d.l.object(d.member); err != nil {
		return err
	}
	if !d.l.atEnd() {
		return d.l.fail()
	}
	return nil
}

// invalidUTF8At returns the offset of the first byte of b that is not
// valid UTF-8.
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(b)
}

// syntaxProblem says in words why a line is not a valid record: a name
// twice, text that is not UTF-8, or what jsontext finds wrong.
func syntaxProblem(line []byte, se *syntaxError) error {
	if se.dup != nil {
		return problem(wording.ReasonKeyTwice, quoted(se.dup))
	}
	if !utf8.Valid(line) {
		return problem(wording.ReasonNotUTF8, strconv.Itoa(invalidUTF8At(line)))
	}
	dec := jsontext.NewDecoder(bytes.NewReader(line))
	_, err := dec.ReadValue()
	if err == nil {
		_, err = dec.ReadToken() // anything after the record
	}
	var je *jsontext.SyntacticError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return problem(wording.ReasonCutShort)
	case errors.As(err, &je):
		return problem(wording.ReasonBrokenJSON, strconv.FormatInt(je.ByteOffset, 10), je.Err.Error())
	}
	return problem(wording.ReasonBrokenJSON, strconv.Itoa(se.pos), "")
}

// kindName names a JSON value kind (as lexer.kind gives it) as
// wording.GameFile's Kind knows it.
func kindName(k byte) string {
	switch k {
	case '[':
		return "list"
	case '{':
		return "object"
	case '"':
		return "text"
	case 't', 'f':
		return "bool"
	case '0':
		return "number"
	case 'n':
		return "null"
	}
	return "nothing"
}

// mismatch reads a value of the wrong kind for field and says what was
// wanted instead (a kind as wording.GameFile's Kind knows it).
func (d *decoder) mismatch(field, want string) error {
	k := d.l.kind()
	var number string
	if k == '0' {
		n, err := d.l.number()
		if err != nil {
			return err
		}
		number = string(n)
	} else if err := d.l.skip(0); err != nil {
		return err
	}
	return problem(wording.ReasonFieldKind, strconv.Quote(field), want, kindName(k), number)
}

// skip reads past a value the record does not use.
func (d *decoder) skip() error { return d.l.skip(0) }

// intValue reads a whole number for field.
func (d *decoder) intValue(field string) (int, error) {
	if d.l.kind() != '0' {
		return 0, d.mismatch(field, "whole number")
	}
	v, err := d.l.number()
	if err != nil {
		return 0, err
	}
	n, ok := wholeNumber(v)
	if !ok && digits(v) {
		return 0, problem(wording.ReasonNumberRange, strconv.Quote(field), excerpt(v), wording.Number(-maxWhole), wording.Number(maxWhole))
	}
	if !ok {
		return 0, problem(wording.ReasonFieldKind, strconv.Quote(field), "whole number", "number", excerpt(v))
	}
	return n, nil
}

// maxWhole is the largest whole number a field of a record holds
// (wholeNumber's 15 digits).
const maxWhole = 999_999_999_999_999

// digits says whether a JSON number is written as a whole number, a
// minus and digits only: out of range when wholeNumber refuses it.
func digits(v []byte) bool {
	v = bytes.TrimPrefix(v, []byte("-"))
	return len(v) > 0 && !slices.ContainsFunc(v, func(c byte) bool { return c < '0' || c > '9' })
}

// wholeNumber reads a JSON number that is a whole number within ±10^15
// (far beyond any seat, life or point), without allocating.
func wholeNumber(v []byte) (int, bool) {
	neg := len(v) > 0 && v[0] == '-'
	if neg {
		v = v[1:]
	}
	if len(v) == 0 || len(v) > 15 {
		return 0, false
	}
	n := 0
	for _, c := range v {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// textValue reads text for field; the bytes are valid until the next
// read.
func (d *decoder) textValue(field string) ([]byte, error) {
	if d.l.kind() != '"' {
		return nil, d.mismatch(field, "text")
	}
	return d.l.str()
}

// stringValue reads text for field.
func (d *decoder) stringValue(field string) (string, error) {
	b, err := d.textValue(field)
	return string(b), err
}

// knownText reads text for field that is usually one of known, returning
// the known string so that nothing is allocated.
func (d *decoder) knownText(field string, known []string) (string, error) {
	b, err := d.textValue(field)
	for _, k := range known {
		if string(b) == k {
			return k, err
		}
	}
	return string(b), err
}

// kindValue reads the record's type.
func (d *decoder) kindValue() (rules.Kind, error) {
	b, err := d.textValue("type")
	if k, ok := kinds[string(b)]; ok {
		return k, err
	}
	return rules.Kind(b), err
}

// kinds are the record types by name, the setup's among them.
var kinds = map[string]rules.Kind{"setup": kindSetup}

// kindSetup is the setup record's type.
const kindSetup rules.Kind = "setup"

func init() {
	for _, k := range []rules.Kind{rules.KindPass, rules.KindLife, rules.KindPoison, rules.KindAttack, rules.KindTarget,
		rules.KindEliminate, rules.KindPoints, rules.KindRoles, rules.KindPairs, rules.KindEnd, rules.KindDeck,
		rules.KindUndo, rules.KindRedo, rules.KindTime} {
		kinds[string(k)] = k
	}
}

// numberText reads a number for field as it is written.
func (d *decoder) numberText(field string) (string, error) {
	if d.l.kind() != '0' {
		return "", d.mismatch(field, "whole number")
	}
	v, err := d.l.number()
	return string(v), err
}

// seatOrNone reads a seat or null for field. A negative seat is not
// NoSeat in disguise: it is kept as rules.BadSeat, which the rules refuse
// (C-6a).
func (d *decoder) seatOrNone(field string) (int, error) {
	if d.l.kind() == 'n' {
		return rules.NoSeat, d.skip()
	}
	n, err := d.intValue(field)
	if n < 0 {
		n = rules.BadSeat
	}
	return n, err
}

// textOrNull reads text for field, or null as "".
func (d *decoder) textOrNull(field string) (string, error) {
	if d.l.kind() == 'n' {
		return "", d.skip()
	}
	return d.stringValue(field)
}

// list reads a JSON list for field (null is an empty list), calling item
// for each element.
func (d *decoder) list(field string, item func(i int) error) error {
	switch d.l.kind() {
	case 'n':
		return d.skip()
	case '[':
		return d.l.array(item)
	}
	return d.mismatch(field, "list")
}

// ints reads a list of whole numbers for field.
func (d *decoder) ints(field string, into []int) ([]int, error) {
	into = into[:0]
	err := d.list(field, func(int) error {
		n, err := d.intValue(field)
		into = append(into, n)
		return err
	})
	return into, err
}

// objectOf reads a JSON object for field (null is an empty one), calling
// member for each member.
func (d *decoder) objectOf(field string, member func(key []byte) error) error {
	switch d.l.kind() {
	case 'n':
		return d.skip()
	case '{':
		return d.l.object(member)
	}
	return d.mismatch(field, "object")
}
