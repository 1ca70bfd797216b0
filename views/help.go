package views

import (
	"strings"

	"rolekeeper/rules"
)

// HelpScreen draws the full help w cells wide and h lines high: the key
// bindings (already drawn by the bubbles help model) and what the badges
// and glyphs on the seats mean.
func HelpScreen(keys string, variant rules.Variant, st Styles, help string, w, h int) string {
	if TooSmallFor(w, h) {
		return TooSmall(st, w, h)
	}
	legend := []string{
		st.Bold.Render("On the seats"),
		"▶ and a double border: the active player · thick border: the selected seat · " +
			st.SeatNumber.Render("3") + " in the top border: the seat's number, as the digit keys count (0 is 10)",
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
	legend = append(legend, "",
		st.Muted.Render("Life: select a seat, then − and + (a burst of presses is one change, entered after a "+
			"moment or with Enter). Every event can be undone with u and redone with r."))
	title := st.Banner.Render("Help · " + variant.Title())
	var wrapped []string
	for _, l := range legend {
		if l == "" {
			wrapped = append(wrapped, "")
			continue
		}
		wrapped = append(wrapped, wrap(l, w)...)
	}
	body := strings.Join([]string{title, "", keys, "", strings.Join(wrapped, "\n")}, "\n")
	return Fit(Fit(body, w, h-1)+"\n"+cut(help, w), w, h)
}
