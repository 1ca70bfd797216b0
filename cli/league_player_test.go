package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/internal/pgtest"
	"rolekeeper/rules"
)

// writeGameOf writes into dir a finished random game with name at the
// first seat.
func writeGameOf(t *testing.T, dir string, seed uint64, name string) {
	t.Helper()
	r := gamegen.Seeded(seed, 3)
	s := gamegen.Table{MaxPlayers: 4, Pool: gamegen.Names}.Setup(r)
	s.Players[0] = name
	g, evs := gamegen.Plain(gamegen.Running).Play(r, s, 30)
	if !g.Over {
		evs = append(evs, rules.End{})
	}
	id := fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
	start := time.Date(2026, 11, 6, 19, 0, 0, 0, time.UTC)
	if err := os.WriteFile(filepath.Join(dir, name+".jsonl"), gamefile.Encode(s, id, evs, gamefile.Every(start, time.Minute)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestJuleAndJuliaAcrossLaptops: "Jule" pushed from one laptop and
// "Julia" from another are two players in the standings; after `league
// player alias Jule Julia` one (and stats on a laptop that saw the
// club's players counts them as one too); after `unmerge Jule` two again.
func TestJuleAndJuliaAcrossLaptops(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	a, b := t.TempDir(), t.TempDir()
	writeGameOf(t, a, 41, "Jule")
	writeGameOf(t, b, 42, "Julia")
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()}
	run := func(args ...string) string {
		t.Helper()
		out, errOut, code := runEnv(t, env, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		return out
	}
	run("league", "push", "--db", url, a)
	run("league", "push", "--db", url, b)
	players := func(js string) (jule, julia bool) {
		return strings.Contains(js, `"name": "Jule"`), strings.Contains(js, `"name": "Julia"`)
	}
	if jule, julia := players(run("league", "standings", "--db", url, "--format", "json")); !jule || !julia {
		t.Fatalf("before: Jule %v, Julia %v; want both", jule, julia)
	}
	run("league", "player", "--db", url, "add", "Julia", "--short", "JB")
	if out := run("league", "player", "--db", url, "alias", "jule", "Julia", "--by", "Konrad"); !strings.Contains(out, "Julia [JB] · also jule") {
		t.Errorf("the list after the alias:\n%s", out)
	}
	if jule, julia := players(run("league", "standings", "--db", url, "--format", "json")); jule || !julia {
		t.Errorf("after the alias: Jule %v, Julia %v; want Julia only", jule, julia)
	}
	if jule, julia := players(run("stats", "--format", "json", a, b)); jule || !julia {
		t.Errorf("stats with the club's players seen: Jule %v, Julia %v; want Julia only", jule, julia)
	}
	run("league", "player", "--db", url, "unmerge", "JULE")
	if jule, julia := players(run("league", "standings", "--db", url, "--format", "json")); !jule || !julia {
		t.Errorf("after unmerge: Jule %v, Julia %v; want both", jule, julia)
	}
	if h := run("league", "player", "--db", url, "history"); !strings.Contains(h, "Konrad: jule joined to Julia") ||
		!strings.Contains(h, "split from Julia") {
		t.Errorf("history:\n%s", h)
	}
	_, errOut, code := runEnv(t, env, "league", "player", "--db", url, "alias", "Kai", "Nobody")
	if code != 1 || errOut != "rolekeeper: no player Nobody: rolekeeper league player add Nobody\n" {
		t.Errorf("an alias of nobody: exit %d, %q", code, errOut)
	}
}
