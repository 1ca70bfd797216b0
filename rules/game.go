package rules

import "math/rand/v2"

// NoSeat stands for nobody: no source, no culprit, no IT, no Lord, no
// waiting player.
const NoSeat = -1

// Pair is two seats drawn (or set) as each other's opponents (L-2).
type Pair [2]int

// Protection is an entrant's protection (L-8, L-9).
type Protection struct {
	// Rounds left, 1–4; 0 means the player is not protected.
	Rounds int
	// Started is false from entry until the start of the player's first
	// turn after entry, when the countdown starts at the full length (L-9).
	Started bool
}

// Player is one seat's state. The player's name is the setup's (read it
// with State.Name): a Player holds no pointers, so the snapshots kept for
// undo (C-8) cost the garbage collector nothing to scan.
type Player struct {
	// Life total; may be 0 or below once eliminated (C-4).
	Life int
	// Out is true for an eliminated player who is not (or not yet) playing
	// again: in Buhmann for good; in Lord only once the game has ended on
	// the elimination that put them out (L-5), since otherwise eliminated
	// players re-enter or wait (L-6).
	Out bool
	// Waiting is true for a Lord game's waiting player (L-1, L-6).
	Waiting bool
	// Passivity is the number of passivity counters, 0–2 (B-6).
	Passivity int
	// Poison is the number of poison counters, 0 or more (C-11).
	Poison int
	// Points are victory points (L-4, L-11); they may be negative.
	Points int
	// Protection has Rounds 0 when the player is not protected (L-8).
	Protection Protection
	// Stats feed the summary screen; no rule reads them.
	Stats Stats
}

// Stats are per-player counts kept for the summary.
type Stats struct {
	TurnsTaken     int // turns begun as the active player
	TurnsAsIT      int // turns begun (anyone's) while this player was the IT
	TurnsAsLord    int // turns begun (anyone's) while this player was the Lord
	PassivityLost  int // life lost to passivity counters (B-6)
	Eliminated     int // players this player eliminated as culprit
	PointsBySource [PointSourceCount]int
	// Entries counts the times the player entered a Lord game as an
	// entrant (L-6): after an elimination, or after waiting.
	Entries int
	// ProtectionGranted is the sum of the protection lengths, in rounds,
	// the player was given on entry (L-8), whether or not they ran out.
	ProtectionGranted int
}

// Protected reports whether the player is protected (L-8).
func (p Player) Protected() bool { return p.Protection.Rounds > 0 }

// TakesTurns reports whether the player is in the game and takes turns:
// neither out nor waiting (C-2).
func (p Player) TakesTurns() bool { return !p.Out && !p.Waiting }

// Elimination records one player put out of the game (C-5), for the summary.
type Elimination struct {
	Seat    int
	Culprit int // NoSeat if nobody
	Cause   Cause
	Turn    int
	Round   int
	// Event numbers the elimination events from 1; players eliminated
	// simultaneously (C-5) share it.
	Event int
}

// State is everything the rules know about a game at one moment. It is a
// value: Apply never changes a State it was given.
type State struct {
	Setup   Setup
	Players []Player
	// Active is the seat of the active player (C-2).
	Active int
	// Turn counts turns from 1; Round counts rounds from 1 (C-3).
	Turn, Round int
	// Over is true once the game has ended (C-10); Winners holds the
	// winning seats, empty for a draw or an early Buhmann end.
	Over    bool
	Winners []int
	// IT is the IT's seat or NoSeat (Buhmann).
	IT int
	// Endgame is true once two Buhmann players remain (B-9).
	Endgame bool
	// Lord, Waiting and Pairs are the roles of a Lord game (L-1, L-7).
	Lord    int
	Waiting int
	Pairs   []Pair
	// Started is false until the first event other than roles, pairs,
	// undo and redo; roles may be set only before (L-1).
	Started bool
	// Opening is the turn order at the start, for statistics: the seats
	// that took turns when the game started (the first event other than
	// roles and pairs), the first player first and then clockwise (C-2,
	// C-3, L-7a). Empty until then.
	Opening []int
	// Time is when the club night's round clock called time (N-1), zero
	// until then.
	Time TimeCall
	// eliminated holds every elimination, the last first; read it with
	// Eliminations.
	eliminated *chain[Elimination]
	// losses and handPoints hold every loss of life and every manual
	// points change, the last first; read them with LifeLosses and
	// HandPointsChanges.
	losses     *chain[LifeLoss]
	handPoints *chain[HandPoints]
	// lossMark is the losses added up every lossEvery losses.
	lossMark *lossMark
	// decks holds every deck taken up, the last first; read it with
	// DeckUses and DeckOf.
	decks *chain[DeckUse]
	// noLedger is set by WithoutLedger: the losses are kept added up
	// (lossMark) and only the last few of them listed; eliminations and
	// handPoints are kept until TakeLedger takes them, which it counts in
	// taken.
	noLedger bool
	taken    ledgerTaken
	rng      rand.PCG
}

// Eliminations returns every elimination of the game so far, in order:
// of a game without its ledger, those it kept (WithoutLedger).
func (s State) Eliminations() []Elimination { return s.eliminated.all() }

// addEliminations records players eliminated simultaneously (C-5).
func (s *State) addEliminations(seats []int, culprit int, cause Cause) {
	event := 1
	if s.eliminated != nil {
		event = s.eliminated.item.Event + 1
	}
	for _, seat := range seats {
		s.eliminated = s.eliminated.add(Elimination{Seat: seat, Culprit: culprit, Cause: cause, Turn: s.Turn, Round: s.Round, Event: event})
	}
}

// Name returns the name of the player in seat, or "nobody" for NoSeat or
// a seat that does not exist.
func (s State) Name(seat int) string {
	if seat < 0 || seat >= len(s.Setup.Players) {
		return "nobody"
	}
	return s.Setup.Players[seat]
}

// Playing reports whether seat is a player who takes turns (C-2, C-6a).
func (s State) Playing(seat int) bool {
	return seat >= 0 && seat < len(s.Players) && s.Players[seat].TakesTurns()
}

// Remaining returns how many players take turns.
func (s State) Remaining() int {
	n := 0
	for _, p := range s.Players {
		if p.TakesTurns() {
			n++
		}
	}
	return n
}

// PairedOpponent returns the seat paired with seat (L-2), or NoSeat.
func (s State) PairedOpponent(seat int) int {
	for _, p := range s.Pairs {
		switch seat {
		case p[0]:
			return p[1]
		case p[1]:
			return p[0]
		}
	}
	return NoSeat
}

// Opponents reports whether b is a's opponent in a Lord game (L-2): a's
// paired opponent, or the Lord when a is not, or anyone when a is the Lord.
func (s State) Opponents(a, b int) bool {
	if a == b || a == NoSeat || b == NoSeat {
		return false
	}
	return a == s.Lord || b == s.Lord || s.PairedOpponent(a) == b
}

// NextPlaying returns the first seat after seat, clockwise, of a player who
// takes turns, or NoSeat if there is none other.
func (s State) NextPlaying(seat int) int {
	n := len(s.Players)
	for i := 1; i <= n; i++ {
		next := (seat + i) % n
		if s.Players[next].TakesTurns() {
			return next
		}
	}
	return NoSeat
}

// Leaders returns the seats with the most points, in seat order (L-5, L-12).
func (s State) Leaders() []int {
	var leaders []int
	best := 0
	for i, p := range s.Players {
		switch {
		case leaders == nil || p.Points > best:
			leaders, best = []int{i}, p.Points
		case p.Points == best:
			leaders = append(leaders, i)
		}
	}
	return leaders
}

// clone returns a copy of s whose slices may be changed without touching s.
// Pairs, Winners and the eliminations are replaced, never changed in
// place, so they are shared.
func (s State) clone() State {
	c := s
	c.Players = make([]Player, len(s.Players))
	copy(c.Players, s.Players)
	return c
}
