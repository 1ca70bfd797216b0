package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"rolekeeper/internal/browsertest"
	"rolekeeper/internal/pgtest"
)

// binary is the rolekeeper built once for the command-line tests, with
// the version testVersion.
var binary string

const testVersion = "9.9.9-test"

func TestMain(m *testing.M) {
	if os.Getenv(flatChild) != "" || os.Getenv(resumeChild) != "" { // the measuring processes need no binary
		os.Exit(pgtest.Run(m))
	}
	dir, err := os.MkdirTemp("", "rolekeeper-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "rolekeeper"+exeSuffix)
	if prebuilt := os.Getenv("ROLEKEEPER_TEST_BINARY"); prebuilt != "" {
		binary = prebuilt // built with -X main.version=9.9.9-test where there is no go command (.ci/wine)
	} else if out, err := exec.Command("go", "build", "-ldflags", "-X main.version="+testVersion, "-o", binary, "..").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.Exit(1)
	}
	// The commands and the binary keep their state, config and games in a
	// home of their own under dir, never the machine's: set once the
	// binary is built, since go keeps its caches in HOME.
	home := filepath.Join(dir, "home")
	for name, sub := range map[string]string{"HOME": "", "XDG_STATE_HOME": ".local/state", "XDG_CONFIG_HOME": ".config",
		"XDG_DATA_HOME": ".local/share", "XDG_CACHE_HOME": ".cache"} {
		os.Setenv(name, filepath.Join(home, sub))
	}
	xdg.Reload()
	// The league's tests share one PostgreSQL, the club night's one
	// Chromium.
	code := browsertest.Run(browsertest.RunnerFunc(func() int { return pgtest.Run(m) }))
	os.RemoveAll(dir)
	os.Exit(code)
}

// run runs the built binary in English and returns stdout, stderr and
// the exit code.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	return runLocale(t, "C", args...)
}

// runLocale runs the built binary with the locale LANG=lang, no other locale
// variable and no config file, and returns stdout, stderr and the exit
// code.
func runLocale(t *testing.T, lang string, args ...string) (string, string, int) {
	t.Helper()
	return runEnv(t, []string{"LANG=" + lang, "XDG_CONFIG_HOME=" + t.TempDir()}, args...)
}

// runEnv runs the built binary with the environment of the test without
// its locale variables and XDG_CONFIG_HOME, and with env, and returns
// stdout, stderr and the exit code.
func runEnv(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); name != "LANG" && name != "LC_ALL" && name != "LC_MESSAGES" &&
			name != "XDG_CONFIG_HOME" {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
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

// TestGermanMessages: the locale or --lang make every message German,
// with the rule id and the form FILE:LINE: <rule id>: <reason> kept;
// --lang wins over the locale.
func TestGermanMessages(t *testing.T) {
	path := writeFile(t,
		`{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`,
		`{"v":1,"type":"attack","attacker":0,"defenders":[1]}`,
		`{"v":1,"type":"pass"}`,
		`{"v":1,"type":"attack","attacker":1,"defenders":[2]}`)
	german := path + ":4: B-3: nur der Buhmann (Ana) darf angegriffen werden; Cem ist nicht der Buhmann\n"
	english := path + ":4: B-3: only the IT (Ana) may be attacked; Cem is not the IT\n"
	missing := filepath.Join(t.TempDir(), "weg.jsonl")
	out := filepath.Join(t.TempDir(), "kein", "ordner", "x.md")
	for _, c := range []struct {
		lang string
		args []string
		code int
		want string
	}{
		{"de_DE.UTF-8", []string{"check", path}, 1, german},
		{"C", []string{"--lang", "de", "check", path}, 1, german},
		{"C", []string{"--lang=de", "replay", path}, 1, german},
		{"de_DE.UTF-8", []string{"--lang", "en", "check", path}, 1, english},
		{"de_AT.UTF-8", []string{"check", missing}, 1, missing + ": Datei oder Ordner nicht gefunden\n"},
		{"de_DE.UTF-8", []string{"export", "../testdata/buhmann-5-players.jsonl", "-o", out}, 1,
			out + ": temporäre Datei anlegen: Datei oder Ordner nicht gefunden\n"},
		{"de_DE.UTF-8", []string{"replay"}, 2,
			"rolekeeper: 1 Argument erwartet, 0 angegeben (siehe `rolekeeper replay --help`)\n"},
		{"de_DE.UTF-8", []string{"export", path, "--format", "pdf"}, 2,
			"rolekeeper: unbekannter Wert für --format: \"pdf\"; möglich sind md, csv oder json (siehe `rolekeeper export --help`)\n"},
		{"de_DE.UTF-8", []string{"--bogus"}, 2, "rolekeeper: unbekannte Option: --bogus (siehe `rolekeeper --help`)\n"},
		{"C", []string{"--lang", "fr", "check", path}, 2,
			"rolekeeper: unknown --lang \"fr\": use de or en (see `rolekeeper --help`)\n"},
	} {
		stdout, stderr, code := runLocale(t, c.lang, c.args...)
		if code != c.code || stderr != c.want || stdout != "" {
			t.Errorf("LANG=%s %v: exit %d, stderr %q, stdout %q; want exit %d and %q", c.lang, c.args, code, stderr,
				stdout, c.code, c.want)
		}
	}
}

// TestGermanHelp: `rolekeeper --lang de help` and every command's --help
// speak German: the commands' texts, the flags' usage and cobra's own
// help and completion commands.
func TestGermanHelp(t *testing.T) {
	stdout, stderr, code := runLocale(t, "C", "--lang", "de", "help")
	for _, want := range []string{"führt am Tisch Buch", "BEFEHLE", "check DATEI", "Hilfe zu einem Befehl",
		"Autovervollständigung", "Hilfe zu rolekeeper", "Version von rolekeeper", "Sprache: de oder en"} {
		if code != 0 || !strings.Contains(stdout, want) {
			t.Errorf("--lang de help: exit %d, stderr %q, no %q in:\n%s", code, stderr, want, stdout)
		}
	}
	for _, english := range []string{"Help about", "help for", "Generate the", "Keep score"} {
		if strings.Contains(stdout, english) {
			t.Errorf("--lang de help says %q in English:\n%s", english, stdout)
		}
	}
	stdout, _, _ = runLocale(t, "de_DE.UTF-8", "export", "--help")
	if !strings.Contains(stdout, "Ausgabeformat: md, csv oder json") || !strings.Contains(stdout, "Hilfe zu export") {
		t.Errorf("export --help in a German locale:\n%s", stdout)
	}
}

// TestConfigLanguage: lang in $XDG_CONFIG_HOME/rolekeeper/config.toml
// chooses the language over the locale; --lang over both; a lang or theme
// rolekeeper does not take is one warning naming the file, and the
// command goes on with the defaults.
func TestConfigLanguage(t *testing.T) {
	config := func(text string) string {
		dir := t.TempDir()
		if err := os.MkdirAll(filepath.Join(dir, "rolekeeper"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "rolekeeper", "config.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	missing := filepath.Join(t.TempDir(), "weg.jsonl")
	de, en := config("lang = \"de\"\n"), config("lang = \"en\"\ntheme = \"light\"\n")
	bad, badTheme := config("lang = \"fr\"\n"), config("theme = \"pink\"\n")
	for _, c := range []struct {
		env  []string
		args []string
		code int
		want string
	}{
		{[]string{"LANG=C", "XDG_CONFIG_HOME=" + de}, []string{"check", missing}, 1,
			missing + ": Datei oder Ordner nicht gefunden\n"},
		{[]string{"LANG=de_DE.UTF-8", "XDG_CONFIG_HOME=" + en}, []string{"check", missing}, 1,
			missing + ": no such file or directory\n"},
		{[]string{"LANG=C", "XDG_CONFIG_HOME=" + de}, []string{"--lang", "en", "check", missing}, 1,
			missing + ": no such file or directory\n"},
		{[]string{"LANG=C", "XDG_CONFIG_HOME=" + bad}, []string{"check", missing}, 1,
			"warning: " + filepath.Join(bad, "rolekeeper", "config.toml") + ": unknown lang \"fr\": use de or en" +
				"; the config file is ignored, the defaults hold\n" + missing + ": no such file or directory\n"},
		{[]string{"LANG=de_DE.UTF-8", "XDG_CONFIG_HOME=" + badTheme}, []string{"check", missing}, 1,
			"Warnung: " + filepath.Join(badTheme, "rolekeeper", "config.toml") +
				": unbekannter Wert für theme: \"pink\"; möglich sind auto, dark oder light" +
				"; die Konfigurationsdatei wird übergangen, es gelten die Voreinstellungen\n" +
				missing + ": Datei oder Ordner nicht gefunden\n"},
	} {
		stdout, stderr, code := runEnv(t, c.env, c.args...)
		if code != c.code || stderr != c.want || stdout != "" {
			t.Errorf("%v %v: exit %d, stderr %q, stdout %q; want exit %d and %q", c.env, c.args, code, stderr, stdout,
				c.code, c.want)
		}
	}
	stdout, _, _ := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + en}, "--help")
	if !strings.Contains(stdout, "(light)") {
		t.Errorf("theme = \"light\" is not the default of --theme:\n%s", stdout)
	}
}

// TestExportInGerman: the Markdown export speaks the chosen language; CSV
// and JSON are the same in every language (English keys and values).
func TestExportInGerman(t *testing.T) {
	game := "../testdata/lord-7-players.jsonl"
	for _, format := range []string{"csv", "json"} {
		en, _, codeEN := runLocale(t, "C", "export", game, "--format", format)
		de, _, codeDE := runLocale(t, "C", "--lang", "de", "export", game, "--format", format)
		if codeEN != 0 || codeDE != 0 || en != de || en == "" {
			t.Errorf("%s: exit %d and %d; the German export differs from the English one:\n%s\n---\n%s", format, codeEN,
				codeDE, de, en)
		}
	}
	md, stderr, code := runLocale(t, "de_DE.UTF-8", "export", game)
	for _, want := range []string{"## Rangliste", "Siegpunkte nach Herkunft", "| Rang | Spieler |"} {
		if code != 0 || !strings.Contains(md, want) {
			t.Errorf("the German Markdown lacks %q (exit %d, %s):\n%s", want, code, stderr, md)
		}
	}
}
