package views

import (
	"strconv"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// sumColumn is one right-aligned column of the standings: its long and
// short head, its least width under the long head and its cells, a row
// a player.
type sumColumn struct {
	long, short string
	least       int
	cells       []string
	// spare is the column the standings leave out first when even the
	// short heads leave the names no room: the turns each player took,
	// which the facts line's turns and rounds already tell roughly.
	spare bool
}

// head is the column's head in the layout.
func (k sumColumn) head(l sumLayout) string {
	if l.short {
		return k.short
	}
	return k.long
}

// width is the column's width in the layout, the spaces before it
// included; 0 when the layout leaves it out.
func (k sumColumn) width(c styles.Cells, l sumLayout) int {
	if k.spare && l.drop {
		return 0
	}
	if !l.short {
		return headedColumn(c, k.least, k.long)
	}
	w := textWidth(c, k.short)
	for _, x := range k.cells {
		w = max(w, textWidth(c, x))
	}
	return w + 1 // a space before the widest, as headedColumn leaves
}

// sumLayout is how the standings fit their width: the long heads, or the
// short ones, then without the spare column; the name column's and the
// last free column's (Lord's points by source) widths.
type sumLayout struct {
	short, drop  bool
	nameW, tailW int
}

// columnsWidth is the width of the columns in the layout.
func columnsWidth(c styles.Cells, cols []sumColumn, l sumLayout) int {
	n := 0
	for _, k := range cols {
		n += k.width(c, l)
	}
	return n
}

// layoutStandings chooses the first layout in which every column, every
// name and the tail read whole in w cells: the long heads, the short
// heads, the short heads without the spare column. When none does, the
// last is taken, and the tail (down to tail.least), then the names (down
// to 8 cells) are cut: at 80 columns only the longest names of German
// Buhmann with a rating change are.
func layoutStandings(c styles.Cells, cols []sumColumn, nameNeed int, tail sumTail, w int) sumLayout {
	for _, l := range []sumLayout{{}, {short: true}, {short: true, drop: true}} {
		tailNeed := tail.need(l)
		if 4+nameNeed+columnsWidth(c, cols, l)+tailNeed <= w {
			l.nameW, l.tailW = nameNeed, tailNeed
			return l
		}
	}
	l := sumLayout{short: true, drop: true}
	room := w - 4 - columnsWidth(c, cols, l)
	l.tailW = min(tail.short, max(room-nameNeed, tail.least))
	l.nameW = max(min(nameNeed, room-l.tailW), 8)
	return l
}

// sumTail is the widths of the free text after the columns (Lord's
// points by source, two spaces before it): whole under the long head or
// the short one, and the least it is cut to; all 0 for none.
type sumTail struct{ long, short, least int }

// need is the tail's width whole in the layout.
func (t sumTail) need(l sumLayout) int {
	if l.short {
		return t.short
	}
	return t.long
}

// nameNeed is the width the name column needs for every name whole, with
// its star and a space after it, and for its head.
func nameNeed(c styles.Cells, sum rules.Summary, head string) int {
	w := textWidth(c, head) + 1
	for _, s := range sum.Standings {
		w = max(w, textWidth(c, s.Name)+3)
	}
	return max(min(w, 2*rules.MaxNameLength+3), 8)
}

// standingColumns are the variant's columns after the names: the rating
// change, then life or points, poison, the turns taken and the turns in
// the role, and Buhmann's passivity loss and eliminations.
func standingColumns(c styles.Cells, sum rules.Summary, wd *wording.Words, extra SummaryExtra) []sumColumn {
	t := wd.Summary
	var cols []sumColumn
	each := func(f func(rules.Standing) string) []string {
		out := make([]string, len(sum.Standings))
		for i, s := range sum.Standings {
			out[i] = f(s)
		}
		return out
	}
	if extra.Changes != nil {
		cols = append(cols, sumColumn{long: extra.ChangeHead, short: extra.ChangeHead, least: extra.changeColumn(c), cells: each(func(s rules.Standing) string {
			if s.Seat < 0 || s.Seat >= len(extra.Changes) {
				return ""
			}
			return extra.Changes[s.Seat]
		})})
	}
	if sum.Variant == rules.Lord {
		cols = append(cols, sumColumn{long: t.Points, short: t.Points, least: 7, cells: each(func(s rules.Standing) string { return wording.Number(s.Points) })})
	} else {
		cols = append(cols, sumColumn{long: t.Life, short: t.Life, least: 6, cells: each(func(s rules.Standing) string {
			if s.Out {
				return t.Out
			}
			return wording.Number(s.Life)
		})})
	}
	if poisonColumn(c, sum, wd) > 0 {
		cols = append(cols, sumColumn{long: wd.Poison.Column, short: wd.Poison.Column, least: 3, cells: each(func(s rules.Standing) string {
			if !poisonShown(s) {
				return ""
			}
			return strconv.Itoa(s.Poison)
		})})
	}
	cols = append(cols, sumColumn{long: t.TurnsTaken, short: t.Short.TurnsTaken, least: textWidth(c, t.TurnsTaken) + 2, spare: true,
		cells: each(func(s rules.Standing) string { return strconv.Itoa(s.Stats.TurnsTaken) })})
	if sum.Variant == rules.Lord {
		return append(cols, sumColumn{long: t.TurnsWhileLord, short: t.Short.TurnsWhileLord, least: textWidth(c, t.TurnsWhileLord) + 2,
			cells: each(func(s rules.Standing) string { return strconv.Itoa(s.Stats.TurnsAsLord) })})
	}
	return append(cols,
		sumColumn{long: t.TurnsWhileIT, short: t.Short.TurnsWhileIT, least: textWidth(c, t.TurnsWhileIT) + 2,
			cells: each(func(s rules.Standing) string { return strconv.Itoa(s.Stats.TurnsAsIT) })},
		sumColumn{long: t.PassivityLoss, short: t.Short.PassivityLoss, least: 16,
			cells: each(func(s rules.Standing) string { return strconv.Itoa(s.Stats.PassivityLost) })},
		sumColumn{long: t.Eliminated, short: t.Eliminated, least: 12,
			cells: each(func(s rules.Standing) string { return strconv.Itoa(s.Stats.Eliminated) })})
}
