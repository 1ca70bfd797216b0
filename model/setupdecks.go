package model

import (
	tea "charm.land/bubbletea/v2"

	"rolekeeper/names"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// deckOf is the deck of the player at seat, "" for none said.
func (s setupState) deckOf(seat int) string {
	if seat < 0 || seat >= len(s.players) {
		return ""
	}
	return s.decks[names.Key(s.players[seat])]
}

// seatDecks are the setup's decks, one per seat, or nil when no deck is
// said.
func (s setupState) seatDecks() []string {
	out := make([]string, len(s.players))
	said := false
	for i := range s.players {
		out[i] = s.deckOf(i)
		said = said || out[i] != ""
	}
	if !said {
		return nil
	}
	return out
}

// startDeck opens the input for the deck of the player at seat, with the
// player's past decks on offer.
func (m Model) startDeck(seat int) (Model, tea.Cmd) {
	s := &m.setup
	if seat < 0 || seat >= len(s.players) {
		return m, nil
	}
	s.editing, s.deckEdit, s.editSeat = true, true, seat
	s.input.Reset()
	s.input.Placeholder = m.Words.Decks.Placeholder
	s.input.SetValue(s.deckOf(seat))
	s.input.SetWidth(views.DeckInputWidth(m.Styles, s.players, m.Words.Decks.Deck, m.Width))
	s.input.CursorEnd()
	m.deckRoster = newRoster(m.opts.PastDecks[names.Key(s.players[seat])])
	return m, s.input.Focus()
}

// saveDeck takes the typed deck (none when empty) if C-1's character
// rules allow it.
func (s *setupState) saveDeck() {
	deck := names.Normalize(s.input.Value())
	key := names.Key(s.players[s.editSeat])
	if deck == "" {
		delete(s.decks, key)
	} else {
		if err := names.CheckDeck(deck); err != nil {
			s.message = refusalText(err, s.words)
			return
		}
		s.decks[key] = deck
	}
	s.stopDeck()
}

// stopDeck closes the deck input.
func (s *setupState) stopDeck() {
	s.editing, s.deckEdit, s.message = false, false, ""
	s.input.Placeholder = s.words.Setup.NamePlaceholder
	s.input.SetWidth(s.inputWidth)
	s.input.Blur()
}

// checkTypedDeck shows at once what C-1's character rules say about the
// deck being typed.
func (s *setupState) checkTypedDeck() {
	s.message = ""
	if deck := names.Normalize(s.input.Value()); deck != "" {
		if err := names.CheckDeck(deck); err != nil {
			s.message = refusalText(err, s.words)
		}
	}
}

// activeRoster is the roster of what is typed: past decks while a deck
// is typed, else past players.
func (m *Model) activeRoster() *roster {
	if m.setup.deckEdit {
		return &m.deckRoster
	}
	return &m.roster
}

// rosterWords are the words of the line of the active roster.
func (m Model) rosterWords() wording.Roster {
	w := m.Words.Stats.Roster
	if m.setup.deckEdit {
		w.Title = m.Words.Decks.Past
	}
	return w
}
