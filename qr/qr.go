// Package qr draws a QR code as text for a terminal, two modules a line
// with half blocks, so that a phone's camera can read it off the screen.
// The code itself comes from github.com/skip2/go-qrcode.
package qr

import (
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// quiet is the border of light modules around the code of Terminal, as
// the standard asks: a scanner finds the code by it. promptQuiet is the
// narrower border of Lines and OnLight, for the playing screen's prompt,
// where the address beneath must fit at 80x24 too.
const (
	quiet       = 4
	promptQuiet = 2
)

// Ground is how a code is set off from the terminal's own colours.
type Ground uint8

const (
	// Painted sets both colours: black modules on a white ground,
	// whatever the terminal's colours are, so that nothing about them
	// needs to be known.
	Painted Ground = iota
	// Reversed draws the terminal's own colours swapped (reverse video,
	// for NO_COLOR), for a terminal with light text on a dark ground.
	Reversed
	// Plain draws the terminal's own colours, for NO_COLOR on a light
	// ground (dark text).
	Plain
)

// The escape sequences of Terminal: black on bright white, reverse
// video, and back to the terminal's colours.
const (
	painted  = "\x1b[30;107m"
	reversed = "\x1b[7m"
	reset    = "\x1b[0m"
)

// Terminal draws text as a QR code for a terminal on the ground g: dark
// modules are drawn as blocks in a dark colour on a light ground, every
// line set in its colours (Painted, Reversed) or as is (Plain), so that
// a camera reads it on a light and on a dark terminal alike. An error is
// text too long for a QR code.
func Terminal(text string, g Ground) ([]string, error) { return terminal(text, g, quiet) }

// Compact is Terminal with the narrower quiet zone of Lines, for the
// playing screen's prompt, whose address beneath must fit at 80x24.
func Compact(text string, g Ground) ([]string, error) { return terminal(text, g, promptQuiet) }

func terminal(text string, g Ground, quiet int) ([]string, error) {
	lines, err := draw(text, true, quiet)
	if err != nil {
		return nil, err
	}
	for i, l := range lines {
		switch g {
		case Painted:
			lines[i] = painted + l + reset
		case Reversed:
			lines[i] = reversed + l + reset
		}
	}
	return lines, nil
}

// Lines draws text as a QR code (error correction level L, the smallest
// code), one string a line, every line as wide as there are lines times
// two, for a terminal with light text on a dark ground: light modules
// are drawn as blocks, dark ones as spaces, so that the code reads dark
// on light, as a camera expects. OnLight draws it for dark text on a
// light ground. An error is text too long for a QR code.
func Lines(text string) ([]string, error) { return draw(text, false, promptQuiet) }

// OnLight is Lines for a terminal with dark text on a light ground: dark
// modules are drawn as blocks.
func OnLight(text string) ([]string, error) { return draw(text, true, promptQuiet) }

func draw(text string, onLight bool, quiet int) ([]string, error) {
	code, err := qrcode.New(text, qrcode.Low)
	if err != nil {
		return nil, err
	}
	code.DisableBorder = true
	bits := code.Bitmap()
	n := len(bits) + 2*quiet
	// drawn reports whether the module at x, y is drawn with a block.
	drawn := func(x, y int) bool {
		if y >= n {
			return false // below the last row: the ground
		}
		x, y = x-quiet, y-quiet
		dark := y >= 0 && y < len(bits) && x >= 0 && x < len(bits) && bits[y][x]
		return dark == onLight
	}
	lines := make([]string, 0, (n+1)/2)
	for y := 0; y < n; y += 2 {
		var b strings.Builder
		for x := range n {
			switch top, bottom := drawn(x, y), drawn(x, y+1); {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		lines = append(lines, b.String())
	}
	return lines, nil
}
