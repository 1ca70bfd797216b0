package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// binary is the rolekeeper built once for the command-line tests, with
// the version testVersion.
var binary string

const testVersion = "9.9.9-test"

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "rolekeeper-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "rolekeeper")
	if out, err := exec.Command("go", "build", "-ldflags", "-X main.version="+testVersion, "-o", binary, "..").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// run runs the built binary and returns stdout, stderr and the exit code.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), code
}

func writeFile(t *testing.T, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayJSON(t *testing.T) {
	stdout, stderr, code := run(t, "replay", "../testdata/lord-7-players.jsonl", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, stdout)
	}
	for _, key := range []string{"variant", "over", "winners", "round", "turn", "active", "it", "lord", "waiting", "pairs", "players"} {
		if _, ok := got[key]; !ok {
			t.Errorf("missing %q", key)
		}
	}
	if got["variant"] != "lord" || got["over"] != true || got["lord"] != 4.0 {
		t.Errorf("unexpected state: %s", stdout)
	}
}

func TestReplayText(t *testing.T) {
	stdout, _, code := run(t, "replay", "../testdata/buhmann-5-players.jsonl")
	if code != 0 || !strings.Contains(stdout, "game over: Cem won") {
		t.Fatalf("exit %d: %s", code, stdout)
	}
}

func TestRefusedRecordExitsWithFileLineRule(t *testing.T) {
	path := writeFile(t,
		`{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem","Dora"]}`,
		`{"v":1,"type":"attack","attacker":0,"defenders":[1]}`,
		`{"v":1,"type":"pass"}`,
		`{"v":1,"type":"attack","attacker":1,"defenders":[2]}`,
	)
	for _, command := range []string{"replay", "check"} {
		stdout, stderr, code := run(t, command, path)
		want := path + ":4: B-3: only the IT (Ana) may be attacked"
		if code != 1 || !strings.HasPrefix(stderr, want) || stdout != "" {
			t.Errorf("%s: exit %d, stderr %q, stdout %q; want exit 1 and %q", command, code, stderr, stdout, want)
		}
		if strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: want one line on stderr, got %q", command, stderr)
		}
	}
}

func TestUnreadableRecordExitsWithFileLine(t *testing.T) {
	path := writeFile(t,
		`{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`,
		`{"v":1,"type":"pass"}`,
		`{"v":2,"type":"pass"}`,
	)
	_, stderr, code := run(t, "check", path)
	if code != 1 || !strings.HasPrefix(stderr, path+":3: unknown format version 2") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

func TestCheckAcceptsAGoodFile(t *testing.T) {
	stdout, stderr, code := run(t, "check", "../testdata/buhmann-5-players.jsonl")
	if code != 0 || stdout != "" || stderr != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestBadCommandLines: a refused command line exits 2, a file that
// cannot be read exits 1; neither panics.
func TestBadCommandLines(t *testing.T) {
	cases := []struct {
		args []string
		code int
	}{
		{[]string{"replay"}, 2},
		{[]string{"replay", "../testdata/buhmann-5-players.jsonl", "--format", "yaml"}, 2},
		{[]string{"export", "../testdata/buhmann-5-players.jsonl", "--format", "pdf"}, 2},
		{[]string{"replay", "/no/such/file.jsonl"}, 1},
		{[]string{"nonsense"}, 2},
	}
	for _, c := range cases {
		_, stderr, code := run(t, c.args...)
		if code != c.code || stderr == "" || strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine") {
			t.Errorf("%v: exit %d, stderr %q; want exit %d", c.args, code, stderr, c.code)
		}
	}
}

// TestWholeFileErrorIsOneLine: a file that cannot be read (missing, a
// folder) or written is one line "FILE: reason" on stderr with exit 1, the
// same from every command, without "rolekeeper:" or the operation.
func TestWholeFileErrorIsOneLine(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "gone.jsonl")
	folder := t.TempDir()
	out := filepath.Join(t.TempDir(), "no", "such", "folder", "x.md")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"replay", missing}, missing + ": no such file or directory\n"},
		{[]string{"check", missing}, missing + ": no such file or directory\n"},
		{[]string{"export", missing}, missing + ": no such file or directory\n"},
		{[]string{"resume", missing}, missing + ": no such file or directory\n"},
		{[]string{"check", folder}, folder + ": is a directory\n"},
		{[]string{"export", "../testdata/buhmann-5-players.jsonl", "-o", out},
			out + ": create a temporary file: no such file or directory\n"},
	}
	for _, c := range cases {
		stdout, stderr, code := run(t, c.args...)
		if code != 1 || stderr != c.want || stdout != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 1 and %q", c.args, code, stderr, stdout, c.want)
		}
	}
}

func TestVersionAndHelp(t *testing.T) {
	stdout, _, code := run(t, "--version")
	if code != 0 || !strings.Contains(stdout, testVersion) {
		t.Errorf("--version: exit %d, %q", code, stdout)
	}
	stdout, _, code = run(t, "--help")
	if code != 0 || !strings.Contains(stdout, "replay") || !strings.Contains(stdout, "check") {
		t.Errorf("--help: exit %d, %q", code, stdout)
	}
}

// TestThemeFlag: --theme takes auto, dark or light; anything else is a
// refused command line (exit 2) that names the choices.
func TestThemeFlag(t *testing.T) {
	_, stderr, code := run(t, "--theme", "blue", "demo")
	if code != 2 || !strings.Contains(stderr, "auto, dark or light") {
		t.Errorf("--theme blue: exit %d, stderr %q", code, stderr)
	}
	stdout, _, code := run(t, "--theme", "light", "replay", "../testdata/lord-7-players.jsonl")
	if code != 0 || stdout == "" {
		t.Errorf("--theme light replay: exit %d, %q", code, stdout)
	}
}

// TestFileFlagRefusesAnExistingFile: --file never overwrites a game.
func TestFileFlagRefusesAnExistingFile(t *testing.T) {
	path := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`)
	_, stderr, code := run(t, "--file", path)
	if code != 1 || !strings.Contains(stderr, "rolekeeper resume "+path) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "Ana") {
		t.Error("the file was changed")
	}
}
