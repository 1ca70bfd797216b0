package journal

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"rolekeeper/rules"
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
var ErrChecksum = errors.New("checksum mismatch")

// decoder reads records one after another, reusing its buffers. Its zero
// value is ready to use.
type decoder struct {
	dec  jsontext.Decoder
	in   bytes.Buffer
	text []byte
	w    wire
}

// decode reads one record; see DecodeRecord.
func (d *decoder) decode(line []byte) (Record, error) {
	line = bytes.TrimSpace(line)
	crcAt, err := verifyChecksum(line)
	if err != nil {
		return Record{}, err
	}
	d.w.reset()
	if err := d.object(line); err != nil {
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
	d.in.Reset()
	d.in.Write(line)
	d.dec.Reset(&d.in)
	if k := d.dec.PeekKind(); k != '{' {
		if k == 0 || k == jsontext.KindInvalid {
			_, err := d.dec.ReadToken()
			return jsonProblem(err)
		}
		return fmt.Errorf("a record must be a JSON object, not %s", kindName(k))
	}
	if _, err := d.dec.ReadToken(); err != nil {
		return jsonProblem(err)
	}
	for d.dec.PeekKind() == '"' {
		key, err := d.name()
		if err != nil {
			return err
		}
		if err := d.member(key); err != nil {
			return err
		}
	}
	if _, err := d.dec.ReadToken(); err != nil { // the closing brace
		return jsonProblem(err)
	}
	if _, err := d.dec.ReadToken(); err != io.EOF {
		if err == nil {
			return errors.New("not a valid record: more follows the record on its line")
		}
		return jsonProblem(err)
	}
	return nil
}

// name reads an object member's name. The bytes returned are valid until
// the next read.
func (d *decoder) name() ([]byte, error) {
	v, err := d.dec.ReadValue()
	if err != nil {
		return nil, jsonProblem(err)
	}
	return d.unquote(v), nil
}

// unquote returns the text of a JSON string value, which the decoder has
// already checked; the bytes are valid until the next read.
func (d *decoder) unquote(v jsontext.Value) []byte {
	if bytes.IndexByte(v, '\\') < 0 {
		return v[1 : len(v)-1]
	}
	d.text, _ = jsontext.AppendUnquote(d.text[:0], v)
	return d.text
}

// skip reads past a value the record does not use.
func (d *decoder) skip() error {
	if err := d.dec.SkipValue(); err != nil {
		return jsonProblem(err)
	}
	return nil
}

// jsonProblem says in words why a line is not valid JSON.
func jsonProblem(err error) error {
	var se *jsontext.SyntacticError
	if errors.As(err, &se) {
		switch {
		case errors.Is(se.Err, jsontext.ErrDuplicateName):
			return fmt.Errorf("not a valid record: a key appears twice (%s)", se.JSONPointer)
		case bytes.Contains([]byte(se.Err.Error()), []byte("UTF-8")):
			return fmt.Errorf("not a valid record: text that is not valid UTF-8 at byte %d", se.ByteOffset)
		}
		return fmt.Errorf("not a valid record: broken JSON at byte %d (%v)", se.ByteOffset, se.Err)
	}
	return errors.New("not a valid record: broken JSON")
}

// kindName names a JSON value kind in words.
func kindName(k jsontext.Kind) string {
	switch k {
	case '[':
		return "a list"
	case '{':
		return "an object"
	case '"':
		return "text"
	case 't', 'f':
		return "true or false"
	case '0':
		return "a number"
	case 'n':
		return "null"
	}
	return "nothing"
}

// describe names a value found where another kind was wanted.
func describe(v jsontext.Value) string {
	if v.Kind() == '0' {
		return "the number " + string(v)
	}
	return kindName(v.Kind())
}

// mismatch reads a value of the wrong kind for field and says what was
// wanted instead.
func (d *decoder) mismatch(field, want string) error {
	v, err := d.dec.ReadValue()
	if err != nil {
		return jsonProblem(err)
	}
	return fmt.Errorf("field %q should be %s, not %s", field, want, describe(v))
}

// intValue reads a whole number for field.
func (d *decoder) intValue(field string) (int, error) {
	v, err := d.dec.ReadValue()
	if err != nil {
		return 0, jsonProblem(err)
	}
	if v.Kind() != '0' {
		return 0, fmt.Errorf("field %q should be a whole number, not %s", field, describe(v))
	}
	n, err := strconv.Atoi(string(v))
	if err != nil {
		return 0, fmt.Errorf("field %q should be a whole number, not the number %s", field, v)
	}
	return n, nil
}

// textValue reads text for field; the bytes are valid until the next
// read.
func (d *decoder) textValue(field string) ([]byte, error) {
	v, err := d.dec.ReadValue()
	if err != nil {
		return nil, jsonProblem(err)
	}
	if v.Kind() != '"' {
		return nil, fmt.Errorf("field %q should be text, not %s", field, describe(v))
	}
	return d.unquote(v), nil
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
	for _, k := range []rules.Kind{rules.KindPass, rules.KindLife, rules.KindAttack, rules.KindTarget,
		rules.KindEliminate, rules.KindPoints, rules.KindRoles, rules.KindPairs, rules.KindEnd,
		rules.KindUndo, rules.KindRedo} {
		kinds[string(k)] = k
	}
}

// numberText reads a number for field as it is written.
func (d *decoder) numberText(field string) (string, error) {
	v, err := d.dec.ReadValue()
	if err != nil {
		return "", jsonProblem(err)
	}
	if v.Kind() != '0' {
		return "", fmt.Errorf("field %q should be a whole number, not %s", field, describe(v))
	}
	return string(v), nil
}

// seatOrNone reads a seat or null for field. A negative seat is not
// NoSeat in disguise: it is kept as rules.BadSeat, which the rules refuse
// (C-6a).
func (d *decoder) seatOrNone(field string) (int, error) {
	if d.dec.PeekKind() == 'n' {
		return rules.NoSeat, d.skip()
	}
	n, err := d.intValue(field)
	if n < 0 {
		n = rules.BadSeat
	}
	return n, err
}

// list reads a JSON list for field (null is an empty list), calling item
// for each element.
func (d *decoder) list(field string, item func(i int) error) error {
	switch k := d.dec.PeekKind(); k {
	case 'n':
		return d.skip()
	case '[':
	default:
		return d.mismatch(field, "a list")
	}
	if _, err := d.dec.ReadToken(); err != nil {
		return jsonProblem(err)
	}
	for i := 0; d.dec.PeekKind() != ']'; i++ {
		if err := item(i); err != nil {
			return err
		}
	}
	_, err := d.dec.ReadToken()
	if err != nil {
		return jsonProblem(err)
	}
	return nil
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

// objectOf reads a JSON object for field, calling member for each member.
func (d *decoder) objectOf(field string, member func(key []byte) error) error {
	switch d.dec.PeekKind() {
	case 'n':
		return d.skip()
	case '{':
	default:
		return d.mismatch(field, "an object")
	}
	if _, err := d.dec.ReadToken(); err != nil {
		return jsonProblem(err)
	}
	for d.dec.PeekKind() == '"' {
		key, err := d.name()
		if err != nil {
			return err
		}
		if err := member(key); err != nil {
			return err
		}
	}
	if _, err := d.dec.ReadToken(); err != nil {
		return jsonProblem(err)
	}
	return nil
}
