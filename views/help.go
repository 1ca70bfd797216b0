package views

import (
	"slices"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// HelpScreen draws the full help w cells wide and h lines high: the key
// bindings (already drawn by the bubbles help model) and what the badges
// and glyphs on the seats mean, and what the mouse does. When it is too
// tall, the blank lines between its parts go first, then the note on the
// mouse; what still does not fit is cut with a last line that says more
// follows, never silently.
func HelpScreen(f Frame, keys string, variant rules.Variant, help string) string {
	st, wd, w, h := f.Styles, f.Words, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	t := wd.Help
	heading := st.Bold.Render(t.Heading)
	poison := st.Counter.Render("☠")
	legend := []string{legendLine(t.Seats, st.SeatNumber.Render("3"), t.SeatNumber)}
	if variant == rules.Lord {
		legend = append(legend,
			legendLine(st.BadgeLord.Render(wd.Seat.Lord), t.Lord, st.BadgeWaiting.Render(wd.Seat.Waiting), t.Waiting,
				st.PairStyle(0).Render("["+wording.PairLetter(0)+"]"), t.Pair),
			legendLine(st.BadgeProtect.Render("◆3"), t.Protection, "★", t.Leader, poison, wd.Poison.Help))
	} else {
		legend = append(legend,
			legendLine(st.BadgeIT.Render(wd.Seat.IT), t.IT, st.BadgeOut.Render(wd.Seat.Out), t.Out),
			legendLine(Counters(2, st), t.Counters, poison, wd.Poison.Help))
	}
	life := st.Muted.Render(t.Life)
	mouse := st.Muted.Render(t.Mouse)
	title := st.Banner.Render(t.Title(wd.Common.Variant(variant)))
	keyLines := strings.Split(keys, "\n")
	wrapAll := func(ls []string) []string {
		var out []string
		for _, l := range ls {
			out = append(out, wrap(st.Cells, l, w)...)
		}
		return out
	}
	room := max(h-1, 1)
	lines := slices.Concat([]string{title, ""}, keyLines, []string{"", heading}, wrapAll(legend), []string{""}, wrap(st.Cells, life, w),
		wrap(st.Cells, mouse, w))
	if len(lines) > room {
		// Tight: no blank lines between the parts, the heading on the
		// legend's first line.
		legend[0] = heading + ": " + legend[0]
		lines = slices.Concat([]string{title}, keyLines, wrapAll(legend), wrap(st.Cells, life, w), wrap(st.Cells, mouse, w))
	}
	if len(lines) > room {
		lines = lines[:len(lines)-len(wrap(st.Cells, mouse, w))] // the mouse only points: its note gives way first
	}
	if len(lines) > room {
		lines = append(lines[:room-1], st.Muted.Render(cut(st.Cells, t.More, w)))
	}
	return Fit(st.Cells, Fit(st.Cells, strings.Join(lines, "\n"), w, room)+"\n"+cut(st.Cells, help, w), w, h)
}

// legendLine writes a line of the legend from the help's texts, each glyph
// or badge followed by what it means: "IT the IT (B-2, B-3) · OUT
// eliminated". The first text may stand alone, without a glyph before it.
func legendLine(parts ...string) string {
	var items []string
	if len(parts)%2 == 1 {
		items, parts = append(items, parts[0]), parts[1:]
	}
	for i := 0; i+1 < len(parts); i += 2 {
		items = append(items, parts[i]+" "+parts[i+1])
	}
	return strings.Join(items, " · ")
}
