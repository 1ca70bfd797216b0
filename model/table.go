package model

import (
	"unicode"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// tableAct is what a key press on the table screen asks for.
type tableAct uint8

const (
	actNone tableAct = iota
	actPrevSeat
	actNextSeat
	actSeat // seat is set
	actLife // delta is set
	actLifeTyped
	actSource
	actCommit
	actCancel
	actSeveral
	actPoison
	actAttack
	actTarget
	actEliminate
	actPoints
	actPairs
	actPass
	actEnd
	actUndo
	actRedo
	actLog
	actSummary
	actLanguage
	actPhones
	actHelp
	actQuit
	actCapsLock // an unbound capital letter: Caps Lock may be on
	actSetup    // back to the setup: nothing was entered yet
	actDeck
)

// tableAction is a key press on the table screen turned into an action.
type tableAction struct {
	act   tableAct
	seat  int
	delta int
}

// tableActionFor turns a key press on the table screen into an action,
// using only the bindings enabled in k. It does not look at the game.
func tableActionFor(k keymap.KeyMap, msg tea.KeyPressMsg) tableAction {
	lives := []struct {
		b     key.Binding
		delta int
	}{{k.LifeDown, -1}, {k.LifeUp, 1}, {k.LifeDown5, -5}, {k.LifeUp5, 5}}
	for _, l := range lives {
		if key.Matches(msg, l.b) {
			return tableAction{act: actLife, delta: l.delta}
		}
	}
	if key.Matches(msg, k.Seat) {
		return tableAction{act: actSeat, seat: k.SeatOf(msg)}
	}
	simple := []struct {
		b   key.Binding
		act tableAct
	}{
		{k.PrevSeat, actPrevSeat}, {k.NextSeat, actNextSeat}, {k.LifeTyped, actLifeTyped},
		{k.Source, actSource}, {k.Commit, actCommit}, {k.Cancel, actCancel}, {k.Several, actSeveral}, {k.Poison, actPoison},
		{k.Attack, actAttack}, {k.Target, actTarget}, {k.Eliminate, actEliminate}, {k.Points, actPoints},
		{k.Pairs, actPairs}, {k.Pass, actPass}, {k.EndGame, actEnd}, {k.Undo, actUndo}, {k.Redo, actRedo},
		{k.Log, actLog}, {k.Summary, actSummary}, {k.Help, actHelp}, {k.Quit, actQuit}, {k.Back, actSetup},
		{k.Language, actLanguage}, {k.Deck, actDeck}, {k.Phones, actPhones},
	}
	for _, s := range simple {
		if key.Matches(msg, s.b) {
			return tableAction{act: s.act}
		}
	}
	if r := []rune(msg.Text); len(r) == 1 && unicode.IsUpper(r[0]) {
		return tableAction{act: actCapsLock}
	}
	return tableAction{act: actNone}
}

// stepSeat moves the cursor by step seats clockwise (negative:
// anticlockwise), wrapping around the table.
func stepSeat(sel, step, n int) int {
	if n <= 0 {
		return rules.NoSeat
	}
	if sel < 0 || sel >= n {
		sel = 0
		if step > 0 {
			return 0
		}
	}
	return ((sel+step)%n + n) % n
}

// tableKey handles a key press on the table screen.
func (m Model) tableKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	a := tableActionFor(m.keys(), msg)
	n := len(m.game.Players)
	if a.act == actNone || a.act == actCapsLock {
		m.flash = m.tableWhyNot(msg)
		return m, nil
	}
	switch a.act {
	case actPass:
		if msg.Mod&tea.ModCapsLock != 0 {
			// Only terminals that report lock keys say so: then a p
			// typed with Caps Lock on (points, in Lord) cannot pass.
			m.refusal = m.Words.Prompt.CapsLockPass
			return m, nil
		}
	case actLife:
		return m.lifePress(a.delta)
	case actCancel:
		m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
		m.flash = m.Words.Prompt.ChangeCancelled
		return m, nil
	case actUndo:
		if m.burst.pending() {
			m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
			m.flash = m.Words.Prompt.ChangeCancelled
			return m, nil
		}
	case actSource:
		m.prompt = newSourcePrompt(m.game.State, m.burst, m.Words)
		return m, nil
	case actPrevSeat, actNextSeat, actSeat:
		var next int
		switch a.act {
		case actPrevSeat:
			next = stepSeat(m.sel, -1, n)
		case actNextSeat:
			next = stepSeat(m.sel, 1, n)
		default:
			if a.seat < 0 || a.seat >= n {
				m.flash = m.Words.Prompt.NoSuchSeat(seatNumber(a.seat))
				return m, nil
			}
			next = a.seat
		}
		m.watch.picked = true
		if m.burst.pending() && next != m.burst.seat {
			var cmd tea.Cmd
			m, cmd, _ = m.flush()
			m.sel = next
			return m, cmd
		}
		m.sel = next
		return m, nil
	}
	m, cmd, ok := m.flush()
	if !ok || a.act == actCommit {
		return m, cmd
	}
	m, cmd2 := m.tableDo(a)
	return m, tea.Sequence(cmd, cmd2)
}

// tableDo carries out an action once any pending life change is entered.
func (m Model) tableDo(a tableAction) (Model, tea.Cmd) {
	s := m.game.State
	switch a.act {
	case actLifeTyped:
		if why := lifeRefusal(s, m.sel, m.Words); why != "" {
			m.refusal = why
			return m, nil
		}
		m.prompt = newLifePrompt(s, m.sel, m.offeredSource(), m.Words)
	case actSeveral:
		m.prompt = newSeveralPrompt(s, m.sel, m.Words)
	case actPoison:
		if why := poisonRefusal(s, m.sel, m.Words); why != "" {
			m.refusal = why
			return m, nil
		}
		m.prompt = newPoisonPrompt(s, m.sel, m.offeredSource(), m.Words)
	case actAttack:
		m.prompt = newAttackPrompt(s, m.sel, m.Words)
	case actTarget:
		m.prompt = newTargetPrompt(s, m.sel, m.Words)
	case actEliminate:
		m.prompt = newEliminatePrompt(s, m.sel, m.Words)
	case actPoints:
		m.prompt = newPointsPrompt(s, m.sel, m.Words, *m.Styles.Input)
	case actPairs:
		m.prompt = newPairsPrompt(s, m.Words)
	case actDeck:
		m.prompt = newDeckPrompt(s, m.sel, m.Words, *m.Styles.Input)
	case actPass:
		m, cmd, _ := m.commit(rules.Pass{})
		return m, cmd
	case actEnd:
		c := newConfirm(m.Words, m.Words.Prompt.EndTitle, endQuestion(s, m.Words),
			result{kind: resultSubmit, event: rules.End{}})
		c.no = m.Words.Prompt.NotEnded
		m.prompt = c
	case actUndo:
		m, cmd, _ := m.commit(rules.Undo{})
		return m, cmd
	case actRedo:
		m, cmd, _ := m.commit(rules.Redo{})
		return m, cmd
	case actLog:
		return m.openLog(), nil
	case actLanguage:
		return m.nextLanguage(), nil
	case actSummary:
		m.back, m.screen = screenTable, screenSummary
	case actPhones:
		m.prompt = newPhonesPrompt(m.share, m.Words, m.Dark(), m.Styles.Depth)
	case actHelp:
		m.back, m.screen = screenTable, screenHelp
	case actQuit:
		return m.quit()
	case actSetup:
		return m.discard()
	}
	return m, nil
}

// lifePress adds a press of − or + on the selected seat to the burst,
// entering the burst of another seat first.
func (m Model) lifePress(delta int) (Model, tea.Cmd) {
	if m.sel < 0 || m.sel >= len(m.game.Players) {
		m.flash = m.Words.Prompt.SelectFirst
		return m, nil
	}
	var cmd tea.Cmd
	if m.burst.pending() && m.burst.seat != m.sel {
		var ok bool
		if m, cmd, ok = m.flush(); !ok {
			return m, cmd
		}
	}
	if why := lifeRefusal(m.game.State, m.sel, m.Words); why != "" {
		m.refusal = why
		return m, cmd
	}
	m.burst = m.burst.add(m.sel, delta, m.offeredSource())
	return m, cmd
}

// lifeRefusal says why the life of seat cannot change (C-6a), or "" when
// it can.
func lifeRefusal(s rules.State, seat int, wd *wording.Words) string {
	if seat < 0 || seat >= len(s.Players) {
		return wd.Prompt.SelectFirst
	}
	if s.Playing(seat) {
		return ""
	}
	return wd.Prompt.CannotChange(s.Name(seat), s.Players[seat].Waiting)
}

// endQuestion says what ending the game now means (L-12).
func endQuestion(s rules.State, wd *wording.Words) []string {
	if s.Setup.Variant == rules.Lord {
		return []string{wd.Prompt.EndLord}
	}
	return []string{wd.Prompt.EndBuhmann}
}

// quit asks before leaving a game in progress, and leaves at once
// otherwise.
func (m Model) quit() (Model, tea.Cmd) {
	t := m.Words.Prompt
	if m.hasGame && !m.game.Over && !m.opts.ReadOnly && !m.opts.Watch {
		lines := []string{t.NotSavedLost}
		switch {
		case m.opts.OnEvent != nil && m.save.failed != "":
			lines = t.SaveFailed(m.save.failed)
		case m.opts.OnEvent != nil:
			lines = []string{t.SavedResume}
		}
		m.prompt = newConfirm(m.Words, t.QuitGame, lines, result{kind: resultQuit})
		return m, nil
	}
	if m.screen == screenSetup && len(m.setup.players) > 0 {
		m.prompt = newConfirm(m.Words, t.QuitSetup, []string{t.PlayersLost}, result{kind: resultQuit})
		return m, nil
	}
	return m, tea.Quit
}
