package cli

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"rolekeeper/internal/absent"
	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
	"rolekeeper/league"
)

// copyTestdata copies games of the repository's testdata into dir under
// new names (name=new) or their own.
func copyTestdata(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		from, to, ok := strings.Cut(n, "=")
		if !ok {
			to = from
		}
		data, err := os.ReadFile(filepath.Join("..", "testdata", from))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestLeagueStandingsAreStatsOfEveryFolder: two laptops push their
// folders (one game on both, renamed); the league's standings in JSON are
// stats over both folders; pushing again sends nothing.
func TestLeagueStandingsAreStatsOfEveryFolder(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	a, b := t.TempDir(), t.TempDir()
	copyTestdata(t, a, "buhmann-5-players.jsonl", "lord-7-players.jsonl")
	copyTestdata(t, b, "demo-buhmann.jsonl", "demo-lord.jsonl", "lord-7-players.jsonl=friday.jsonl")
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()}
	for _, dir := range []string{a, b} {
		if out, errOut, code := runEnv(t, env, "league", "push", "--db", url, dir); code != 0 {
			t.Fatalf("push %s: exit %d\n%s%s", dir, code, out, errOut)
		}
	}
	want, errOut, code := runEnv(t, env, "stats", "--format", "json", a, b)
	if code != 0 {
		t.Fatalf("stats: exit %d: %s", code, errOut)
	}
	want = namedByID(t, want, a, b)
	got, errOut, code := runEnv(t, env, "league", "standings", "--db", url, "--format", "json")
	if code != 0 || got != want {
		t.Fatalf("league standings (exit %d, %s):\n%s\nwant stats over both folders:\n%s", code, errOut, got, want)
	}
	if !strings.Contains(want, `"games": 4,`) {
		t.Errorf("want 4 games counted, the copy once:\n%.200s", want)
	}
	out, _, code := runEnv(t, env, "league", "push", "--db", url, a, b)
	if code != 0 || !strings.Contains(out, "0 games sent, 5 already there") {
		t.Errorf("pushing again: exit %d\n%s", code, out)
	}
}

// namedByID is the JSON of stats over dirs with each game file's path
// replaced by its game's id, as the league names a game (it holds no
// path).
func namedByID(t *testing.T, js string, dirs ...string) string {
	t.Helper()
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			f, err := journal.ReadFinal(path)
			if err != nil {
				t.Fatal(err)
			}
			js = strings.ReplaceAll(js, strconv.Quote(path), strconv.Quote(f.ID))
		}
	}
	return js
}

// TestLeaguePushNamesAConflictingCopy: a copy that differs from the
// league's at line 5 is named on stderr, the other game goes through,
// and the exit status is 1.
func TestLeaguePushNamesAConflictingCopy(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	a, b := t.TempDir(), t.TempDir()
	copyTestdata(t, a, "buhmann-5-players.jsonl")
	data, err := os.ReadFile(filepath.Join("..", "testdata", "buhmann-5-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	lines[4] = strings.Replace(lines[4], `"delta":-4`, `"delta":-5`, 1)
	bad := filepath.Join(b, "buhmann-5-players.jsonl")
	os.WriteFile(bad, []byte(strings.Join(lines, "")), 0o644)
	copyTestdata(t, b, "lord-7-players.jsonl")
	state := t.TempDir()
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + state}
	if _, errOut, code := runEnv(t, env, "league", "push", "--db", url, a); code != 0 {
		t.Fatal(errOut)
	}
	out, errOut, code := runEnv(t, env, "league", "push", "--db", url, b)
	want := bad + ": differs from the league's copy at line 5\nrolekeeper: 1 game sent, 0 already there, 1 refused\n"
	if code != 1 || errOut != want || !strings.Contains(out, "lord-7-players.jsonl: sent, 52 records") {
		t.Errorf("exit %d\nstdout %s\nstderr %q\nwant exit 1, stderr %q", code, out, errOut, want)
	}

	// The queue lists the copies the league refused (league.RefusedFile):
	// status says why each is refused, checked again.
	refused := league.RefusedFile(filepath.Join(state, "rolekeeper"))
	os.MkdirAll(filepath.Dir(refused), 0o755)
	os.WriteFile(refused, []byte(bad+"\n"), 0o644)
	out, errOut, code = runEnv(t, env, "league", "status", "--db", url)
	if want := "refused by the league: " + bad + ": differs from the league's copy at line 5\n"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("league status: exit %d\n%s%s\nwant %q", code, out, errOut, want)
	}
}

// TestLeagueConnection: the URL from config.toml, else the PG* variables
// and ~/.pgpass; a refused login, a database that is not there and a URL
// that cannot be read are one line each, exit 1, without the password.
func TestLeagueConnection(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	dir := t.TempDir()
	copyTestdata(t, dir, "lord-7-players.jsonl")

	cfg := t.TempDir()
	os.MkdirAll(filepath.Join(cfg, "rolekeeper"), 0o755)
	os.WriteFile(filepath.Join(cfg, "rolekeeper", "config.toml"), []byte("[league]\ndb = \""+url+"\"\n"), 0o644)
	if out, errOut, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + cfg}, "league", "push", dir); code != 0 ||
		!strings.Contains(out, "1 game sent") {
		t.Errorf("push with the config's URL: exit %d\n%s%s", code, out, errOut)
	}

	home := t.TempDir()
	os.WriteFile(filepath.Join(home, ".pgpass"), []byte("*:*:*:postgres:"+pgtest.Password+"\n"), 0o600)
	db := strings.TrimPrefix(url[:strings.Index(url, "?")], "postgres://postgres:"+pgtest.Password+"@/")
	pgEnv := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "HOME=" + home, "PGHOST=" + c.Dir, "PGUSER=postgres",
		"PGDATABASE=" + db, "PGSSLMODE=disable"}
	if out, errOut, code := runEnv(t, pgEnv, "league", "push", dir); code != 0 || !strings.Contains(out, "0 games sent, 1 already there") {
		t.Errorf("push with PG* and ~/.pgpass: exit %d\n%s%s", code, out, errOut)
	}

	out, errOut, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()},
		"league", "status", "--db", url)
	if code != 0 || !strings.Contains(out, "Connection: on this machine, not encrypted (sslmode=disable).") {
		t.Errorf("league status: exit %d, want the connection's mode\n%s%s", code, out, errOut)
	}
	out, errOut, code = runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()},
		"league", "status", "--db", "postgres://postgres:"+pgtest.Password+"@db.example:1/league?sslmode=prefer")
	if code != 1 || strings.Contains(out+errOut, pgtest.Password) || !strings.Contains(errOut, "sslmode=prefer may send the password in clear") {
		t.Errorf("league status with sslmode=prefer to the network: exit %d, want refused\n%s|%s", code, out, errOut)
	}

	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "UPDATE rolekeeper.rolekeeper_schema SET version = 99"); err != nil {
		t.Fatal(err)
	}
	conn.Close(ctx)
	_, errOut, code = runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir()}, "league", "standings", "--format", "json", "--db", url)
	if want := "rolekeeper: the league's database " + db + " (socket " + c.Dir + ") was made by a newer rolekeeper (schema 99, this one knows " + strconv.Itoa(league.SchemaVersion) + "): update rolekeeper\n"; code != 1 || errOut != want {
		t.Errorf("a newer schema: exit %d, %q; want %q", code, errOut, want)
	}

	wrong := strings.Replace(url, pgtest.Password, "not-the-password", 1)
	for _, tc := range []struct{ url, want string }{
		{wrong, "rolekeeper: the league's database " + db + " (socket " + c.Dir + ") refused the login: password authentication failed for user \"postgres\"\n"},
		{strings.Replace(url, "/"+db+"?", "/nodb?", 1), "rolekeeper: cannot reach the league's database nodb (socket " + c.Dir + "): database \"nodb\" does not exist\n"},
		{"postgres://postgres:not the password@[::1", "rolekeeper: the league's database URL cannot be read: failed to parse as URL (unexpected spaces found in password, use percent-encoded spaces (%20) instead)\n"},
	} {
		out, errOut, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir()}, "league", "push", "--db", tc.url, dir)
		if code != 1 || out != "" || errOut != tc.want {
			t.Errorf("--db %s: exit %d, stdout %q, stderr %q; want exit 1 and %q", tc.url, code, out, errOut, tc.want)
		}
		if strings.Contains(errOut, "not-the-password") || strings.Contains(errOut, "not the password") {
			t.Errorf("the password is printed: %s", errOut)
		}
	}
}

// TestLeagueUnreachableIsWorded: a league's database where nothing
// listens said, under --lang de, "die Datenbank der Liga x on
// 127.0.0.1:1 ist nicht erreichbar: 127.0.0.1:1 (127.0.0.1): dial error:
// dial tcp 127.0.0.1:1: connect: connection refused": the "on" of the
// place and the driver's whole English chain. Both are worded now, and
// the English line names the place as before.
func TestLeagueUnreachableIsWorded(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		absent.Skip(t, "cannot listen on 127.0.0.1 here: %v", err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	dir := t.TempDir()
	url := "postgres://nobody@" + addr + "/x?connect_timeout=5"
	for lang, want := range map[string]string{
		"de": "rolekeeper: die Datenbank der Liga x auf " + addr + " ist nicht erreichbar: dort antwortet nichts (läuft der Server, auf diesem Port?)\n",
		"en": "rolekeeper: cannot reach the league's database x on " + addr + ": nothing answers there (is the server running, on that port?)\n",
	} {
		out, errOut, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "PGPASSFILE=/nonexistent"},
			"--lang", lang, "league", "push", "--db", url, dir)
		if code != 1 || out != "" || errOut != want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and %q", lang, code, out, errOut, want)
		}
	}
}
