package wording

import (
	"strconv"
	"strings"
)

// The keys of the night's and the seating's problems (night.Problem,
// seating.Error), as those packages name them.
const (
	ReasonNightTooMany    = "night.too-many-players"
	ReasonNightVariants   = "night.variants"
	ReasonNightRounds     = "night.rounds"
	ReasonNightAllSeated  = "night.all-seated"
	ReasonNightVersion    = "night.version"
	ReasonNightBadID      = "night.bad-id"
	ReasonNightBadJSON    = "night.bad-json"
	ReasonNightVariant    = "night.unknown-variant"
	ReasonNightRoundNo    = "night.round-number"
	ReasonNightRoundVar   = "night.round-variant"
	ReasonNightInputs     = "night.inputs"
	ReasonNightStranger   = "night.stranger"
	ReasonNightTableSize  = "night.table-size"
	ReasonNightNotSeated  = "night.not-seated"
	ReasonNightNoReplay   = "night.no-replay"
	ReasonNightNone       = "night.none"
	ReasonSeatingTooFew   = "seating.too-few"
	ReasonSeatingTooMany  = "seating.too-many"
	ReasonSeatingSizes    = "seating.sizes"
	ReasonSeatingRound    = "seating.round"
	ReasonNightNoTable    = "night.no-table"
	ReasonNightBadSizes   = "night.bad-sizes"
	ReasonNightNotDrawn   = "night.not-drawn"
	ReasonNightExists     = "night.exists"
	ReasonNightClockLen   = "night.clock-length"
	ReasonNightClockState = "night.clock-state"
	ReasonNightRoundDo    = "night.round-action"
	ReasonNightExtraTurns = "night.extra-turns"
	ReasonNightLeagueAway = "night.league-away"
	// ReasonNightSeatID, ReasonNightSeatIncomplete and ReasonNightSeatRange
	// are a game file's setup whose night, round and table are wrong
	// (journal.Problem).
	ReasonNightSeatID         = "journal.night-id"
	ReasonNightSeatIncomplete = "journal.night-incomplete"
	ReasonNightSeatRange      = "journal.night-range"
	// ReasonTimeNotCalled and ReasonTimeIncomplete are a time record
	// (N-1) whose called is not true, or without called or turns.
	ReasonTimeNotCalled  = "journal.time-not-called"
	ReasonTimeIncomplete = "journal.time-incomplete"
	// ReasonNightBusy: another rolekeeper holds the night's file.
	ReasonNightBusy       = "night.busy"
	ReasonNightNoPlayers  = "night.no-players"
	ReasonNightSeedFormat = "night.seed"
)

// NightScore are a seating's figures as the night's words show them.
type NightScore struct {
	Repeats, FirstAgain, FirstSeason, SeatAgain, WaitAgain int
	// Lord is true when the round plays Lord (WaitAgain counts).
	Lord bool
	// Spread is the tables' rating spread in points.
	Spread float64
}

// Night are the words of the club night: `rolekeeper night` and its
// commands, the seating and its score, the sheets and the problems.
type Night struct {
	// The commands' help; StartArgs are start's arguments.
	Night, Start, Seat, Status, Standings, Play, Round Command
	StartArgs, PlayArgs, RoundArgs                     string
	// The round clock as a table's header and the night's status show it:
	// running or paused with the time left (h:mm:ss), time called with
	// the turns still to play by the club's end of round (the active
	// player finishes the turn, then every player still in gets one more
	// turn); Stale adds that the clock was last read at clock (a laptop
	// that cannot read the night's file keeps its last copy), first, so
	// that a header cut at 80 columns keeps that time.
	ClockRunning, ClockPaused func(round int, left string) string
	ClockCalled               func(round, turns int) string
	// ClockCalledShort is ClockCalled in fewer words for a narrow
	// header: the turns still to play after this one.
	ClockCalledShort func(round, turns int) string
	ClockStale       func(text, clock string) string
	// ClockStaleShort is ClockStale in fewer words for a narrow header:
	// the time of the last reading and the clock, without the words
	// that say it may be stale.
	ClockStaleShort func(text, clock string) string
	ClockNone       string
	// ClockUnread: a screen that should show the round clock (a game
	// started from the night's seating) has never read it: from the
	// league (league), else from the night's file; it tries again.
	ClockUnread func(league bool) string
	// ClockUnreadShort is ClockUnread in fewer words for a narrow
	// header.
	ClockUnreadShort func(league bool) string
	// NotInLeague: the clock could not be kept in the league (reason);
	// it stands in the night's file.
	NotInLeague func(reason string) string
	// The flags' usage.
	FlagVariant, FlagRounds, FlagSizes, FlagSeed, FlagFormat, FlagFile, FlagNew, FlagRound, FlagStatsNight string
	FlagExtraTurns                                                                                         string

	// Started says the night is started and where it is kept.
	Started func(players, rounds int, variants []string, path string) string
	// Known says a typed name is a roster's player, spelt as there.
	Known func(typed, roster string) string
	// Newcomers lists the names the roster does not know.
	Newcomers func(names []string) string
	// Kept says the earlier night was kept under another name.
	Kept func(path string) string
	// Title heads status: when the night started, its players, the
	// rounds seated of those planned.
	Title func(started string, players, seated, rounds int) string
	// RoundTitle heads a round.
	RoundTitle func(round, rounds int, variant string, seed uint64) string
	// Table names a table; First and Waiting mark the seats.
	Table          func(n int) string
	First, Waiting string
	// Score is the score line beside a seating.
	Score func(s NightScore) string
	// Split says how a count that does not split into the club's sizes
	// was split.
	Split func(players, lo, hi int, tables []int) string
	// NoneSeated: no round is seated yet; AllSeated: every round is.
	NoneSeated, AllSeated string
	// Seat is the column of a sheet for seat n.
	SeatColumn func(n int) string

	// LogTimeCalled is the log's line of a time record (N-1).
	LogTimeCalled func(turns int) string
	// TV are the words of the night in the league and on the TV.
	TV NightTV
	// Send are the words of a night brought up to date in the league.
	Send NightSend
	// Standings are the words of night standings (night_standings.go).
	StandingsOf NightStandingsWords
	// Status are the words of night status's text (night_status.go).
	StatusText NightStatusWords
	// Problems are the problems' words by key, args in order.
	Problems map[string]func(args []string) string
}

// Text says the night's or the seating's problem of key; ok is false for
// a key it does not know.
func (n Night) Text(key string, args []string) (string, bool) {
	f, ok := n.Problems[key]
	if !ok {
		return "", false
	}
	for len(args) < 4 {
		args = append(args, "")
	}
	return f(args), true
}

func nightEN() Night {
	return Night{
		Night: Command{
			Short: "A club night: seat the players into tables round by round",
			Long: "A night seats the players present into tables, round by round, by written criteria: nobody at a table " +
				"with someone they already played tonight while that can be avoided, then nobody first twice (and first " +
				"seats spread over the season), nobody in the same seat twice, nobody waiting twice in Lord, and last " +
				"tables of even strength. The night is kept in a file in the state folder; every round is drawn from a " +
				"recorded seed, so it can be drawn again.",
			Example: "  rolekeeper night start Ana Ben Cem Dora Eli Finn Gus Hanna --variant buhmann --rounds 3\n" +
				"  rolekeeper night seat\n  rolekeeper night status --format md > tonight.md",
		},
		Start: Command{
			Short:   "Start a night with the players present",
			Long:    "Names are checked as at the setup (C-1) and matched against the roster: a known player keeps their spelling, a new name is welcome. --variant takes one variant or a list the rounds take in turn.",
			Example: "  rolekeeper night start Ana Ben Cem Dora Eli --variant lord --rounds 2\n  rolekeeper night start Ana Ben Cem Dora Eli Finn Gus --variant buhmann,lord",
		},
		Seat: Command{
			Short:   "Draw the next night round's tables",
			Long:    "Draws the next night round from a seed (random unless --seed is given), prints it with its score per criterion, and records it in the night's file.",
			Example: "  rolekeeper night seat\n  rolekeeper night seat --seed 8812 --format json",
		},
		Status: Command{
			Short:   "Show the night: its players and every round seated",
			Long:    "Prints the night's rounds with their tables and scores, as text, JSON, or a Markdown or CSV sheet to print.",
			Example: "  rolekeeper night status\n  rolekeeper night status --format csv > tonight.csv",
		},
		Standings: Command{
			Short:   "The night's standings: stats over the games of this night",
			Long:    "Adds up the games started from this night's seatings, as rolekeeper stats does.",
			Example: "  rolekeeper night standings",
		},
		Play: Command{
			Short:   "Start a table's game from the seating",
			Long:    "Opens the setup of a new game filled from the seating: the table's players in seat order, the round's variant, seat 1 first, each player's last deck, and in Lord the waiting player as drawn. The game records its night, round and table.",
			Example: "  rolekeeper night play 2\n  rolekeeper night play 3 --round 1",
		},
		PlayArgs: "TABLE",
		Round: Command{
			Short:   "The room's round clock: start, pause, resume, add minutes, call time",
			Long:    "One clock for the whole room, kept in the night's file: every table's game started from the seating shows it in its header within two seconds. When time is called, the active player finishes the turn, then every player still in gets one more turn (or as many as night start --extra-turns chose).",
			Example: "  rolekeeper night round start 100m\n  rolekeeper night round pause\n  rolekeeper night round resume\n  rolekeeper night round +5m\n  rolekeeper night round time",
		},
		RoundArgs: "start DURATION | pause | resume | +DURATION | time",
		ClockRunning: func(round int, left string) string {
			return "Night round " + strconv.Itoa(round) + ": " + left + " left"
		},
		ClockPaused: func(round int, left string) string {
			return "Night round " + strconv.Itoa(round) + ": paused, " + left + " left"
		},
		ClockCalled: func(round, turns int) string {
			if turns < 0 {
				return "Night round " + strconv.Itoa(round) + ": TIME CALLED"
			}
			return "Night round " + strconv.Itoa(round) + ": TIME CALLED · this turn, then " + plural(turns, "more turn", "more turns")
		},
		ClockCalledShort: func(round, turns int) string {
			if turns == 0 {
				return "Night round " + strconv.Itoa(round) + ": TIME CALLED · last turn"
			}
			return "Night round " + strconv.Itoa(round) + ": TIME CALLED · this turn + " + strconv.Itoa(turns)
		},
		ClockStale:      func(text, clock string) string { return "as of " + clock + " · " + text + " (may be stale)" },
		ClockStaleShort: func(text, clock string) string { return "as of " + clock + " · " + text },
		ClockNone:       "No round clock: rolekeeper night round start 100m starts one.",
		ClockUnread: func(league bool) string {
			if league {
				return "Round clock: cannot reach the league · trying again"
			}
			return "Round clock: the night's file cannot be read here · trying again"
		},
		ClockUnreadShort: func(league bool) string {
			if league {
				return "Round clock: cannot reach the league"
			}
			return "Round clock: no night file here"
		},
		NotInLeague: func(reason string) string {
			return "Not in the league (" + reason + "): the clock stands in the night's file; a game of this night open on " +
				"this laptop sends it as soon as the league answers, else rolekeeper night status does."
		},
		TV: nightTVEN(), Send: nightSendEN(), StandingsOf: nightStandingsEN(), StatusText: nightStatusEN(),
		LogTimeCalled: func(turns int) string {
			return "Time is called (N-1): this turn, then " + plural(turns, "more turn", "more turns")
		},
		FlagRound:      "the night round (default: the last seated)",
		FlagStatsNight: "only the games started from the seating of this club night (its id, as night status --format json shows it)",
		StartArgs:      "NAME…",
		FlagVariant:    "the variant, or a list the rounds take in turn (buhmann, lord)",
		FlagRounds:     "how many night rounds the night has (1–12)",
		FlagSizes:      "the club's table sizes, as MIN-MAX (default: Buhmann 4-5, Lord 5-6)",
		FlagSeed:       "the seed to draw the night round from (default: random)",
		FlagFormat:     "text, json, md or csv",
		FlagFile:       "the night's file (default: night.json in the state folder)",
		FlagNew:        "start a new night even if one is kept (the old one is kept under another name)",
		FlagExtraTurns: "the club's end of round: once time is called, the active player finishes the turn, then every player still in gets this many more turns (0 to 3)",
		Started: func(players, rounds int, variants []string, path string) string {
			of := " of " + strings.Join(variants, "")
			if len(variants) > 1 { // the rounds take them in turn, round 1 the first
				of = ", the variants in turn: " + strings.Join(variants, ", ")
			}
			return "Night started: " + plural(players, "player", "players") + ", " + plural(rounds, "night round", "night rounds") +
				of + ". Kept in " + path + "."
		},
		Known:     func(typed, roster string) string { return typed + " is " + roster + " from the roster." },
		Newcomers: func(names []string) string { return "New tonight: " + joinList(names, ", ", " and ") + "." },
		Kept:      func(path string) string { return "The night before is kept as " + path + "." },
		Title: func(started string, players, seated, rounds int) string {
			return "Night of " + started + " · " + plural(players, "player", "players") + " · " +
				strconv.Itoa(seated) + " of " + plural(rounds, "night round", "night rounds") + " seated"
		},
		RoundTitle: func(round, rounds int, variant string, seed uint64) string {
			return "Night round " + strconv.Itoa(round) + " of " + strconv.Itoa(rounds) + " · " + variant + " · seed " + strconv.FormatUint(seed, 10)
		},
		Table:   func(n int) string { return "Table " + strconv.Itoa(n) },
		First:   "first",
		Waiting: "waiting",
		Score: func(s NightScore) string {
			parts := []string{"repeated pairs " + strconv.Itoa(s.Repeats), "first again " + strconv.Itoa(s.FirstAgain),
				"first seats in the season " + strconv.Itoa(s.FirstSeason), "same seat again " + strconv.Itoa(s.SeatAgain)}
			if s.Lord {
				parts = append(parts, "waiting again "+strconv.Itoa(s.WaitAgain))
			}
			return "Score (0 is best, most important first): " + strings.Join(append(parts, "rating spread "+strconv.FormatFloat(s.Spread, 'f', 2, 64)), " · ")
		},
		Split: func(players, lo, hi int, tables []int) string {
			return strconv.Itoa(players) + " players do not split into tables of " + strconv.Itoa(lo) + "–" + strconv.Itoa(hi) +
				": tables of " + sizesText(tables, " and ")
		},
		NoneSeated: "No night round seated yet: rolekeeper night seat draws night round 1.",
		AllSeated:  "Every night round is seated.",
		SeatColumn: func(n int) string { return "Seat " + strconv.Itoa(n) },
		Problems: map[string]func([]string) string{
			ReasonNightTooMany:   func(a []string) string { return a[0] + " players: a night seats at most " + a[1] },
			ReasonNightVariants:  func(a []string) string { return "a night has 1 to " + a[1] + " variants, not " + a[0] },
			ReasonNightRounds:    func(a []string) string { return "a night has 1 to " + a[1] + " rounds, not " + a[0] },
			ReasonNightAllSeated: func(a []string) string { return "all " + a[0] + " night rounds are seated" },
			ReasonNightVersion:   func(a []string) string { return "not a night file rolekeeper knows (version " + a[0] + ")" },
			ReasonNightBadID:     func([]string) string { return "the night's id is not 32 lowercase hex digits" },
			ReasonNightBadJSON:   nightBadJSONEN,
			ReasonNightVariant:   func(a []string) string { return "unknown variant " + strconv.Quote(a[0]) },
			ReasonNightRoundNo:   func(a []string) string { return "night round " + a[0] + " is recorded as night round " + a[1] },
			ReasonNightRoundVar: func(a []string) string {
				return "night round " + a[0] + " is recorded as " + a[1] + ", not the night's variant"
			},
			ReasonNightInputs: func(a []string) string {
				return "night round " + a[0] + ": the ratings or first seats it was drawn from are missing or out of range"
			},
			ReasonNightStranger: func(a []string) string {
				return "night round " + a[0] + " seats " + strconv.Quote(a[1]) + " twice or who is not one of the night's players"
			},
			ReasonNightTableSize: func(a []string) string {
				return "night round " + a[0] + " has a table of " + a[1] + " players, which the rules do not allow"
			},
			ReasonNightNotSeated: func(a []string) string { return "night round " + a[0] + " leaves out " + a[1] },
			ReasonNightNoReplay: func(a []string) string {
				return "night round " + a[0] + " is not what its seed draws: the file was changed"
			},
			ReasonNightNone:      func([]string) string { return "no night started: rolekeeper night start NAME… starts one" },
			ReasonSeatingTooFew:  func(a []string) string { return a[0] + " players are too few: a table has at least " + a[1] },
			ReasonSeatingTooMany: func(a []string) string { return a[0] + " players are too many: a night seats at most " + a[1] },
			ReasonSeatingSizes: func(a []string) string {
				return "tables of " + a[0] + "–" + a[1] + ": the rules allow " + a[2] + "–" + a[3]
			},
			ReasonSeatingRound:        func(a []string) string { return "night round " + a[0] + " of the night does not fit its players" },
			ReasonNightNoTable:        func(a []string) string { return "night round " + a[0] + " has no table " + a[1] },
			ReasonNightBadSizes:       func(a []string) string { return strconv.Quote(a[0]) + " is not MIN-MAX, as 4-5" },
			ReasonNightNotDrawn:       func(a []string) string { return "night round " + a[0] + " is not seated yet" },
			ReasonNightSeatID:         func(a []string) string { return "the night " + a[0] + " is not 32 lowercase hex digits" },
			ReasonTimeNotCalled:       func([]string) string { return "time: \"called\" must be true" },
			ReasonNightBusy:           func([]string) string { return "another rolekeeper is changing the night; try again" },
			ReasonNightLineage:        lineageEN,
			ReasonTimeIncomplete:      func([]string) string { return "time: \"called\" and \"turns\" are both needed" },
			ReasonNightSeatIncomplete: func([]string) string { return "a setup from a night names its night, round and table, all three" },
			ReasonNightSeatRange: func(a []string) string {
				return "night round " + a[0] + ", table " + a[1] + ": a night has rounds 1–12 and tables 1–100"
			},
			ReasonNightClockLen: func(a []string) string { return a[0] + " minutes: a round lasts 1 to " + a[1] + " minutes" },
			ReasonNightClockState: func(a []string) string {
				return [4]string{"no round clock is started", "the round clock runs", "the round clock is paused", "time is called"}[clockIndex(a[0])]
			},
			ReasonNightRoundDo:    func(a []string) string { return strconv.Quote(a[0]) + ": use start 100m, pause, resume, +5m or time" },
			ReasonNightLeagueAway: func([]string) string { return "the league cannot be reached" },
			ReasonNightExtraTurns: func(a []string) string {
				return a[0] + " more turns each once time is called: a club's end of round gives 0 to " + a[1]
			},
			ReasonNightExists: func(a []string) string {
				return "a night is kept in " + a[0] + ": rolekeeper night status shows it, --new starts another"
			},
			ReasonNightNoPlayers:  func([]string) string { return "name the players present: rolekeeper night start Ana Ben Cem …" },
			ReasonNightSeedFormat: func(a []string) string { return strconv.Quote(a[0]) + " is not a seed (a whole number from 0)" },
		},
	}
}

// sizesText writes table sizes as "5, 4 and 4".
func sizesText(tables []int, last string) string {
	var parts []string
	for _, t := range tables {
		parts = append(parts, strconv.Itoa(t))
	}
	return joinList(parts, ", ", last)
}

// clockIndex is the clock state a problem names (night.ClockState).
func clockIndex(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 3 {
		return 0
	}
	return n
}
