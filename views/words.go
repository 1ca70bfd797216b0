package views

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Entry is one line of the game's history as the log shows it: an event
// (nil for the start of the game) and the effects it caused, with the turn
// and round in which it was entered.
type Entry struct {
	Turn, Round int
	// Active is the active player's seat when the event was entered; for
	// undo and redo, when the event undone or redone was entered.
	Active  int
	Event   rules.Event
	Effects []rules.Effect
	// Undone marks an event that is undone now (set by Resolve).
	Undone bool
}

// Resolve works out, for a history in order, which events are undone now
// (C-8), and gives every redo the effects of the event it applied again,
// so that the log can say what the redo did. It returns new entries.
func Resolve(entries []Entry) []Entry {
	out := make([]Entry, len(entries))
	copy(out, entries)
	var done, undone []int // indexes of events, the last on top
	for i, en := range out {
		switch en.Event.(type) {
		case nil:
		case rules.Undo:
			if n := len(done); n > 0 {
				j := done[n-1]
				done, undone = done[:n-1], append(undone, j)
				out[j].Undone = true
			}
		case rules.Redo:
			if n := len(undone); n > 0 {
				j := undone[n-1]
				undone, done = undone[:n-1], append(done, j)
				out[j].Undone = false
				out[i].Effects = append(slices.Clone(en.Effects), out[j].Effects...)
			}
		default:
			done, undone = append(done, i), nil
		}
	}
	return out
}

// minus is the minus sign used for negative numbers shown to players.
const minus = "−"

// signed writes n with its sign: "+3", "−3", "0".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return minus + strconv.Itoa(-n)
	}
	return "0"
}

// plural returns "1 point", "2 points".
func plural(n int, one, many string) string {
	word := many
	if n == 1 || n == -1 {
		word = one
	}
	return number(n) + " " + word
}

// number writes n with a true minus sign when negative.
func number(n int) string {
	if n < 0 {
		return minus + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// seatName returns the name of seat, or "nobody" for NoSeat or a seat out
// of range.
func seatName(names []string, seat int) string {
	if seat < 0 || seat >= len(names) {
		return "nobody"
	}
	return names[seat]
}

// seatList names seats as "Ana, Ben and Cem".
func seatList(names []string, seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = seatName(names, s)
	}
	switch len(parts) {
	case 0:
		return "nobody"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// pairList writes pairs as "A Ana–Ben, B Cem–Dora".
func pairList(names []string, pairs []rules.Pair) string {
	parts := make([]string, len(pairs))
	for i, p := range pairs {
		parts[i] = PairLetter(i) + " " + seatName(names, p[0]) + "–" + seatName(names, p[1])
	}
	return strings.Join(parts, ", ")
}

// PairLetter names pair i: A, B, C…
func PairLetter(i int) string {
	if i < 0 || i >= 26 {
		return "?"
	}
	return string(rune('A' + i))
}

// EventText says in words what an event records, for the log and the
// recent events. A nil event is the start of the game.
func EventText(names []string, e rules.Event) string {
	switch e := e.(type) {
	case nil:
		return "The game began."
	case rules.Pass:
		return "Turn passed."
	case rules.LifeChange:
		return lifeText(names, e, nil)
	case rules.Attack:
		return seatName(names, e.Attacker) + " attacked " + seatList(names, e.Defenders) + "."
	case rules.Target:
		return targetText(names, e)
	case rules.Eliminate:
		by := ""
		if e.Culprit != rules.NoSeat {
			by = " by " + seatName(names, e.Culprit)
		}
		return fmt.Sprintf("%s eliminated%s (%s).", seatList(names, e.Seats), by, causeText(e.Cause))
	case rules.Points:
		text := fmt.Sprintf("%s %s by hand", seatName(names, e.Seat), pointsText(e.Delta))
		if e.Reason != "" {
			text += ": " + e.Reason
		}
		return text + " (L-11)."
	case rules.Roles:
		return rolesText(names, e)
	case rules.SetPairs:
		return "Pairs set by hand: " + pairList(names, e.Pairs) + " (L-7)."
	case rules.End:
		return "The game was ended early (L-12)."
	case rules.Undo:
		return "Undo."
	case rules.Redo:
		return "Redo."
	}
	return "Unknown event."
}

// lifeText says what a life change entered; the gains of the seats in
// prevented are said to be prevented (B-7), so that the line never
// claims a gain that did not happen.
func lifeText(names []string, e rules.LifeChange, prevented []int) string {
	var parts, stopped []string
	for _, c := range e.Changes {
		if slices.Contains(prevented, c.Seat) {
			stopped = append(stopped, seatName(names, c.Seat)+" "+signed(c.Delta)+" life prevented (B-7)")
			continue
		}
		parts = append(parts, seatName(names, c.Seat)+" "+signed(c.Delta))
	}
	text := ""
	if len(parts) > 0 {
		text = strings.Join(parts, ", ") + " life"
	}
	if len(stopped) > 0 {
		if text != "" {
			text += "; "
		}
		text += strings.Join(stopped, "; ")
	}
	if e.Source != rules.NoSeat {
		text += " (source " + seatName(names, e.Source) + ")"
	}
	return text + "."
}

func targetText(names []string, e rules.Target) string {
	actor := seatName(names, e.Actor)
	if e.Kind == rules.TargetPlayer {
		if e.Owner == e.Actor {
			return actor + " targeted themselves."
		}
		return actor + " targeted " + seatName(names, e.Owner) + "."
	}
	owner := seatName(names, e.Owner) + "'s"
	if e.Owner == e.Actor {
		owner = "their own"
	}
	return fmt.Sprintf("%s targeted %s %s.", actor, owner, TargetKindText(e.Kind))
}

// TargetKindText names a kind of target for players.
func TargetKindText(k rules.TargetKind) string {
	switch k {
	case rules.TargetPlayer:
		return "player"
	case rules.TargetPermanent:
		return "permanent"
	case rules.TargetSpell:
		return "spell"
	case rules.TargetLibrary:
		return "library"
	case rules.TargetGraveyard:
		return "graveyard"
	}
	return string(k)
}

// causeText names the cause of an elimination in the words every export
// uses too (package wording).
func causeText(c rules.Cause) string { return wording.Cause(c) }

// CauseText names the cause of an elimination for players.
func CauseText(c rules.Cause) string { return causeText(c) }

func pointsText(n int) string {
	if n == 1 || n == -1 {
		return signed(n) + " point"
	}
	return signed(n) + " points"
}

func rolesText(names []string, e rules.Roles) string {
	text := "Roles set: Lord " + seatName(names, e.Lord)
	if len(e.Pairs) > 0 {
		text += "; pairs " + pairList(names, e.Pairs)
	}
	if e.Waiting != rules.NoSeat {
		text += "; " + seatName(names, e.Waiting) + " waits"
	}
	return text + " (L-1)."
}

// EffectText says in words what an automatic effect did, with the rule
// that caused it. It returns "" for effects that only repeat their event
// (a life change as entered, undo and redo markers).
func EffectText(names []string, e rules.Effect) string {
	n := func(seat int) string { return seatName(names, seat) }
	switch e.Kind {
	case rules.TurnBegan:
		return fmt.Sprintf("%s's turn begins (turn %d, round %d).", n(e.Seat), e.Turn, e.Round)
	case rules.LifeGainPrevented:
		return fmt.Sprintf("%s cannot gain life: %s prevented (B-7).", n(e.Seat), plural(e.Life, "life", "life"))
	case rules.PassivityLifeLost:
		return fmt.Sprintf("%s loses %d life to passivity counters (B-6).", n(e.Seat), e.Life)
	case rules.PassivityCounterGained:
		text := fmt.Sprintf("%s gets a passivity counter, now %d (B-6)", n(e.Seat), e.Counters)
		if e.Counters >= 2 {
			text += " and cannot gain life (B-7)"
		}
		return text + "."
	case rules.CountersCleared:
		return fmt.Sprintf("%s's passivity counters are removed (%d).", n(e.Seat), e.Counters)
	case rules.ITChanged:
		switch {
		case e.Seat == rules.NoSeat:
			return "There is no IT now."
		case e.PreviousHolder != rules.NoSeat:
			return n(e.Seat) + " is now the IT instead of " + n(e.PreviousHolder) + " (B-4)."
		}
		return n(e.Seat) + " is now the IT (B-2)."
	case rules.EndgameBegan:
		return "Two players remain: a duel with no IT and no counters (B-9)."
	case rules.Eliminated:
		return eliminatedText(names, e)
	case rules.PointsAwarded:
		return pointsAwardedText(names, e)
	case rules.Entered:
		return fmt.Sprintf("%s enters with %d life (L-6).", n(e.Seat), e.Life)
	case rules.NowWaiting:
		return n(e.Seat) + " is the waiting player (L-6)."
	case rules.NewLord:
		return n(e.Seat) + " is the Lord (L-7)."
	case rules.NewPairs:
		return "Pairs: " + pairList(names, e.Pairs) + " (L-7)."
	case rules.ProtectionStarted:
		return fmt.Sprintf("%s is protected for %s (L-8).", n(e.Seat), plural(e.Rounds, "round", "rounds"))
	case rules.ProtectionCounted:
		return fmt.Sprintf("%s's protection: %s left (L-9).", n(e.Seat), plural(e.Rounds, "round", "rounds"))
	case rules.ProtectionEnded:
		return n(e.Seat) + "'s protection ends (L-9)."
	case rules.ProtectionLost:
		return n(e.Seat) + " loses protection by a hostile act (L-10)."
	case rules.GameOver:
		return gameOverText(names, e.Winners)
	case rules.RolesSet:
		return ""
	}
	return ""
}

func eliminatedText(names []string, e rules.Effect) string {
	who := seatName(names, e.Seat)
	switch {
	case e.Cause == rules.CausePassivity:
		return who + " is eliminated by passivity counters (B-6)."
	case e.Culprit == rules.NoSeat:
		return fmt.Sprintf("%s is eliminated (%s).", who, causeText(e.Cause))
	case e.Culprit == e.Seat:
		return fmt.Sprintf("%s is eliminated by themselves (%s).", who, causeText(e.Cause))
	}
	return fmt.Sprintf("%s is eliminated by %s (%s).", who, seatName(names, e.Culprit), causeText(e.Cause))
}

// pointsAwardedText says who got points and why, in one pair of
// brackets: "Ana +1 point: the Lord fell (Finn, house rule, L-4)."
func pointsAwardedText(names []string, e rules.Effect) string {
	source := e.PointSource.String()
	var notes []string
	if e.Victim != rules.NoSeat {
		notes = append(notes, seatName(names, e.Victim))
	}
	if rest, ok := strings.CutSuffix(source, " (house rule)"); ok {
		source, notes = rest, append(notes, "house rule")
	}
	text := fmt.Sprintf("%s %s: %s", seatName(names, e.Seat), pointsText(e.Points), source)
	if e.Reason != "" {
		text += ", " + e.Reason
	}
	return text + " (" + strings.Join(append(notes, e.PointSource.Rule()), ", ") + ")."
}

func gameOverText(names []string, winners []int) string {
	switch len(winners) {
	case 0:
		return "Game over: no winner."
	case 1:
		return "Game over: " + seatName(names, winners[0]) + " wins."
	}
	return "Game over: " + seatList(names, winners) + " share the victory."
}

// EntryLines says in words what an entry did: the event first, then each
// effect that adds something. Undo and redo name the event they took back
// or applied again; a redo given its event's effects by Resolve repeats
// them. An event undone since says so.
func EntryLines(names []string, en Entry) []string {
	switch en.Event.(type) {
	case rules.Undo, rules.Redo:
		for i, ef := range en.Effects {
			text := EventText(names, ef.Event)
			if rest, ok := strings.CutPrefix(text, "The "); ok {
				text = "the " + rest
			}
			if _, ok := ef.Event.(rules.Pass); ok {
				text = seatName(names, en.Active) + " passed the turn."
			}
			switch ef.Kind {
			case rules.Undone:
				return []string{"Undone: " + text}
			case rules.Redone:
				lines := []string{"Redone: " + text}
				for _, again := range en.Effects[i+1:] {
					if t := EffectText(names, again); t != "" && !repeatsEvent(ef.Event, again) {
						lines = append(lines, t)
					}
				}
				return lines
			}
		}
	}
	first := EventText(names, en.Event)
	switch e := en.Event.(type) {
	case rules.Pass:
		first = seatName(names, en.Active) + " passed the turn."
	case rules.LifeChange:
		first = lifeText(names, e, preventedSeats(en.Effects))
	}
	if en.Undone {
		first += " (undone)"
	}
	lines := []string{first}
	for _, ef := range en.Effects {
		if repeatsEvent(en.Event, ef) {
			continue // the event's own line says it
		}
		t := EffectText(names, ef)
		if ef.Kind == rules.GameOver && len(ef.Winners) == 0 {
			t = drawText(names, en)
		}
		if t != "" {
			lines = append(lines, t)
		}
	}
	return lines
}

// drawText says how a game with no winner ended: ended early (L-12), or
// a draw when the last players went out together (B-10).
func drawText(names []string, en Entry) string {
	if _, early := en.Event.(rules.End); early {
		return "Game over: ended early, no winner (L-12)."
	}
	var out []int
	for _, ef := range en.Effects {
		if ef.Kind == rules.Eliminated {
			out = append(out, ef.Seat)
		}
	}
	if len(out) > 1 {
		return "Game over: a draw — " + seatList(names, out) + " went out together (B-10)."
	}
	return gameOverText(names, nil)
}

// preventedSeats lists the seats whose gain of life was prevented (B-7).
func preventedSeats(effects []rules.Effect) []int {
	var seats []int
	for _, ef := range effects {
		if ef.Kind == rules.LifeGainPrevented {
			seats = append(seats, ef.Seat)
		}
	}
	return seats
}

// repeatsEvent reports whether an effect only repeats what its event
// says: the points given by hand, the players eliminated by an
// Eliminate, the roles and pairs set by hand.
func repeatsEvent(e rules.Event, ef rules.Effect) bool {
	switch e := e.(type) {
	case rules.LifeChange:
		return ef.Kind == rules.LifeGainPrevented
	case rules.Points:
		return ef.Kind == rules.PointsAwarded && ef.PointSource == rules.PointsManual
	case rules.Eliminate:
		return ef.Kind == rules.Eliminated && ef.Cause == e.Cause && ef.Culprit == e.Culprit && slices.Contains(e.Seats, ef.Seat)
	case rules.SetPairs:
		return ef.Kind == rules.NewPairs
	case rules.Roles:
		return ef.Kind == rules.NewPairs || ef.Kind == rules.NewLord || ef.Kind == rules.NowWaiting
	}
	return false
}

// Names returns the players' names of a state in seat order.
func Names(s rules.State) []string {
	names := make([]string, len(s.Players))
	for i := range s.Players {
		names[i] = s.Name(i)
	}
	return names
}
