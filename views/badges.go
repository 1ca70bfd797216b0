package views

import (
	"strconv"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// PoisonBadge is a player's poison counters, "☠ 3", or "" for a player
// with none, out of the game or waiting (whose counters go back to 0 on
// entry, C-11).
func PoisonBadge(f Frame, p rules.Player) string {
	st, wd := f.Styles, f.Words
	if p.Poison <= 0 || p.Out || p.Waiting {
		return ""
	}
	return st.Counter.Render(wd.Poison.Badge(p.Poison))
}

// Counters draws passivity counters as filled and empty dots: ●● ●○ ○○.
func Counters(n int, st styles.Styles) string {
	n = max(0, min(n, 2))
	return st.Counter.Render(strings.Repeat("●", n)) + st.CounterEmpty.Render(strings.Repeat("○", 2-n))
}

// ProtectionBadge shows protection rounds: "◆3" or, wide, "◆ 3 rounds"; a
// countdown that has not started yet (L-9) is marked with "from next turn"
// when wide.
func ProtectionBadge(f Frame, p rules.Protection, wide bool) string {
	st, wd := f.Styles, f.Words
	if !wide {
		return st.BadgeProtect.Render("◆" + strconv.Itoa(p.Rounds))
	}
	text := "◆ " + wd.Common.Rounds(p.Rounds)
	return st.BadgeProtect.Render(text)
}
