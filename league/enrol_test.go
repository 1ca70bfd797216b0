package league

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// leagueIDs are the ids of the games the league's standings count.
func leagueIDs(t *testing.T, db *DB) []string {
	t.Helper()
	games, err := NewReader(db).Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, g := range games {
		ids = append(ids, g.ID)
	}
	slices.Sort(ids)
	return ids
}

// TestOnlyGamesStartedForTheLeagueGo: the queue pushes by itself only a
// game started for the league (EnrolNext) in its folder, also when it is
// resumed by the next rolekeeper; a file opened from elsewhere, a game
// not enrolled (practice) and a game saved in a scratch folder are not
// pushed.
func TestOnlyGamesStartedForTheLeagueGo(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	saved, scratch := t.TempDir(), t.TempDir()
	games := writeSeason(t, saved, 21, 0, 3, 20) // ids: the first two have one
	other := writeSeason(t, scratch, 22, 0, 1, 20)[0]
	state := t.TempDir()
	ctx := context.Background()
	whole, err := os.ReadFile(games[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(whole), "\n")
	if err := os.WriteFile(games[0], []byte(strings.Join(lines[:len(lines)/2], "")), 0o644); err != nil {
		t.Fatal(err)
	}

	q := NewQueue(QueueFile(state), url, "")
	q.Folder(saved)
	q.EnrolNext()
	q.Watch(games[0]) // started for the league
	q.Once(ctx)
	if st := q.Status(); st.Game != Sent {
		t.Errorf("the game started for the league, pushed: state %d, want Sent", st.Game)
	}
	q.Watch(games[1]) // resumed, never enrolled: practice, or from before
	q.Once(ctx)
	if st := q.Status(); st.Game != NotForLeague {
		t.Errorf("a game not enrolled: state %d, want NotForLeague", st.Game)
	}
	q.EnrolNext()
	q.Watch(other) // started for the league, but saved in a scratch folder
	q.Once(ctx)
	q.Close()
	if got, want := leagueIDs(t, db), []string{mustID(t, games[0])}; !slices.Equal(got, want) {
		t.Fatalf("in the league: %v, want only the game started for it %v", got, want)
	}

	if err := os.WriteFile(games[0], whole, 0o644); err != nil { // played on, at the next club night
		t.Fatal(err)
	}
	later := NewQueue(QueueFile(state), url, "") // the next rolekeeper resumes it
	later.Folder(saved)
	later.Watch(games[0])
	later.Once(ctx)
	later.Close()
	if ok, n := hasGame(t, db, mustID(t, games[0])); !ok || n != len(mustRead(t, games[0]).records) {
		t.Errorf("the enrolled game resumed: %v, %d records, want all of the file", ok, n)
	}
}

func mustRead(t *testing.T, path string) game {
	t.Helper()
	g, err := readGame(path)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestThrownAwayGameIsWithdrawn: a game pushed, then thrown away (given
// up before its first event), is withdrawn by a record: the standings no
// longer count it, its records stay; offline, the withdrawal waits in
// its file and goes once the database is back.
func TestThrownAwayGameIsWithdrawn(t *testing.T) {
	c := pgtest.Own(t) // stopped and started again
	url := c.NewDatabase(t)
	db := connect(t, url)
	saved, state := t.TempDir(), t.TempDir()
	games := writeSeason(t, saved, 23, 0, 2, 20)
	ctx := context.Background()
	q := NewQueue(QueueFile(state), url, "Table 3")
	q.Folder(saved)
	for _, g := range games {
		q.EnrolNext()
		q.Watch(g)
		q.Once(ctx)
	}
	if got := leagueIDs(t, db); len(got) != 2 {
		t.Fatalf("in the league: %v, want both games", got)
	}
	q.Withdraw(games[1])
	os.Remove(games[1])
	q.Once(ctx)
	id := mustID(t, games[0])
	if got := leagueIDs(t, db); !slices.Equal(got, []string{id}) {
		t.Fatalf("after the withdrawal: %v, want %v", got, []string{id})
	}
	var withdrawn, records int
	if err := db.conn.QueryRow(ctx, `SELECT (SELECT count(*) FROM rolekeeper.withdrawals WHERE table_name = 'Table 3'),
		(SELECT count(*) FROM rolekeeper.records WHERE game <> $1)`, id).Scan(&withdrawn, &records); err != nil {
		t.Fatal(err)
	}
	if withdrawn != 1 || records == 0 {
		t.Errorf("%d withdrawals, %d records of the game withdrawn: want one, and its records kept", withdrawn, records)
	}

	c.Stop(t)
	q.Close()
	q.Withdraw(games[0])
	q.Once(ctx)
	if st := q.Status(); !st.Offline {
		t.Errorf("server down: status %+v, want offline", st)
	}
	if ids, _ := ReadQueue(WithdrawalsFile(state)); !slices.Equal(ids, []string{id}) {
		t.Fatalf("the withdrawal waiting: %v, want %v", ids, []string{id})
	}
	c.Start(t)
	q.Once(ctx)
	q.Close()
	if got := leagueIDs(t, connect(t, url)); len(got) != 0 {
		t.Errorf("after the offline withdrawal went: %v, want none", got)
	}
	if ids, _ := ReadQueue(WithdrawalsFile(state)); len(ids) != 0 {
		t.Errorf("withdrawals still waiting: %v", ids)
	}
}

// TestAbandonedAfterTwelveHours: an unfinished game is abandoned when it
// has not been pushed for 12 hours on the database's clock; a finished
// one never is.
func TestAbandonedAfterTwelveHours(t *testing.T) {
	pushed := time.Date(2026, 11, 6, 20, 0, 0, 0, time.FixedZone("", 3600))
	var g Game
	g.Pushed = pushed
	for _, tc := range []struct {
		after time.Duration
		over  bool
		want  bool
	}{
		{after: 11*time.Hour + 59*time.Minute, want: false},
		{after: 12 * time.Hour, want: true},
		{after: 30 * time.Hour, want: true},
		{after: 30 * time.Hour, over: true, want: false},
	} {
		g.Entry.Game.Over = tc.over
		if got := g.Abandoned(pushed.Add(tc.after)); got != tc.want {
			t.Errorf("%v after its last push, over %v: abandoned %v, want %v", tc.after, tc.over, got, tc.want)
		}
	}
}

// TestRefusedCopyIsListed: a game the league refuses (a copy that
// differs from the league's) is listed in RefusedFile, for `league
// status`; the summary's state says refused; Check gives the reason
// again without keeping anything.
func TestRefusedCopyIsListed(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	saved, state := t.TempDir(), t.TempDir()
	path := writeSeason(t, saved, 24, 0, 1, 20)[0]
	ctx := context.Background()
	g := mustRead(t, path)
	pushAll(t, db, "", []string{path})
	// Another laptop's copy, made first: its line 2 differs.
	other := g
	other.records = slices.Clone(g.records)
	other.records[1].text = append(slices.Clone(g.records[1].text), ' ')
	_, digest := other.digests(len(other.records))
	if _, err := db.conn.Exec(ctx, `UPDATE rolekeeper.records SET line = line || ' ' WHERE game = $1 AND seq = 1;`, g.file.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.conn.Exec(ctx, `UPDATE rolekeeper.games SET digest = $2 WHERE id = $1`, g.file.ID, digest); err != nil {
		t.Fatal(err)
	}
	q := NewQueue(QueueFile(state), url, "")
	q.Folder(saved)
	q.EnrolNext()
	q.Watch(path)
	q.Once(ctx)
	q.Close()
	if st := q.Status(); st.Game != RefusedGame || st.Refused[path] == nil {
		t.Fatalf("a differing copy: %+v, want refused", st)
	}
	if list, _ := ReadQueue(RefusedFile(state)); !slices.Equal(list, []string{path}) {
		t.Errorf("refused games listed: %v, want %v", list, []string{path})
	}
	var ce *ConflictError
	if err := db.Check(ctx, path); !errors.As(err, &ce) || ce.Line != 2 {
		t.Errorf("Check: %v, want a conflict at line 2", err)
	}
}
