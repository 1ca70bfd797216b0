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
	actHelp
	actQuit
	actCapsLock // an unbound capital letter: Caps Lock may be on
	actSetup    // back to the setup: nothing was entered yet
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
		return tableAction{act: actSeat, seat: digitSeat(msg.String())}
	}
	simple := []struct {
		b   key.Binding
		act tableAct
	}{
		{k.PrevSeat, actPrevSeat}, {k.NextSeat, actNextSeat}, {k.LifeTyped, actLifeTyped},
		{k.Source, actSource}, {k.Commit, actCommit}, {k.Cancel, actCancel}, {k.Several, actSeveral},
		{k.Attack, actAttack}, {k.Target, actTarget}, {k.Eliminate, actEliminate}, {k.Points, actPoints},
		{k.Pairs, actPairs}, {k.Pass, actPass}, {k.EndGame, actEnd}, {k.Undo, actUndo}, {k.Redo, actRedo},
		{k.Log, actLog}, {k.Summary, actSummary}, {k.Help, actHelp}, {k.Quit, actQuit}, {k.Back, actSetup},
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

// digitSeat maps the digit keys to seats: "1" is seat 0 … "9" seat 8, "0"
// seat 9. Anything else is rules.NoSeat.
func digitSeat(s string) int {
	if len(s) != 1 || s[0] < '0' || s[0] > '9' {
		return rules.NoSeat
	}
	if s[0] == '0' {
		return 9
	}
	return int(s[0] - '1')
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
	if a.act == actNone && !m.opts.Watch {
		if text := nothingTo(msg.String()); text != "" {
			m.flash = text
			return m, nil
		}
	}
	if m.opts.Watch && (a.act == actNone || a.act == actCapsLock) {
		m.flash = wording.LiveKeysOnly
		return m, nil
	}
	if m.opts.ReadOnly && (a.act == actNone || a.act == actCapsLock) {
		m.flash = "This game is read only: u and r walk through it, h shows the log."
		return m, nil
	}
	switch a.act {
	case actNone:
		return m, nil
	case actCapsLock:
		m.flash = "Nothing is bound to " + msg.Text + " here. Is Caps Lock on?"
		return m, nil
	case actPass:
		if msg.Mod&tea.ModCapsLock != 0 {
			// Only terminals that report lock keys say so: then a p
			// typed with Caps Lock on (points, in Lord) cannot pass.
			m.refusal = "Caps Lock is on: the turn was not passed. Turn Caps Lock off; shift+p passes."
			return m, nil
		}
	case actLife:
		return m.lifePress(a.delta)
	case actCancel:
		m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
		m.flash = "Life change cancelled; nothing was entered."
		return m, nil
	case actUndo:
		if m.burst.pending() {
			m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
			m.flash = "Life change cancelled; nothing was entered."
			return m, nil
		}
	case actSource:
		m.prompt = newSourcePrompt(m.game.State, m.burst)
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
				m.flash = "There is no seat " + seatNumber(a.seat) + "."
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
		if why := lifeRefusal(s, m.sel); why != "" {
			m.refusal = why
			return m, nil
		}
		m.prompt = newLifePrompt(s, m.sel)
	case actSeveral:
		m.prompt = newSeveralPrompt(s, m.sel)
	case actAttack:
		m.prompt = newAttackPrompt(s, m.sel)
	case actTarget:
		m.prompt = newTargetPrompt(s, m.sel)
	case actEliminate:
		m.prompt = newEliminatePrompt(s, m.sel)
	case actPoints:
		m.prompt = newPointsPrompt(s, m.sel)
	case actPairs:
		m.prompt = newPairsPrompt(s)
	case actPass:
		m, cmd, _ := m.commit(rules.Pass{})
		return m, cmd
	case actEnd:
		m.prompt = newConfirm("End the game now?", endQuestion(s), result{kind: resultSubmit, event: rules.End{}})
	case actUndo:
		m, cmd, _ := m.commit(rules.Undo{})
		return m, cmd
	case actRedo:
		m, cmd, _ := m.commit(rules.Redo{})
		return m, cmd
	case actLog:
		return m.openLog(), nil
	case actSummary:
		m.back, m.screen = screenTable, screenSummary
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
		m.flash = "Select a seat first: arrows, or 1–9 and 0 for seat 10."
		return m, nil
	}
	var cmd tea.Cmd
	if m.burst.pending() && m.burst.seat != m.sel {
		var ok bool
		if m, cmd, ok = m.flush(); !ok {
			return m, cmd
		}
	}
	if why := lifeRefusal(m.game.State, m.sel); why != "" {
		m.refusal = why
		return m, cmd
	}
	m.burst = m.burst.add(m.sel, delta)
	return m, tea.Batch(cmd, m.burst.tick(m.opts.Idle))
}

// lifeRefusal says why the life of seat cannot change (C-6a), or "" when
// it can.
func lifeRefusal(s rules.State, seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return "Select a seat first: arrows, or 1–9 and 0 for seat 10."
	}
	if s.Playing(seat) {
		return ""
	}
	p := s.Players[seat]
	state := "out of the game"
	if p.Waiting {
		state = "waiting"
	}
	return "C-6a: " + s.Name(seat) + " is " + state + "; their life cannot change."
}

// nothingTo says that undo (u) or redo (r) has nothing to do, when their
// binding is off for that reason; "" for any other key.
func nothingTo(k string) string {
	switch k {
	case "u":
		return "Nothing to undo."
	case "r":
		return "Nothing to redo."
	}
	return ""
}

// endQuestion says what ending the game now means (L-12).
func endQuestion(s rules.State) []string {
	if s.Setup.Variant == rules.Lord {
		return []string{"The players with the most points win (L-12). You can undo it with u."}
	}
	return []string{"An early end of a Buhmann game has no winner (L-12). You can undo it with u."}
}

// quit asks before leaving a game in progress, and leaves at once
// otherwise.
func (m Model) quit() (Model, tea.Cmd) {
	if m.hasGame && !m.game.Over && !m.opts.ReadOnly && !m.opts.Watch {
		lines := []string{"The game is not saved: it will be lost."}
		switch {
		case m.opts.OnEvent != nil && m.save.failed != "":
			lines = []string{"The last events are NOT SAVED: " + m.save.failed,
				"rolekeeper tries once more as it quits and says what could not be saved."}
		case m.opts.OnEvent != nil:
			lines = []string{"The game is saved after every event: run rolekeeper again to resume it."}
		}
		m.prompt = newConfirm("Quit rolekeeper in the middle of the game?", lines, result{kind: resultQuit})
		return m, nil
	}
	if m.screen == screenSetup && len(m.setup.players) > 0 {
		m.prompt = newConfirm("Quit rolekeeper?", []string{"The players entered will be lost."}, result{kind: resultQuit})
		return m, nil
	}
	return m, tea.Quit
}
