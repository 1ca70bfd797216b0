package model

import (
	"errors"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// commit applies one event to the game. It is the one place where events
// enter the game, undo and redo included: the rules decide; a refused
// event changes nothing and its rule's message is shown (C-7); an accepted
// one is logged, its turn-start effects become the notice, and
// Options.OnEvent is asked for a command to persist it. ok reports whether
// the rules accepted the event.
func (m Model) commit(e rules.Event) (_ Model, _ tea.Cmd, ok bool) {
	if !m.hasGame {
		return m, nil, false
	}
	if m.opts.Watch || (m.opts.ReadOnly && !isUndoRedo(e)) {
		m.refusal = m.readOnlyText()
		return m, nil, false
	}
	turn := m.game.Turn
	m, ok = m.apply(e)
	if !ok {
		return m, nil, false
	}
	m.source = m.source.after(e, turn)
	var cmd tea.Cmd
	if m.opts.OnEvent != nil {
		m.save = m.save.hand(m.log.len() - 1)
		cmd = m.opts.OnEvent(e)
	}
	return m, cmd, true
}

// apply lets the rules apply e to the game: a refused event changes
// nothing and its rule's message is shown; an accepted one is logged and
// its effects shown. It persists nothing: commit does, and a viewer's
// events were saved by the player's rolekeeper.
func (m Model) apply(e rules.Event) (Model, bool) {
	before := m.game
	next, effects, err := rules.Apply(m.game, e)
	if err != nil {
		m.refusal = refusalText(err, m.Words)
		return m, false
	}
	m.game = next
	m.clocks = m.clocks.After(e, m.now, next.State)
	m.log = m.log.add(before, next, e, effects)
	return m.afterEffects(before, e, effects), true
}

func isUndoRedo(e rules.Event) bool {
	switch e.(type) {
	case rules.Undo, rules.Redo:
		return true
	}
	return false
}

// refusalText is the message of a refused event or setup, in words:
// "B-3: …".
func refusalText(err error, wd *wording.Words) string {
	var re *rules.RuleError
	if errors.As(err, &re) {
		return wd.RefusalText(re)
	}
	return wd.ErrorText(err)
}

// afterEffects updates the screen after an accepted event: the notice of
// a new turn, the cursor, the undo message, and the summary at game end.
func (m Model) afterEffects(before rules.Game, e rules.Event, effects []rules.Effect) Model {
	names := wording.Names(m.game.State)
	switch e.(type) {
	case rules.Undo, rules.Redo:
		m.flash = m.Words.EntryLines(names, m.log.recent[len(m.log.recent)-1])[0]
	}
	switch e := e.(type) {
	case rules.Attack:
		m.sel = e.Defenders[0] // damage to a defender usually follows
	case rules.Target:
		m.sel = e.Owner
	}
	if n, ok := turnNotice(m.game.State, effects, m.Words); ok {
		m.notice = n
		m.sel = m.game.Active
	}
	if m.sel < 0 || m.sel >= len(m.game.Players) {
		m.sel = m.game.Active
	}
	if ask := entrants(effects); len(ask) > 0 && !isUndoRedo(e) && !m.opts.Watch && !m.opts.ReadOnly {
		m.prompt = newEntrantDeckPrompts(m.game.State, ask, m.Words, *m.Styles.Input)
	}
	switch {
	case m.game.Over && !before.Over:
		m.ended = m.now
		m.screen = screenSummary
	case !m.game.Over && before.Over && m.screen == screenSummary:
		m.screen = screenTable
	}
	return m
}

// turnNotice says in words what happened automatically at the start of
// the turn that the effects began, if they began one: passivity loss and
// counters (B-6), protection counting down (L-9), eliminations at turn
// start (B-11).
func turnNotice(s rules.State, effects []rules.Effect, wd *wording.Words) (notice, bool) {
	first := -1
	for i, ef := range effects {
		if ef.Kind == rules.TurnBegan {
			first = i
			break
		}
	}
	if first < 0 || s.Over {
		return notice{}, false
	}
	names := wording.Names(s)
	active := s.Active
	t := wd.Notice
	n := notice{title: t.Title(names[active], s.Round, s.Turn)}
	locked := false
	for _, ef := range effects[first+1:] {
		if text := wd.EffectText(names, ef); text != "" {
			n.lines = append(n.lines, text)
		}
		locked = locked || (ef.Kind == rules.PassivityCounterGained && ef.Counters >= 2)
	}
	switch {
	case s.Setup.Variant == rules.Buhmann && s.Endgame:
		n.lines = append(n.lines, t.Duel)
	case s.Setup.Variant == rules.Buhmann && s.IT == active:
		n.lines = append(n.lines, t.ITNoLoss(names[active]))
	case s.LifeGainLocked(active) && !locked:
		n.lines = append(n.lines, t.Locked(names[active]))
	case len(n.lines) == 0:
		n.lines = append(n.lines, t.Nothing)
	}
	return n, true
}
