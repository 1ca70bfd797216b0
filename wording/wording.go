// Package wording holds the words that the screens (views) and the
// exports (journal) both say to players, so that the summary on screen
// and the Markdown export never disagree. It imports only rules.
package wording

import (
	"fmt"
	"strconv"
	"time"

	"rolekeeper/rules"
)

// Duration writes a game's length for players: "1 h 05 min", "12 min",
// "under a minute". It is rounded to the nearest minute (a game of 1 min
// 40 s is "2 min"), so that it agrees with start and end times written to
// the minute.
func Duration(d time.Duration) string {
	m := int(max(d, 0).Round(time.Minute) / time.Minute)
	if m < 1 {
		return "under a minute"
	}
	if m < 60 {
		return strconv.Itoa(m) + " min"
	}
	return fmt.Sprintf("%d h %02d min", m/60, m%60)
}

// Cause names the cause of an elimination for players.
func Cause(c rules.Cause) string {
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

// WaitingLife stands for the life total of a player who waits to enter
// (L-6): they have none yet.
const WaitingLife = "–"

// The labels of the role turns, one wording on the summary and in every
// export: the count is of the game's turns, anyone's, that began while
// the player held the role, not of the player's own turns.
const (
	TurnsTakenLabel     = "Turns taken"
	TurnsWhileITLabel   = "Turns while IT"
	TurnsWhileLordLabel = "Turns while Lord"
	TurnsWhileLegend    = "turns of the game, anyone's, that began while they held the role"
)
