package rules

import (
	"fmt"
	"strings"
)

// RuleError is a refused event or setup (C-7). It holds no words, so that
// every language can say it: Rule is the id of the rule of RULES.md that
// refuses it, for example "B-3"; Key says what is refused and Args the
// seats, numbers and text the reason names. Package wording says it in
// words, as "B-3: only the IT (Ana) may be attacked; Cem is not the IT".
type RuleError struct {
	Rule string
	Key  RefusalKey
	Args RefusalArgs
	// Names are the players' names by seat, for the seats of Args; nil
	// when the refusal names no seat.
	Names []string
}

// Error implements error with the rule id first, as C-7 asks, and the key
// and arguments for a developer: "B-3: attack-not-it seats=[2 1]". People
// read the reason in words from package wording.
func (e *RuleError) Error() string {
	var b strings.Builder
	b.WriteString(e.Rule + ": " + e.Key.String())
	a := e.Args
	if len(a.Seats) > 0 {
		fmt.Fprintf(&b, " seats=%v", a.Seats)
	}
	if len(a.Numbers) > 0 {
		fmt.Fprintf(&b, " numbers=%v", a.Numbers)
	}
	if a.Text != "" {
		fmt.Fprintf(&b, " text=%q", cut(a.Text))
	}
	if a.Part != PartNone {
		fmt.Fprintf(&b, " part=%s", a.Part)
	}
	if a.Name != nil {
		fmt.Fprintf(&b, " (%v)", a.Name)
	}
	return b.String()
}

// RefusalArgs are what a refusal names. Which fields a key uses is said at
// the RefusalKey constants; the others are empty.
type RefusalArgs struct {
	// Seats are players, by seat; RuleError.Names gives their names.
	Seats []int
	// Numbers are counts, limits, refused values, seat numbers that name
	// nobody and code points of characters.
	Numbers []int
	// Text is text of the event or setup: a name, a target kind, a cause,
	// the Go type of an unknown event.
	Text string
	// Part is the part of an event that names the seat (C-6a).
	Part EventPart
	// Variant is the variant of a setup.
	Variant Variant
	// Name is the refusal of one name of a setup (C-1).
	Name *RuleError
}

// EventPart names the part of an event that names seats (C-6a).
type EventPart uint8

// The parts of events that name seats.
const (
	PartNone       EventPart = iota
	PartAttacker             // Attack.Attacker
	PartDefenders            // Attack.Defenders
	PartActor                // Target.Actor
	PartOwner                // Target.Owner
	PartLifeChange           // the seats of LifeChange.Changes
	PartSource               // LifeChange.Source
	PartEliminated           // Eliminate.Seats
	PartCulprit              // Eliminate.Culprit
	PartPoints               // Points.Seat
	PartPoison               // the seats of Poison.Changes
	PartDeck                 // Deck.Seat
	// EventPartCount is the number of event parts.
	EventPartCount
)

// String returns the part's identifier, for developers.
func (p EventPart) String() string {
	ids := [EventPartCount]string{"none", "attacker", "defenders", "actor", "owner", "life-change",
		"source", "eliminated", "culprit", "points", "poison", "deck"}
	if p < EventPartCount {
		return ids[p]
	}
	return fmt.Sprintf("part-%d", p)
}

// refuse builds a RuleError that names no seat.
func refuse(rule string, key RefusalKey, args RefusalArgs) error {
	return &RuleError{Rule: rule, Key: key, Args: args}
}

// refuse builds a RuleError whose seats are players of the game.
func (a *applier) refuse(rule string, key RefusalKey, args RefusalArgs) error {
	return &RuleError{Rule: rule, Key: key, Args: args, Names: a.s.Setup.Players}
}

// seats are arguments that name players.
func seats(s ...int) RefusalArgs { return RefusalArgs{Seats: s} }

// numbers are arguments that are numbers.
func numbers(n ...int) RefusalArgs { return RefusalArgs{Numbers: n} }

// cut is the start of a refused text for a developer's message: at most
// 40 characters, with "…" when cut, so that a huge name is never repeated
// whole.
func cut(text string) string {
	n := 0
	for i := range text {
		if n == 40 {
			return text[:i] + "…"
		}
		n++
	}
	return text
}
