package wording

import (
	"fmt"
	"strconv"
	"time"

	"rolekeeper/rules"
)

// Common are the words every screen and export share: names of things of
// the rules, lists of names, counts, durations.
type Common struct {
	// Nobody stands for no player: a missing culprit, an empty choice.
	Nobody string
	// List joins names as a list: "Ana, Ben and Cem"; none give "".
	List func(names []string) string
	// Variant names a variant for people: "Buhmann", "Lord is killing you".
	Variant func(v rules.Variant) string
	// Duration writes a game's length: "1 h 05 min", "12 min", "under a
	// minute" (rounded to the nearest minute).
	Duration func(d time.Duration) string
	// Cause names the cause of an elimination: "empty library".
	Cause func(c rules.Cause) string
	// TargetKind names what was targeted: "permanent".
	TargetKind func(k rules.TargetKind) string
	// PointSource names why points were awarded, as a sentence says it:
	// "eliminated as the Lord"; Short as a column of the summary says
	// it: "as Lord".
	PointSource, PointSourceShort func(p rules.PointSource) string
	// HouseRule marks a source that only a house rule has: "house rule".
	HouseRule string
	// Players, Rounds, Turns, Points, Events, Life count things: "1
	// round", "3 rounds", "−1 point", "20 life".
	Players, Rounds, Turns, Points, Events, Life func(n int) string
	// WaitingLife stands for the life total of a player who waits to
	// enter (L-6): they have none yet.
	WaitingLife string
	// Winner and Out mark a player in the standings: "winner", "out".
	Winner, Out string
}

func commonEN() Common {
	return Common{
		Nobody:           "nobody",
		List:             andEN,
		Variant:          variantEN,
		Duration:         durationEN,
		Cause:            causeEN,
		TargetKind:       targetKindEN,
		PointSource:      sourceEN,
		PointSourceShort: sourceShortEN,
		HouseRule:        "house rule",
		Players:          func(n int) string { return plural(n, "player", "players") },
		Rounds:           func(n int) string { return plural(n, "round", "rounds") },
		Turns:            func(n int) string { return plural(n, "turn", "turns") },
		Points:           func(n int) string { return plural(n, "point", "points") },
		Events:           func(n int) string { return plural(n, "event", "events") },
		Life:             func(n int) string { return plural(n, "life", "life") },
		WaitingLife:      "–",
		Winner:           "winner",
		Out:              "out",
	}
}

func variantEN(v rules.Variant) string {
	if v == rules.Lord {
		return "Lord is killing you"
	}
	return "Buhmann"
}

func durationEN(d time.Duration) string {
	m := minutes(d)
	if m < 1 {
		return "under a minute"
	}
	if m < 60 {
		return strconv.Itoa(m) + " min"
	}
	return fmt.Sprintf("%d h %02d min", m/60, m%60)
}

func causeEN(c rules.Cause) string {
	switch c {
	case rules.CausePoison:
		return "poison"
	case rules.CauseLibrary:
		return "empty library"
	case rules.CauseConcede:
		return "conceded"
	case rules.CauseLife:
		return "life 0 or less"
	case rules.CausePassivity:
		return "passivity counters"
	}
	return "other reason"
}

func targetKindEN(k rules.TargetKind) string {
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

func sourceEN(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "eliminated as the Lord"
	case rules.PointsOpponentElimination:
		return "eliminated an opponent"
	case rules.PointsPairedOpponentOut:
		return "paired opponent eliminated"
	case rules.PointsWrongElimination:
		return "eliminated no opponent"
	case rules.PointsLordDeathBonus:
		return "the Lord fell"
	case rules.PointsManual:
		return "by hand"
	}
	return "points"
}

func sourceShortEN(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "as Lord"
	case rules.PointsOpponentElimination:
		return "opponents"
	case rules.PointsPairedOpponentOut:
		return "pair eliminated"
	case rules.PointsWrongElimination:
		return "no opponent"
	case rules.PointsLordDeathBonus:
		return "Lord fell"
	case rules.PointsManual:
		return "by hand"
	}
	return "points"
}
