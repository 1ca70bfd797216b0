package safefile

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"rolekeeper/wording"
)

// TestSeriesTakenIsWorded: when every name of a series is taken,
// FirstFree's error wraps fs.ErrExist and is said in the player's
// language.
func TestSeriesTakenIsWorded(t *testing.T) {
	_, err := FirstFree(func(n int) string { return "x" + strings.Repeat("i", n) }, func(string) error { return fs.ErrExist })
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("%v does not wrap fs.ErrExist", err)
	}
	if got := wording.German().ErrorText(err); !strings.Contains(got, "Namen dieser Reihe sind vergeben") {
		t.Errorf("German: %q", got)
	}
}
