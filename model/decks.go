package model

import (
	"charm.land/bubbles/v2/textinput"

	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// newDeckPrompt asks which deck a player plays from now on (d at the
// table), the selected player to start with.
func newDeckPrompt(s rules.State, sel int, wd *wording.Words, in textinput.Styles) *form {
	t := wd.Decks
	f := &form{
		words: wd,
		title: t.Title,
		text:  []string{t.Text},
		fields: []field{
			seatField(wd.Prompt.Player, t.Deck, allSeats(s), sel, false),
			textField(t.Deck, t.Placeholder, rules.MaxDeckLength, in),
		},
	}
	f.focusField(1)
	f.build = func(f *form, _ rules.State) (result, error) {
		deck := names.Normalize(f.fields[1].text.Value())
		if deck == "" {
			return result{}, entryError(t.NoDeck)
		}
		if err := names.CheckDeck(deck); err != nil {
			return result{}, entryError(refusalText(err, wd))
		}
		return result{kind: resultSubmit, event: rules.Deck{Seat: f.fields[0].seat, Deck: deck}}, nil
	}
	return f
}

// newEntrantDeckPrompts asks each entrant of a Lord game (L-6), one after
// the other, whether they play the same deck or a new one: Enter keeps
// the deck, a new name is a deck record. It is nil without entrants.
func newEntrantDeckPrompts(s rules.State, entrants []int, wd *wording.Words, in textinput.Styles) prompt {
	if len(entrants) == 0 {
		return nil
	}
	seat, rest := entrants[0], entrants[1:]
	t := wd.Decks
	current := s.DeckOf(seat)
	text := textField(t.Deck, t.Placeholder, rules.MaxDeckLength, in)
	text.text.SetValue(current)
	text.text.CursorEnd()
	f := &form{words: wd, title: t.EntrantTitle(nameOf(s, seat), current), text: []string{t.EntrantKeeps(current)},
		fields: []field{text}}
	f.focusField(0)
	f.build = func(f *form, s rules.State) (result, error) {
		next := newEntrantDeckPrompts(s, rest, wd, in)
		deck := names.Normalize(f.fields[0].text.Value())
		if deck == "" || deck == current {
			return result{kind: resultNext, next: next}, nil
		}
		if err := names.CheckDeck(deck); err != nil {
			return result{}, entryError(refusalText(err, wd))
		}
		return result{kind: resultSubmit, event: rules.Deck{Seat: seat, Deck: deck}, next: next}, nil
	}
	return f
}

// entrants are the seats that the effects let enter a Lord game (L-6).
func entrants(effects []rules.Effect) []int {
	var out []int
	for _, e := range effects {
		if e.Kind == rules.Entered {
			out = append(out, e.Seat)
		}
	}
	return out
}
