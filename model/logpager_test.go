package model

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"pgregory.net/rapid"

	"rolekeeper/rules"
)

// TestPropertyLogScreenShowsItsWindow walks the log screen of a game with
// long wrapped lines and undone events by random keys and checks it
// against the whole log drawn at once: the screen shows the lines a
// scrolling view of the whole log would, from the same line, moved as that
// view would move (never above the first line nor below the last), and
// says when it is at the top and at the bottom.
func TestPropertyLogScreenShowsItsWindow(t *testing.T) {
	g := mustGame(t, lord7)
	var events []rules.Event
	for i := range 150 {
		e := rules.Event(pass)
		switch i % 7 {
		case 1:
			e = rules.Points{Seat: i % 7, Delta: 1, Reason: strings.Repeat("a long reason ", 1+i%11)}
		case 3:
			e = life(i%7, -1, rules.NoSeat)
		case 5:
			e = rules.Undo{}
		}
		next, _, err := rules.Apply(g, e)
		if err != nil {
			continue
		}
		g, events = next, append(events, e)
	}
	base := resumed(t, lord7, events...)
	rapid.Check(t, func(rt *rapid.T) {
		w := rapid.SampledFrom([]int{80, 120}).Draw(rt, "width")
		h := rapid.IntRange(24, 40).Draw(rt, "height")
		m := press(t, sized(base, w, h), "h")
		all := strings.Split(m.logContent(), "\n")
		view := m.logHeight()
		last := max(len(all)-view, 0)
		at := last // the scrolling view opens at the bottom
		for range rapid.IntRange(1, 30).Draw(rt, "keys") {
			k := rapid.SampledFrom([]string{"j", "k", "pgup", "pgdown", "u", "d", "g", "G"}).Draw(rt, "key")
			m = press(t, m, k)
			switch k {
			case "j":
				at++
			case "k":
				at--
			case "pgup":
				at -= view
			case "pgdown":
				at += view
			case "u":
				at -= view / 2
			case "d":
				at += view / 2
			case "g":
				at = 0
			case "G":
				at = last
			}
			at = max(min(at, last), 0)
			want := strings.Join(all[at:min(at+view, len(all))], "\n")
			if got := m.logLines(); ansi.Strip(got) != ansi.Strip(want) {
				rt.Fatalf("after %s the screen shows from another line than %d:\n%s\nwant\n%s", k, at, ansi.Strip(got), ansi.Strip(want))
			}
			if m.logAt.atTop() != (at == 0) || m.logAt.bottom != (at == last) {
				rt.Fatalf("after %s at line %d of %d: top %v, bottom %v", k, at, len(all), m.logAt.atTop(), m.logAt.bottom)
			}
		}
	})
}
