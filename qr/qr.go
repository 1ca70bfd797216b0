// Package qr draws a QR code as text for a terminal, two modules a line
// with half blocks, so that a phone's camera can read it off the screen.
// The code itself comes from github.com/skip2/go-qrcode.
package qr

import (
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// quiet is the border of light modules around the code. The standard
// asks for 4; 2 reads well off a screen and leaves room on a small
// terminal.
const quiet = 2

// Lines draws text as a QR code (error correction level L, the smallest
// code), one string a line, every line as wide as there are lines times
// two, for a terminal with light text on a dark ground: light modules
// are drawn as blocks, dark ones as spaces, so that the code reads dark
// on light, as a camera expects. OnLight draws it for dark text on a
// light ground. An error is text too long for a QR code.
func Lines(text string) ([]string, error) { return draw(text, false) }

// OnLight is Lines for a terminal with dark text on a light ground: dark
// modules are drawn as blocks.
func OnLight(text string) ([]string, error) { return draw(text, true) }

func draw(text string, onLight bool) ([]string, error) {
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
