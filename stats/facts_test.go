package stats

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"
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
