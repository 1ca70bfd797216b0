package views

import (
	"slices"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// HelpScreen draws the full help w cells wide and h lines high: the key
// bindings (already drawn by the bubbles help model) and what the badges
// and glyphs on the seats mean. When it is too tall, the blank lines
// between its parts go first; what still does not fit is cut with a last
// line that says more follows, never silently.
func HelpScreen(keys string, variant rules.Variant, st styles.Styles, help string, w, h int) string {
	if TooSmallFor(w, h) {
		return TooSmall(st, w, h)
	}
	heading := st.Bold.Render("On the seats")
	legend := []string{
		"▶ and a double border: the active player · thick border: the selected seat · " +
			st.SeatNumber.Render("3") + " top left: the seat's number (digit keys; 0 is 10)",
	}
	if variant == rules.Lord {
		legend = append(legend,
			st.BadgeLord.Render("LORD")+" the Lord (L-3) · "+st.BadgeWaiting.Render("WAITING")+" waits to enter (L-6) · "+
				st.PairStyle(0).Render("[A]")+" pair letter: paired opponents share it (L-2)",
			st.BadgeProtect.Render("◆3")+" protected for 3 more rounds (L-8, L-9) · ★ most points (L-5)")
	} else {
		legend = append(legend,
			st.BadgeIT.Render("IT")+" the IT (B-2, B-3) · "+st.BadgeOut.Render("OUT")+" eliminated",
			Counters(2, st)+" passivity counters: at the start of a turn lose 1 life each, then gain one (B-6);"+
				" with 2 no life gain (B-7)")
	}
	life := st.Muted.Render("Life: select a seat, then − and + (a burst of presses is one change, entered after a " +
		"moment or with Enter). u undoes any event, r redoes it.")
	title := st.Banner.Render("Help · " + variant.Title())
	keyLines := strings.Split(keys, "\n")
	wrapAll := func(ls []string) []string {
		var out []string
		for _, l := range ls {
			out = append(out, wrap(l, w)...)
		}
		return out
	}
	room := max(h-1, 1)
	lines := slices.Concat([]string{title, ""}, keyLines, []string{"", heading}, wrapAll(legend), []string{""}, wrap(life, w))
	if len(lines) > room {
		// Tight: no blank lines between the parts, the heading on the
		// legend's first line.
		legend[0] = heading + ": " + legend[0]
		lines = slices.Concat([]string{title}, keyLines, wrapAll(legend), wrap(life, w))
	}
	if len(lines) > room {
		lines = append(lines[:room-1], st.Muted.Render(cut("↓ more: make the window taller to see the rest", w)))
	}
	return Fit(Fit(strings.Join(lines, "\n"), w, room)+"\n"+cut(help, w), w, h)
}
