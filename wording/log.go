package wording

import (
	"fmt"
	"strings"

	"rolekeeper/rules"
)

// Change is one player's change of life as the log tells it.
type Change struct {
	Name  string
	Delta int
}

// PairNames are the names of the two players of a pair, in order.
type PairNames [2]string

// Log are the sentences of the log and the recent events: what an event
// recorded and what its effects did, each with the rule behind it.
type Log struct {
	// GameBegan is the first line of every log.
	GameBegan string
	// TurnPassed is a pass when the passer is not known; Passed names
	// the passer.
	TurnPassed string
	Passed     func(name string) string
	// LifeChanged tells a life change: the changes made, the gains
	// prevented (B-7) and the source ("" for none).
	LifeChanged func(made, prevented []Change, source string) string
	// PoisonGiven tells a change of poison counters (C-11) and its
	// source ("" for none).
	PoisonGiven func(changes []Change, source string) string
	// DeckTaken tells that a player plays a deck from now on.
	DeckTaken func(name, deck string) string
	Attacked  func(attacker string, defenders []string) string
	// Targeted tells a target; self is true when actor targeted their
	// own player or thing.
	Targeted func(actor, owner string, self bool, kind rules.TargetKind) string
	// Eliminated tells an Eliminate event; culprit is "" for none.
	Eliminated func(players []string, culprit string, cause rules.Cause) string
	// PointsByHand tells points given by hand (L-11); reason may be "".
	PointsByHand func(name string, delta int, reason string) string
	// RolesSet tells the roles set or drawn (L-1); waiting is "" for none.
	RolesSet func(lord string, pairs []PairNames, waiting string) string
	// PairsSet tells pairs set by hand (L-7).
	PairsSet   func(pairs []PairNames) string
	EndedEarly string
	Undo, Redo string
	Unknown    string
	// Undone and Redone lead the line of an event taken back or applied
	// again; event is the event's own line.
	Undone, Redone func(event string) string
	// MarkUndone marks the line of an event undone since.
	MarkUndone func(line string) string

	// The effects.
	TurnBegins    func(name string, turn, round int) string
	GainPrevented func(name string, life int) string
	PassivityLoss func(name string, life int) string
	// CounterGained tells a passivity counter gained, now counters in
	// all; 2 or more also lock life gain (B-7).
	CounterGained   func(name string, counters int) string
	CountersCleared func(name string, counters int) string
	NoIT            string
	ITNow           func(name string) string
	ITInstead       func(name, before string) string
	Endgame         string
	OutByPassivity  func(name string) string
	// Out tells an elimination; culprit is "" for none, self is true
	// when the players eliminated themselves.
	Out func(name, culprit string, self bool, cause rules.Cause) string
	// PointsAwarded tells points awarded: from a source, for the
	// elimination of a victim ("" for none), with a reason given by hand
	// ("" for none).
	PointsAwarded func(name string, points int, source rules.PointSource, victim, reason string) string
	Entered       func(name string, life int) string
	NowWaiting    func(name string) string
	NewLord       func(name string) string
	NewPairs      func(pairs []PairNames) string
	// DrawnLord, DrawnPairs and DrawnWaiting tell the roles drawn at
	// setup (L-1), in the log's first entry.
	DrawnLord, DrawnWaiting func(name string) string
	DrawnPairs              func(pairs []PairNames) string
	ProtectionStarted       func(name string, rounds int) string
	ProtectionCounted       func(name string, rounds int) string
	ProtectionEnded         func(name string) string
	ProtectionLost          func(name string) string
	NoWinner                string
	Wins                    func(name string) string
	Share                   func(names []string) string
	EarlyNoWinner           string
	// Draw tells a Buhmann game that ended with the last players going
	// out together (B-10).
	Draw func(names []string) string
}

// Notice is the turn notice: what happened by itself at the start of a
// turn.
type Notice struct {
	Title    func(name string, round, turn int) string
	Duel     string
	ITNoLoss func(name string) string
	Locked   func(name string) string
	Nothing  string
}

// pairsEN writes pairs as "A Ana–Ben, B Cem–Dora".
func pairsEN(pairs []PairNames) string {
	parts := make([]string, len(pairs))
	for i, p := range pairs {
		parts[i] = PairLetter(i) + " " + p[0] + "–" + p[1]
	}
	return strings.Join(parts, ", ")
}

// andEN joins names as a list: "Ana, Ben and Cem".
func andEN(names []string) string { return joinList(names, ", ", " and ") }

// listEN names players as "Ana, Ben and Cem", or "nobody".
func listEN(names []string) string {
	if len(names) == 0 {
		return "nobody"
	}
	return andEN(names)
}

// signedPointsEN writes "+1 point", "−2 points".
func signedPointsEN(n int) string { return Signed(n) + " " + noun(n, "point", "points") }

func logEN() Log {
	return Log{
		GameBegan:   "The game began.",
		TurnPassed:  "Turn passed.",
		Passed:      func(name string) string { return name + " passed the turn." },
		LifeChanged: lifeChangedEN,
		PoisonGiven: poisonGivenEN,
		DeckTaken:   func(name, deck string) string { return name + " plays the deck “" + deck + "” from now on." },
		Attacked: func(attacker string, defenders []string) string {
			return attacker + " attacked " + listEN(defenders) + "."
		},
		Targeted: targetedEN,
		Eliminated: func(players []string, culprit string, cause rules.Cause) string {
			by := ""
			if culprit != "" {
				by = " by " + culprit
			}
			return fmt.Sprintf("%s eliminated%s (%s).", listEN(players), by, causeEN(cause))
		},
		PointsByHand: func(name string, delta int, reason string) string {
			text := name + " " + signedPointsEN(delta) + " by hand"
			if reason != "" {
				text += ": " + reason
			}
			return text + " (L-11)."
		},
		RolesSet: func(lord string, pairs []PairNames, waiting string) string {
			text := "Roles set: Lord " + lord
			if len(pairs) > 0 {
				text += "; pairs " + pairsEN(pairs)
			}
			if waiting != "" {
				text += "; " + waiting + " waits"
			}
			return text + " (L-1)."
		},
		PairsSet:   func(pairs []PairNames) string { return "Pairs set by hand: " + pairsEN(pairs) + " (L-7)." },
		EndedEarly: "The game was ended early (L-12, ending early, in both variants).",
		Undo:       "Undo.",
		Redo:       "Redo.",
		Unknown:    "Unknown event.",
		Undone:     func(event string) string { return "Undone: " + lowerThe(event) },
		Redone:     func(event string) string { return "Redone: " + lowerThe(event) },
		MarkUndone: func(line string) string { return line + " (undone)" },

		TurnBegins: func(name string, turn, round int) string {
			return fmt.Sprintf("%s's turn begins (turn %d, round %d).", name, turn, round)
		},
		GainPrevented: func(name string, life int) string {
			return fmt.Sprintf("%s cannot gain life: %s prevented (B-7).", name, plural(life, "life", "life"))
		},
		PassivityLoss: func(name string, life int) string {
			return fmt.Sprintf("%s loses %d life to passivity counters (B-6).", name, life)
		},
		CounterGained: func(name string, counters int) string {
			text := fmt.Sprintf("%s gets a passivity counter, now %d (B-6)", name, counters)
			if counters >= 2 {
				text += " and cannot gain life (B-7)"
			}
			return text + "."
		},
		CountersCleared: func(name string, counters int) string {
			return fmt.Sprintf("%s's passivity counters are removed (%d).", name, counters)
		},
		NoIT:           "There is no IT now.",
		ITNow:          func(name string) string { return name + " is now the IT (B-2)." },
		ITInstead:      func(name, before string) string { return name + " is now the IT instead of " + before + " (B-4)." },
		Endgame:        "Two players remain: a duel with no IT and no counters (B-9).",
		OutByPassivity: func(name string) string { return name + " is eliminated by passivity counters (B-6)." },
		Out: func(name, culprit string, self bool, cause rules.Cause) string {
			switch {
			case culprit == "":
				return fmt.Sprintf("%s is eliminated (%s).", name, causeEN(cause))
			case self:
				return fmt.Sprintf("%s is eliminated by themselves (%s).", name, causeEN(cause))
			}
			return fmt.Sprintf("%s is eliminated by %s (%s).", name, culprit, causeEN(cause))
		},
		PointsAwarded: pointsAwardedEN,
		Entered: func(name string, life int) string {
			return fmt.Sprintf("%s enters with %d life (L-6).", name, life)
		},
		NowWaiting:   func(name string) string { return name + " is the waiting player (L-6)." },
		NewLord:      func(name string) string { return name + " is the Lord (L-7)." },
		NewPairs:     func(pairs []PairNames) string { return "Pairs: " + pairsEN(pairs) + " (L-7)." },
		DrawnLord:    func(name string) string { return "Drawn: " + name + " is the Lord (L-1)." },
		DrawnWaiting: func(name string) string { return "Drawn: " + name + " waits (L-1)." },
		DrawnPairs:   func(pairs []PairNames) string { return "Pairs drawn: " + pairsEN(pairs) + " (L-1)." },
		ProtectionStarted: func(name string, rounds int) string {
			return fmt.Sprintf("%s is protected for %s (L-8).", name, plural(rounds, "round", "rounds"))
		},
		ProtectionCounted: func(name string, rounds int) string {
			return fmt.Sprintf("%s's protection: %s left (L-9).", name, plural(rounds, "round", "rounds"))
		},
		ProtectionEnded: func(name string) string { return name + "'s protection ends (L-9)." },
		ProtectionLost:  func(name string) string { return name + " loses protection by a hostile act (L-10)." },
		NoWinner:        "Game over: no winner.",
		Wins:            func(name string) string { return "Game over: " + name + " wins." },
		Share:           func(names []string) string { return "Game over: " + listEN(names) + " share the victory." },
		EarlyNoWinner:   "Game over: ended early, no winner (L-12, ending early, in both variants).",
		Draw: func(names []string) string {
			return "Game over: a draw — " + listEN(names) + " went out together (B-10)."
		},
	}
}

// lowerThe starts a sentence that follows "Undone: " in lower case when
// it begins with "The".
func lowerThe(s string) string {
	if rest, ok := strings.CutPrefix(s, "The "); ok {
		return "the " + rest
	}
	return s
}

// lifeChangedEN says what a life change entered; the gains prevented are
// said to be prevented (B-7), so that the line never claims a gain that
// did not happen.
func lifeChangedEN(made, prevented []Change, source string) string {
	var parts, stopped []string
	for _, c := range made {
		parts = append(parts, c.Name+" "+Signed(c.Delta))
	}
	for _, c := range prevented {
		stopped = append(stopped, c.Name+" "+Signed(c.Delta)+" life prevented (B-7)")
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
	if source != "" {
		text += " (source " + source + ")"
	}
	return text + "."
}

func poisonGivenEN(changes []Change, source string) string {
	var parts []string
	for _, c := range changes {
		parts = append(parts, c.Name+" "+Signed(c.Delta))
	}
	text := "Poison counters: " + strings.Join(parts, ", ")
	if source != "" {
		text += " (source " + source + ")"
	}
	return text + "."
}

func targetedEN(actor, owner string, self bool, kind rules.TargetKind) string {
	if kind == rules.TargetPlayer {
		if self {
			return actor + " targeted themselves."
		}
		return actor + " targeted " + owner + "."
	}
	whose := owner + "'s"
	if self {
		whose = "their own"
	}
	return fmt.Sprintf("%s targeted %s %s.", actor, whose, targetKindEN(kind))
}

// pointsAwardedEN says who got points and why, in one pair of brackets:
// "Ana +1 point: the Lord fell (Finn, house rule, L-4)."
func pointsAwardedEN(name string, points int, source rules.PointSource, victim, reason string) string {
	var notes []string
	if victim != "" {
		notes = append(notes, victim)
	}
	if source == rules.PointsLordDeathBonus {
		notes = append(notes, "house rule")
	}
	text := fmt.Sprintf("%s %s: %s", name, signedPointsEN(points), sourceEN(source))
	if reason != "" {
		text += ", " + reason
	}
	return text + " (" + strings.Join(append(notes, source.Rule()), ", ") + ")."
}

func noticeEN() Notice {
	return Notice{
		Title: func(name string, round, turn int) string {
			return fmt.Sprintf("▶ %s's turn · round %d · turn %d", name, round, turn)
		},
		Duel:     "A duel: no passivity loss and no counters (B-9).",
		ITNoLoss: func(name string) string { return name + " is the IT: no passivity loss and no counter (B-6)." },
		Locked:   func(name string) string { return name + " has 2 passivity counters and cannot gain life (B-7)." },
		Nothing:  "Nothing happens automatically at the start of this turn.",
	}
}
