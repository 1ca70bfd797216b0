package league

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"rolekeeper/internal/pgtest"
	"rolekeeper/stats"
)

// finishedIDs pushes a season and returns the ids of its finished games.
func finishedIDs(t *testing.T, db *DB, seed uint64, n int) []string {
	t.Helper()
	paths := writeSeason(t, t.TempDir(), seed, 0, n, 40)
	pushAll(t, db, "", paths)
	var ids []string
	for _, p := range paths {
		g := mustRead(t, p)
		if g.file.Game.State.Over && gameID.MatchString(g.file.ID) {
			ids = append(ids, g.file.ID)
		}
	}
	if len(ids) < 3 {
		t.Fatalf("only %d finished games with an id", len(ids))
	}
	return ids
}

// season is the league's standings as stats adds them up.
func season(t *testing.T, db *DB) stats.Season {
	t.Helper()
	games, err := NewReader(db).Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return stats.SeasonOf(Entries(games), stats.Filter{}, stats.Identities{})
}

// TestFixChangesTheStandingsNotTheRecords: a correction (void a game,
// correct a name, correct the winners) changes the standings, is listed
// with who made it and why, and leaves every record as it was.
func TestFixChangesTheStandingsNotTheRecords(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	ids := finishedIDs(t, db, 51, 8)
	before, digest := season(t, db), recordDigest(t, db)
	games, _ := NewReader(db).Games(ctx)
	var second Game
	for _, g := range games {
		if g.ID == ids[1] {
			second = g
		}
	}
	old := second.Entry.Game.Players[0].Name
	db.SetActor("Konrad")
	for _, c := range []Correction{
		{Game: ids[0], Kind: FixVoid, Why: "a test game"},
		{Game: ids[1], Kind: FixName, Old: strings.ToUpper(old), New: "Zora", Why: "typed wrong"},
		{Game: ids[2], Kind: FixWinners, Winners: []string{second.Entry.Game.Players[0].Name}, Why: "score slip"},
	} {
		if _, err := db.Fix(ctx, c); c.Kind != FixWinners && err != nil {
			t.Fatal(err)
		}
	}
	after := season(t, db)
	if after.Games != before.Games-1 {
		t.Errorf("%d games counted after voiding one, want %d", after.Games, before.Games-1)
	}
	if !slices.ContainsFunc(after.Players, func(p stats.Totals) bool { return p.Name == "Zora" }) {
		t.Errorf("the corrected name is not in the standings: %+v", after.Players)
	}
	if got := recordDigest(t, db); got != digest {
		t.Error("a correction changed the records")
	}
	cs, err := db.Corrections(ctx)
	if err != nil || len(cs) < 2 || cs[0].By != "Konrad" || cs[0].Why != "a test game" {
		t.Errorf("corrections %+v, %v", cs, err)
	}
	for _, tc := range []struct {
		c   Correction
		why FixRefusal
	}{
		{Correction{Game: strings.Repeat("0", 32), Kind: FixVoid, Why: "x"}, FixNoGame},
		{Correction{Game: ids[3], Kind: FixVoid}, FixNoReason},
		{Correction{Game: ids[3], Kind: FixName, Old: "Nobody", New: "X", Why: "x"}, FixNoPlayer},
	} {
		var fe *FixError
		if _, err := db.Fix(ctx, tc.c); !errors.As(err, &fe) || fe.Why != tc.why {
			t.Errorf("%+v: %v, want refusal %d", tc.c, err, tc.why)
		}
	}
}

// TestFixWinners: a game's winners corrected win it in the standings.
func TestFixWinners(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	id := finishedIDs(t, db, 52, 6)[0]
	games, _ := NewReader(db).Games(ctx)
	i := slices.IndexFunc(games, func(g Game) bool { return g.ID == id })
	var loser string
	for _, p := range games[i].Entry.Game.Players {
		if p.Result != stats.Win {
			loser = p.Name
		}
	}
	if _, err := db.Fix(ctx, Correction{Game: id, Kind: FixWinners, Winners: []string{loser}, Why: "recounted"}); err != nil {
		t.Fatal(err)
	}
	games, _ = NewReader(db).Games(ctx)
	i = slices.IndexFunc(games, func(g Game) bool { return g.ID == id })
	for _, p := range games[i].Entry.Game.Players {
		if (p.Name == loser) != (p.Result == stats.Win) || p.Name == loser && p.Place != 1 {
			t.Errorf("after the correction: %s result %d place %d", p.Name, p.Result, p.Place)
		}
	}
}

// TestVerifyNamesATamperedRowAndAReorderedRecord: verify finds nothing in
// a league as pushed; after a row is tampered with (over flipped), two
// records are swapped and a game's end is deleted, it names each.
func TestVerifyNamesATamperedRowAndAReorderedRecord(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	ids := finishedIDs(t, db, 53, 8)
	v, err := db.Verify(ctx)
	if err != nil || len(v.Differences) != 0 || v.Games == 0 || v.Records == 0 {
		t.Fatalf("as pushed: %+v, %v; want no difference", v, err)
	}
	for i, sql := range []string{
		"UPDATE rolekeeper.games SET over = NOT over WHERE id = $1",
		`UPDATE rolekeeper.records r SET line = o.line FROM rolekeeper.records o
			WHERE r.game = $1 AND o.game = $1 AND (r.seq, o.seq) IN ((2, 3), (3, 2))`,
		"DELETE FROM rolekeeper.records WHERE game = $1 AND seq = (SELECT max(seq) FROM rolekeeper.records WHERE game = $1)",
	} {
		if _, err := db.conn.Exec(ctx, sql, ids[i]); err != nil {
			t.Fatal(err)
		}
	}
	v, err = db.Verify(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string][]string{}
	for _, d := range v.Differences {
		found[d.Game] = append(found[d.Game], d.What)
	}
	if !slices.Contains(found[ids[0]], "over") {
		t.Errorf("the tampered row: %v, want over named", found[ids[0]])
	}
	if !slices.Contains(found[ids[1]], "record") || !slices.Contains(found[ids[1]], "digest") {
		t.Errorf("the reordered records: %v, want the record and the digest named", found[ids[1]])
	}
	if !slices.Contains(found[ids[2]], "lines") {
		t.Errorf("the missing end: %v, want lines named", found[ids[2]])
	}
	if len(found) != 3 {
		t.Errorf("differences in %d games, want 3: %+v", len(found), v.Differences)
	}
}
