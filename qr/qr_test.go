package qr

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestLinesSquare: the code is square (two modules a line) and holds the
// quiet border.
func TestLinesSquare(t *testing.T) {
	lines, err := Lines("http://192.168.178.20:8023/?t=0123456789abcdef0123456789abcdef")
	if err != nil {
		t.Fatal(err)
	}
	w := utf8.RuneCountInString(lines[0])
	if len(lines) != (w+1)/2 {
		t.Errorf("%d lines of %d columns: not square", len(lines), w)
	}
	for i, l := range lines {
		if utf8.RuneCountInString(l) != w {
			t.Errorf("line %d is %d wide, want %d", i, utf8.RuneCountInString(l), w)
		}
	}
	if strings.Trim(lines[0], "█") != "" {
		t.Errorf("first line is not the light border: %q", lines[0])
	}
	if !strings.Contains(strings.Join(lines, ""), " ") {
		t.Error("no dark module drawn")
	}
}

// TestLinesTooLong: text beyond a QR code's capacity is an error, not a panic.
func TestLinesTooLong(t *testing.T) {
	if _, err := Lines(strings.Repeat("x", 5000)); err == nil {
		t.Error("5000 characters made a code")
	}
}
