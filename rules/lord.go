package rules

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// intn draws a number in [0, n) from the game's generator (C-9).
func (a *applier) intn(n int) int {
	return intn(&a.s.rng, n)
}

// intn draws a uniform number in [0, n) from a PCG without allocating
// (Lemire's multiply-and-reject method, as math/rand/v2 uses).
func intn(r *rand.PCG, n int) int {
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// drawRoles draws the waiting player (even player count), the Lord and the
// pairs at setup (L-1).
func (a *applier) drawRoles() {
	if n := len(a.s.Players); n%2 == 0 {
		a.setWaiting(a.intn(n))
	}
	playing := a.playingSeats(NoSeat)
	a.setLord(playing[a.intn(len(playing))])
	a.drawPairs()
}

// playingSeats lists, in seat order, the players who take turns, leaving
// out the seat except.
func (a *applier) playingSeats(except int) []int {
	seats := make([]int, 0, len(a.s.Players))
	for i, p := range a.s.Players {
		if p.TakesTurns() && i != except {
			seats = append(seats, i)
		}
	}
	return seats
}

// drawPairs draws all playing non-Lord players into new pairs (L-7).
func (a *applier) drawPairs() {
	seats := a.playingSeats(a.s.Lord)
	for i := len(seats) - 1; i > 0; i-- { // Fisher–Yates
		j := a.intn(i + 1)
		seats[i], seats[j] = seats[j], seats[i]
	}
	pairs := make([]Pair, len(seats)/2)
	for i := range pairs {
		pairs[i] = Pair{seats[2*i], seats[2*i+1]}
	}
	a.s.Pairs = pairs
	a.emit(newPairs(pairs))
}

func (a *applier) setLord(seat int) {
	old := a.s.Lord
	a.s.Lord = seat
	a.emit(roleChanged(NewLord, seat, old))
}

// setWaiting makes seat the waiting player (NoSeat: nobody waits).
func (a *applier) setWaiting(seat int) {
	if w := a.s.Waiting; w != NoSeat {
		a.s.Players[w].Waiting = false
	}
	a.s.Waiting = seat
	if seat != NoSeat {
		a.s.Players[seat].Out = false
		a.s.Players[seat].Waiting = true
		a.emit(effect(NowWaiting, seat))
	}
}

// protectionAtTurnStart counts down the protection of the player whose
// turn begins (L-9).
func (a *applier) protectionAtTurnStart(seat int) {
	p := &a.s.Players[seat]
	switch {
	case !p.Protected():
	case !p.Protection.Started:
		p.Protection.Started = true
		a.emit(protection(ProtectionCounted, seat, p.Protection.Rounds))
	case p.Protection.Rounds == 1:
		p.Protection = Protection{}
		a.emit(effect(ProtectionEnded, seat))
	default:
		p.Protection.Rounds--
		a.emit(protection(ProtectionCounted, seat, p.Protection.Rounds))
	}
}

// ProtectionRounds is the length of an entrant's protection by their points
// on entry (L-8): 4 rounds at 3 points or fewer, 3 at 4–6, 2 at 7 or more.
func ProtectionRounds(points int) int {
	switch {
	case points <= 3:
		return 4
	case points <= 6:
		return 3
	}
	return 2
}

// lordAfterElimination scores the eliminations (L-4), ends the game if
// someone reached the target (L-5), and otherwise lets players enter, draws
// the new Lord and pairs and protects the entrants (L-6–L-8).
func (a *applier) lordAfterElimination(out []int, culprit int) {
	if a.score(out, culprit) && a.checkVictory() {
		return
	}
	entrants := a.reenter(out)
	a.setLord(entrants[a.intn(len(entrants))])
	a.drawPairs()
	for _, seat := range entrants {
		rounds := ProtectionRounds(a.s.Players[seat].Points)
		a.s.Players[seat].Protection = Protection{Rounds: rounds}
		a.s.Players[seat].Stats.Entries++
		a.s.Players[seat].Stats.ProtectionGranted += rounds
		a.emit(protection(ProtectionStarted, seat, rounds))
	}
}

// reenter brings players back after an elimination (L-6) and returns the
// entrants in seat order.
func (a *applier) reenter(out []int) []int {
	out = slices.Sorted(slices.Values(out))
	stay := NoSeat
	var entrants []int
	if w := a.s.Waiting; w != NoSeat {
		stay = out[a.intn(len(out))]
		entrants = append(entrants, w)
		a.setWaiting(stay)
	}
	for _, seat := range out {
		if seat != stay {
			entrants = append(entrants, seat)
		}
	}
	slices.Sort(entrants)
	for _, seat := range entrants {
		p := &a.s.Players[seat]
		p.Out, p.Waiting = false, false
		p.Life = a.s.Setup.Life
		p.Poison = 0 // entrants enter with no poison counters (C-11)
		entered := effect(Entered, seat)
		entered.Life = p.Life
		a.emit(entered)
	}
	return entrants
}

// score awards the points of one elimination event (L-4) and reports
// whether any were awarded.
func (a *applier) score(out []int, culprit int) bool {
	a.awarded = false
	lord := a.s.Lord
	for _, v := range out {
		switch {
		case culprit == NoSeat || culprit == v:
		case culprit == lord:
			a.award(culprit, 1, PointsLordElimination, v)
		case a.s.Opponents(culprit, v):
			a.award(culprit, 2, PointsOpponentElimination, v)
		}
		if v == lord {
			a.lordDeathBonus(out, culprit)
			continue
		}
		if p := a.s.PairedOpponent(v); p != NoSeat && p != culprit {
			a.award(p, 1, PointsPairedOpponentOut, v)
		}
	}
	if culprit != NoSeat && culprit != lord && a.eliminatedOnlyNonOpponents(out, culprit) {
		a.award(culprit, -1, PointsWrongElimination, NoSeat)
	}
	return a.awarded
}

// eliminatedOnlyNonOpponents reports whether culprit eliminated someone
// other than themselves but none of their opponents (L-4's −1).
func (a *applier) eliminatedOnlyNonOpponents(out []int, culprit int) bool {
	others := false
	for _, v := range out {
		if a.s.Opponents(culprit, v) {
			return false
		}
		others = others || v != culprit
	}
	return others
}

// lordDeathBonus applies house rule lord_death_rewards_all (L-4): +1 to
// every other non-Lord player who takes turns and is not the culprit.
func (a *applier) lordDeathBonus(out []int, culprit int) {
	if !a.s.Setup.House.LordDeathRewardsAll {
		return
	}
	for _, seat := range a.playingSeats(a.s.Lord) {
		if seat != culprit && !slices.Contains(out, seat) {
			a.award(seat, 1, PointsLordDeathBonus, a.s.Lord)
		}
	}
}

func (a *applier) award(seat, points int, source PointSource, victim int) {
	p := &a.s.Players[seat]
	p.Points += points
	p.Stats.PointsBySource[source] += points
	a.awarded = true
	a.emit(pointsAwarded(seat, points, source, victim, ""))
}

// checkVictory ends the game if anyone reached the target score (L-5) and
// reports whether it did.
func (a *applier) checkVictory() bool {
	for _, p := range a.s.Players {
		if p.Points >= a.s.Setup.Target {
			a.gameOver(a.s.Leaders())
			return true
		}
	}
	return false
}

// points applies a manual points change (L-11, L-5).
func (a *applier) points(e Points) error {
	if a.s.Setup.Variant != Lord {
		return refuse("L-11", RefusePointsNotLord, RefusalArgs{})
	}
	if e.Seat < 0 || e.Seat >= len(a.s.Players) {
		return refuse("C-6a", RefuseNoSuchSeat, RefusalArgs{Part: PartPoints, Numbers: []int{e.Seat}})
	}
	if e.Delta == 0 || e.Delta > MaxDelta || e.Delta < -MaxDelta {
		return refuse("L-11", RefusePointsChange, numbers(MaxDelta, e.Delta))
	}
	if err := checkReason(e.Reason); err != nil {
		return err
	}
	a.s.Started = true
	p := &a.s.Players[e.Seat]
	p.Points += e.Delta
	p.Stats.PointsBySource[PointsManual] += e.Delta
	a.s.recordHandPoints(e)
	a.emit(pointsAwarded(e.Seat, e.Delta, PointsManual, NoSeat, e.Reason))
	a.checkVictory()
	return nil
}

// MaxReasonLength is the longest reason of a manual points change, in
// characters (L-11).
const MaxReasonLength = 200

// checkReason refuses an empty reason (L-11 asks for one), and reasons
// that are too long or hold control characters, which would garble the
// screen and the log.
func checkReason(reason string) error {
	if strings.TrimSpace(reason) == "" {
		return refuse("L-11", RefusePointsNoReason, RefusalArgs{})
	}
	if !utf8.ValidString(reason) || utf8.RuneCountInString(reason) > MaxReasonLength {
		return refuse("L-11", RefuseReasonTooLong, numbers(MaxReasonLength))
	}
	for _, r := range reason {
		if unicode.IsControl(r) {
			return refuse("L-11", RefuseReasonControl, numbers(int(r)))
		}
	}
	return nil
}
