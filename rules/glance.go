package rules

// Glance is what the list of unfinished games says of a game: the round,
// whose turn it is, and who leads. It is a function of the state alone
// (GlanceAt), so that an index of saved games can keep it.
type Glance struct {
	// Round and Turn are the round and the turn (C-3); Active is the
	// active player's seat (C-2).
	Round, Turn, Active int
	// Leaders are the seats in the lead, in seat order: in a Lord game
	// the players with the most points, when that is more than 0 (L-5);
	// in a Buhmann game the players still in with the most life. None
	// when every player still in is level.
	Leaders []int
	// Lead is the leaders' points (ByPoints) or life.
	Lead     int
	ByPoints bool
}

// GlanceAt returns the glance of a state.
func GlanceAt(s State) Glance {
	g := Glance{Round: s.Round, Turn: s.Turn, Active: s.Active, ByPoints: s.Setup.Variant == Lord}
	if g.ByPoints {
		if leaders := s.Leaders(); len(leaders) > 0 && s.Players[leaders[0]].Points > 0 {
			g.Leaders, g.Lead = leaders, s.Players[leaders[0]].Points
		}
		return g
	}
	playing := 0
	for i, p := range s.Players {
		if !p.TakesTurns() {
			continue
		}
		playing++
		switch {
		case g.Leaders == nil || p.Life > g.Lead:
			g.Leaders, g.Lead = []int{i}, p.Life
		case p.Life == g.Lead:
			g.Leaders = append(g.Leaders, i)
		}
	}
	if len(g.Leaders) == playing && playing > 1 {
		g.Leaders, g.Lead = nil, 0 // everyone level: nobody leads
	}
	return g
}
