package model

import (
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// newPoisonPrompt asks for a change of the selected seat's poison
// counters and an optional source (C-11), as l asks for a life change:
// the amount starts as a gain, the usual case, and the source offered is
// l's (sourceMemory).
func newPoisonPrompt(s rules.State, seat, source int, wd *wording.Words) *form {
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
			seatField(wd.Prompt.Source, wd.Prompt.MarkSource, playing(s), source, true)},
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

// needsPoisonCulprit reports whether poison counters in a Lord game would
// eliminate a player (10 or more) without naming a source, or with only the
// one offered (needsCulprit): the culprit
// decides the points (L-4), so the table is asked, as for life.
func needsPoisonCulprit(s rules.State, e rules.Poison, offered int) bool {
	if s.Setup.Variant != rules.Lord || e.Source != rules.NoSeat && e.Source != offered {
		return false
	}
	return len(poisoned(s, e)) > 0
}

// poisoned are the seats the counters of e would eliminate.
func poisoned(s rules.State, e rules.Poison) []int {
	var out []int
	for _, c := range e.Changes {
		if c.Seat >= 0 && c.Seat < len(s.Players) && s.Playing(c.Seat) && s.Players[c.Seat].Poison+c.Delta >= rules.LethalPoison {
			out = append(out, c.Seat)
		}
	}
	return out
}

// newPoisonCulpritPrompt asks who eliminated the players that poison
// counters without a source put out (C-11, L-4); it starts on nobody
// unanswered, as the culprit of a life change.
func newPoisonCulpritPrompt(s rules.State, e rules.Poison, wd *wording.Words) *culpritPrompt {
	names := wd.SeatNames(wording.Names(s), poisoned(s, e))
	c := newCulpritPrompt(s, rules.LifeChange{}, wd)
	c.title, c.text = wd.Prompt.CulpritTitle(names), wd.Poison.CulpritText(names)
	c.poison = &e
	return c
}
