package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"rolekeeper/internal/wordcheck"
	"rolekeeper/wording"
)

// TestNoEnglishUnderGerman: under --lang de, the help of every command
// and the messages of the command line hold none of wordcheck's English
// words (Usage, Flags, password, sorted by, the, …).
func TestNoEnglishUnderGerman(t *testing.T) {
	var runs [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		runs = append(runs, append(append([]string{"--lang", "de"}, path...), "--help"))
		for _, sub := range c.Commands() {
			if !sub.Hidden {
				walk(sub, append(append([]string{}, path...), sub.Name()))
			}
		}
	}
	walk(newRootCommand(Build{}, wording.German(), ""), nil)
	if len(runs) < 12 {
		t.Fatalf("only %d commands' help", len(runs))
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "kaputt.jsonl")
	if err := os.WriteFile(bad, []byte(`{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`+"\n"+
		`{"v":1,"type":"attack","attacker":0,"defenders":[1]}`+"\n"+`{"v":1,"type":"pass"}`+"\n"+
		`{"v":1,"type":"attack","attacker":1,"defenders":[2]}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A Lord game whose players typed their reasons in German: what
	// players type is theirs, in any language.
	data, err := os.ReadFile("../testdata/lord-7-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lord := filepath.Join(dir, "spiel.jsonl")
	data = []byte(strings.NewReplacer("table ruling: the bet on Eli's concession", "Tischentscheid: Wette auf Elis Aufgabe",
		"house rule: best deck name", "Hausregel: bester Deckname").Replace(string(data)))
	if err := os.WriteFile(lord, data, 0o644); err != nil {
		t.Fatal(err)
	}
	buhmann := filepath.Join(dir, "freitag.jsonl") // the export's title is the file's name
	if data, err = os.ReadFile("../testdata/buhmann-5-players.jsonl"); err != nil || os.WriteFile(buhmann, data, 0o644) != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"help"}, {"--version"}, {"help", "unbekannt"},
		{"check", bad}, {"replay", bad}, {"check", filepath.Join(dir, "weg.jsonl")}, {"check", dir},
		{"replay"}, {"export", bad, "--format", "pdf"}, {"--bogus"}, {"nonsense"}, {"--theme", "blau", "demo"},
		{"stats", "--variant", "schach"}, {"stats", "--since", "gestern"}, {"demo", "schach"},
		{"resume", "a", "b"}, {"export", "../testdata/buhmann-5-players.jsonl", "-o", filepath.Join(dir, "x", "y.md")},
		{"export", lord, "--format", "md"}, {"export", buhmann, "--format", "md"},
		{"replay", lord}, {"replay", buhmann}, {"check", lord}, {"man"},
	} {
		runs = append(runs, append([]string{"--lang", "de"}, args...))
	}
	// The manual page's roff fonts (\fB--file\fP) are no words.
	roff := strings.NewReplacer(`\fB`, " ", `\fI`, " ", `\fP`, " ", `\&`, "")
	for _, args := range runs {
		stdout, stderr, _ := runLocale(t, "C", args...)
		for name, out := range map[string]string{"stdout": stdout, "stderr": stderr} {
			if words := wordcheck.English(roff.Replace(out)); len(words) > 0 {
				t.Errorf("rolekeeper %s: %s says %s in English:\n%s", strings.Join(args, " "), name,
					strings.Join(words, ", "), out)
			}
		}
	}
}
