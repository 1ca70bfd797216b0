package stats

import (
	"slices"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// Result is how one game ended for one player.
type Result uint8

// The results of a game for a player.
const (
	// Loss: someone else won.
	Loss Result = iota
	// Win: the player won, alone or sharing the victory (L-5, L-12).
	Win
	// Draw: the game ended with no winner (B-10, L-12 in Buhmann); every
	// player in it has a draw.
	Draw
)

// Causes lists every way a player can be eliminated, in the order the
// reports show them: life (C-5), passivity counters (B-6) and the causes
// of an Eliminate event.
var Causes = [...]rules.Cause{
	rules.CauseLife, rules.CausePassivity, rules.CausePoison,
	rules.CauseLibrary, rules.CauseConcede, rules.CauseOther,
}

// CauseCount is the number of Causes.
const CauseCount = len(Causes)

// causeIndex returns the index of c in Causes; an unknown cause counts as
// "other".
func causeIndex(c rules.Cause) int {
	if i := slices.Index(Causes[:], c); i >= 0 {
		return i
	}
	return CauseCount - 1
}

// Game is the facts of one game file that the statistics add up: who sat
// where, how each player did and who eliminated whom. It is what the index
// keeps for a game (encodeFacts), so it holds no rules state.
type Game struct {
	// Path is the game file.
	Path string
	// ID is the game's id (journal.File.ID): copies of one game in
	// several folders have the same, and count once (Unique).
	ID string
	// Lines is the number of records read, the setup's included: of two
	// copies of a game, the one with more is the more complete.
	Lines int
	// Variant is the game's variant.
	Variant rules.Variant
	// Start and End are the times of the first and the last record, or
	// both the file's modification time when the records carry none.
	Start time.Time
	End   time.Time
	// Events is the number of events played (undo and redo records not
	// counted, as journal.CountEvents counts them).
	Events int
	// Over is true for a finished game; unfinished games are counted
	// apart and add nothing to the players' figures.
	Over bool
	// Turns and Rounds are the game's last turn and round (C-3).
	Turns  int
	Rounds int
	// First is the seat of the first player (C-3: drawn or chosen at
	// setup).
	First int
	// Night is the game's place in a club night (its setup's night,
	// round and table), zero for a game set up by hand.
	Night rules.NightSeat
	// Players lists every seat of the setup in seat order, the waiting
	// player of a Lord game included.
	Players []PlayerGame
	// Eliminations lists every elimination in the order it happened.
	Eliminations []Elimination
	// Glance is where the game stands, for the list of unfinished games:
	// the round, whose turn it is and who leads (rules.GlanceAt).
	Glance rules.Glance
}

// PlayerGame is one player's figures in one game. The counts are the
// summary's (rules.Stats); see there for what each counts.
type PlayerGame struct {
	Seat int
	Name string
	// Result and Place are meaningful only for a finished game. Place is
	// the summary's standing, 1-based, tied players sharing a place: in
	// Buhmann by elimination order (B-10), in Lord by points (L-5).
	Result Result
	Place  int
	// Position is the player's place in the turn order at the start
	// (rules.State.Opening): 1 for the first player, then clockwise among
	// those who took turns; 0 for a player waiting at the start, or in a
	// game that never started.
	Position int
	// Decks are the decks the player used, each once, in the order of
	// first use, with the points scored while playing it; FinalDeck is
	// the deck they had at the end, "" when none was said.
	Decks     []DeckPlay
	FinalDeck string
	// TurnsTaken counts the player's own turns (C-3).
	TurnsTaken int
	// Eliminations counts the players this player eliminated as culprit,
	// themselves not included (C-5).
	Eliminations int
	// Eliminated counts the times the player was eliminated, by cause, in
	// the order of Causes.
	Eliminated [CauseCount]int
	// TurnsAsIT and PassivityLost are Buhmann's (B-2, B-6).
	TurnsAsIT     int
	PassivityLost int
	// Points, PointsBySource, TurnsAsLord, Entries and ProtectionGranted
	// are Lord's (L-4, L-6, L-8, L-11).
	Points            int
	PointsBySource    [rules.PointSourceCount]int
	TurnsAsLord       int
	Entries           int
	ProtectionGranted int
}

// Elimination is one player put out of a game (C-5).
type Elimination struct {
	Victim int
	// Culprit is a seat, or rules.NoSeat for nobody.
	Culprit int
	Cause   rules.Cause
}

// FromFile derives the facts of a game file read back by journal.Read.
// modified is the file's modification time, used as the game's time when
// its records carry none.
func FromFile(f journal.File, modified time.Time) Game {
	return FromReplay(Replayed{Path: f.Path, ID: f.ID, State: f.Game.State, Start: f.Start, End: f.End,
		Events: journal.CountEvents(f.Records), Lines: 1 + len(f.Records)}, modified)
}

// Replayed is what FromReplay needs of a game file replayed: what
// journal.File holds, for a reader that replays a game as it grows
// rather than reading it whole (the league's standings screen).
type Replayed struct {
	Path, ID string
	State    rules.State
	// Start and End are the times of the first and the last timed record
	// (journal.File.Start and End); zero when none has a time.
	Start, End time.Time
	// Events counts the events played (journal.CountEvents); Lines the
	// records, the setup's included.
	Events, Lines int
}

// FromReplay derives the facts of a game replayed, as FromFile does of a
// file read whole; modified is the file's modification time, the game's
// time when its records carry none.
func FromReplay(r Replayed, modified time.Time) Game {
	start, end := r.Start, r.End
	if !start.IsZero() {
		start, end = start.Local(), end.Local()
	}
	g := FromState(r.State, start, end)
	g.Path, g.ID = r.Path, r.ID
	g.Events, g.Lines = r.Events, r.Lines
	if g.Start.IsZero() {
		g.Start, g.End = modified, modified
	}
	return g
}

// FromState derives the facts of a game from its state, replayed with
// undo and redo exactly as rules.Replay does; start and end are the times
// of its first and last record.
func FromState(s rules.State, start, end time.Time) Game {
	sum := rules.NewSummary(s)
	g := Game{
		Variant: s.Setup.Variant, Start: start, End: end, Over: s.Over,
		Turns: s.Turn, Rounds: s.Round, First: s.Setup.First, Night: s.Setup.Night,
		Players: make([]PlayerGame, len(s.Players)),
		Glance:  rules.GlanceAt(s),
	}
	for _, st := range sum.Standings {
		g.Players[st.Seat] = playerGame(s, st)
	}
	for seat := range g.Players {
		g.Players[seat].Decks, g.Players[seat].FinalDeck = deckPlays(s, seat)
	}
	for i, seat := range s.Opening {
		if seat >= 0 && seat < len(g.Players) {
			g.Players[seat].Position = i + 1
		}
	}
	for _, e := range sum.Eliminations {
		g.Players[e.Seat].Eliminated[causeIndex(e.Cause)]++
		g.Eliminations = append(g.Eliminations, Elimination{Victim: e.Seat, Culprit: e.Culprit, Cause: e.Cause})
	}
	return g
}

// playerGame is one player's figures from their standing.
func playerGame(s rules.State, st rules.Standing) PlayerGame {
	p := PlayerGame{
		Seat: st.Seat, Name: st.Name, Place: st.Place,
		TurnsTaken: st.Stats.TurnsTaken, Eliminations: st.Stats.Eliminated,
	}
	switch {
	case !s.Over:
	case st.Winner:
		p.Result = Win
	case len(s.Winners) == 0:
		p.Result = Draw
	}
	if s.Setup.Variant == rules.Lord {
		p.Points, p.PointsBySource = st.Points, st.Stats.PointsBySource
		p.TurnsAsLord = st.Stats.TurnsAsLord
		p.Entries, p.ProtectionGranted = st.Stats.Entries, st.Stats.ProtectionGranted
	} else {
		p.TurnsAsIT, p.PassivityLost = st.Stats.TurnsAsIT, st.Stats.PassivityLost
	}
	return p
}
