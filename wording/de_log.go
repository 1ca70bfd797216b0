package wording

import (
	"fmt"
	"strings"

	"rolekeeper/rules"
)

// pairsDE writes pairs as "A Ana–Ben, B Cem–Dora".
func pairsDE(pairs []PairNames) string { return pairsEN(pairs) }

// wasDE is the verb for one or more players: "wurde" or "wurden".
func wasDE(players []string, one, many string) string {
	if len(players) == 1 {
		return one
	}
	return many
}

func logDE() Log {
	return Log{
		GameBegan:   "Das Spiel hat begonnen.",
		TurnPassed:  "Zug beendet.",
		Passed:      func(name string) string { return name + " hat den Zug beendet." },
		LifeChanged: lifeChangedDE,
		PoisonGiven: poisonGivenDE,
		DeckTaken:   func(name, deck string) string { return name + " spielt ab jetzt das Deck „" + deck + "“." },
		Attacked: func(attacker string, defenders []string) string {
			return attacker + " hat " + listOrNobodyDE(defenders) + " angegriffen."
		},
		Targeted:     targetedDE,
		Eliminated:   eliminatedDE,
		PointsByHand: pointsByHandDE,
		RolesSet: func(lord string, pairs []PairNames, waiting string) string {
			text := "Rollen festgelegt: Lord " + lord
			if len(pairs) > 0 {
				text += "; Paarungen " + pairsDE(pairs)
			}
			if waiting != "" {
				text += "; " + waiting + " in Warteposition"
			}
			return text + " (L-1)."
		},
		PairsSet:   func(pairs []PairNames) string { return "Paarungen von Hand festgelegt: " + pairsDE(pairs) + " (L-7)." },
		EndedEarly: "Das Spiel wurde vorzeitig beendet (L-12, vorzeitiges Ende, in beiden Varianten).",
		Undo:       "Rückgängig.",
		Redo:       "Wiederholen.",
		Unknown:    "Unbekanntes Ereignis.",
		Undone:     func(event string) string { return "Rückgängig gemacht: " + event },
		Redone:     func(event string) string { return "Wiederholt: " + event },
		MarkUndone: func(line string) string { return line + " (rückgängig gemacht)" },
	}.withEffectsDE()
}

// withEffectsDE fills in the sentences of the effects.
func (l Log) withEffectsDE() Log {
	l.TurnBegins = func(name string, turn, round int) string {
		return fmt.Sprintf("%s ist am Zug (Zug %d, Runde %d).", name, turn, round)
	}
	l.GainPrevented = func(name string, life int) string {
		return fmt.Sprintf("%s kann keine Lebenspunkte dazu erhalten: %s %s (B-7).", name, lifeDE(life), noun(life, "verfällt", "verfallen"))
	}
	l.PassivityLoss = func(name string, life int) string {
		return fmt.Sprintf("%s verliert %s durch Passivitätsmarken (B-6).", name, lifeDE(life))
	}
	l.CounterGained = func(name string, counters int) string {
		switch counters {
		case 1:
			return name + " bekommt eine Passivitätsmarke (B-6)."
		case 2:
			return name + " hat jetzt 2 Passivitätsmarken: keine Lebenspunkte mehr dazu (B-6, B-7)."
		}
		text := fmt.Sprintf("%s bekommt eine Passivitätsmarke und hat jetzt %d (B-6)", name, counters)
		if counters > 2 {
			text += " und kann keine Lebenspunkte dazu erhalten (B-7)"
		}
		return text + "."
	}
	l.CountersCleared = func(name string, counters int) string {
		if counters == 1 {
			return "Die Passivitätsmarke von " + name + " wird entfernt."
		}
		return fmt.Sprintf("Die %d Passivitätsmarken von %s werden entfernt.", counters, name)
	}
	l.NoIT = "Jetzt gibt es keinen Buhmann."
	l.ITNow = func(name string) string { return name + " ist jetzt der Buhmann (B-2)." }
	l.ITInstead = func(name, before string) string {
		return name + " ist jetzt der Buhmann statt " + before + " (B-4)."
	}
	l.Endgame = "Nur noch zwei: Endspiel ohne Buhmann und ohne Passivitätsmarken (B-9)."
	l.OutByPassivity = func(name string) string { return name + " scheidet durch Passivitätsmarken aus (B-6)." }
	l.Out = func(name, culprit string, self bool, cause rules.Cause) string {
		switch {
		case culprit == "":
			return fmt.Sprintf("%s scheidet aus (%s).", name, causeDE(cause))
		case self:
			return fmt.Sprintf("%s schaltet sich selbst aus (%s).", name, causeDE(cause))
		}
		return fmt.Sprintf("%s wird von %s ausgeschaltet (%s).", name, culprit, causeDE(cause))
	}
	l.PointsAwarded = pointsAwardedDE
	l.Entered = func(name string, life int) string {
		return fmt.Sprintf("%s steigt mit %s ein (L-6).", name, lifeDativeDE(life))
	}
	l.NowWaiting = func(name string) string { return name + " ist jetzt in Warteposition (L-6)." }
	l.NewLord = func(name string) string { return name + " ist jetzt der Lord (L-7)." }
	l.NewPairs = func(pairs []PairNames) string { return "Paarungen: " + pairsDE(pairs) + " (L-7)." }
	l.DrawnLord = func(name string) string { return "Ausgelost: " + name + " ist der Lord (L-1)." }
	l.DrawnWaiting = func(name string) string { return "Ausgelost: " + name + " ist in Warteposition (L-1)." }
	l.DrawnPairs = func(pairs []PairNames) string { return "Paarungen ausgelost: " + pairsDE(pairs) + " (L-1)." }
	l.ProtectionStarted = func(name string, rounds int) string {
		return fmt.Sprintf("%s hat Schutz für %s (L-8).", name, roundsDE(rounds))
	}
	l.ProtectionCounted = func(name string, rounds int) string {
		return fmt.Sprintf("%s hat noch %s (L-9).", name, plural(rounds, "Schutzrunde", "Schutzrunden"))
	}
	l.ProtectionEnded = func(name string) string { return "Der Schutz von " + name + " endet (L-9)." }
	l.ProtectionLost = func(name string) string {
		return name + " verliert den Schutz durch eine feindliche Handlung (L-10)."
	}
	l.NoWinner = "Spielende: kein Sieger."
	l.Wins = func(name string) string { return "Spielende: " + name + " gewinnt." }
	l.Share = func(names []string) string { return "Spielende: " + listDE(names) + " teilen sich den Sieg." }
	l.EarlyNoWinner = "Spielende: vorzeitig beendet, kein Sieger (L-12, vorzeitiges Ende, in beiden Varianten)."
	l.Draw = func(names []string) string {
		return "Spielende: Unentschieden – " + listDE(names) + " sind gleichzeitig ausgeschieden (B-10)."
	}
	return l
}

// lifeChangedDE says what a life change entered: "Lebenspunkte: Ana −3,
// Ben +2 (Quelle: Cem)."; a gain prevented (B-7) is said as not had:
// "Ben bekommt die +3 nicht (B-7)".
func lifeChangedDE(made, prevented []Change, source string) string {
	var parts []string
	for _, c := range made {
		parts = append(parts, c.Name+" "+Signed(c.Delta))
	}
	for _, c := range prevented {
		parts = append(parts, c.Name+" bekommt die "+Signed(c.Delta)+" nicht (B-7)")
	}
	text := "Lebenspunkte: " + strings.Join(parts, ", ")
	if source != "" {
		text += " (Quelle: " + source + ")"
	}
	return text + "."
}

func poisonGivenDE(changes []Change, source string) string {
	var parts []string
	for _, c := range changes {
		parts = append(parts, c.Name+" "+Signed(c.Delta))
	}
	text := "Giftmarken: " + strings.Join(parts, ", ")
	if source != "" {
		text += " (Quelle: " + source + ")"
	}
	return text + "."
}

// targetDE is a target in the accusative, of owner or (own) of the actor:
// "eine bleibende Karte von Ben", "den eigenen Friedhof".
func targetDE(kind rules.TargetKind, owner string, own bool) string {
	type forms struct{ other, own string }
	words := map[rules.TargetKind]forms{
		rules.TargetPermanent: {"eine bleibende Karte", "eine eigene bleibende Karte"},
		rules.TargetSpell:     {"einen Zauberspruch", "einen eigenen Zauberspruch"},
		rules.TargetLibrary:   {"die Bibliothek", "die eigene Bibliothek"},
		rules.TargetGraveyard: {"den Friedhof", "den eigenen Friedhof"},
	}
	f, ok := words[kind]
	if !ok {
		f = forms{"„" + string(kind) + "“", "„" + string(kind) + "“"}
	}
	if own {
		return f.own
	}
	return f.other + " von " + owner
}

func targetedDE(actor, owner string, self bool, kind rules.TargetKind) string {
	if kind == rules.TargetPlayer {
		if self {
			return actor + " hat sich selbst als Ziel gewählt."
		}
		return actor + " hat " + owner + " als Ziel gewählt."
	}
	return actor + " hat " + targetDE(kind, owner, self) + " als Ziel gewählt."
}

func eliminatedDE(players []string, culprit string, cause rules.Cause) string {
	if culprit == "" {
		return fmt.Sprintf("%s %s (%s).", listOrNobodyDE(players), wasDE(players, "ist ausgeschieden", "sind ausgeschieden"),
			causeDE(cause))
	}
	return fmt.Sprintf("%s %s von %s ausgeschaltet (%s).", listOrNobodyDE(players), wasDE(players, "wurde", "wurden"),
		culprit, causeDE(cause))
}

func pointsByHandDE(name string, delta int, reason string) string {
	text := name + " " + signedPointsDE(delta) + " von Hand"
	if reason != "" {
		text += ": " + reason
	}
	return text + " (L-11)."
}

// pointsAwardedDE says who got points and why, in one pair of brackets:
// "Ana +1 Siegpunkt: der Lord ist gefallen (Finn, Hausregel, L-4)."
func pointsAwardedDE(name string, points int, source rules.PointSource, victim, reason string) string {
	var notes []string
	if victim != "" {
		notes = append(notes, victim)
	}
	if source == rules.PointsLordDeathBonus {
		notes = append(notes, "Hausregel")
	}
	text := fmt.Sprintf("%s %s: %s", name, signedPointsDE(points), sourceDE(source))
	if reason != "" {
		text += ", " + reason
	}
	return text + " (" + strings.Join(append(notes, source.Rule()), ", ") + ")."
}

func noticeDE() Notice {
	return Notice{
		Title: func(name string, round, turn int) string {
			return fmt.Sprintf("▶ %s ist am Zug · Runde %d · Zug %d", name, round, turn)
		},
		Duel: "Endspiel: kein Verlust durch Passivität und keine Marken (B-9).",
		ITNoLoss: func(name string) string {
			return name + " ist der Buhmann: kein Verlust durch Passivität und keine Marke (B-6)."
		},
		Locked: func(name string) string {
			return name + " hat 2 Passivitätsmarken und kann keine Lebenspunkte dazu erhalten (B-7)."
		},
		Nothing: "Zu Beginn dieses Zuges geschieht nichts von selbst.",
	}
}
