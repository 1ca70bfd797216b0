package journal

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"rolekeeper/wording"
)

// IDLength is the length of a game id: 128 bits as 32 lowercase
// hexadecimal digits.
const IDLength = 32

// NewID returns a new random game id (128 bits from crypto/rand, as 32
// lowercase hexadecimal digits). Every game file Create and CreateFile
// make carries one in its setup record.
func NewID() string {
	var b [IDLength / 2]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// DerivedID is the id of a game whose setup record carries none (a file
// of an older rolekeeper, or written by hand): the first 128 bits of the
// SHA-256 of the setup line as written, without the blanks and the
// newline around it, as 32 lowercase hexadecimal digits. It depends on
// nothing but those bytes, so every copy of the file has the same id, on
// every machine and in every later version.
func DerivedID(setupLine []byte) string {
	sum := sha256.Sum256(setupLine)
	return hex.EncodeToString(sum[:IDLength/2])
}

// ValidID reports whether id has the form of a game id: 32 lowercase
// hexadecimal digits.
func ValidID(id string) bool {
	if len(id) != IDLength {
		return false
	}
	for _, c := range []byte(id) {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// checkID refuses a setup's id that is not 32 lowercase hexadecimal
// digits.
func checkID(id string) error {
	if !ValidID(id) {
		return problem(wording.ReasonBadID, quoted(id))
	}
	return nil
}
