package wording

import (
	"strings"
	"testing"
)

// TestNightBadJSONWorded: each thing a night file's JSON can have wrong
// is said in words of its own in both languages, naming the member.
func TestNightBadJSONWorded(t *testing.T) {
	seen := map[string]bool{}
	for _, what := range []string{"cut", "broken", "kind", "unknown", "twice"} {
		for _, wd := range []*Words{English(), German()} {
			text, ok := wd.Night.Text(ReasonNightBadJSON, []string{what, "/rounds"})
			if !ok || seen[text] {
				t.Errorf("%s: %q worded twice alike or not at all", what, text)
			}
			seen[text] = true
			if what != "cut" && what != "broken" && !strings.Contains(text, "/rounds") {
				t.Errorf("%s: %q does not name the member", what, text)
			}
		}
	}
	if text, _ := German().Night.Text(ReasonNightBadJSON, []string{"kind", ""}); !strings.Contains(text, "kein JSON-Objekt") {
		t.Errorf("a file that is not an object: %q", text)
	}
}

// TestNightNumberOutOfRangeWorded: a number too large for its member of
// a night file is said to be out of range, with the range, in both
// languages, not "the wrong kind of value", which it is not.
func TestNightNumberOutOfRangeWorded(t *testing.T) {
	for _, wd := range []*Words{English(), German()} {
		text, _ := wd.Night.Text(ReasonNightBadJSON, []string{"range", "/seated/0/seed", "-9223372036854775808", "9223372036854775807"})
		if !strings.Contains(text, "/seated/0/seed") || !strings.Contains(text, "−9223372036854775808") ||
			!strings.Contains(text, "9223372036854775807") || strings.Contains(text, "falschen Art") || strings.Contains(text, "wrong kind") {
			t.Errorf("%s: %q", wd.Lang, text)
		}
	}
}
