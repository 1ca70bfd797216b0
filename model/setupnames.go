package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/names"
	"rolekeeper/rules"
)

// checkName checks a name typed for seat (NoSeat: a new player) against
// C-1 with package names: a valid name, and no other player with the same
// name after NFKC normalisation, ignoring case (names.Key).
func checkName(players []string, name string, seat int) error {
	if err := names.CheckOne(name); err != nil {
		return err
	}
	k := names.Key(name)
	for i, p := range players {
		if i != seat && names.Key(p) == k {
			return &rules.RuleError{Rule: "C-1", Key: rules.RefuseNameTaken, Args: rules.RefusalArgs{Numbers: []int{i}, Text: p}}
		}
	}
	return nil
}

// startEdit opens the name input for seat (NoSeat: a new player).
func (s *setupState) startEdit(seat int) tea.Cmd {
	if seat == rules.NoSeat && len(s.players) >= rules.MaxPlayers {
		s.message = s.words.Setup.AtMost(rules.MaxPlayers)
		return nil
	}
	s.editing, s.editSeat, s.refused = true, seat, false
	s.draws = nil // a draw taken back would undo the names too
	s.input.Reset()
	if seat != rules.NoSeat {
		s.input.SetValue(s.players[seat])
	} else {
		s.focus(rowAdd, 0)
	}
	return s.input.Focus()
}

// setupEditKey handles a key while a name is typed.
func (m Model) setupEditKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	s := &m.setup
	shown := m.rosterOffer()
	r := m.activeRoster()
	switch {
	case key.Matches(msg, k.PastPrev):
		r.move(-1, shown)
		return m, nil
	case key.Matches(msg, k.PastNext):
		r.move(1, shown)
		return m, nil
	case s.deckEdit && key.Matches(msg, k.Back):
		s.stopDeck()
		r.chosen = -1
		return m, nil
	case s.deckEdit && key.Matches(msg, k.SaveName):
		if deck, ok := r.picked(shown); ok {
			s.input.SetValue(deck)
		}
		r.chosen = -1
		s.saveDeck()
		return m, nil
	case key.Matches(msg, k.Back):
		s.editing, s.message, s.refused = false, "", false
		s.input.Blur()
		if s.editSeat == rules.NoSeat && len(s.queue) > 0 {
			s.message = s.words.Setup.PastedNotAdded(append([]string{names.Normalize(s.input.Value())}, s.queue...))
		}
		s.queue = nil
		m.roster.chosen = -1
		return m, nil
	case key.Matches(msg, k.SaveName):
		if name, ok := m.roster.picked(shown); ok {
			s.input.SetValue(name)
		}
		m.roster.chosen = -1
		return m, s.saveName()
	case key.Matches(msg, k.Quit):
		return m.quit()
	}
	if s.refused && msg.Text != "" && !key.Matches(msg, k.Erase) {
		s.input.Reset() // typed over the refused name, as over a selection
	}
	s.refused = false
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(msg)
	if s.deckEdit {
		s.checkTypedDeck()
		return m, cmd
	}
	s.checkTyped()
	return m, cmd
}

// checkTyped shows at once what C-1 says about the name being typed.
func (s *setupState) checkTyped() {
	s.message = ""
	name := names.Normalize(s.input.Value())
	if name == "" {
		return
	}
	if err := checkName(s.players, name, s.editSeat); err != nil {
		s.message = refusalText(err, s.words)
	}
}

// saveName takes the typed name if C-1 allows it. Adding goes on with the
// next player until Enter is pressed on an empty name.
func (s *setupState) saveName() tea.Cmd {
	name := names.Normalize(s.input.Value())
	if s.editSeat == rules.NoSeat && strings.TrimSpace(name) == "" {
		s.editing, s.message = false, ""
		s.input.Blur()
		return s.addPasted(s.takeQueue()) // a refused pasted name erased: the rest go on
	}
	if err := checkName(s.players, name, s.editSeat); err != nil {
		s.message = s.words.Setup.RefusedKept(refusalText(err, s.words))
		s.refused = true
		return nil
	}
	s.message, s.refused = "", false
	if s.editSeat != rules.NoSeat {
		s.players[s.editSeat] = name
		s.editing = false
		s.input.Blur()
		return nil
	}
	s.players = append(s.players, name)
	if len(s.queue) > 0 {
		return s.addPasted(s.takeQueue())
	}
	if len(s.players) >= rules.MaxPlayers {
		s.editing = false
		s.input.Blur()
		s.focus(rowStart, 0)
		return nil
	}
	s.input.Reset()
	s.focus(rowAdd, 0)
	return nil
}

// takeQueue returns the pasted names waiting and empties the queue.
func (s *setupState) takeQueue() []string {
	q := s.queue
	s.queue = nil
	return q
}

// pasteNames adds a player for every line of a pasted list ("Ann\nBob\n
// Cat"), after what is typed already; see addPasted.
func (s *setupState) pasteNames(text string) tea.Cmd {
	s.draws = nil
	lines := strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' })
	if s.editing && len(lines) > 0 {
		lines[0] = s.input.Value() + lines[0]
	}
	return s.addPasted(lines)
}

// addPasted adds pasted names in order, and loses none: a name C-1
// refuses stops the list in the input with the reason, to be corrected,
// and the names after it wait in the queue until it is saved; names
// beyond the most players are named as left out. Blank lines are
// skipped.
func (s *setupState) addPasted(lines []string) tea.Cmd {
	var list []string
	for _, l := range lines {
		if name := names.Normalize(l); strings.TrimSpace(name) != "" {
			list = append(list, name)
		}
	}
	t := s.words.Setup
	s.message, s.news = "", ""
	added := 0
	for i, name := range list {
		if len(s.players) >= rules.MaxPlayers {
			s.stopEditing(rowStart)
			s.message = t.PastedLeftOut(rules.MaxPlayers, list[i:])
			s.news = t.Pasted(added)
			return nil
		}
		if err := checkName(s.players, name, rules.NoSeat); err != nil {
			cmd := s.startEdit(rules.NoSeat)
			s.input.SetValue(name)
			s.refused = true // typing replaces it, as after a typed name refused
			s.queue = list[i+1:]
			s.message = t.PastedWaiting(refusalText(err, s.words), len(s.queue))
			s.news = t.Pasted(added)
			return cmd
		}
		s.players = append(s.players, name)
		added++
	}
	s.stopEditing(rowAdd)
	if len(s.players) >= rules.MaxPlayers {
		s.focus(rowStart, 0)
	}
	s.news = t.Pasted(added)
	return nil
}

// stopEditing closes the name input and puts the cursor on a row.
func (s *setupState) stopEditing(row rowKind) {
	s.editing = false
	s.input.Blur()
	s.focus(row, 0)
}

// pastedList reports whether pasted text is a list of names for the
// setup: several lines while adding players or on the players' rows.
func (s setupState) pastedList(text string) bool {
	if !strings.ContainsAny(strings.TrimSpace(text), "\n\r") || s.numEdit {
		return false
	}
	if s.editing {
		return s.editSeat == rules.NoSeat
	}
	k := s.current().kind
	return k == rowAdd || k == rowPlayer
}
