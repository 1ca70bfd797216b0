package stats

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"rolekeeper/rules"
)

// TestFactsRoundTrip: the index gives back exactly the facts it was
// given, and refuses facts cut short.
func TestFactsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, g := range randomGames(t, 3) {
			data := encodeFacts(g)
			back, err := decodeFacts(g.Path, data)
			if err != nil {
				t.Fatal(err)
			}
			if !back.Start.Equal(g.Start) || !back.End.Equal(g.End) {
				t.Fatalf("times %v–%v, want %v–%v", back.Start, back.End, g.Start, g.End)
			}
			back.Start, back.End = g.Start, g.End
			back.Glance = g.Glance // kept in a column of its own (encodeGlance)
			if !reflect.DeepEqual(back, g) {
				t.Fatalf("decoded\n%+v\nwant\n%+v", back, g)
			}
			cut := rapid.IntRange(0, len(data)-1).Draw(t, "cut")
			if _, err := decodeFacts(g.Path, data[:cut]); err == nil {
				t.Fatalf("facts cut at %d of %d bytes were read", cut, len(data))
			}
		}
	})
}

// TestGlanceRoundTrip: the index's glance column gives back the glance it
// was given, and an empty column is the zero glance.
func TestGlanceRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := rules.Glance{Round: rapid.IntRange(0, 500).Draw(t, "round"), Turn: rapid.IntRange(0, 5000).Draw(t, "turn"),
			Active: rapid.IntRange(-1, 11).Draw(t, "active"), Lead: rapid.IntRange(-9999, 9999).Draw(t, "lead"),
			ByPoints: rapid.Bool().Draw(t, "by points")}
		if n := rapid.IntRange(0, 12).Draw(t, "leaders"); n > 0 {
			g.Leaders = rapid.SliceOfN(rapid.IntRange(0, 11), n, n).Draw(t, "seats")
		}
		if back := decodeGlance(encodeGlance(g)); !reflect.DeepEqual(back, g) {
			t.Fatalf("glance %+v came back as %+v", g, back)
		}
	})
	if g := decodeGlance(""); !reflect.DeepEqual(g, rules.Glance{}) {
		t.Errorf("an empty column gives %+v", g)
	}
}
