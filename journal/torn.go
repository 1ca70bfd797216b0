package journal

// This file tells damage from a refused record: a line that cannot be
// read is set aside only when it is torn and the last.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"unicode/utf8"

	"rolekeeper/safefile"
)

// onlyBlanks reports whether nothing but blanks is left to read.
func onlyBlanks(br *bufio.Reader) bool {
	for {
		b, err := br.ReadByte()
		if err != nil {
			return err == io.EOF
		}
		if b != ' ' && b != '\t' && b != '\r' && b != '\n' {
			return false
		}
	}
}

// torn reports whether a line that cannot be read is the remains of an
// interrupted write or of damage rather than a complete record: its
// checksum does not match, or it is not valid JSON (every strict prefix of
// a JSON object is invalid, and a power loss may also leave zero bytes or
// garbage). A complete, well-formed record that is refused (an unknown
// version or type, a missing field, a rule) is not torn: it is never
// dropped.
func torn(line []byte, err error) bool {
	var lr *safefile.Refusal
	if errors.As(err, &lr) {
		return lr.Why == safefile.LineTooLong // no record is that long; a byte-order mark is no tear
	}
	return errors.Is(err, ErrChecksum) || !json.Valid(line) || !utf8.Valid(line) || bytes.IndexByte(line, 0) >= 0
}
