package league

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/internal/pgtest"
	"rolekeeper/rules"
	"rolekeeper/stats"
)

// writeGameOf writes a finished random game in which name sits at the
// first seat, and returns its path.
func writeGameOf(t *testing.T, dir string, seed uint64, name string) string {
	t.Helper()
	r := gamegen.Seeded(seed, 9)
	s := gamegen.Table{MaxPlayers: 5, Pool: gamegen.Names}.Setup(r)
	s.Players[0] = name
	g, evs := gamegen.Plain(gamegen.Running).Play(r, s, 30)
	if !g.Over {
		evs = append(evs, rules.End{})
	}
	id := fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
	path := filepath.Join(dir, fmt.Sprintf("game-%s.jsonl", name))
	if err := os.WriteFile(path, gamefile.Encode(s, id, evs, gamefile.Every(t0, 0)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// standingNames are the players the league's standings rank, through
// the club's players.
func standingNames(t *testing.T, db *DB) []string {
	t.Helper()
	games, err := NewReader(db).Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	roster, err := db.Players(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	season := stats.SeasonOf(Entries(games), stats.Filter{}, stats.NewIdentities(roster.Aliases()))
	var out []string
	for _, s := range season.Players {
		out = append(out, s.Name)
	}
	slices.Sort(out)
	return out
}

// TestJuleAndJuliaAreOnePlayer: "Jule" pushed from one laptop and
// "Julia" from another are two players, one after `league player alias
// Jule Julia`, two again after `unmerge Jule`; every change is recorded
// in order, and no record of the games is changed.
func TestJuleAndJuliaAreOnePlayer(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	pushAll(t, db, "Table 1", []string{writeGameOf(t, t.TempDir(), 31, "Jule")})
	pushAll(t, db, "Table 2", []string{writeGameOf(t, t.TempDir(), 32, "Julia")})
	digests := recordDigest(t, db)
	if got := standingNames(t, db); !slices.Contains(got, "Jule") || !slices.Contains(got, "Julia") {
		t.Fatalf("before: %v, want Jule and Julia apart", got)
	}
	if err := db.AddPlayer(ctx, "Julia", "JB"); err != nil {
		t.Fatal(err)
	}
	db.SetActor("Konrad")
	if err := db.Join(ctx, "ＪＵＬＥ", "julia"); err != nil { // C-1: full-width and case are the same name
		t.Fatal(err)
	}
	if got := standingNames(t, db); slices.Contains(got, "Jule") || slices.Contains(got, "ＪＵＬＥ") || !slices.Contains(got, "Julia") {
		t.Errorf("after the alias: %v, want one Julia", got)
	}
	if err := db.Split(ctx, "jule"); err != nil {
		t.Fatal(err)
	}
	if got := standingNames(t, db); !slices.Contains(got, "Jule") || !slices.Contains(got, "Julia") {
		t.Errorf("after unmerge: %v, want Jule and Julia apart again", got)
	}
	h, err := db.History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, c := range h {
		kinds = append(kinds, c.Kind+":"+c.By)
	}
	if want := []string{"add:postgres", "join:Konrad", "split:Konrad"}; !slices.Equal(kinds, want) {
		t.Errorf("history %v, want %v", kinds, want)
	}
	if got := recordDigest(t, db); got != digests {
		t.Errorf("the records changed: %s, were %s", got, digests)
	}
}

// recordDigest is a digest of every record the league holds.
func recordDigest(t *testing.T, db *DB) string {
	t.Helper()
	var d string
	if err := db.conn.QueryRow(context.Background(),
		"SELECT md5(string_agg(game || seq || line, '|' ORDER BY game, seq)) FROM rolekeeper.records").Scan(&d); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestMergeIsUndone: a player merged into another brings its aliases;
// unmerge makes it a player of its own again, with them; the refusals
// are typed.
func TestMergeIsUndone(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	for _, step := range []error{
		db.AddPlayer(ctx, "Konrad", "KO"),
		db.AddPlayer(ctx, "Dr. K", ""),
		db.Join(ctx, "K", "Dr. K"),
		db.Join(ctx, "Dr. K", "Konrad"),
	} {
		if step != nil {
			t.Fatal(step)
		}
	}
	r, err := db.Players(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := r.Canonical("k"); p.Name != "Konrad" || !slices.Equal(p.Aliases, []string{"Dr. K", "K"}) || len(r.Players) != 1 {
		t.Fatalf("merged: %+v (%d players)", p, len(r.Players))
	}
	if err := db.Split(ctx, "Dr. K"); err != nil {
		t.Fatal(err)
	}
	r, _ = db.Players(ctx)
	if p, _ := r.Canonical("K"); p.Name != "Dr. K" || len(r.Players) != 2 {
		t.Errorf("unmerged: K is %+v (%d players), want Dr. K's again", p, len(r.Players))
	}
	if p, _ := r.Canonical("Konrad"); len(p.Aliases) != 0 || p.Short != "KO" {
		t.Errorf("unmerged: Konrad %+v", p)
	}
	for _, tc := range []struct {
		err error
		why PlayerRefusal
	}{
		{db.AddPlayer(ctx, "konrad", ""), PlayerExists},
		{db.AddPlayer(ctx, "Kurt", "ko"), ShortTaken},
		{db.Join(ctx, "Jan", "Nobody"), PlayerUnknown},
		{db.Join(ctx, "konrad", "Konrad"), PlayerSame},
		{db.Split(ctx, "Konrad"), PlayerNotJoined},
		{db.AddPlayer(ctx, strings.Repeat("x", 40), ""), BadName},
	} {
		var pe *PlayerError
		if !errors.As(tc.err, &pe) || pe.Why != tc.why {
			t.Errorf("%v, want refusal %d", tc.err, tc.why)
		}
	}
}
