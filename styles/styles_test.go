package styles

import (
	"image/color"
	"math"
	"testing"
)

// luminance is the relative luminance of a colour (WCAG 2).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestDarkContrast: on a dark background the help line and the borders
// are readable from a metre away: at least 3:1 against a dark grey
// background (the bubbles defaults, greys 237–241, were under 2:1).
func TestDarkContrast(t *testing.T) {
	bg := color.RGBA{0x1e, 0x1e, 0x1e, 0xff}
	st := NewStyles(true, false)
	for name, c := range map[string]color.Color{
		"help key":         st.Help.ShortKey.GetForeground(),
		"help description": st.Help.ShortDesc.GetForeground(),
		"help separator":   st.Help.ShortSeparator.GetForeground(),
		"borders":          st.Palette.Subtle,
	} {
		if r := contrast(c, bg); r < 3 {
			t.Errorf("%s: contrast %.2f against a dark background, want at least 3", name, r)
		}
	}
}

// TestDarkFromColorFGBG: bg 7 or 15 is light, other colours dark,
// anything else unknown.
func TestDarkFromColorFGBG(t *testing.T) {
	tests := []struct {
		v        string
		dark, ok bool
	}{
		{"0;15", false, true}, {"0;7", false, true}, {"15;0", true, true}, {"15;default;0", true, true},
		{"0;default;15", false, true}, {"12;8", true, true}, {"", true, false}, {"15", true, false}, {"a;b", true, false},
	}
	for _, tt := range tests {
		if dark, ok := DarkFromColorFGBG(tt.v); dark != tt.dark || ok != tt.ok {
			t.Errorf("%q: dark %v ok %v, want %v %v", tt.v, dark, ok, tt.dark, tt.ok)
		}
	}
}
