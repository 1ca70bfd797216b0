package journal

import (
	"bytes"
	"hash/crc32"
	"rolekeeper/wording"
)

// Every record the app writes ends with its checksum, so that damage on
// the disk or in a copy is found rather than read as a different game:
//
//	{"v":1,"seq":3,"type":"pass","crc":"9f1c2b7a"}
//
// The checksum is the CRC-32C (Castagnoli polynomial) of the record's
// bytes as written without its crc member: everything from the opening
// brace up to (not including) `,"crc":`, followed by the closing brace.
// It is written as 8 lowercase hexadecimal digits, as the record's last
// member. Blanks around the record do not count. A record without a crc
// member is read unchecked (hand-written files need none).

// crcTable is the CRC-32C table.
var crcTable = crc32.MakeTable(crc32.Castagnoli)

// crcMember is how the checksum member starts.
const crcMember = `,"crc":"`

// crcLen is the length of the checksum member and the closing brace:
// ,"crc":"01234567"}.
const crcLen = len(crcMember) + 8 + len(`"}`)

// errChecksumPlace is a crc member that is not written as the app writes
// it, so it cannot be checked: damage to the checksum itself.
var errChecksumPlace error = &Problem{Key: wording.ReasonChecksumPlace, kind: ErrChecksum}

// appendChecksum adds the checksum member to the record b[start:], which
// has none and ends with its closing brace.
func appendChecksum(b []byte, start int) []byte {
	sum := crc32.Checksum(b[start:], crcTable)
	b = append(b[:len(b)-1], crcMember...)
	const hex = "0123456789abcdef"
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, hex[sum>>uint(shift)&0xf])
	}
	return append(b, '"', '}')
}

// verifyChecksum checks a record's checksum (line is trimmed of blanks).
// It returns the offset of the crc member, or -1 when the record does not
// end with one; ErrChecksum when the checksum does not match.
func verifyChecksum(line []byte) (int, error) {
	at := len(line) - crcLen
	if at < 1 || !bytes.HasPrefix(line[at:], []byte(crcMember)) || !bytes.HasSuffix(line, []byte(`"}`)) {
		return -1, nil
	}
	var want uint32
	for _, c := range line[at+len(crcMember) : len(line)-2] {
		switch {
		case c >= '0' && c <= '9':
			want = want<<4 | uint32(c-'0')
		case c >= 'a' && c <= 'f':
			want = want<<4 | uint32(c-'a'+10)
		default:
			return -1, errChecksumPlace
		}
	}
	sum := ^crc32.Update(0, crcTable, line[:at]) // then the closing brace, a byte by the table
	sum = ^(crcTable[byte(sum)^'}'] ^ sum>>8)
	if sum != want {
		return -1, ErrChecksum
	}
	return at, nil
}
