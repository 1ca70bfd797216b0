package model

import (
	"slices"
	"strconv"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
)

// newLifePrompt asks for a typed life change of the selected seat and an
// optional source (C-4).
func newLifePrompt(s rules.State, seat int) *form {
	name := nameOf(s, seat)
	amount := numberField("Change", true, func(v int) string {
		if v < 0 {
			return "(" + name + " loses " + strconv.Itoa(-v) + ")"
		}
		return "(" + name + " gains " + strconv.Itoa(v) + ")"
	})
	f := &form{
		title: "Life change for " + name + " (" + strconv.Itoa(lifeOf(s, seat)) + " life)",
		fields: []field{amount,
			seatField("Source", "source", playing(s), rules.NoSeat, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[0].value()
		if v == 0 {
			return result{}, entryError("type an amount first")
		}
		return result{kind: resultSubmit, event: rules.LifeChange{
			Changes: []rules.Change{{Seat: seat, Delta: v}}, Source: f.fields[1].seat}}, nil
	}
	return f
}

// newSourcePrompt asks who is the source of the pending life change.
func newSourcePrompt(s rules.State, b burst) *form {
	f := &form{
		title:  "Source of " + nameOf(s, b.seat) + "'s " + signedText(b.delta) + " life",
		fields: []field{seatField("Source", "source", playing(s), s.Active, true)},
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
}

// update implements prompt; the culprit prompt stays itself, so that a
// cancel can give the life change back.
func (c *culpritPrompt) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	_, res := c.form.update(k, msg, s)
	return c, res
}

func newCulpritPrompt(s rules.State, lc rules.LifeChange) *culpritPrompt {
	var dying []int
	for _, c := range lc.Changes {
		if s.Playing(c.Seat) && s.Players[c.Seat].Life+c.Delta <= 0 {
			dying = append(dying, c.Seat)
		}
	}
	names := views.Names(s)
	f := &form{
		title: "Who eliminated " + listNames(names, dying) + "?",
		text: []string{"This life change leaves " + listNames(names, dying) + " at 0 life or less.",
			"The culprit decides the points (L-4); nobody is picked until you choose."},
		fields: []field{seatField("Culprit", "culprit", playing(s), rules.NoSeat, true)},
	}
	c := &culpritPrompt{form: f, lc: lc}
	f.build = func(f *form, _ rules.State) (result, error) {
		e := c.lc
		e.Changes = slices.Clone(e.Changes)
		e.Source = f.fields[0].seat
		return result{kind: resultSubmit, event: e, asked: true}, nil
	}
	return c
}
