package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
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
	case key.Matches(msg, k.ByHand):
		m.prompt = newRolesPrompt(m.game.State)
	case key.Matches(msg, k.Begin):
		m.screen = screenTable
		m.notice, _ = turnNotice(m.game.State, []rules.Effect{{Kind: rules.TurnBegan, Seat: m.game.Active}})
		m.sel = m.game.Active
	case key.Matches(msg, k.Back):
		return m.discard()
	case key.Matches(msg, k.Help):
		m.back, m.screen = screenRoles, screenHelp
	case key.Matches(msg, k.Quit):
		return m.quit()
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
	m.game, m.hasGame, m.entries = rules.Game{}, false, nil
	m.screen, m.notice = screenSetup, notice{}
	if m.opts.OnDiscard == nil {
		return m, nil
	}
	return m, m.opts.OnDiscard()
}

// rolesView describes the drawn roles before the first turn (L-1).
func rolesView(s rules.State) views.PromptView {
	names := views.Names(s)
	lines := []string{"Lord: " + nameOf(s, s.Lord), "Pairs: " + pairText(names, s.Pairs)}
	if s.Waiting != rules.NoSeat {
		lines[0] += " · waiting: " + nameOf(s, s.Waiting)
	}
	return views.PromptView{
		Title: "Roles for this game (L-1)",
		Text:  lines,
		Hint:  "r: draw again · m: set by hand · Enter: begin the first turn · Esc: back to the setup",
	}
}

func pairText(names []string, pairs []rules.Pair) string {
	parts := make([]string, len(pairs))
	for i, p := range pairs {
		parts[i] = views.PairLetter(i) + " " + names[p[0]] + "–" + names[p[1]]
	}
	return strings.Join(parts, ", ")
}

// newRolesPrompt asks for the Lord and, with an even number of players,
// the waiting player, then hands over to the pairs (L-1).
func newRolesPrompt(s rules.State) *form {
	fields := []field{seatField("Lord", "Lord", allSeats(s), s.Lord, false)}
	even := len(s.Players)%2 == 0
	if even {
		fields = append(fields, seatField("Waiting", "waiting", allSeats(s), s.Waiting, false))
	}
	f := &form{title: "Roles by hand (L-1)", fields: fields}
	f.build = func(f *form, s rules.State) (result, error) {
		lord, waiting := f.fields[0].seat, rules.NoSeat
		if even {
			waiting = f.fields[1].seat
			if waiting == lord {
				return result{}, entryError("the Lord cannot be the waiting player")
			}
		}
		return result{kind: resultNext, next: newRolesPairsPrompt(s, lord, waiting)}, nil
	}
	return f
}
