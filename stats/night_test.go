package stats

import (
	"testing"

	"rolekeeper/rules"
)

// TestNightInFactsAndFilter: the index keeps a game's place in a club
// night, and the night's filter keeps its games only.
func TestNightInFactsAndFilter(t *testing.T) {
	seat := rules.NightSeat{ID: "0123456789abcdef0123456789abcdef", Round: 3, Table: 2}
	g := Game{Path: "a.jsonl", Variant: rules.Buhmann, Night: seat, Players: []PlayerGame{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cem"}}}
	back, err := decodeFacts("a.jsonl", encodeFacts(g))
	if err != nil || back.Night != seat {
		t.Fatalf("read back %+v (%v)", back.Night, err)
	}
	m := newMemo(Identities{})
	if !(Filter{Night: seat.ID}).keeps(g, m) || (Filter{Night: "ffffffffffffffffffffffffffffffff"}).keeps(g, m) {
		t.Fatal("the night's filter keeps the wrong games")
	}
	g.Night = rules.NightSeat{}
	if (Filter{Night: seat.ID}).keeps(g, m) || !(Filter{}).keeps(g, m) {
		t.Fatal("a game by hand is kept by a night's filter, or not without one")
	}
}
