package model

import (
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// newPoisonPrompt asks for a change of the selected seat's poison
// counters and an optional source (C-11), as l asks for a life change:
// the amount starts as a gain, the usual case.
func newPoisonPrompt(s rules.State, seat int, wd *wording.Words) *form {
	t := wd.Poison
	name := nameOf(s, seat)
	amount := numberField(t.Change, false, func(v int) string {
		if v < 0 {
			return t.Takes(name, -v)
		}
		return t.Gives(name, v)
	})
	f := &form{
		words: wd,
		title: t.Title(name, poisonOf(s, seat)),
		fields: []field{amount,
			seatField(wd.Prompt.Source, wd.Prompt.MarkSource, playing(s), rules.NoSeat, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[0].value()
		if v == 0 {
			return result{}, entryError(wd.Prompt.NoAmount)
		}
		return result{kind: resultSubmit, event: rules.Poison{
			Changes: []rules.Change{{Seat: seat, Delta: v}}, Source: f.fields[1].seat}}, nil
	}
	return f
}

// poisonOf is seat's poison counters, 0 for no seat.
func poisonOf(s rules.State, seat int) int {
	if seat < 0 || seat >= len(s.Players) {
		return 0
	}
	return s.Players[seat].Poison
}

// poisonRefusal says why the poison counters of seat cannot change
// (C-6a), or "" when they can.
func poisonRefusal(s rules.State, seat int, wd *wording.Words) string {
	if seat < 0 || seat >= len(s.Players) {
		return wd.Prompt.SelectFirst
	}
	if s.Playing(seat) {
		return ""
	}
	return wd.Poison.CannotChange(s.Name(seat), s.Players[seat].Waiting)
}
