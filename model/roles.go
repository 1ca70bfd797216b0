package model

import (
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// rolesKey handles a key press on the roles screen of a Lord game before
// the first turn (L-1): draw again, set by hand, begin, or back to setup.
func (m Model) rolesKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Redraw):
		roles := m.nextDraw()
		m, cmd, _ := m.commit(roles)
		m.notice = notice{}
		return m, cmd
	case key.Matches(msg, k.Undo):
		m, cmd, _ := m.commit(rules.Undo{}) // roles drawn again or set by hand, taken back
		m.notice = notice{}
		return m, cmd
	case key.Matches(msg, k.ByHand):
		m.prompt = newRolesPrompt(m.game.State, m.Words)
	case key.Matches(msg, k.Begin):
		m.screen = screenTable
		m.notice, _ = turnNotice(m.game.State, []rules.Effect{{Kind: rules.TurnBegan, Seat: m.game.Active}}, m.Words)
		m.sel = m.game.Active
	case key.Matches(msg, k.Back):
		return m.discard()
	case key.Matches(msg, k.Help):
		m.back, m.screen = screenRoles, screenHelp
	case key.Matches(msg, k.Quit):
		return m.quit()
	default:
		m.flash = m.screenWhyNot(msg)
	}
	return m, nil
}

// nextDraw draws the roles again (L-1), skipping draws equal to the roles
// on the table, so that r always shows a change.
func (m *Model) nextDraw() rules.Roles {
	s := m.game.State
	var roles rules.Roles
	for range 32 {
		m.redraws++
		roles = rules.DrawRoles(len(s.Players), redrawSeed(s.Setup.Seed, m.redraws))
		if !sameRoles(s, roles) {
			break
		}
	}
	return roles
}

// sameRoles reports whether roles are the roles of s: the same Lord,
// waiting player and pairs, in any order.
func sameRoles(s rules.State, roles rules.Roles) bool {
	return s.Lord == roles.Lord && s.Waiting == roles.Waiting &&
		slices.Equal(pairKeys(s.Pairs), pairKeys(roles.Pairs))
}

// pairKeys writes pairs in a form that ignores their order.
func pairKeys(pairs []rules.Pair) []rules.Pair {
	out := make([]rules.Pair, len(pairs))
	for i, p := range pairs {
		out[i] = rules.Pair{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(out, func(a, b rules.Pair) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return out
}

// redrawSeed is the seed of the n-th redraw of the roles: derived from the
// game's seed so that a replay gives the same table (the Roles record
// holds the result anyway, C-9).
func redrawSeed(seed, n uint64) uint64 {
	return seed ^ (n * 0x9E3779B97F4A7C15)
}

// discard goes back to the setup from a game that has not started, giving
// it up: Options.OnDiscard may remove what was saved of it.
func (m Model) discard() (Model, tea.Cmd) {
	m.game, m.hasGame, m.log = rules.Game{}, false, gameLog{}
	m.screen, m.notice = screenSetup, notice{}
	m.save = m.save.forget()
	if m.opts.OnDiscard == nil {
		return m, nil
	}
	m.save = m.save.hand(-1)
	return m, m.opts.OnDiscard()
}

// rolesView describes the drawn roles before the first turn (L-1).
func rolesView(s rules.State, wd *wording.Words) views.PromptView {
	names := wording.Names(s)
	waiting := ""
	if s.Waiting != rules.NoSeat {
		waiting = nameOf(s, s.Waiting)
	}
	return views.PromptView{
		Title: wd.Prompt.RolesTitle,
		Text:  wd.Prompt.RolesLines(nameOf(s, s.Lord), wd.Pairs(names, s.Pairs), waiting),
		Hint:  wd.Prompt.RolesHint,
	}
}

// newRolesPrompt asks for the Lord and, with an even number of players,
// the waiting player, then hands over to the pairs (L-1).
func newRolesPrompt(s rules.State, wd *wording.Words) *form {
	t := wd.Prompt
	fields := []field{seatField(t.Lord, t.MarkLord, allSeats(s), s.Lord, false)}
	even := len(s.Players)%2 == 0
	if even {
		fields = append(fields, seatField(t.Waiting, t.MarkWaiting, allSeats(s), s.Waiting, false))
	}
	f := &form{words: wd, title: t.RolesByHand, fields: fields}
	f.build = func(f *form, s rules.State) (result, error) {
		lord, waiting := f.fields[0].seat, rules.NoSeat
		if even {
			waiting = f.fields[1].seat
			if waiting == lord {
				return result{}, entryError(t.LordWaits)
			}
		}
		next := newRolesPairsPrompt(s, lord, waiting, wd)
		next.back = f
		return result{kind: resultNext, next: next}, nil
	}
	return f
}
