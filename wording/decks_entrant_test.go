package wording

import (
	"strings"
	"testing"
)

// TestEntrantTitleWithoutDeck: an entrant with no deck said (a player
// who waited from the start, L-1) is not asked for "the same deck":
// they have none, and may never have played.
func TestEntrantTitleWithoutDeck(t *testing.T) {
	for _, w := range []*Words{English(), German()} {
		none, some := w.Decks.EntrantTitle("Ana", ""), w.Decks.EntrantTitle("Ana", "Elves")
		if strings.Contains(none, "again") || strings.Contains(none, "wieder") || strings.Contains(none, "alten") ||
			strings.Contains(none, "same") || !strings.Contains(none, "Ana") {
			t.Errorf("%s: title without a deck %q", w.Lang, none)
		}
		if !strings.Contains(some, "Elves") {
			t.Errorf("%s: title with a deck %q names no deck", w.Lang, some)
		}
	}
}
