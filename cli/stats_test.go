package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runIn runs the built binary in English with its state and config
// folders in temporary folders of the test, and returns stdout, stderr
// and the exit code.
func runIn(t *testing.T, state, config string, args ...string) (string, string, int) {
	t.Helper()
	return runEnv(t, []string{"LANG=C", "XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + config, "NO_COLOR=1"}, args...)
}

// seasonDir returns a folder holding copies of the hand-worked games.
func seasonDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"buhmann-5-players.jsonl", "lord-7-players.jsonl"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type statsJSON struct {
	Games   int `json:"games"`
	Players []struct {
		Name  string `json:"name"`
		Games int    `json:"games"`
		Wins  int    `json:"wins"`
		Lord  *struct {
			Points int `json:"points"`
		} `json:"lord"`
	} `json:"players"`
	Damaged []struct {
		Path string `json:"path"`
	} `json:"damaged"`
}

// TestStatsJSONHandWorked: `rolekeeper stats DIR --format json` gives the
// wins and points worked out by hand (stats/testdata/handworked.md), and
// a second, warm run gives the same.
func TestStatsJSONHandWorked(t *testing.T) {
	dir, state := seasonDir(t), t.TempDir()
	var first string
	for run := range 2 {
		stdout, stderr, code := runIn(t, state, t.TempDir(), "stats", dir, "--format", "json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if run == 0 {
			first = stdout
		} else if stdout != first {
			t.Fatalf("the warm run differs:\n%s\nfirst:\n%s", stdout, first)
		}
	}
	var out statsJSON
	if err := json.Unmarshal([]byte(first), &out); err != nil {
		t.Fatal(err)
	}
	wins := map[string]int{"Ana": 1, "Cem": 1}
	points := map[string]int{"Ana": 11, "Ben": 4, "Cem": 2, "Dora": 4, "Eli": 5, "Finn": 5, "Gus": 0}
	if out.Games != 2 || len(out.Players) != 7 {
		t.Fatalf("%d games, %d players; want 2, 7", out.Games, len(out.Players))
	}
	for _, p := range out.Players {
		if p.Wins != wins[p.Name] || p.Lord == nil || p.Lord.Points != points[p.Name] {
			t.Errorf("%s: %d wins, %+v; want %d wins, %d points", p.Name, p.Wins, p.Lord, wins[p.Name], points[p.Name])
		}
	}
	if _, err := os.Stat(filepath.Join(state, "rolekeeper", "index.db")); err != nil {
		t.Errorf("no index in the state folder: %v", err)
	}
}

// TestStatsAliasesAndDamage: an alias of the config file makes two names
// one person; a damaged file is listed and the rest counted.
func TestStatsAliasesAndDamage(t *testing.T) {
	dir, config := t.TempDir(), t.TempDir()
	games := map[string]string{
		"a.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Jule","Ben","Cem"]}` + "\n" + `{"v":1,"type":"end"}`,
		"b.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["julia","Ben","Cem"]}` + "\n" + `{"v":1,"type":"end"}`,
		"c.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" + `{"v":1,"type":"fly"}` + "\n" + `{"v":1,"type":"end"}`,
	}
	for name, text := range games {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join(config, "rolekeeper"), 0o755)
	if err := os.WriteFile(filepath.Join(config, "rolekeeper", "config.toml"), []byte("[aliases]\nJule = \"Julia\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runIn(t, t.TempDir(), config, "stats", dir, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var out statsJSON
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatal(err)
	}
	if out.Games != 2 || len(out.Players) != 3 || len(out.Damaged) != 1 || filepath.Base(out.Damaged[0].Path) != "c.jsonl" {
		t.Fatalf("%+v; want 2 games, 3 players (Julia once), c.jsonl damaged", out)
	}
	for _, p := range out.Players {
		if p.Name == "Julia" && p.Games != 2 {
			t.Errorf("Julia: %d games, want 2", p.Games)
		}
	}
	text, _, _ := runIn(t, t.TempDir(), config, "stats", dir, "--player", "JULE")
	if !strings.Contains(text, "2 finished games") || !strings.Contains(text, "c.jsonl:") {
		t.Errorf("text report:\n%s", text)
	}
}

// TestStatsRefusals: bad flags are a refused command line (exit 2).
func TestStatsRefusals(t *testing.T) {
	for _, args := range [][]string{
		{"--format", "xml"}, {"--variant", "chess"}, {"--since", "yesterday"}, {"--until", "2026-02-30"},
	} {
		_, stderr, code := runIn(t, t.TempDir(), t.TempDir(), append([]string{"stats"}, args...)...)
		if code != 2 || !strings.Contains(stderr, args[0]) {
			t.Errorf("%v: exit %d, %q; want exit 2 naming the flag", args, code, stderr)
		}
	}
	_, stderr, code := runIn(t, t.TempDir(), t.TempDir(), "stats", "/no/such/folder")
	if code != 1 || !strings.Contains(stderr, "/no/such/folder") {
		t.Errorf("missing folder: exit %d, %q", code, stderr)
	}
	stdout, _, code := runIn(t, t.TempDir(), t.TempDir(), "stats", "--format", "text")
	if code != 0 || !strings.Contains(stdout, "0 finished games") {
		t.Errorf("no saved games: exit %d, %q", code, stdout)
	}
}

// TestStatsJSONIsTheSameInEveryLanguage: the README says that CSV and
// JSON are the same in every language (English keys and values), for
// scripts; a damaged file's reason in `stats --format json` came out in
// German under --lang de ("C-11: 0 Giftmarken ändern nichts"). The text
// and Markdown reports say it in the language.
func TestStatsJSONIsTheSameInEveryLanguage(t *testing.T) {
	dir := t.TempDir()
	games := map[string]string{
		"done.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" + `{"v":1,"type":"end"}`,
		"zero.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" +
			`{"v":1,"type":"poison","changes":[{"seat":1,"delta":0}],"source":null}` + "\n" + `{"v":1,"type":"end"}`,
	}
	for name, text := range games {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	outputs := map[string]string{}
	for _, lang := range []string{"en", "de"} {
		stdout, stderr, code := runIn(t, t.TempDir(), t.TempDir(), "--lang", lang, "stats", dir, "--format", "json")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, code, stderr)
		}
		outputs[lang] = stdout
	}
	if outputs["en"] != outputs["de"] || !strings.Contains(outputs["en"], "C-11: a change of 0 poison counters changes nothing") {
		t.Errorf("stats --format json differs by language or lacks the English reason:\nen %s\nde %s", outputs["en"], outputs["de"])
	}
	text, _, _ := runIn(t, t.TempDir(), t.TempDir(), "--lang", "de", "stats", dir, "--format", "md")
	if !strings.Contains(text, "C-11: 0 Giftmarken ändern nichts") {
		t.Errorf("the German Markdown report does not give the reason in German:\n%s", text)
	}
}
