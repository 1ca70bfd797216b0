package rules

// EndOfRound is what a game's turns still to play once the round's time
// is called (N-1) are counted from: the players still in, and the
// game's time record and turn. It is a small value (comparable), so
// that a screen can keep it beside the clock it counts for; every
// screen that counts the turns (a table's header, the phones' page, the
// TV) counts them with TurnsToPlay.
type EndOfRound struct {
	In   int
	Time TimeCall
	Turn int
}

// EndOfRoundOf is the state's EndOfRound.
func EndOfRoundOf(s State) EndOfRound {
	e := EndOfRound{Time: s.Time, Turn: s.Turn}
	for _, p := range s.Players {
		if p.TakesTurns() {
			e.In++
		}
	}
	return e
}

// TurnsToPlay are the turns still to play once time is called (N-1):
// those the game's time record left (TimeCall.TurnsLeft), else by the
// club's end of round, the active player finishing the turn and then
// every player still in getting extra more (none for a negative
// extra), at most MaxTimeTurns.
func (e EndOfRound) TurnsToPlay(extra int) int {
	if e.Time.Called {
		return e.Time.TurnsLeft(e.Turn)
	}
	return min(max(extra, 0)*max(e.In, 0), MaxTimeTurns)
}
