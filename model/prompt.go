package model

import (
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
)

// prompt is an open question over the table: attack, target, eliminate,
// points, a typed life change, a culprit, pairs, a confirmation. A prompt
// never changes the game: it returns a typed result that the model
// carries out.
type prompt interface {
	// update handles a key press and returns the prompt as it is now and
	// what the model should do.
	update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result)
	// view describes the prompt for views.Prompt.
	view(s rules.State) views.PromptView
	// marks says, per seat, what the prompt picked, for the seats.
	marks(s rules.State) []string
	// cursor is the seat the prompt's focused field points at, or NoSeat.
	cursor() int
	// fillContext sets the mode and field flags of the key map.
	fillContext(c *keymap.Context)
}

// resultKind is what a prompt asks the model to do.
type resultKind uint8

const (
	resultStay   resultKind = iota // keep the prompt open
	resultCancel                   // close it, nothing happens
	resultSubmit                   // close it and enter event
	resultNext                     // replace it by next
	resultQuit                     // quit the program
	resultBurst                    // close it and give the pending burst its source
	resultExport                   // close it and write the summary in format
)

// result is a prompt's answer to a key press.
type result struct {
	kind   resultKind
	event  rules.Event
	next   prompt
	source int // resultBurst: the source of the pending life change
	// asked is true when the culprit was asked already: the life change
	// is entered as it is, even with no source.
	asked bool
	// format is resultExport's format: "md", "csv" or "json".
	format string
}

// promptKey hands a key press to the open prompt and carries out its
// result.
func (m Model) promptKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	p, res := m.prompt.update(m.keys(), msg, m.game.State)
	m.prompt = p
	switch res.kind {
	case resultCancel:
		return m.cancelPrompt(), nil
	case resultNext:
		m.prompt = res.next
	case resultQuit:
		m.prompt = nil
		return m, tea.Quit
	case resultBurst:
		// The source is named, and the Enter that named it enters the
		// change: naming the source is the last step of `< s 1 ⏎`.
		m.prompt = nil
		m.burst.source, m.burst.chosen = res.source, true
		m, cmd, _ := m.flush()
		return m, cmd
	case resultSubmit:
		m, cmd := m.submitPrompt(res.event, res.asked)
		if m.prompt == nil && res.next != nil {
			m.prompt = res.next // the next question of a chain (the entrants' decks)
		}
		return m, cmd
	case resultExport:
		m.prompt = nil
		if m.opts.OnExport == nil {
			return m, nil
		}
		m.flash = m.Words.Prompt.WritingSummary
		return m, m.opts.OnExport(m.game, res.format, m.Words)
	}
	return m, nil
}

// submitPrompt enters a prompt's event. A refused event leaves the prompt
// open with the rule's message, so that the entry can be corrected.
func (m Model) submitPrompt(e rules.Event, asked bool) (Model, tea.Cmd) {
	open := m.prompt
	m.prompt = nil
	var (
		cmd tea.Cmd
		ok  bool
	)
	if lc, isLife := e.(rules.LifeChange); isLife && !asked {
		m, cmd, ok = m.submitLife(lc, m.offeredSource())
		if c, asking := m.prompt.(*culpritPrompt); !ok && asking {
			c.back = open // Esc comes back to the change as entered
			return m, cmd
		}
	} else if pe, isPoison := e.(rules.Poison); isPoison && !asked && needsPoisonCulprit(m.game.State, pe, m.offeredSource()) {
		c := newPoisonCulpritPrompt(m.game.State, pe, m.Words)
		c.back = open
		m.prompt = c
		return m, nil
	} else {
		m, cmd, ok = m.commit(e)
	}
	if !ok && m.refusal != "" && open != nil {
		m.prompt = withError(open, m.refusal)
		m.refusal = ""
	}
	return m, cmd
}

// cancelPrompt is Esc in a prompt, with one rule: it goes back to the
// step before and says what was not entered. A culprit question goes back
// to the life change it asks about (the prompt it was typed in, or a
// pending change for a burst); the pairs of the roles by hand go back to
// the Lord chosen; a first question goes back to the screen.
func (m Model) cancelPrompt() Model {
	t := m.Words.Prompt
	p := m.prompt
	m.prompt = nil
	switch p := p.(type) {
	case nil:
		return m
	case *culpritPrompt:
		if p.back != nil {
			m.prompt = withNote(p.back, t.NotEnteredBack)
			return m
		}
		if len(p.lc.Changes) == 1 {
			ch := p.lc.Changes[0]
			m.burst = burst{seat: ch.Seat, delta: ch.Delta, source: rules.NoSeat, id: m.burst.id + 1}
			m.flash = t.NotEnteredYet
			return m
		}
	case *pairsPrompt:
		if p.back != nil {
			m.prompt = withNote(p.back, t.NotEnteredPairs)
			return m
		}
	case *confirm:
		m.flash = p.no
		return m
	case *form:
		if m.burst.pending() { // the source of a pending change
			m.flash = t.NotEnteredYet
			return m
		}
		if p.cancelled != "" {
			m.flash = p.cancelled
			return m
		}
	}
	m.flash = t.NotEntered(p.view(m.game.State).Title)
	return m
}

// withNote returns the prompt showing news in place of its hint until
// the next key.
func withNote(p prompt, note string) prompt {
	switch p := p.(type) {
	case *form:
		p.note = note
	case *severalPrompt:
		p.note = note
	case *pairsPrompt:
		p.note = note
	case *culpritPrompt:
		p.form.note = note
	}
	return p
}

// withError returns the prompt showing a refusal.
func withError(p prompt, msg string) prompt {
	switch p := p.(type) {
	case *form:
		p.err = msg
	case *severalPrompt:
		p.err = msg
	case *pairsPrompt:
		p.err = msg
	case *culpritPrompt:
		p.form.err = msg
	}
	return p
}
