package stats

import "slices"

// turnOrderJSON is one place in the turn order: the games played and
// won from it.
type turnOrderJSON struct {
	Position int     `json:"position"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	WinRate  float64 `json:"win_rate"`
}

// newTurnOrderJSON lists the places that have a game, from the first.
func newTurnOrderJSON(ps Positions) []turnOrderJSON {
	out := []turnOrderJSON{}
	for i, p := range ps[:ps.Len()] {
		out = append(out, turnOrderJSON{Position: i + 1, Games: p.Games, Wins: p.Wins, WinRate: round3(p.WinRate())})
	}
	return out
}

// turnOrder is the table of wins by place in the turn order: a row per
// place over every game, and a column per place for each player, as
// wins of games.
func (r Report) turnOrder() []table {
	w, s := r.Words, r.Season
	n := s.Positions.Len()
	if n == 0 {
		return nil
	}
	all := table{title: w.TurnOrder, note: w.TurnOrderNote, heads: []string{w.Position, w.Games, w.Wins, w.WinRate}}
	for i, p := range s.Positions[:n] {
		all.rows = append(all.rows, []string{itoa(i + 1), itoa(p.Games), itoa(p.Wins), w.Percent(p.WinRate())})
	}
	each := table{title: w.TurnOrderByPlayer, note: w.TurnOrderByPlayerNote, heads: []string{w.Player}}
	for i := range n {
		each.heads = append(each.heads, itoa(i+1))
	}
	for _, p := range s.Players {
		row := []string{p.Name}
		for _, pos := range p.Positions[:n] {
			row = append(row, w.WinsOf(pos.Wins, pos.Games))
		}
		each.rows = append(each.rows, row)
	}
	return []table{all, each}
}

// turnOrderHeader is the CSV's columns of the turn order, per place.
func turnOrderHeader() []string {
	var out []string
	for i := range len(Positions{}) {
		out = append(out, "position_"+itoa(i+1)+"_games", "position_"+itoa(i+1)+"_wins")
	}
	return out
}

// turnOrderCells are a player's CSV cells of the turn order.
func turnOrderCells(ps Positions) []string {
	out := make([]string, 0, 2*len(ps))
	for _, p := range ps {
		out = append(out, itoa(p.Games), itoa(p.Wins))
	}
	return slices.Clip(out)
}
