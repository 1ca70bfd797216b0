package styles

import (
	"image/color"
	"reflect"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// paints lists every paint of a palette, named.
func paints(p Palette) map[string]Paint {
	out := map[string]Paint{}
	v := reflect.ValueOf(p)
	for i := range v.NumField() {
		name := v.Type().Field(i).Name
		switch f := v.Field(i).Interface().(type) {
		case Paint:
			out[name] = f
		case [6]Paint:
			for j, q := range f {
				out[name+string(rune('A'+j))] = q
			}
		}
	}
	return out
}

// inDepth says whether a colour exists at a depth, as the palette must
// name it: by hand, never left to the renderer's nearest-colour rule.
func inDepth(c color.Color, d Depth) bool {
	if _, ok := c.(lipgloss.NoColor); ok {
		return true
	}
	switch c := c.(type) {
	case ansi.BasicColor:
		return d == Colors16 || d == Colors8 && c < 8
	case ansi.IndexedColor:
		return d == Colors256
	}
	return d == TrueColor && c != nil
}

// TestPalettesNameEveryColourAtItsDepth: every role has a colour of its
// own depth on both backgrounds (8 colours: 0–7 only; 16: ANSI; 256: the
// indexed palette; true colour: RGB), and no colour at all without colour.
func TestPalettesNameEveryColourAtItsDepth(t *testing.T) {
	for _, d := range []Depth{NoColor, Colors8, Colors16, Colors256, TrueColor} {
		for _, dark := range []bool{true, false} {
			for name, p := range paints(NewPalette(dark, d)) {
				for _, c := range []color.Color{p.Fg, p.Bg} {
					if !inDepth(c, d) {
						t.Errorf("%s colours, dark %v: %s is %#v, not a colour of this depth", d, dark, name, c)
					}
				}
				if p.Faint && d != Colors8 {
					t.Errorf("%s colours, dark %v: %s is faint; only 8 colours need faint", d, dark, name)
				}
			}
		}
	}
}

// TestDepthOf: the profile Bubble Tea detects and TERM give the depth; the
// Linux console has eight colours, TERM=xterm sixteen.
func TestDepthOf(t *testing.T) {
	tests := []struct {
		p    colorprofile.Profile
		term string
		want Depth
	}{
		{colorprofile.TrueColor, "xterm-256color", TrueColor},
		{colorprofile.ANSI256, "xterm-256color", Colors256},
		{colorprofile.ANSI, "xterm", Colors16},
		{colorprofile.ANSI, "linux", Colors8},
		{colorprofile.ANSI, "linux-16color", Colors16},
		{colorprofile.ANSI, "", Colors16},
		{colorprofile.ASCII, "xterm", NoColor},
		{colorprofile.NoTTY, "linux", NoColor},
	}
	for _, tt := range tests {
		if got := DepthOf(tt.p, tt.term); got != tt.want {
			t.Errorf("DepthOf(%v, %q) = %v, want %v", tt.p, tt.term, got, tt.want)
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

// TestStylesStaySmall: Styles is taken by value by every drawing function
// and held by every model, which Bubble Tea copies at every message; the
// bubbles components' styles (35 KB of the 41) are shared by pointer, and
// nothing that large may come back inline (BENCHMARKS.md, "Idle").
func TestStylesStaySmall(t *testing.T) {
	if size := reflect.TypeFor[Styles]().Size(); size > 8<<10 {
		t.Errorf("Styles is %d bytes; keep large parts behind pointers (at most 8 KB)", size)
	}
	s := NewStyles(true, TrueColor)
	if s.Help == nil || s.Input == nil || s.List == nil || s.Items == nil {
		t.Errorf("NewStyles left a component's styles out: %+v %+v %+v %+v", s.Help, s.Input, s.List, s.Items)
	}
}
