package wording

import (
	"reflect"
	"testing"
	"time"

	"rolekeeper/rules"
)

// TestEveryLanguageHasEveryText fails for every text a language leaves
// out, naming it: a language is complete on its own, before it is merged
// over English.
func TestEveryLanguageHasEveryText(t *testing.T) {
	for _, tag := range Languages() {
		w := languages[tag]()
		if w.Lang != tag {
			t.Errorf("%s: Lang is %q", tag, w.Lang)
		}
		for _, path := range missing(reflect.ValueOf(*w), "") {
			t.Errorf("%s: no text for %s", tag, path)
		}
	}
}

// TestMissingNamesTheGaps: the completeness check sees an empty string,
// a nil function and an empty element of an array.
func TestMissingNamesTheGaps(t *testing.T) {
	w := English()
	w.Log.GameBegan, w.Log.Passed, w.Table.PendingHints[1] = "", nil, ""
	got := missing(reflect.ValueOf(*w), "")
	want := []string{"Log.GameBegan", "Log.Passed", "Table.PendingHints[1]"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("missing = %v, want %v", got, want)
	}
}

// TestMergeKeepsEnglishForGaps: a partial language keeps its own texts
// and takes English for the rest.
func TestMergeKeepsEnglishForGaps(t *testing.T) {
	w := English()
	over := &Words{Lang: "xx", Log: Log{GameBegan: "Los."}, Table: Table{PendingHints: [3]string{1: "h"}}}
	merge(reflect.ValueOf(w).Elem(), reflect.ValueOf(over).Elem())
	if w.Lang != "xx" || w.Log.GameBegan != "Los." || w.Table.PendingHints[1] != "h" {
		t.Errorf("texts of the language not taken: %q %q %q", w.Lang, w.Log.GameBegan, w.Table.PendingHints[1])
	}
	if w.Log.Undo != "Undo." || w.Table.PendingHints[0] == "" || w.Log.Passed == nil {
		t.Error("English texts lost where the language has none")
	}
}

func TestForUnknownLanguageIsEnglish(t *testing.T) {
	w, ok := For("tlh")
	if ok || w.Lang != "en" {
		t.Errorf("For(tlh) = %q, %v; want English, false", w.Lang, ok)
	}
}

func TestDuration(t *testing.T) {
	d := English().Common.Duration
	for in, want := range map[time.Duration]string{
		-time.Second:                 "under a minute",
		29 * time.Second:             "under a minute",
		40 * time.Second:             "1 min",
		100 * time.Second:            "2 min",
		65 * time.Minute:             "1 h 05 min",
		2*time.Hour + 13*time.Minute: "2 h 13 min",
	} {
		if got := d(in); got != want {
			t.Errorf("Duration(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestCauseWordsForEveryCause(t *testing.T) {
	other := English().Common.Cause("no such cause")
	for _, c := range append([]rules.Cause{rules.CauseLife, rules.CausePassivity}, rules.Causes[:]...) {
		if c != rules.CauseOther && English().Common.Cause(c) == other {
			t.Errorf("no words for %q", c)
		}
	}
}

func TestWordsForEveryPointSource(t *testing.T) {
	c := English().Common
	fallback := c.PointSource(rules.PointSourceCount)
	for p := range rules.PointSourceCount {
		if c.PointSource(p) == fallback || c.PointSourceShort(p) == fallback {
			t.Errorf("no words for point source %d", p)
		}
	}
}

func TestSignedHasOneMinus(t *testing.T) {
	for n, want := range map[int]string{3: "+3", 0: "0", -3: "−3", -12: "−12"} {
		if got := Signed(n); got != want {
			t.Errorf("Signed(%d) = %q, want %q", n, got, want)
		}
	}
	if Number(-1) != Minus+"1" || Number(7) != "7" {
		t.Errorf("Number: %q %q", Number(-1), Number(7))
	}
}

func TestPlural(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "0 points"}, {1, "1 point"}, {-1, "−1 point"}, {2, "2 points"}} {
		if got := plural(tt.n, "point", "points"); got != tt.want {
			t.Errorf("plural(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func TestList(t *testing.T) {
	list := English().Common.List
	for _, tt := range []struct {
		in   []string
		want string
	}{{nil, ""}, {[]string{"Ana"}, "Ana"}, {[]string{"Ana", "Ben"}, "Ana and Ben"},
		{[]string{"Ana", "Ben", "Cem"}, "Ana, Ben and Cem"}} {
		if got := list(tt.in); got != tt.want {
			t.Errorf("List(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestCapitaliseIsUnicode: the first letter, not the first byte, is
// capitalised.
func TestCapitaliseIsUnicode(t *testing.T) {
	for in, want := range map[string]string{"über": "Über", "ǆemal": "ǅemal", "éclair": "Éclair", "by hand": "By hand",
		"": "", "1 point": "1 point", "\xff": "\xff"} {
		if got := Capitalise(in); got != want {
			t.Errorf("Capitalise(%q) = %q, want %q", in, got, want)
		}
	}
}
