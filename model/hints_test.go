package model

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/views"
)

// TestPromptHintsFitTheirWidth: the hint of every prompt, in both
// languages, at 80 and 120 columns, stands whole: on one line, or wrapped
// to a second between its parts, never cut with an ellipsis.
func TestPromptHintsFitTheirWidth(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		b := startedBuhmann(t)
		l := startedLord(t)
		cases := []struct {
			name string
			m    Model
			keys []string
		}{
			{"life", b, []string{"2", "l"}}, {"life source", b, []string{"2", "l", "tab"}},
			{"poison", b, []string{"2", "i"}}, {"poison source", b, []string{"2", "i", "tab"}},
			{"several", b, []string{"e"}}, {"several source", b, []string{"e", "tab"}},
			{"several typing", b, []string{"e", "l"}}, {"several poison", b, []string{"e", "i"}},
			{"attack", b, []string{"a"}}, {"target", b, []string{"t"}}, {"target owner", b, []string{"t", "tab"}},
			{"eliminate", b, []string{"x"}}, {"eliminate culprit", b, []string{"x", "tab"}},
			{"eliminate cause", b, []string{"x", "tab", "tab"}}, {"source of a burst", b, []string{"2", "-", "s"}},
			{"points", l, []string{"v"}}, {"points reason", l, []string{"v", "tab", "tab"}}, {"pairs", l, []string{"R"}},
		}
		for _, c := range cases {
			for _, w := range []int{80, 120} {
				m := press(t, sized(c.m, w, 40), c.keys...)
				if m.prompt == nil {
					t.Fatalf("%s %s: no prompt open", lang, c.name)
				}
				for _, framed := range []bool{true, false} {
					out := views.Prompt(m.prompt.view(m.game.State), m.Styles, w, framed)
					for _, line := range strings.Split(ansi.Strip(out), "\n") {
						if strings.HasSuffix(strings.TrimRight(line, " │┃║"), "…") {
							t.Errorf("%s %s at %d (framed %v): a line is cut: %q", lang, c.name, w, framed, line)
						}
					}
				}
			}
		}
	}
}
