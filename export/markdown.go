package export

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// writeMarkdown writes the summary as a Markdown document: a title, the
// outcome, the length of the game, a standings table, the eliminations and
// the variant's own figures.
func writeMarkdown(w io.Writer, st rules.State, s rules.Summary, info journal.Info) error {
	var b strings.Builder
	title := s.Variant.Title()
	if info.Name != "" {
		title += " — " + info.Name
	}
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(title))
	fmt.Fprintf(&b, "%s\n\n", outcome(st, s))
	fmt.Fprintf(&b, "%s\n\n", length(st, s, info))
	standingsTable(&b, st, s)
	eliminationsTable(&b, st, s)
	if s.Variant == rules.Lord {
		pointsTable(&b, s)
	} else {
		passivityTable(&b, s)
	}
	_, err := io.WriteString(w, strings.TrimSuffix(b.String(), "\n"))
	return err
}

// outcome says who won, in bold.
func outcome(st rules.State, s rules.Summary) string {
	names := make([]string, len(s.Winners))
	for i, seat := range s.Winners {
		names[i] = mdEscape(st.Name(seat))
	}
	switch {
	case !s.Over:
		return fmt.Sprintf("**Game in progress:** %s to play.", mdEscape(st.Name(st.Active)))
	case len(names) == 1:
		return fmt.Sprintf("**Winner: %s**%s", names[0], targetNote(st, s))
	case len(names) > 1:
		return fmt.Sprintf("**Winners: %s** (shared victory)%s", joinAnd(names), targetNote(st, s))
	case s.Variant == rules.Buhmann && st.Remaining() == 0 && len(s.Eliminations) > 0:
		last := s.Eliminations[len(s.Eliminations)-1].Event
		var out []string
		for _, e := range s.Eliminations {
			if e.Event == last {
				out = append(out, mdEscape(st.Name(e.Seat)))
			}
		}
		return "**No winner:** a draw — " + joinAnd(out) + " went out together (B-10)."
	case s.Variant == rules.Lord || st.Remaining() == 0:
		return "**No winner:** the game ended in a draw."
	}
	return "**No winner:** the game was ended early."
}

func targetNote(st rules.State, s rules.Summary) string {
	if s.Variant != rules.Lord {
		return ""
	}
	p := st.Players[s.Winners[0]].Points
	return fmt.Sprintf(" with %d points (target %d).", p, st.Setup.Target)
}

// length gives players, rounds, turns, the duration and the time of day.
func length(st rules.State, s rules.Summary, info journal.Info) string {
	parts := []string{
		fmt.Sprintf("%d players", len(st.Players)),
		plural(s.Rounds, "round"),
		plural(s.Turns, "turn"),
	}
	if d := info.Duration(); d > 0 {
		parts = append(parts, wording.English().Common.Duration(d))
	}
	text := strings.Join(parts, " · ")
	if !info.Start.IsZero() {
		text += fmt.Sprintf(" (%s to %s)", info.Start.Format("Mon 2 Jan 2006 15:04"), info.End.Format("15:04 MST"))
	}
	return text
}

func standingsTable(b *strings.Builder, st rules.State, s rules.Summary) {
	b.WriteString("## Standings\n\n")
	if s.Variant == rules.Lord {
		b.WriteString("| Place | Player | Points | Life | Players eliminated |\n|---:|---|---:|---:|---:|\n")
	} else {
		b.WriteString("| Place | Player | Life | Players eliminated |\n|---:|---|---:|---:|\n")
	}
	for _, p := range s.Standings {
		name := mdEscape(p.Name)
		if p.Winner {
			name = "**" + name + "** (winner)"
		} else if p.Out {
			name += " (out)"
		}
		life := strconv.Itoa(p.Life)
		if p.Seat >= 0 && p.Seat < len(st.Players) && st.Players[p.Seat].Waiting {
			life = wording.English().Common.WaitingLife // as on the seat: no life total yet (L-6)
		}
		if s.Variant == rules.Lord {
			fmt.Fprintf(b, "| %d | %s | %d | %s | %d |\n", p.Place, name, p.Points, life, p.Stats.Eliminated)
		} else {
			fmt.Fprintf(b, "| %d | %s | %s | %d |\n", p.Place, name, life, p.Stats.Eliminated)
		}
	}
	b.WriteString("\n")
}

func eliminationsTable(b *strings.Builder, st rules.State, s rules.Summary) {
	b.WriteString("## Eliminations\n\n")
	if len(s.Eliminations) == 0 {
		b.WriteString("Nobody was eliminated.\n\n")
		return
	}
	b.WriteString("| Round | Turn | Player | Eliminated by | How |\n|---:|---:|---|---|---|\n")
	for _, e := range s.Eliminations {
		by := "—"
		if e.Culprit != rules.NoSeat {
			by = mdEscape(st.Name(e.Culprit))
			if e.Culprit == e.Seat {
				by += " (themselves)"
			}
		}
		fmt.Fprintf(b, "| %d | %d | %s | %s | %s |\n", e.Round, e.Turn, mdEscape(st.Name(e.Seat)), by, wording.English().Common.Cause(e.Cause))
	}
	b.WriteString("\n")
}

// pointsTable shows every player's points by source, leaving out the
// sources nobody scored from, their turns taken and the turns while they
// were the Lord, with a legend.
func pointsTable(b *strings.Builder, s rules.Summary) {
	var sources []rules.PointSource
	for src := range rules.PointSourceCount {
		for _, p := range s.Standings {
			if p.PointsBySource[src] != 0 {
				sources = append(sources, src)
				break
			}
		}
	}
	b.WriteString("## Points by source\n\n| Player |")
	for _, src := range sources {
		fmt.Fprintf(b, " %s |", capitalise(src.String()))
	}
	b.WriteString(" Total | " + TurnsTakenLabel + " | " + TurnsWhileLordLabel + " |\n|---|")
	b.WriteString(strings.Repeat("---:|", len(sources)+3) + "\n")
	for _, p := range s.Standings {
		fmt.Fprintf(b, "| %s |", mdEscape(p.Name))
		for _, src := range sources {
			fmt.Fprintf(b, " %s |", signed(p.PointsBySource[src]))
		}
		fmt.Fprintf(b, " %d | %d | %d |\n", p.Points, p.Stats.TurnsTaken, p.Stats.TurnsAsLord)
	}
	b.WriteString("\n" + TurnsWhileLordLabel + ": " + TurnsWhileLegend + ".\n\n")
}

func passivityTable(b *strings.Builder, s rules.Summary) {
	b.WriteString("## The IT and passivity\n\n")
	b.WriteString("| Player | " + TurnsTakenLabel + " | " + TurnsWhileITLabel + " | Life lost to passivity |\n|---|---:|---:|---:|\n")
	for _, p := range s.Standings {
		fmt.Fprintf(b, "| %s | %d | %d | %d |\n", mdEscape(p.Name), p.Stats.TurnsTaken, p.Stats.TurnsAsIT, p.Stats.PassivityLost)
	}
	b.WriteString("\n" + TurnsWhileITLabel + ": " + TurnsWhileLegend + ".\n\n")
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

func joinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
