package views

import (
	"strings"

	"rolekeeper/styles"
	"rolekeeper/wording"
)

// lifeStyle is the ink of a seat card's life total in text: a change
// being entered, out or waiting, low (5 or less), or plain.
func (v seatView) lifeStyle(st styles.Styles) styles.Ink {
	switch {
	case v.pending:
		return st.LifePending
	case v.out || v.waiting:
		return st.LifeOut
	case v.life <= 5:
		return st.LifeLow
	}
	return st.Life
}

// bigLifeStyle is the ink of the life total in big digits: the digits of
// the living never look like those of players who are out.
func (v seatView) bigLifeStyle(st styles.Styles) styles.Ink {
	switch {
	case v.pending:
		return st.LifePendingBig
	case v.out || v.waiting:
		return st.LifeOutBig
	case v.life <= 5:
		return st.LifeLowBig
	}
	return st.LifeBig
}

func (v seatView) shownLife() int {
	if v.pending {
		return v.pendingLife
	}
	return v.life
}

// lifeText is the life total as a number; long adds the word "life".
func (v seatView) lifeText(st styles.Styles, long bool) string {
	if v.waiting {
		if long {
			return st.LifeOut.Render(v.words.Seat.WaitsToEnter)
		}
		return st.LifeOut.Render(v.words.Common.WaitingLife)
	}
	if v.out && !v.pending { // out of the game: no life total that counts
		if long {
			return st.LifeOut.Render(v.words.Common.Out)
		}
		return st.LifeOut.Render(v.words.Common.WaitingLife)
	}
	text := wording.Number(v.shownLife())
	if long {
		text = v.words.Common.Life(v.shownLife())
	}
	return v.lifeStyle(st).Render(text)
}

// bigLife draws the life total in large type (huge: very large), centred,
// or as a plain number when it does not fit.
func (v seatView) bigLife(st styles.Styles, w int, huge bool) string {
	n := v.shownLife()
	draw, width, height := Big, BigWidth(n), BigHeight
	if huge {
		draw, width, height = Huge, HugeWidth(n), HugeHeight
	}
	if width > w || v.waiting || (v.out && !v.pending) {
		pad := strings.Repeat("\n", (height-1)/2)
		return pad + center(st.Cells, v.lifeText(st, true), w) + pad + strings.Repeat("\n", (height-1)%2)
	}
	lines := strings.Split(draw(n), "\n")
	style := v.bigLifeStyle(st)
	for i, l := range lines {
		lines[i] = center(st.Cells, style.Render(l), w)
	}
	return strings.Join(lines, "\n")
}

// nameLifeLine is the name on the left and the life total on the right,
// for cards without a line of their own for the life total.
func (v seatView) nameLifeLine(st styles.Styles, w int) string {
	life := " " + v.lifeText(st, false)
	if v.waiting {
		life = " " + st.BadgeWaiting.Render(v.words.Seat.Waiting)
	}
	return v.nameLine(st, w-textWidth(st.Cells, life), false) + life
}
