package model

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/wordcheck"
)

// TestNoEnglishOnGermanScreens: no golden German screen (the table, the
// prompts, the log, the summary, the games played in German) holds one
// of wordcheck's English words (ui/statscreen's test reads the stats
// screen's).
func TestNoEnglishOnGermanScreens(t *testing.T) {
	read := 0
	err := filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".golden") {
			return err
		}
		if !strings.Contains(d.Name(), "_de") && !strings.Contains(path, "InGerman") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		read++
		if words := wordcheck.English(ansi.Strip(string(data))); len(words) > 0 {
			t.Errorf("%s says %s in English", path, strings.Join(words, ", "))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if read < 50 {
		t.Errorf("only %d German golden screens read", read)
	}
}
