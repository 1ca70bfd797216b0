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
	if p.Out || p.Waiting {
		return ""
	}
	return poisonBadge(f, p.Poison)
}

// poisonBadge is n poison counters shown (tableview.Seat.Poison), "" for
// none.
func poisonBadge(f Frame, n int) string {
	if n <= 0 {
		return ""
	}
	return f.Styles.Counter.Render(f.Words.Poison.Badge(n))
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
