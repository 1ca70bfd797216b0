package stats

import (
	"bytes"
	"reflect"
	"testing"
)

// TestLeagueGamesRoundTrip: a league's games are remembered as they were
// put (facts, glance, a copy that could not be read, one read with a
// reason), each league apart; a cache that does not read (a bit flipped,
// cut, another version) is forgotten, never read as figures.
func TestLeagueGamesRoundTrip(t *testing.T) {
	dir := t.TempDir()
	writeSeason(t, dir, 16, 6, 60)
	ix, _ := openTestIndex(t)
	entries := loadAll(t, ix, dir, WantFacts)
	var games []LeagueGame
	for i, e := range entries {
		g := e.Game
		g.Path = "id" + itoa(i)
		lg := LeagueGame{ID: g.Path, Lines: g.Lines, Digest: []byte{byte(i), 0xff}, Modified: int64(i) << 40, Game: g}
		switch i {
		case 1:
			lg.Game, lg.Err = Game{}, "id1: unknown type \"fly\""
		case 2:
			lg.Err = "the league's copy has another id"
		}
		games = append(games, lg)
	}
	if err := ix.PutLeagueGames("a", games); err != nil {
		t.Fatal(err)
	}
	got, err := ix.LeagueGames("a")
	if err != nil || len(got) != len(games) {
		t.Fatalf("%d games, %v", len(got), err)
	}
	for _, g := range games {
		if !reflect.DeepEqual(got[g.ID], g) {
			t.Errorf("%s: remembered as %+v, put as %+v", g.ID, got[g.ID], g)
		}
	}
	if other, err := ix.LeagueGames("b"); err != nil || len(other) != 0 {
		t.Fatalf("another league: %d games, %v", len(other), err)
	}
	good := encodeLeague(games)
	for name, spoil := range map[string]func([]byte) []byte{
		"bit":     func(b []byte) []byte { b[len(b)/3] ^= 4; return b },
		"cut":     func(b []byte) []byte { return b[:len(b)-1] },
		"version": func(b []byte) []byte { b[0]++; return b },
	} {
		if _, err := ix.db.Exec(`UPDATE leagues SET cache = ? WHERE league = 'a'`, spoil(bytes.Clone(good))); err != nil {
			t.Fatal(err)
		}
		if got, err := ix.LeagueGames("a"); err != nil || len(got) != 0 {
			t.Errorf("%s: %d games read from a broken cache, %v", name, len(got), err)
		}
		ix.PutLeagueGames("a", games)
	}
}
