package views

import (
	"testing"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// BenchmarkTable draws the table screen of a 12-player game: views alone,
// without the model (see model's BenchmarkRender for whole frames).
func BenchmarkTable(b *testing.B) {
	for _, tc := range []struct {
		name string
		v    rules.Variant
		w, h int
	}{
		{"Buhmann12/120x40", rules.Buhmann, 120, 40}, {"Buhmann12/200x60", rules.Buhmann, 200, 60},
		{"Lord12/120x40", rules.Lord, 120, 40}, {"Lord12/200x60", rules.Lord, 200, 60},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s := game12(b, tc.v, 12)
			v := TableView{State: s, Decor: NoDecor(), Recent: []string{"Ana passed the turn.", "Ben's turn begins."},
				Help: "→/↓ next seat • - life −1 • + life +1 • P pass the turn"}
			st := styles.NewStyles(true, styles.TrueColor)
			b.ReportAllocs()
			for b.Loop() {
				_ = Table(Frame{Width: tc.w, Height: tc.h, Styles: st, Words: wording.English()}, v)
			}
		})
	}
}
