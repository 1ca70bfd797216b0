package model

import (
	"slices"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// seatingDraw is a draw made on the setup screen and what was before it,
// for u.
type seatingDraw struct {
	players []string
	first   int
}

// drawFrames and drawFrame are the short visible draw: a few names go by
// in the first player's row before the one drawn stays.
const (
	drawFrames = 8
	drawFrame  = 70 * time.Millisecond
)

// drawTickMsg is one frame of the draw shown; id tells a frame of the
// draw running from one of a draw already over.
type drawTickMsg struct{ id int }

// drawTick asks for the next frame of the draw numbered id.
func drawTick(id int) tea.Cmd {
	return tea.Tick(drawFrame, func(time.Time) tea.Msg { return drawTickMsg{id: id} })
}

// drawFirst draws the first player from the seed (C-9): the setup records
// the seat drawn, as if chosen by hand.
func (s *setupState) drawFirst() tea.Cmd {
	if len(s.players) < 2 {
		s.message = s.words.Seating.NoPlayers
		return nil
	}
	s.remember()
	s.first = rules.DrawFirst(len(s.players), s.seed, s.drawn)
	s.news = s.words.Seating.FirstDrawn(s.players[s.first], s.seed)
	return s.startSpin()
}

// shuffleSeats draws the seats from the seed (C-9): the setup records the
// players in the order drawn; the first player chosen moves with them.
func (s *setupState) shuffleSeats() tea.Cmd {
	if len(s.players) < 2 {
		s.message = s.words.Seating.NoPlayers
		return nil
	}
	s.remember()
	order := rules.ShuffleSeats(len(s.players), s.seed, s.drawn)
	players := make([]string, len(order))
	first := rules.NoSeat
	for seat, from := range order {
		players[seat] = s.players[from]
		if from == s.first {
			first = seat
		}
	}
	s.players, s.first = players, first
	s.news = s.words.Seating.Shuffled(players, s.seed)
	return s.startSpin()
}

// remember keeps what a draw is about to change, for u; a player removed
// before can no longer be put back in their seat.
func (s *setupState) remember() {
	s.draws = append(s.draws, seatingDraw{players: slices.Clone(s.players), first: s.first})
	s.removed = nil
}

// startSpin starts the frames of a draw.
func (s *setupState) startSpin() tea.Cmd {
	s.drawn++
	s.spin = drawFrames
	return drawTick(s.drawn)
}

// undraw takes the last draw back.
func (s *setupState) undraw() {
	last := s.draws[len(s.draws)-1]
	s.draws = s.draws[:len(s.draws)-1]
	s.players, s.first, s.spin = last.players, last.first, 0
	s.news = s.words.Seating.Undone
}

// drawTick shows the next frame of the draw numbered msg.id, if it runs.
func (m Model) drawTick(msg drawTickMsg) (Model, tea.Cmd) {
	if msg.id != m.setup.drawn || m.setup.spin <= 0 {
		return m, nil
	}
	m.setup.spin--
	if m.setup.spin == 0 {
		return m, nil
	}
	return m, drawTick(msg.id)
}

// spinning is the name shown in the first player's row while the draw
// runs, going by seat after seat to the one drawn; ok is false when no
// draw runs.
func (s setupState) spinning() (string, bool) {
	if s.spin <= 0 || len(s.players) == 0 {
		return "", false
	}
	at := max(s.first, 0)
	return s.players[(at+s.spin)%len(s.players)], true
}
