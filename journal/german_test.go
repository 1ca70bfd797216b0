package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/internal/wordcheck"
	"rolekeeper/wording"

	"rolekeeper/safefile/safefiletest"
)

// badLines are records the strict reader refuses, one of each problem
// DecodeRecord names, beside the damaged files of testdata.
var badLines = []string{
	`[1,2]`, `"hello"`, `{"v":1,"type":"life","changes":3}`, `{"v":1,"type":"setup","seed":true}`,
	`{"v":1,"type":"setup","house":3}`, `{"v":2,"type":"pass"}`, `{"type":"pass"}`, `{"v":1}`,
	`{"v":1,"type":"shuffle"}`, `{"v":1,"type":"pass"`, `{"v":1,"type":"pass"}}`, `{"v":1,"type":"attack"}`,
	`{"v":1,"type":"target"}`, `{"v":1,"type":"points","seat":1}`, `{"v":1,"type":"roles"}`,
	`{"v":1,"type":"eliminate"}`, `{"v":1,"seq":0,"type":"pass"}`, `{"v":1,"type":"pass","at":"gestern"}`,
	`{"v":1,"type":"setup"}`, `{"v":1,"type":"setup","variant":"schach"}`,
	`{"v":1,"type":"setup","variant":"lord","seed":1.5}`, `{"v":1,"type":"setup","variant":"lord","seed":99999999999999999999}`,
	`{"v":1,"type":"setup","variant":"lord","id":"xyz"}`, `{"v":1,"type":"setup","variant":"lord","house":{"x":true}}`,
	`{"v":1,"type":"setup","variant":"lord","house":{"lord_death_rewards_all":1}}`,
	`{"v":1,"type":"pairs","pairs":[[1,2,3]]}`, `{"v":1,"type":"life","changes":[{"seat":1}]}`,
	`{"v":1,"Type":"pass"}`, `{"v":1,"type":"pass","czc":"00000000"}`, `{"v":1,"type":"pass","crc":"xyz"}`,
	`{"v":1,"type":"pass","crc":"0000000g"}`, `{"v":1,"type":"pass","crc":"00000000"}`, "{\"v\":1,\"type\":\"p\xffss\"}",
	`{"v":1,"type":"pass","type":"pass"}`, `{"v":1,"type":"life","source":"Ana"}`,
}

// TestProblemsSaidInGerman: every problem the journal finds in a game
// file (the damaged and hostile files of testdata, a file of another
// version, the refused lines above, a missing file, a folder, a pipe, a
// device, a file without a setup) is said under German words without
// one of wordcheck's English words, and differently from English.
func TestProblemsSaidInGerman(t *testing.T) {
	en, de := wording.English(), wording.German()
	seen := map[string]bool{}
	check := func(what string, err error) {
		t.Helper()
		if err == nil {
			t.Errorf("%s: no error", what)
			return
		}
		e, d := en.ErrorText(err), de.ErrorText(err)
		seen[d] = true
		if words := wordcheck.English(d); len(words) > 0 || e == d {
			t.Errorf("%s: German %q says %v in English (English %q)", what, d, words, e)
		}
	}
	for _, line := range badLines {
		_, err := DecodeRecord([]byte(line))
		check(line, err)
	}
	paths, _ := filepath.Glob(filepath.Join("testdata", "*", "*.jsonl"))
	paths = append(paths, filepath.Join("testdata", "version2.jsonl"))
	dir := t.TempDir()
	for name, data := range map[string]string{"empty.jsonl": "\n\n",
		"no-setup.jsonl": `{"v":1,"type":"pass"}` + "\n", "two-setups.jsonl": `{"v":1,"type":"setup","variant":"lord",` +
			`"players":["Ana","Ben","Cem","Dan","Eli"]}` + "\n" + `{"v":1,"type":"setup","variant":"lord"}` + "\n"} {
		paths = append(paths, writeFile(t, name, []byte(data)))
	}
	fifo := filepath.Join(dir, "fifo.jsonl")
	if err := safefiletest.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.jsonl")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	paths = append(paths, fifo, zero, dir, filepath.Join(dir, "weg.jsonl"))
	for _, path := range paths {
		f, err := ReadFinal(path)
		if f.Damage.Damaged() {
			err = f.Damage.Err
		}
		if err != nil || !strings.Contains(path, "whole") && !strings.Contains(path, "hand-written") &&
			!strings.Contains(path, "sample-") {
			check(path, err)
		}
	}
	if len(seen) < 40 {
		t.Errorf("only %d different German reasons", len(seen))
	}
}
