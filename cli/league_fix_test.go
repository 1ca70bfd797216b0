package cli

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
)

// TestLeagueFixAndVerify: `league fix GAME --void` takes the game out of
// the standings and is listed with who and why; `league verify` finds
// nothing in a league as pushed, and names a tampered row (exit 1).
func TestLeagueFixAndVerify(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	dir := t.TempDir()
	copyTestdata(t, dir, "lord-7-players.jsonl", "buhmann-5-players.jsonl")
	f, err := journal.ReadFinal(filepath.Join(dir, "lord-7-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()}
	run := func(want int, args ...string) (string, string) {
		t.Helper()
		out, errOut, code := runEnv(t, env, args...)
		if code != want {
			t.Fatalf("%v: exit %d, want %d\n%s%s", args, code, want, out, errOut)
		}
		return out, errOut
	}
	run(0, "league", "push", "--db", url, dir)
	if out, _ := run(0, "league", "standings", "--db", url, "--format", "json"); !strings.Contains(out, `"games": 2,`) {
		t.Fatalf("before: %.300s", out)
	}
	if out, _ := run(0, "league", "verify", "--db", url); !strings.Contains(out, "2 games, 85 records replayed: 0 differences") {
		t.Errorf("verify as pushed:\n%s", out)
	}
	run(0, "league", "fix", "--db", url, f.ID, "--void", "--why", "a test game", "--by", "Konrad")
	if out, _ := run(0, "league", "standings", "--db", url, "--format", "json"); !strings.Contains(out, `"games": 1,`) {
		t.Errorf("after voiding one: %.300s", out)
	}
	if out, _ := run(0, "league", "fix", "--db", url); !strings.Contains(out, "Konrad  "+f.ID+": void (a test game)") {
		t.Errorf("the corrections:\n%s", out)
	}
	_, errOut := run(2, "league", "fix", "--db", url, f.ID, "--void", "--winner", "Ana", "--why", "x")
	if !strings.Contains(errOut, "say one of --void") {
		t.Errorf("two kinds at once: %s", errOut)
	}

	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "UPDATE rolekeeper.games SET players = '{Mallory}', over = NOT over WHERE id = $1", f.ID); err != nil {
		t.Fatal(err)
	}
	out, errOut := run(1, "league", "verify", "--db", url)
	if !strings.Contains(out, f.ID+": players: [Mallory] in the row, [") || !strings.Contains(out, f.ID+": over: no in the row, yes in the records") ||
		!strings.Contains(errOut, "2 differences") {
		t.Errorf("verify after tampering:\n%s%s", out, errOut)
	}
	// In German the columns have German names, not the database's
	// ("players", "over"), and the game's end is ja or nein.
	out, errOut = run(1, "--lang", "de", "league", "verify", "--db", url)
	if !strings.Contains(out, f.ID+": Spieler: in der Zeile [Mallory], in den Einträgen [") ||
		!strings.Contains(out, f.ID+": beendet: in der Zeile nein, in den Einträgen ja") {
		t.Errorf("verify in German:\n%s%s", out, errOut)
	}
	for _, english := range []string{"players", "over", "true", "false"} {
		if strings.Contains(out, english) {
			t.Errorf("verify in German says %q:\n%s", english, out)
		}
	}
}
