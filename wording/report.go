package wording

import (
	"fmt"
	"strings"

	"rolekeeper/rules"
)

// Report are the words of `rolekeeper replay --format text`: the state
// after the last record, one player a line.
type Report struct {
	// Head is the first line's start: the variant, round and turn.
	Head func(variant string, round, turn int) string
	// ToPlay, Won and NoWinner end the first line.
	ToPlay   func(name string) string
	Won      func(names []string) string
	NoWinner string
	// Player is a player's line before their roles: seat number (from
	// 1), name and life.
	Player func(number int, name string, life int) string
	// The roles and counters after it.
	Out, Waiting, IT, Lord string
	Passivity, Points      func(n int) string
	// Poison is a player's poison counters (C-11), shown once they have any.
	Poison    func(n int) string
	Protected func(rounds int, started bool) string
	// Pairs lists the pairs on the last line.
	Pairs func(pairs []PairNames) string
}

func reportEN() Report {
	return Report{
		Head: func(variant string, round, turn int) string {
			return fmt.Sprintf("%s, round %d, turn %d", variant, round, turn)
		},
		ToPlay:   func(name string) string { return ", " + name + " to play" },
		Won:      func(names []string) string { return ", game over: " + andEN(names) + " won" },
		NoWinner: ", game over: no winner",
		Player: func(number int, name string, life int) string {
			return fmt.Sprintf("%2d %s life %4d", number, padCells(name, 24), life)
		},
		Out: "out", Waiting: "waiting", IT: "IT", Lord: "Lord",
		Passivity: func(n int) string { return fmt.Sprintf("passivity %d", n) },
		Points:    func(n int) string { return fmt.Sprintf("points %d", n) },
		Poison:    func(n int) string { return fmt.Sprintf("poison %d", n) },
		Protected: func(rounds int, started bool) string {
			state := "waiting for their turn"
			if started {
				state = "counting down"
			}
			return fmt.Sprintf("protected %d rounds (%s)", rounds, state)
		},
		Pairs: func(pairs []PairNames) string {
			parts := make([]string, len(pairs))
			for i, p := range pairs {
				parts[i] = andEN(p[:])
			}
			return "pairs: " + strings.Join(parts, "; ")
		},
	}
}

// ReportText writes a replay's report for people, one player a line.
func (w *Words) ReportText(r rules.Report) string {
	t := w.Report
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
	}
	var b strings.Builder
	variant, _ := rules.ParseVariant(r.Variant)
	b.WriteString(t.Head(w.Common.Variant(variant), r.Round, r.Turn))
	switch {
	case r.Over && len(r.Winners) == 0:
		b.WriteString(t.NoWinner)
	case r.Over:
		b.WriteString(t.Won(w.SeatNames(names, r.Winners)))
	case r.Active >= 0 && r.Active < len(r.Players):
		b.WriteString(t.ToPlay(names[r.Active]))
	}
	b.WriteString("\n")
	for _, p := range r.Players {
		b.WriteString(t.Player(p.Seat+1, p.Name, p.Life) + "  " + strings.Join(w.reportRoles(r, p), ", ") + "\n")
	}
	if len(r.Pairs) > 0 {
		pairs := make([]PairNames, len(r.Pairs))
		for i, p := range r.Pairs {
			pairs[i] = PairNames{w.Name(names, p[0]), w.Name(names, p[1])}
		}
		b.WriteString(t.Pairs(pairs) + "\n")
	}
	return b.String()
}

// reportRoles are a player's roles and counters in a report.
func (w *Words) reportRoles(r rules.Report, p rules.PlayerReport) []string {
	t := w.Report
	var parts []string
	is := func(seat *int) bool { return seat != nil && *seat == p.Seat }
	switch {
	case p.Out:
		parts = append(parts, t.Out)
	case is(r.Waiting):
		parts = append(parts, t.Waiting)
	}
	if is(r.IT) {
		parts = append(parts, t.IT)
	}
	if is(r.Lord) {
		parts = append(parts, t.Lord)
	}
	if r.Variant == rules.Buhmann.String() {
		parts = append(parts, t.Passivity(p.Passivity))
	} else {
		parts = append(parts, t.Points(p.Points))
	}
	if p.Poison > 0 {
		parts = append(parts, t.Poison(p.Poison))
	}
	if p.Protection != nil {
		parts = append(parts, t.Protected(p.Protection.Rounds, p.Protection.Started))
	}
	return parts
}
