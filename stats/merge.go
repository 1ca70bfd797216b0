package stats

import "slices"

// Merge returns the season of the games of s and of o together, as if
// Aggregate had seen both sets of games at once (the two sets must not
// share a game); the ratings are those of all the matches rated again
// in order. The statistics of many games are the merge of the
// statistics of each.
func (s Season) Merge(o Season) Season {
	m := Season{
		Games:      s.Games + o.Games,
		Unfinished: s.Unfinished + o.Unfinished,
		Damaged:    append(slices.Clone(s.Damaged), o.Damaged...),
		Matches:    append(slices.Clone(s.Matches), o.Matches...),
		FirstPlayer: FirstPlayer{Games: s.FirstPlayer.Games + o.FirstPlayer.Games,
			Wins: s.FirstPlayer.Wins + o.FirstPlayer.Wins},
	}
	byKey := map[string]int{}
	for _, t := range append(slices.Clone(s.Players), o.Players...) {
		i, ok := byKey[t.Key]
		if !ok {
			byKey[t.Key] = len(m.Players)
			t.Results = slices.Clone(t.Results)
			m.Players = append(m.Players, t)
			continue
		}
		m.Players[i] = m.Players[i].merge(t)
	}
	Rank(m.Players)
	m.rate()
	m.Decks = mergeDecks(s.Decks, o.Decks)
	m.PlayerDecks = mergeDecks(s.PlayerDecks, o.PlayerDecks)
	byName := m.playerNames()
	for i := range m.PlayerDecks {
		m.PlayerDecks[i].PlayerName = byName[m.PlayerDecks[i].Player]
	}
	RankDecks(m.Decks)
	RankDecks(m.PlayerDecks)
	m.Positions = s.Positions
	m.Positions.merge(o.Positions)
	for _, mx := range []Matrix{s.Matrix, o.Matrix} {
		for culprit, row := range mx.Counts {
			for victim, n := range row {
				m.Matrix.add(culprit, victim, n)
			}
		}
	}
	return m
}

// merge adds the totals of the same person over other games.
func (t Totals) merge(o Totals) Totals {
	if len(o.Results) > 0 && (len(t.Results) == 0 || later(o.Results[len(o.Results)-1], t.Results[len(t.Results)-1])) {
		t.Name = o.Name
	}
	t.Games += o.Games
	t.Wins += o.Wins
	t.Draws += o.Draws
	t.PlaceSum += o.PlaceSum
	t.Positions.merge(o.Positions)
	for i, size := range o.BySize {
		t.BySize[i].Games += size.Games
		t.BySize[i].Wins += size.Wins
	}
	t.TurnsTaken += o.TurnsTaken
	t.Eliminations += o.Eliminations
	for i, n := range o.Eliminated {
		t.Eliminated[i] += n
	}
	t.Buhmann.Games += o.Buhmann.Games
	t.Buhmann.TurnsAsIT += o.Buhmann.TurnsAsIT
	t.Buhmann.PassivityLost += o.Buhmann.PassivityLost
	t.Lord.Games += o.Lord.Games
	t.Lord.Points += o.Lord.Points
	for i, n := range o.Lord.PointsBySource {
		t.Lord.PointsBySource[i] += n
	}
	t.Lord.TurnsAsLord += o.Lord.TurnsAsLord
	t.Lord.Entries += o.Lord.Entries
	t.Lord.ProtectionGranted += o.Lord.ProtectionGranted
	t.Results = append(t.Results, o.Results...)
	sortResults(t.Results)
	return t
}
