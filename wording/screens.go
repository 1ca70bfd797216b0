package wording

import (
	"fmt"
	"strconv"
	"time"
)

// Table are the words of the table screen around the seats: the banner,
// the table in the middle, the bottom area, the log screen, and the
// screen for a terminal too small.
type Table struct {
	// NoGame is the banner before a game is set up.
	NoGame string
	// Turn is the banner and the table's line for whose turn it is.
	Turn      func(name string) string
	GameOver  string
	RoundTurn func(round, turn int) string
	// Target is the target score of a Lord game (L-5), on the table.
	Target func(points int) string
	// Clock is the header's clock: how long the game has run and the
	// turn in progress; GameClock the game alone (a game over), TurnClock
	// the turn alone (where the game's time is left out for room).
	Clock                func(game, turn time.Duration) string
	GameClock, TurnClock func(d time.Duration) string
	ReadOnly             string
	Saved                string
	NotSaved             string
	// Saving is the header from the moment an event is drawn until its
	// fsync has returned, with the number of events waiting (0 while
	// only the setup is being written).
	Saving func(waiting int) string
	// NotSavedLine starts a line of the recent events that tells of an
	// event not saved after a failed save, in place of "· ".
	NotSavedLine string
	Refused      string
	// Pending tells a life change not entered yet: the seat's life after
	// it, and its source ("" for none); PendingPrevented one whose gain
	// will be prevented (B-7).
	Pending, PendingPrevented func(name string, delta, life int, source string) string
	// PendingHints are the keys of a pending change, longest first: the
	// first that fits is shown.
	PendingHints [3]string
	// MoreLines says that lines of a notice are left out for want of
	// room, and where they are.
	MoreLines func(n int) string
	// Duel, DuelNote and NoIT are the table's line for the IT.
	Duel, DuelNote, NoIT string
	// LogTitle and LogHead head the log screen.
	LogTitle, LogHead string
	// TooSmall, Need and Enlarge are the screen of a terminal below the
	// minimum size.
	TooSmall string
	Need     func(needW, needH, w, h int) string
	Enlarge  string
}

// Seat are the words on a seat's card.
type Seat struct {
	// The role badges, in capitals so that they read as badges.
	Out, Waiting, IT, Lord, Winner string
	// NoLifeGain marks a player who cannot gain life (B-7); NoGain says it
	// short.
	NoLifeGain, NoGain string
	WaitsToEnter       string
	// Prevented, PreventedShort and Pending tell a life change being
	// entered: "+3 prevented (B-7)", "+3 pending".
	Prevented, PreventedShort, Pending func(delta int) string
	// PointsOf and PointsOfShort are a Lord-game player's points towards
	// the target score (L-5) where no panel shows the target: "3/10
	// points", "3/10".
	PointsOf, PointsOfShort func(points, target int) string
	// Versus names a player's paired opponent (L-2) where no panel lists
	// the pairs: "vs Finn".
	Versus func(name string) string
}

// Panel are the words of the side panels: Buhmann's IT and passivity,
// Lord's roles and points.
type Panel struct {
	ITTitle, PassivityTitle string
	// LockedLabel leads the list of players who cannot gain life (B-7).
	LockedLabel string
	Over        string
	// DuelLabel and DuelText tell the endgame (B-9).
	DuelLabel, DuelText string
	// ITRules says what the IT allows (B-3); itBold is the name drawn
	// bold, for its first mention.
	ITRules func(it, itBold string) string
	NoIT    string
	// The heads of the columns.
	Player, Life, NextTurn, Pair, Points string
	// What the next turn start will do (B-6).
	NextOut, NextDuel, NextIT string
	Loss, LossEliminated      func(life int) string
	GainsCounter              string
	// Lord's roles and points.
	RolesTitle, LordNote, WaitingNote string
	PointsTitle                       func(target int) string
	PointsLegend                      string
	WaitShort                         string
}

// Help are the words of the help screen besides the keys: the legend of
// what the seats show. Each legend text follows its glyph or badge.
type Help struct {
	Title   func(variant string) string
	Heading string
	// Seats explains the active and selected seats' borders; SeatNumber
	// the number at the top left of a card.
	Seats, SeatNumber                       string
	Lord, Waiting, Pair, Protection, Leader string
	IT, Out, Counters                       string
	Life                                    string
	// Mouse says what clicks and the wheel do, and that they enter
	// nothing.
	Mouse string
	More  string
}

func tableEN() Table {
	return Table{
		NoGame:    "rolekeeper",
		Turn:      func(name string) string { return "▶ " + name + "'s turn" },
		GameOver:  "Game over",
		RoundTurn: func(round, turn int) string { return "Round " + strconv.Itoa(round) + " · Turn " + strconv.Itoa(turn) },
		Target:    func(points int) string { return "Target " + plural(points, "point", "points") },
		Clock: func(game, turn time.Duration) string {
			return "game " + clockEN(game) + " · turn " + clockEN(turn)
		},
		GameClock: func(game time.Duration) string { return "game " + clockEN(game) },
		TurnClock: func(turn time.Duration) string { return "turn " + clockEN(turn) },
		ReadOnly:  "read only",
		Saved:     "✓ saved",
		NotSaved:  "NOT SAVED",
		Saving: func(waiting int) string {
			if waiting == 0 {
				return "saving…"
			}
			return "saving… " + plural(waiting, "event", "events")
		},
		NotSavedLine: "✗ NOT SAVED · ",
		Refused:      "Refused",
		Pending: func(name string, delta, life int, source string) string {
			if source != "" {
				return name + " " + Signed(delta) + " life (source " + source + ") → " + Number(life)
			}
			return name + " " + Signed(delta) + " life → " + Number(life)
		},
		PendingPrevented: func(name string, delta, life int, source string) string {
			if source != "" {
				return name + " " + Signed(delta) + " prevented (B-7, source " + source + ") → " + Number(life)
			}
			return name + " " + Signed(delta) + " prevented (B-7) → " + Number(life)
		},
		PendingHints: [3]string{"  waits for your next key · Enter: enter it · s: source · Esc: cancel",
			"  waits for the next key · Enter · s: source · Esc: cancel", "  waits · Enter · s · Esc"},
		MoreLines: func(n int) string { return "… " + strconv.Itoa(n) + " more lines in the log (h)" },
		Duel:      "Duel",
		DuelNote:  " (B-9): no IT",
		NoIT:      "No IT",
		LogTitle:  "Log: everything entered, oldest first",
		LogHead:   "Turn  Event and what it caused",
		TooSmall:  "Terminal too small",
		Need: func(needW, needH, w, h int) string {
			return fmt.Sprintf("need %dx%d, have %dx%d", needW, needH, w, h)
		},
		Enlarge: "Enlarge the window or make the font smaller.",
	}
}

func seatEN() Seat {
	return Seat{
		Out: "OUT", Waiting: "WAITING", IT: "IT", Lord: "LORD", Winner: "★ WINNER",
		NoLifeGain:     "no life gain",
		NoGain:         "no gain",
		WaitsToEnter:   "waits to enter",
		Prevented:      func(delta int) string { return Signed(delta) + " prevented (B-7)" },
		PreventedShort: func(delta int) string { return Signed(delta) + " prevented" },
		Pending:        func(delta int) string { return Signed(delta) + " pending" },
		PointsOf:       func(points, target int) string { return Number(points) + "/" + strconv.Itoa(target) + " points" },
		PointsOfShort:  func(points, target int) string { return Number(points) + "/" + strconv.Itoa(target) },
		Versus:         func(name string) string { return "vs " + name },
	}
}

func panelEN() Panel {
	return Panel{
		ITTitle:        "The IT",
		PassivityTitle: "Passivity counters (B-6)",
		LockedLabel:    "Cannot gain life (B-7):",
		Over:           "The game is over.",
		DuelLabel:      "Duel",
		DuelText:       ": two players remain; there is no IT and no passivity counters (B-9).",
		ITRules: func(it, itBold string) string {
			return itBold + " may attack and target anyone. The others may attack only " + it +
				" and target only themselves or " + it + " (B-3)."
		},
		NoIT:     "No IT. Whoever attacks, or targets another player on their own turn, becomes the IT (B-2).",
		Player:   "Player",
		Life:     "Life",
		NextTurn: "Next turn start",
		Pair:     "Pair",
		Points:   "Points",
		NextOut:  "out",
		NextDuel: "nothing (duel)",
		NextIT:   "nothing (the IT)",
		Loss:     func(life int) string { return Number(-life) + " life" },
		LossEliminated: func(life int) string {
			return Number(-life) + " life, eliminated"
		},
		GainsCounter: "+1 counter",
		RolesTitle:   "Roles",
		LordNote:     ": may not be attacked or targeted as a player (L-3).",
		WaitingNote:  ": enters at the next elimination (L-6).",
		PointsTitle:  func(target int) string { return "Points (target " + strconv.Itoa(target) + ")" },
		PointsLegend: "★ leader · ◆ protected rounds (L-8)",
		WaitShort:    "wait",
	}
}

func helpEN() Help {
	return Help{
		Title:      func(variant string) string { return "Help · " + variant },
		Heading:    "On the seats",
		Seats:      "▶ and a double border: the active player · thick border: the selected seat",
		SeatNumber: "top left: the seat number (its key; 0 is 10, ! is 11, @ is 12)",
		Lord:       "the Lord (L-3)",
		Waiting:    "waits to enter (L-6)",
		Pair:       "pair letter: paired opponents share it (L-2)",
		Protection: "protected for 3 more rounds (L-8, L-9)",
		Leader:     "most points (L-5)",
		IT:         "the IT (B-2, B-3)",
		Out:        "eliminated",
		Counters: "passivity counters: at the start of your turn you lose 1 life per counter and get one more," +
			" up to 2 (B-6); with 2 you cannot gain life (B-7)",
		Life: "Life: select a seat, then − and + (a burst of presses is one change; it waits for Enter or " +
			"the next action, Esc cancels it). u undoes any event, r redoes it.",
		Mouse: "Mouse: a click selects a seat; in a question it picks the seat or the line clicked, and ◀ ▶ " +
			"step it; the wheel scrolls the log. A click never enters anything: keys do.",
		More: "↓ more: make the window taller to see the rest",
	}
}

// clockEN writes a running time as a clock: "4:31", "1:05:12"; below
// zero is 0:00.
func clockEN(d time.Duration) string {
	sec := max(int(d/time.Second), 0)
	if sec < 3600 {
		return fmt.Sprintf("%d:%02d", sec/60, sec%60)
	}
	return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
}
