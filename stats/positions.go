package stats

import "rolekeeper/rules"

// Positions counts games and wins by place in the turn order:
// Positions[k] is the player k+1 turns from the first (rules.MaxPlayers
// places in all).
type Positions [rules.MaxPlayers]PositionTotals

// PositionTotals are the games played and won from one place in the turn
// order.
type PositionTotals struct {
	Games, Wins int
}

// WinRate is Wins divided by Games, 0 without games.
func (p PositionTotals) WinRate() float64 { return ratio(p.Wins, p.Games) }

// add counts one player's game.
func (ps *Positions) add(pg PlayerGame) {
	if pg.Position < 1 || pg.Position > len(ps) {
		return
	}
	ps[pg.Position-1].Games++
	ps[pg.Position-1].Wins += boolInt(pg.Result == Win)
}

// merge adds the counts of o.
func (ps *Positions) merge(o Positions) {
	for i := range ps {
		ps[i].Games += o[i].Games
		ps[i].Wins += o[i].Wins
	}
}

// Len is the number of places that have a game.
func (ps Positions) Len() int {
	n := 0
	for i, p := range ps {
		if p.Games > 0 {
			n = i + 1
		}
	}
	return n
}
