package journal

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// lexer reads the JSON of one record strictly and quickly: the grammar of
// RFC 8259, strings as I-JSON (RFC 7493) wants them (valid UTF-8, no lone
// surrogate escapes), and no name twice in one object. It reads what a
// record holds without building anything; the decoder asks it for one
// value after another. The first syntax problem stops it as a
// *syntaxError; jsontext then says in words what is wrong (see
// syntaxProblem), and a fuzz test checks that the two agree on what is
// valid.
//
// It exists because the strict, well-kept decoders measured were slower
// than the replay target allows (BENCHMARKS.md, "Reading game files").
type lexer struct {
	data []byte
	pos  int
	text []byte // unescaped text of the last string with escapes
	// stop marks the bytes a string's scan stops at (stopAny, or
	// stopValid for data known to be valid UTF-8).
	stop *[256]bool
}

// stopAny marks the bytes a string does not hold as they are: the quote,
// the backslash, control characters, and the bytes past ASCII, whose
// UTF-8 is then checked.
var stopAny = stops(true)

// stopValid is stopAny for data already checked to be valid UTF-8 (the
// decoder checks a whole line first): bytes past ASCII are plain.
var stopValid = stops(false)

func stops(nonASCII bool) *[256]bool {
	var t [256]bool
	for c := range 256 {
		t[c] = c < 0x20 || c == '"' || c == '\\' || nonASCII && c >= utf8.RuneSelf
	}
	return &t
}

// syntaxError is a record that is not valid JSON, or that names a member
// twice, at byte offset pos.
type syntaxError struct {
	pos int
	// dup is the name that appears twice, if that is the problem.
	dup []byte
}

// Error implements error.
func (e *syntaxError) Error() string { return "broken JSON" }

// maxDepth is how deeply lists and objects may nest in a record.
const maxDepth = 64

func (l *lexer) reset(data []byte) { l.data, l.pos, l.stop = data, 0, stopAny }

// resetValid is reset for data known to be valid UTF-8.
func (l *lexer) resetValid(data []byte) { l.data, l.pos, l.stop = data, 0, stopValid }

func (l *lexer) fail() error { return &syntaxError{pos: l.pos} }

// space skips blanks.
func (l *lexer) space() {
	if l.pos < len(l.data) && l.data[l.pos] > ' ' {
		return // records are written without blanks: the usual case
	}
	for l.pos < len(l.data) {
		switch l.data[l.pos] {
		case ' ', '\t', '\n', '\r':
			l.pos++
		default:
			return
		}
	}
}

// kind skips blanks and names the next value by its first byte: '"', '0'
// (any number), '{', '[', 't', 'f', 'n', or 0 at the end or before a
// byte no value starts with.
func (l *lexer) kind() byte {
	l.space()
	if l.pos >= len(l.data) {
		return 0
	}
	switch c := l.data[l.pos]; c {
	case '"', '{', '[', 't', 'f', 'n':
		return c
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return '0'
	}
	return 0
}

// atEnd reports whether only blanks are left.
func (l *lexer) atEnd() bool {
	l.space()
	return l.pos == len(l.data)
}

// expect reads the byte c after blanks.
func (l *lexer) expect(c byte) error {
	l.space()
	if l.pos >= len(l.data) || l.data[l.pos] != c {
		return l.fail()
	}
	l.pos++
	return nil
}

// str reads a string and returns its text, valid until the next string
// with escapes is read.
func (l *lexer) str() ([]byte, error) {
	if err := l.expect('"'); err != nil {
		return nil, err
	}
	data, stop, start := l.data, l.stop, l.pos
	for i := start; i < len(data); {
		c := data[i]
		if !stop[c] {
			i++
			continue
		}
		switch {
		case c == '"':
			l.pos = i + 1
			return data[start:i], nil
		case c == '\\':
			l.pos = i
			return l.escaped(start)
		case c < 0x20:
			l.pos = i
			return nil, l.fail()
		default: // past ASCII, in data not known to be valid UTF-8
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				l.pos = i
				return nil, l.fail()
			}
			i += size
		}
	}
	l.pos = len(data)
	return nil, l.fail()
}

// escaped reads the rest of a string that holds escapes, from start (just
// after the opening quote), into l.text.
func (l *lexer) escaped(start int) ([]byte, error) {
	l.text = append(l.text[:0], l.data[start:l.pos]...)
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		switch {
		case c == '"':
			l.pos++
			return l.text, nil
		case c == '\\':
			if err := l.escape(); err != nil {
				return nil, err
			}
		case c < 0x20:
			return nil, l.fail()
		case c < utf8.RuneSelf:
			l.text = append(l.text, c)
			l.pos++
		default:
			r, size := utf8.DecodeRune(l.data[l.pos:])
			if r == utf8.RuneError && size <= 1 {
				return nil, l.fail()
			}
			l.text = append(l.text, l.data[l.pos:l.pos+size]...)
			l.pos += size
		}
	}
	return nil, l.fail()
}

// escape reads one escape sequence at l.pos into l.text.
func (l *lexer) escape() error {
	if l.pos+1 >= len(l.data) {
		return l.fail()
	}
	c := l.data[l.pos+1]
	if i := bytes.IndexByte([]byte(`"\/bfnrt`), c); i >= 0 {
		l.text = append(l.text, "\"\\/\b\f\n\r\t"[i])
		l.pos += 2
		return nil
	}
	if c != 'u' {
		return l.fail()
	}
	r, ok := l.hex4(l.pos + 2)
	if !ok {
		return l.fail()
	}
	l.pos += 6
	if utf16.IsSurrogate(r) {
		low, ok := rune(0), false
		if l.pos+1 < len(l.data) && l.data[l.pos] == '\\' && l.data[l.pos+1] == 'u' {
			low, ok = l.hex4(l.pos + 2)
		}
		if r = utf16.DecodeRune(r, low); !ok || r == utf8.RuneError {
			return l.fail()
		}
		l.pos += 6
	}
	l.text = utf8.AppendRune(l.text, r)
	return nil
}

// hex4 reads four hexadecimal digits at i.
func (l *lexer) hex4(i int) (rune, bool) {
	if i+4 > len(l.data) {
		return 0, false
	}
	var r rune
	for _, c := range l.data[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// number reads a number as it is written: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (l *lexer) number() ([]byte, error) {
	l.space()
	start := l.pos
	if l.pos < len(l.data) && l.data[l.pos] == '-' {
		l.pos++
	}
	switch {
	case l.pos < len(l.data) && l.data[l.pos] == '0':
		l.pos++
	case l.digits() == 0:
		return nil, l.fail()
	}
	if l.pos < len(l.data) && l.data[l.pos] == '.' {
		l.pos++
		if l.digits() == 0 {
			return nil, l.fail()
		}
	}
	if l.pos < len(l.data) && (l.data[l.pos] == 'e' || l.data[l.pos] == 'E') {
		l.pos++
		if l.pos < len(l.data) && (l.data[l.pos] == '+' || l.data[l.pos] == '-') {
			l.pos++
		}
		if l.digits() == 0 {
			return nil, l.fail()
		}
	}
	return l.data[start:l.pos], nil
}

// digits reads decimal digits and returns how many.
func (l *lexer) digits() int {
	start := l.pos
	for l.pos < len(l.data) && l.data[l.pos] >= '0' && l.data[l.pos] <= '9' {
		l.pos++
	}
	return l.pos - start
}

// literal reads true, false or null.
func (l *lexer) literal() ([]byte, error) {
	l.space()
	for _, word := range []string{"true", "false", "null"} {
		if bytes.HasPrefix(l.data[l.pos:], []byte(word)) {
			l.pos += len(word)
			return l.data[l.pos-len(word) : l.pos], nil
		}
	}
	return nil, l.fail()
}

// skip reads past any value.
func (l *lexer) skip(depth int) error {
	if depth > maxDepth {
		return l.fail()
	}
	var err error
	switch l.kind() {
	case '"':
		_, err = l.str()
	case '0':
		_, err = l.number()
	case 't', 'f', 'n':
		_, err = l.literal()
	case '{':
		err = l.object(func(key []byte) error { return l.skip(depth + 1) })
	case '[':
		err = l.array(func(int) error { return l.skip(depth + 1) })
	default:
		err = l.fail()
	}
	return err
}

// object reads an object, calling member for each member with its name;
// member reads the value. A name that appears twice is a *syntaxError.
func (l *lexer) object(member func(key []byte) error) error {
	if err := l.expect('{'); err != nil {
		return err
	}
	if l.kind() == 0 && l.pos < len(l.data) && l.data[l.pos] == '}' {
		l.pos++
		return nil
	}
	var seenArray [12][]byte
	seen := seenArray[:0]
	for {
		at := l.pos
		key, err := l.str()
		if err != nil {
			return err
		}
		for _, s := range seen {
			if bytes.Equal(s, key) {
				return &syntaxError{pos: at, dup: bytes.Clone(key)}
			}
		}
		if len(key) > 0 && len(l.text) > 0 && &key[0] == &l.text[0] {
			key = bytes.Clone(key) // l.text is reused by the next escaped string
		}
		seen = append(seen, key)
		if err := l.expect(':'); err != nil {
			return err
		}
		if err := member(key); err != nil {
			return err
		}
		l.space()
		if l.pos < len(l.data) && l.data[l.pos] == ',' {
			l.pos++
			continue
		}
		return l.expect('}')
	}
}

// array reads a list, calling item for each element; item reads it.
func (l *lexer) array(item func(i int) error) error {
	if err := l.expect('['); err != nil {
		return err
	}
	if l.kind() == 0 && l.pos < len(l.data) && l.data[l.pos] == ']' {
		l.pos++
		return nil
	}
	for i := 0; ; i++ {
		if err := item(i); err != nil {
			return err
		}
		l.space()
		if l.pos < len(l.data) && l.data[l.pos] == ',' {
			l.pos++
			continue
		}
		return l.expect(']')
	}
}
