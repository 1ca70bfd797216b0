package qr

import (
	"rolekeeper/internal/termshot"

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

// TestOnLightIsTheInverse: on a light ground the blocks are the dark
// modules, where on a dark ground they are the light ones.
func TestOnLightIsTheInverse(t *testing.T) {
	const text = "http://127.0.0.1:8023/?t=00"
	dark, _ := Lines(text)
	light, err := OnLight(text)
	if err != nil {
		t.Fatal(err)
	}
	inverse := map[rune]rune{'█': ' ', ' ': '█', '▀': '▄', '▄': '▀'}
	for i := range dark {
		d, l := []rune(dark[i]), []rune(light[i])
		for j := range d {
			if i == len(dark)-1 && len(dark)*2 > len(d) {
				break // the last line's lower half is the ground in both
			}
			if inverse[d[j]] != l[j] {
				t.Fatalf("line %d column %d: %q on dark, %q on light", i, j, d[j], l[j])
			}
		}
	}
}

// TestTerminalScans: the code drawn for a terminal, rendered as the
// terminal would show it, is read by a QR decoder (zbarimg): painted on
// a light and on a dark terminal, reversed (NO_COLOR) on a dark one,
// plain on a light one; with the quiet zone of 4 modules the standard
// asks.
func TestTerminalScans(t *testing.T) {
	const url = "http://192.168.178.20:8023/?t=0123456789abcdef0123456789abcdef"
	for _, c := range []struct {
		name   string
		g      Ground
		ground termshot.Ground
	}{{"painted-light", Painted, termshot.Light}, {"painted-dark", Painted, termshot.Dark},
		{"reversed-dark", Reversed, termshot.Dark}, {"plain-light", Plain, termshot.Light}} {
		lines, err := Terminal(url, c.g)
		if err != nil {
			t.Fatal(err)
		}
		if got := termshot.Decode(t, termshot.Draw(lines, 80, c.ground), "qr-"+c.name+".png"); got != url {
			t.Errorf("%s: decoded %q, want %q", c.name, got, url)
		}
	}
	// The same code on the wrong ground (reverse video on a light
	// terminal) is inverted: the decoder must not read it, or the test
	// above proves nothing.
	lines, _ := Terminal(url, Reversed)
	if got := termshot.Decode(t, termshot.Draw(lines, 80, termshot.Light), "qr-inverted.png"); got == url {
		t.Error("an inverted code was read: the check cannot tell a good code from a bad one")
	}
	plain, _ := Terminal(url, Plain)
	if strings.Trim(plain[0], " ") != "" || strings.Trim(plain[1], " ") != "" {
		t.Errorf("no quiet zone of 4 modules above the code:\n%s\n%s", plain[0], plain[1])
	}
}
