package model

import (
	"slices"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// newLifePrompt asks for a typed life change of the selected seat and an
// optional source (C-4), offered first: the source of the last change
// this turn, else the active player (sourceMemory).
func newLifePrompt(s rules.State, seat, source int, wd *wording.Words) *form {
	t := wd.Prompt
	name := nameOf(s, seat)
	amount := numberField(t.Change, true, func(v int) string {
		if v < 0 {
			return t.Loses(name, -v)
		}
		return t.Gains(name, v)
	})
	f := &form{
		words: wd,
		title: t.LifeTitle(name, lifeOf(s, seat)),
		fields: []field{amount,
			seatField(t.Source, t.MarkSource, playing(s), source, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[0].value()
		if v == 0 {
			return result{}, entryError(t.NoAmount)
		}
		return result{kind: resultSubmit, event: rules.LifeChange{
			Changes: []rules.Change{{Seat: seat, Delta: v}}, Source: f.fields[1].seat}}, nil
	}
	return f
}

// newSourcePrompt asks who is the source of the pending life change.
func newSourcePrompt(s rules.State, b burst, wd *wording.Words) *form {
	f := &form{
		words: wd,
		title: wd.Prompt.SourceTitle(nameOf(s, b.seat), b.delta),
		// The burst's source to start with: the one offered (sourceMemory).
		fields: []field{seatField(wd.Prompt.Source, wd.Prompt.MarkSource, playing(s), b.source, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		return result{kind: resultBurst, source: f.fields[0].seat}, nil
	}
	return f
}

// culpritPrompt asks who eliminated the players a life change without a
// source leaves at 0 or less in a Lord game (L-4 scores it). It starts on
// nobody: points go to a player only when someone picks them.
type culpritPrompt struct {
	*form
	lc rules.LifeChange
	// poison is set when the question is about poison counters (C-11)
	// instead of the life change lc.
	poison *rules.Poison
	// back is the prompt the life change was entered in (a typed change,
	// an Earthquake), which Esc goes back to; nil for a burst of presses.
	back prompt
}

// update implements prompt; the culprit prompt stays itself, so that a
// cancel can give the life change back.
func (c *culpritPrompt) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	_, res := c.form.update(k, msg, s)
	return c, res
}

func newCulpritPrompt(s rules.State, lc rules.LifeChange, wd *wording.Words) *culpritPrompt {
	var dying []int
	for _, c := range lc.Changes {
		if s.Playing(c.Seat) && s.Players[c.Seat].Life+c.Delta <= 0 {
			dying = append(dying, c.Seat)
		}
	}
	t := wd.Prompt
	f := &form{
		words:  wd,
		title:  t.CulpritTitle(wd.SeatNames(wording.Names(s), dying)),
		text:   t.CulpritText(wd.SeatNames(wording.Names(s), dying)),
		fields: []field{askSeat(t.Culprit, t.MarkCulprit, playing(s))},
	}
	c := &culpritPrompt{form: f, lc: lc}
	f.build = func(f *form, _ rules.State) (result, error) {
		if c.poison != nil {
			e := *c.poison
			e.Changes = slices.Clone(e.Changes)
			e.Source = f.fields[0].seat
			return result{kind: resultSubmit, event: e, asked: true}, nil
		}
		e := c.lc
		e.Changes = slices.Clone(e.Changes)
		e.Source = f.fields[0].seat
		return result{kind: resultSubmit, event: e, asked: true}, nil
	}
	return c
}
