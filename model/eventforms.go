package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/textinput"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// newAttackPrompt asks whom the active player attacks (C-6). Nobody is
// picked to start with: a pre-picked seat was dropped again by players who
// pressed its number to pick it. The cursor starts on the selected seat if
// the rules let it be attacked (not the attacker, the Lord (L-3), a
// protected player (L-8), nor anyone but the IT for a non-IT attacker
// (B-3)), else on the IT for a non-IT attacker, so space picks it.
func newAttackPrompt(s rules.State, sel int, wd *wording.Words) *form {
	attacker := s.Active
	eligible := playing(s, attacker)
	var start []int
	switch {
	case slices.Contains(eligible, sel) && mayAttack(s, attacker, sel):
	case s.IT != rules.NoSeat && s.IT != attacker && mayAttack(s, attacker, s.IT):
		sel = s.IT
	}
	t := wd.Prompt
	f := &form{
		words:  wd,
		title:  t.AttackTitle(nameOf(s, attacker)),
		text:   []string{t.AttackText},
		fields: []field{seatsField(t.Defenders, t.MarkDefender, eligible, start, sel)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		if len(f.fields[0].picked) == 0 {
			return result{}, entryError(t.NoDefender)
		}
		return result{kind: resultSubmit, event: rules.Attack{Attacker: attacker,
			Defenders: slices.Clone(f.fields[0].picked)}}, nil
	}
	return f
}

// mayAttack reports whether the rules accept an attack of attacker on
// defender alone, as things stand: the rules are asked, not second-guessed.
func mayAttack(s rules.State, attacker, defender int) bool {
	_, _, err := rules.Apply(rules.Game{State: s}, rules.Attack{Attacker: attacker, Defenders: []int{defender}})
	return err == nil
}

// newTargetPrompt asks whose player or thing is targeted, what, and by
// whom; the actor starts as the active player and can be changed for
// spells cast on another player's turn (C-6).
func newTargetPrompt(s rules.State, sel int, wd *wording.Words) *form {
	t := wd.Prompt
	kinds := make([]string, len(rules.TargetKinds))
	for i, k := range rules.TargetKinds {
		kinds[i] = wd.Common.TargetKind(k)
	}
	all := playing(s)
	owner := sel
	switch {
	case owner != s.Active && slices.Contains(all, owner):
	case s.IT != rules.NoSeat && s.IT != s.Active:
		owner = s.IT // B-3: the others may target only the IT
	default:
		owner = orFirst(rules.NoSeat, playing(s, s.Active))
	}
	f := &form{
		words: wd,
		title: t.TargetTitle,
		fields: []field{
			seatField(t.Owner, t.MarkOwner, all, owner, false),
			choiceField(t.What, kinds),
			seatField(t.Actor, t.MarkActor, all, s.Active, false),
		},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		return result{kind: resultSubmit, event: rules.Target{
			Actor: f.fields[2].seat, Owner: f.fields[0].seat, Kind: rules.TargetKinds[f.fields[1].choice]}}, nil
	}
	return f
}

// newEliminatePrompt asks who is eliminated for a reason other than life,
// by whom and why (C-5). Nobody is picked to start with (the cursor is on
// the selected seat): eliminating is destructive, so every victim is a
// deliberate pick.
func newEliminatePrompt(s rules.State, sel int, wd *wording.Words) *form {
	t := wd.Prompt
	causes := make([]string, len(rules.Causes))
	for i, c := range rules.Causes {
		causes[i] = wd.Common.Cause(c)
	}
	all := playing(s)
	f := &form{
		words: wd,
		title: t.EliminateTitle,
		fields: []field{
			seatsField(t.Players, t.MarkEliminated, all, nil, sel),
			askSeat(t.Culprit, t.MarkCulprit, all),
			askChoice(t.Cause, causes),
		},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		if len(f.fields[0].picked) == 0 {
			return result{}, entryError(t.NoVictim)
		}
		return result{kind: resultSubmit, event: rules.Eliminate{Seats: slices.Clone(f.fields[0].picked),
			Culprit: f.fields[1].seat, Cause: rules.Causes[f.fields[2].choice]}}, nil
	}
	return f
}

// newPointsPrompt asks for points added or removed by hand, with a reason
// (L-11); in styles the reason's text input.
func newPointsPrompt(s rules.State, sel int, wd *wording.Words, in textinput.Styles) *form {
	t := wd.Prompt
	f := &form{
		words: wd,
		title: t.PointsTitle,
		fields: []field{
			seatField(t.Player, t.MarkPoints, allSeats(s), sel, false),
			numberField(t.Points, false, nil),
			textField(t.Reason, t.ReasonPlaceholder, rules.MaxReasonLength, in),
		},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[1].value()
		if v == 0 {
			return result{}, entryError(t.NoPoints)
		}
		if strings.TrimSpace(f.fields[2].text.Value()) == "" {
			f.focusField(2)
			return result{}, entryError(t.NoReason)
		}
		return result{kind: resultSubmit, event: rules.Points{Seat: f.fields[0].seat, Delta: v,
			Reason: strings.TrimSpace(f.fields[2].text.Value())}}, nil
	}
	return f
}
