package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rolekeeper/autosave"
	"rolekeeper/wording"

	"rolekeeper/safefile/safefiletest"
)

// configHome makes a config folder whose config.toml is made by put, and
// returns the folder for XDG_CONFIG_HOME.
func configHome(t *testing.T, put func(path string) error) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "rolekeeper"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := put(filepath.Join(dir, "rolekeeper", "config.toml")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// hostileConfig copies a config of config/testdata/hostile.
func hostileConfig(name string) func(string) error {
	return func(path string) error {
		data, err := os.ReadFile(filepath.Join("..", "config", "testdata", "hostile", name))
		if err != nil {
			return err
		}
		return os.WriteFile(path, data, 0o644)
	}
}

// TestBadConfigIsOneWarning: a config file that cannot be used, whatever
// is wrong with it (a pipe, a device, too large, too deep, a value of the
// wrong type, an alias C-1 refuses), is one warning naming it; check and
// the other commands go on with the defaults and exit 0.
func TestBadConfigIsOneWarning(t *testing.T) {
	game := "../testdata/lord-7-players.jsonl"
	cases := map[string]func(string) error{
		"fifo":     func(p string) error { return safefiletest.Mkfifo(p, 0o644) },
		"zero":     func(p string) error { return os.Symlink("/dev/zero", p) },
		"nested":   hostileConfig("nested-tables.toml"),
		"deep":     hostileConfig("nested-small.toml"),
		"text":     hostileConfig("aliases-text.toml"),
		"number":   hostileConfig("alias-number.toml"),
		"syntax":   hostileConfig("bad-syntax.toml"),
		"empty":    hostileConfig("alias-empty.toml"),
		"invisble": hostileConfig("alias-invisible.toml"),
		"long":     hostileConfig("alias-long.toml"),
	}
	want := map[string]string{
		"fifo": "refused: a named pipe (FIFO), not a regular file", "zero": "refused: a device, not a regular file",
		"nested": "refused: larger than 64 KiB", "deep": ":2: refused: nested more than 8 levels deep",
		"text": ": aliases should be a table of names", "number": ": aliases.Jule should be text",
		"syntax": ":3: ", "empty": `: the alias "" is not a name: C-1: `,
		"invisble": `is not a name: C-1: `, "long": `: the alias "JJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJ…" is not a name: C-1: `,
	}
	for name, put := range cases {
		home := configHome(t, put)
		path := filepath.Join(home, "rolekeeper", "config.toml")
		for _, args := range [][]string{{"check", game}, {"stats", game}, {"replay", game}} {
			stdout, stderr, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + home}, args...)
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if code != 0 || stdout == "" && args[0] != "check" || len(lines) != 1 ||
				!strings.HasPrefix(lines[0], "warning: "+path) || !strings.Contains(lines[0], want[name]) ||
				!strings.HasSuffix(lines[0], "; the config file is ignored, the defaults hold") || len(stderr) > 400 {
				t.Errorf("%s, %s: exit %d, stderr %.300q; want one warning …%s…", name, args[0], code, stderr, want[name])
			}
		}
	}
}

// runMeasured runs the built binary like runEnv, with a deadline, and
// returns its stderr, exit code and the largest resident memory it was
// seen to use, in bytes: VmHWM of /proc/PID/status, read every few
// milliseconds while it runs (the rusage of a child counts the memory of
// the parent it was forked from), so that a process that grows is seen
// growing and is killed over 1 GB.
func runMeasured(t *testing.T, env []string, args ...string) (string, int, int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var most int64
	status := filepath.Join("/proc", strconv.Itoa(cmd.Process.Pid), "status")
	var err error
	for waiting := true; waiting; {
		most = max(most, highWater(status))
		if most > 1<<30 {
			_ = cmd.Process.Kill()
		}
		select {
		case err = <-done:
			waiting = false
		case <-time.After(2 * time.Millisecond):
		}
	}
	if ctx.Err() != nil {
		t.Fatalf("%v: still running after 30 s", args)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stderr.String(), code, most
}

// highWater is VmHWM of a /proc/PID/status file in bytes, 0 when it
// cannot be read (the process has ended).
func highWater(status string) int64 {
	data, err := os.ReadFile(status)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// TestCheckOfHostileFiles: check of a link to /dev/zero, a named pipe, a
// file of 300 MB and a file with a 10 MB line answers at once with one
// line, in under 100 MB; so does check with a 100 KB nested config. Before
// the limits, /dev/zero grew check by 1.3 GB a second, and the pipe and
// the config of 20,000 nested tables never let it answer.
func TestCheckOfHostileFiles(t *testing.T) {
	dir := t.TempDir()
	fifo, zero, big, long := filepath.Join(dir, "fifo.jsonl"), filepath.Join(dir, "zero.jsonl"),
		filepath.Join(dir, "big.jsonl"), filepath.Join(dir, "long.jsonl")
	if err := safefiletest.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, nil, 0o644); err != nil || os.Truncate(big, 300<<20) != nil {
		t.Fatal("cannot make a 300 MB file")
	}
	game, err := os.ReadFile("../testdata/lord-7-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	line := append(bytes.Repeat([]byte("x"), 10<<20), '\n')
	if err := os.WriteFile(long, append(line, game...), 0o644); err != nil {
		t.Fatal(err)
	}
	nested := configHome(t, hostileConfig("nested-tables.toml"))
	for _, c := range []struct {
		env  []string
		path string
		want string
	}{
		{nil, zero, zero + ": refused: a device, not a regular file"},
		{nil, fifo, fifo + ": refused: a named pipe (FIFO), not a regular file"},
		{nil, big, big + ": refused: larger than 256 MiB"},
		{nil, long, long + ":1: refused: a line longer than 64 KiB"},
		{[]string{"XDG_CONFIG_HOME=" + nested}, "../testdata/lord-7-players.jsonl", "warning: "},
	} {
		env := append([]string{"LANG=C"}, c.env...)
		stderr, code, rss := runMeasured(t, env, "check", c.path)
		t.Logf("check %s: exit %d, %.1f MB", filepath.Base(c.path), code, float64(rss)/(1<<20))
		if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, c.want) || rss > 100<<20 {
			t.Errorf("check %s: exit %d, %d MB, stderr %.300q; want one line %q… under 100 MB", c.path, code, rss>>20,
				stderr, c.want)
		}
	}
}

// TestStatsWithoutIndex: when the index of games cannot be written (here
// its path is a folder that cannot be removed), stats answers from the
// game files as it would from the index, with one note, exit 0.
func TestStatsWithoutIndex(t *testing.T) {
	game := "../testdata/lord-7-players.jsonl"
	good := t.TempDir()
	want, _, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + good}, "stats", game)
	if code != 0 || want == "" {
		t.Fatalf("stats with an index: exit %d, %q", code, want)
	}
	broken := t.TempDir()
	if err := os.MkdirAll(filepath.Join(broken, "rolekeeper", "index.db", "in-the-way"), 0o755); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + broken},
		"stats", game)
	if code != 0 || stdout != want || strings.Count(stderr, "\n") != 1 ||
		!strings.HasPrefix(stderr, "note: the index of games cannot be used (") {
		t.Errorf("stats without an index: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, stderr, stdout, want)
	}
}

// TestOfferUnsaved: a game that could be saved nowhere is written to the
// path typed at the prompt (a folder takes the game's name; a path that
// cannot be written is asked again), or printed between two marks at
// Enter or at the end of the input, in a form `rolekeeper resume` reads.
func TestOfferUnsaved(t *testing.T) {
	game := []byte(`{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" +
		`{"v":1,"seq":1,"type":"pass"}` + "\n")
	wd := wording.English()
	unsaved := []*autosave.Unsaved{{Text: "NOT SAVED: 1 event waits in g.jsonl", Game: game, Name: "g.jsonl"}}
	dir := t.TempDir()
	blocked := filepath.Join(dir, "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, in, file string
	}{
		{"enter", "\n", ""},
		{"end of input", "", ""},
		{"a folder", dir + "\n", filepath.Join(dir, "g.jsonl")},
		{"a bad path, then a good one", filepath.Join(blocked, "x.jsonl") + "\n" + filepath.Join(dir, "h.jsonl") + "\n",
			filepath.Join(dir, "h.jsonl")},
	} {
		var out bytes.Buffer
		offerUnsaved(strings.NewReader(c.in), &out, unsaved, wd)
		text := out.String()
		if !strings.HasPrefix(text, "NOT SAVED: 1 event waits in g.jsonl\n") {
			t.Errorf("%s: the reason is not said first:\n%s", c.name, text)
		}
		if c.file == "" {
			if !strings.Contains(text, "----- g.jsonl -----\n"+string(game)+"----- g.jsonl -----\n") {
				t.Errorf("%s: the game is not printed between the marks:\n%s", c.name, text)
			}
			continue
		}
		if data, err := os.ReadFile(c.file); err != nil || !bytes.Equal(data, game) || !strings.Contains(text, "rolekeeper resume "+c.file) {
			t.Errorf("%s: %s holds %q (%v); said:\n%s", c.name, c.file, data, err, text)
		}
		if strings.Contains(c.name, "bad") && !strings.Contains(text, "cannot write there: ") {
			t.Errorf("%s: the bad path was not refused:\n%s", c.name, text)
		}
	}
}
