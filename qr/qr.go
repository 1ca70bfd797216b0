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
// two. Light modules are drawn as full blocks, dark ones as spaces: on a
// terminal with light text on a dark ground (and where the caller colours
// it so) the code reads dark on light, as a camera expects; phones read
// the inverse too. An error is text too long for a QR code.
func Lines(text string) ([]string, error) {
	code, err := qrcode.New(text, qrcode.Low)
	if err != nil {
		return nil, err
	}
	code.DisableBorder = true
	bits := code.Bitmap()
	n := len(bits) + 2*quiet
	dark := func(x, y int) bool {
		x, y = x-quiet, y-quiet
		return y >= 0 && y < len(bits) && x >= 0 && x < len(bits) && bits[y][x]
	}
	lines := make([]string, 0, (n+1)/2)
	for y := 0; y < n; y += 2 {
		var b strings.Builder
		for x := range n {
			top, bottom := !dark(x, y), y+1 < n && !dark(x, y+1)
			switch {
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
