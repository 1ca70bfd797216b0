package keymap

import (
	"slices"
	"strings"
	"testing"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/wording"
)

// helpLineAt is the short help of k as a help line w cells wide shows
// it, and the places in k.ShortHelp() of the bindings it shows whole.
func helpLineAt(k KeyMap, w int) (line string, shown []int) {
	h := help.New()
	h.SetWidth(w)
	// The help model may draw one item past w (when no ellipsis fits);
	// the views cut every help line to the screen, as here.
	line = ansi.Truncate(ansi.Strip(h.ShortHelpView(k.ShortHelp())), w, "…")
	for i, b := range k.ShortHelp() {
		if b.Enabled() && b.Help().Key != "" && strings.Contains(line, b.Help().Key+" "+b.Help().Desc) {
			shown = append(shown, i)
		}
	}
	return line, shown
}

// TestHelpLineHoldsInEveryLanguage: at 80 cells, the narrowest screen,
// the help line of every situation shows in every language the keys that
// it shows in English up to "?" and q: longer words must never push the
// way to every key (?) or out (q) off the line. What follows them may
// give way to an ellipsis; "?" lists it.
func TestHelpLineHoldsInEveryLanguage(t *testing.T) {
	for _, lang := range wording.Languages() {
		w, _ := wording.For(lang)
		for _, c := range contexts() {
			k := DefaultKeyMap().With(c)
			enLine, en := helpLineAt(k, 80)
			line, got := helpLineAt(New(w.Keys).With(c), 80)
			if len(en) == 0 {
				t.Fatalf("mode %d: no key found in the English help line %q", c.Mode, enLine)
			}
			last := lastOf(k, k.Help, k.Quit)
			for _, i := range en {
				if i <= last && !slices.Contains(got, i) {
					t.Errorf("%s, mode %d %+v: the help line\n%s\nlacks %q, which English shows:\n%s", lang, c.Mode, c, line,
						k.ShortHelp()[i].Help().Key, enLine)
					break
				}
			}
		}
	}
}

// lastOf is the last place in k.ShortHelp() of any of bs that is
// enabled; -1 for none.
func lastOf(k KeyMap, bs ...key.Binding) int {
	last := -1
	for i, b := range k.ShortHelp() {
		for _, want := range bs {
			if b.Enabled() && slices.Equal(b.Keys(), want.Keys()) && b.Help() == want.Help() {
				last = i
			}
		}
	}
	return last
}

// TestYesInTheLanguage: a question takes y in every language and j in
// German, whose help says j; English takes no j.
func TestYesInTheLanguage(t *testing.T) {
	confirm := Context{Mode: ModeConfirm}
	de := New(wording.German().Keys).With(confirm)
	for _, k := range []string{"j", "J", "y", "Y"} {
		if !slices.Contains(de.Yes.Keys(), k) {
			t.Errorf("German yes does not take %q: %v", k, de.Yes.Keys())
		}
	}
	if h := de.Yes.Help().Key; !strings.Contains(h, "j") {
		t.Errorf("German yes is helped as %q", h)
	}
	if en := DefaultKeyMap().With(confirm); slices.Contains(en.Yes.Keys(), "j") {
		t.Errorf("English yes takes j: %v", en.Yes.Keys())
	}
}
