// Package termshot draws a terminal's text as a picture, for the tests
// that check what a camera would read off the screen: the QR codes of
// the phones' page, decoded with zbarimg (Debian's zbar-tools). It knows
// the few escape sequences those codes are drawn with (the 16 colours,
// bright ones, 256 colours, reverse video, reset) and the block
// characters; other text is drawn as the terminal's text colour over
// part of its cell, which no decoder takes for a module (test support,
// no part of the program).
package termshot

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/internal/absent"
)

// Ground is a terminal's own colours.
type Ground struct{ Text, Back color.Color }

// Light and Dark are the terminal's grounds of the tests.
var (
	Light = Ground{Text: color.Gray{0x20}, Back: color.Gray{0xf8}}
	Dark  = Ground{Text: color.Gray{0xe0}, Back: color.Gray{0x10}}
)

// scale is the pixels of a module: a cell is scale wide and 2×scale high
// (two modules, upper and lower half).
const scale = 4

// basic are the 16 colours, as xterm draws them.
var basic = [16]color.Color{
	color.RGBA{0, 0, 0, 255}, color.RGBA{205, 0, 0, 255}, color.RGBA{0, 205, 0, 255}, color.RGBA{205, 205, 0, 255},
	color.RGBA{0, 0, 238, 255}, color.RGBA{205, 0, 205, 255}, color.RGBA{0, 205, 205, 255}, color.RGBA{229, 229, 229, 255},
	color.RGBA{127, 127, 127, 255}, color.RGBA{255, 0, 0, 255}, color.RGBA{0, 255, 0, 255}, color.RGBA{255, 255, 0, 255},
	color.RGBA{92, 92, 255, 255}, color.RGBA{255, 0, 255, 255}, color.RGBA{0, 255, 255, 255}, color.RGBA{255, 255, 255, 255},
}

// pen is the colours text is drawn in now.
type pen struct {
	fg, bg  color.Color // nil: the ground's
	reverse bool
}

func (p pen) colours(g Ground) (fg, bg color.Color) {
	fg, bg = g.Text, g.Back
	if p.fg != nil {
		fg = p.fg
	}
	if p.bg != nil {
		bg = p.bg
	}
	if p.reverse {
		fg, bg = bg, fg
	}
	return fg, bg
}

// sgr applies the parameters of one SGR sequence to p.
func (p pen) sgr(params string) pen {
	fields := strings.Split(params, ";")
	for i := 0; i < len(fields); i++ {
		n, _ := strconv.Atoi(fields[i])
		switch {
		case n == 0:
			p = pen{}
		case n == 7:
			p.reverse = true
		case n == 27:
			p.reverse = false
		case n >= 30 && n <= 37:
			p.fg = basic[n-30]
		case n >= 40 && n <= 47:
			p.bg = basic[n-40]
		case n >= 90 && n <= 97:
			p.fg = basic[n-90+8]
		case n >= 100 && n <= 107:
			p.bg = basic[n-100+8]
		case n == 39:
			p.fg = nil
		case n == 49:
			p.bg = nil
		case (n == 38 || n == 48) && i+2 < len(fields) && fields[i+1] == "5":
			c, _ := strconv.Atoi(fields[i+2])
			if c < 16 {
				if n == 38 {
					p.fg = basic[c]
				} else {
					p.bg = basic[c]
				}
			}
			i += 2
		}
	}
	return p
}

// Draw draws the terminal's lines, cols cells wide, on the ground g.
func Draw(lines []string, cols int, g Ground) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, (cols+2)*scale, (len(lines)+2)*2*scale))
	fill(img, img.Bounds(), g.Back)
	var p pen
	for y, line := range lines {
		x := 0
		for i := 0; i < len(line); {
			if strings.HasPrefix(line[i:], "\x1b[") {
				end := strings.IndexFunc(line[i+2:], func(r rune) bool { return r >= 0x40 && r <= 0x7e })
				if end < 0 {
					break
				}
				if line[i+2+end] == 'm' {
					p = p.sgr(line[i+2 : i+2+end])
				}
				i += 3 + end
				continue
			}
			r := []rune(line[i:])[0]
			i += len(string(r))
			fg, bg := p.colours(g)
			cell := image.Rect((x+1)*scale, (y+1)*2*scale, (x+2)*scale, (y+2)*2*scale)
			top := image.Rect(cell.Min.X, cell.Min.Y, cell.Max.X, cell.Min.Y+scale)
			bottom := image.Rect(cell.Min.X, cell.Min.Y+scale, cell.Max.X, cell.Max.Y)
			fill(img, cell, bg)
			switch r {
			case '█':
				fill(img, cell, fg)
			case '▀':
				fill(img, top, fg)
			case '▄':
				fill(img, bottom, fg)
			case ' ':
			default:
				fill(img, image.Rect(cell.Min.X+1, cell.Min.Y+2, cell.Max.X-1, cell.Max.Y-2), fg)
			}
			x++
		}
	}
	return img
}

func fill(img *image.RGBA, r image.Rectangle, c color.Color) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.Set(x, y, c)
		}
	}
}

// Decode writes img as a PNG in t's folder (name) and returns the QR
// codes zbarimg reads in it, one a line. Without zbarimg the test is
// skipped (failed under CI=true).
func Decode(t testing.TB, img image.Image, name string) string {
	t.Helper()
	zbar, err := exec.LookPath("zbarimg")
	if err != nil {
		absent.Skip(t, "no zbarimg: install it with apt-get install zbar-tools")
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("ROLEKEEPER_SCREENSHOTS"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644)
	}
	out, _ := exec.Command(zbar, "--quiet", "--raw", "-Sqrcode.enable", path).Output() // exit 4: no code found
	return strings.TrimSpace(string(out))
}
