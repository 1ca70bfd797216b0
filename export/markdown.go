package export

import (
	"bufio"
	"fmt"
	"strings"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// writeMarkdown writes the summary as a Markdown document in the words of
// wd: a title, the outcome, the length of the game, a standings table,
// the eliminations, the variant's own figures (with the reasons of points
// given by hand) and the life every player lost and dealt. Numbers take the true
// minus sign, as on the summary screen.
//
// The lists (eliminations, points given by hand) are written item by item
// as lists gives them; w's error is the caller's to read (Flush).
func writeMarkdown(b *bufio.Writer, st rules.State, s rules.Summary, lists Lists, info journal.Info, wd *wording.Words) error {
	fmt.Fprintf(b, "# %s\n\n", mdEscape(wd.Export.Title(wd.Common.Variant(s.Variant), info.Name)))
	fmt.Fprintf(b, "%s\n\n", outcome(st, s, wd))
	fmt.Fprintf(b, "%s\n\n", length(st, s, info, wd))
	standingsTable(b, st, s, wd)
	if err := eliminationsTable(b, st, lists, wd); err != nil {
		return err
	}
	if s.Variant == rules.Lord {
		pointsTable(b, s, wd, info.TurnTimes)
		if err := handPointsTable(b, st, lists, wd); err != nil {
			return err
		}
	} else {
		passivityTable(b, s, wd, info.TurnTimes)
	}
	lifeTable(b, st, s, wd)
	return nil
}

// names are the escaped names of seats.
func names(st rules.State, seats []int) []string {
	out := make([]string, len(seats))
	for i, seat := range seats {
		out[i] = mdEscape(st.Name(seat))
	}
	return out
}

// outcome says who won, in bold.
func outcome(st rules.State, s rules.Summary, wd *wording.Words) string {
	t := wd.Export
	switch {
	case !s.Over:
		return t.InProgress(mdEscape(st.Name(st.Active)))
	case len(s.Winners) == 1:
		return t.Winner(mdEscape(st.Name(s.Winners[0]))) + targetNote(st, s, wd)
	case len(s.Winners) > 1:
		return t.Winners(names(st, s.Winners)) + targetNote(st, s, wd)
	case s.Variant == rules.Buhmann && st.Remaining() == 0 && len(s.Eliminations) > 0:
		last := s.Eliminations[len(s.Eliminations)-1].Event
		var out []int
		for _, e := range s.Eliminations {
			if e.Event == last {
				out = append(out, e.Seat)
			}
		}
		return t.Draw(names(st, out))
	case s.Variant == rules.Lord || st.Remaining() == 0:
		return t.DrawnOut
	}
	return t.EndedEarly
}

func targetNote(st rules.State, s rules.Summary, wd *wording.Words) string {
	if s.Variant != rules.Lord {
		return ""
	}
	return wd.Export.TargetNote(st.Players[s.Winners[0]].Points, st.Setup.Target)
}

// length gives players, rounds, turns, the duration and the time of day.
func length(st rules.State, s rules.Summary, info journal.Info, wd *wording.Words) string {
	c := wd.Common
	parts := []string{c.Players(len(st.Players)), c.Rounds(s.Rounds), c.Turns(s.Turns)}
	if d := info.Duration(); d > 0 {
		parts = append(parts, c.Duration(d))
	}
	text := strings.Join(parts, " · ")
	if !info.Start.IsZero() {
		text += " (" + wd.Export.Period(info.Start, info.End) + ")"
	}
	return text
}

// row writes a row of a Markdown table.
func row(b *bufio.Writer, cells ...string) {
	b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
}

func standingsTable(b *bufio.Writer, st rules.State, s rules.Summary, wd *wording.Words) {
	t, sum := wd.Export, wd.Summary
	b.WriteString("## " + t.Standings + "\n\n")
	if s.Variant == rules.Lord {
		row(b, t.Place, sum.Player, sum.Points, sum.Life, wd.Poison.ExportHead, t.PlayersEliminated)
		b.WriteString("|---:|---|---:|---:|---:|---:|\n")
	} else {
		row(b, t.Place, sum.Player, sum.Life, wd.Poison.ExportHead, t.PlayersEliminated)
		b.WriteString("|---:|---|---:|---:|---:|\n")
	}
	for _, p := range s.Standings {
		name := mdEscape(p.Name)
		if p.Winner {
			name = "**" + name + "** (" + wd.Common.Winner + ")"
		} else if p.Out {
			name += " (" + wd.Common.Out + ")"
		}
		life := wording.Number(p.Life)
		if p.Seat >= 0 && p.Seat < len(st.Players) && st.Players[p.Seat].Waiting {
			life = wd.Common.WaitingLife // as on the seat: no life total yet (L-6)
		}
		place, out, poison := fmt.Sprint(p.Place), fmt.Sprint(p.Stats.Eliminated), fmt.Sprint(p.Poison)
		if s.Variant == rules.Lord {
			row(b, place, name, wording.Number(p.Points), life, poison, out)
		} else {
			row(b, place, name, life, poison, out)
		}
	}
	b.WriteString("\n")
	decksList(b, s, wd)
}

// decksList lists the decks each player played, when any was said: the
// last the one at the end.
func decksList(b *bufio.Writer, s rules.Summary, wd *wording.Words) {
	var lines []string
	for _, p := range s.Standings {
		if len(p.Decks) > 0 {
			lines = append(lines, "- "+mdEscape(p.Name)+": "+mdEscape(strings.Join(p.Decks, " → ")))
		}
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("## " + wd.Decks.Played + "\n\n" + strings.Join(lines, "\n") + "\n\n")
}

func eliminationsTable(b *bufio.Writer, st rules.State, lists Lists, wd *wording.Words) error {
	t := wd.Export
	b.WriteString("## " + t.Eliminations + "\n\n")
	n := 0
	err := lists.Eliminations(func(e rules.Elimination) error {
		if n++; n == 1 {
			row(b, t.Round, t.Turn, wd.Summary.Player, t.EliminatedBy, t.How)
			b.WriteString("|---:|---:|---|---|---|\n")
		}
		by := "—"
		if e.Culprit != rules.NoSeat {
			by = mdEscape(st.Name(e.Culprit))
			if e.Culprit == e.Seat {
				by += " (" + t.Themselves + ")"
			}
		}
		row(b, fmt.Sprint(e.Round), fmt.Sprint(e.Turn), mdEscape(st.Name(e.Seat)), by, wd.Common.Cause(e.Cause))
		return nil
	})
	if n == 0 {
		b.WriteString(t.NobodyOut + "\n")
	}
	b.WriteString("\n")
	return err
}

// pointsTable shows every player's points by source, leaving out the
// sources nobody scored from, their turns taken and the turns while they
// were the Lord, with a legend.
func pointsTable(b *bufio.Writer, s rules.Summary, wd *wording.Words, turns []time.Duration) {
	t, sum := wd.Export, wd.Summary
	var sources []rules.PointSource
	for src := range rules.PointSourceCount {
		for _, p := range s.Standings {
			if p.PointsBySource[src] != 0 {
				sources = append(sources, src)
				break
			}
		}
	}
	b.WriteString("## " + t.PointsBySource + "\n\n")
	head := []string{sum.Player}
	for _, src := range sources {
		head = append(head, t.SourceHeading(src))
	}
	head = append(head, t.Total, sum.TurnsTaken, sum.TurnsWhileLord)
	if turns != nil {
		head = append(head, sum.TurnTime)
	}
	row(b, head...)
	b.WriteString("|---|" + strings.Repeat("---:|", len(head)-1) + "\n")
	for _, p := range s.Standings {
		cells := []string{mdEscape(p.Name)}
		for _, src := range sources {
			cells = append(cells, wording.Signed(p.PointsBySource[src]))
		}
		cells = append(cells, wording.Number(p.Points), fmt.Sprint(p.Stats.TurnsTaken), fmt.Sprint(p.Stats.TurnsAsLord))
		row(b, withTurnTime(cells, turns, p.Seat, wd)...)
	}
	b.WriteString("\n" + sum.TurnsWhileLord + ": " + sum.TurnsWhileLegend + ".\n\n")
}

func passivityTable(b *bufio.Writer, s rules.Summary, wd *wording.Words, turns []time.Duration) {
	t, sum := wd.Export, wd.Summary
	b.WriteString("## " + t.ITAndPassivity + "\n\n")
	head := []string{sum.Player, sum.TurnsTaken, sum.TurnsWhileIT, t.LostLife}
	if turns != nil {
		head = append(head, sum.TurnTime)
	}
	row(b, head...)
	b.WriteString("|---|" + strings.Repeat("---:|", len(head)-1) + "\n")
	for _, p := range s.Standings {
		cells := []string{mdEscape(p.Name), fmt.Sprint(p.Stats.TurnsTaken), fmt.Sprint(p.Stats.TurnsAsIT), fmt.Sprint(p.Stats.PassivityLost)}
		row(b, withTurnTime(cells, turns, p.Seat, wd)...)
	}
	b.WriteString("\n" + sum.TurnsWhileIT + ": " + sum.TurnsWhileLegend + ".\n\n")
}

// withTurnTime adds seat's turn time to a row of cells when the turn
// times are known.
func withTurnTime(cells []string, turns []time.Duration, seat int, wd *wording.Words) []string {
	switch {
	case turns == nil:
		return cells
	case seat < 0 || seat >= len(turns):
		return append(cells, wd.Summary.NoLifeLost)
	}
	return append(cells, wd.Common.Duration(turns[seat]))
}

// handPointsTable lists the points given by hand with their reasons
// (L-11); a game without any has none.
func handPointsTable(b *bufio.Writer, st rules.State, lists Lists, wd *wording.Words) error {
	t, sum := wd.Export, wd.Summary
	n := 0
	err := lists.HandPoints(func(h rules.HandPoints) error {
		if n++; n == 1 {
			b.WriteString("## " + sum.HandPointsTitle + "\n\n")
			row(b, t.Round, t.Turn, sum.Player, sum.Points, sum.Reason)
			b.WriteString("|---:|---:|---|---:|---|\n")
		}
		row(b, fmt.Sprint(h.Round), fmt.Sprint(h.Turn), mdEscape(st.Name(h.Seat)), wording.Signed(h.Delta), mdEscape(h.Reason))
		return nil
	})
	if n > 0 {
		b.WriteString("\n")
	}
	return err
}

// lifeTable shows the life every player lost, and to whom, and the life
// they dealt to others, and to whom (C-4, B-6): the last table, which
// the document ends with.
func lifeTable(b *bufio.Writer, st rules.State, s rules.Summary, wd *wording.Words) {
	sum := wd.Summary
	b.WriteString("## " + sum.LifeTitle + "\n\n")
	row(b, sum.Player, sum.Lost, sum.LostTo, sum.Dealt, sum.DealtTo)
	b.WriteString("|---|---:|---|---:|---|\n")
	escaped := names(st, seatsOf(st))
	for _, p := range s.Standings {
		row(b, mdEscape(p.Name), fmt.Sprint(p.LifeLost), wd.LifeShares(escaped, p.Seat, p.LostTo),
			fmt.Sprint(p.LifeDealt), wd.LifeShares(escaped, p.Seat, p.DealtTo))
	}
}

// seatsOf is every seat of the game, in order.
func seatsOf(st rules.State) []int {
	seats := make([]int, len(st.Players))
	for i := range seats {
		seats[i] = i
	}
	return seats
}

// mdEscape escapes the characters that could change a Markdown table cell
// or heading, so that any player name shows as typed.
func mdEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>|#~!", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
