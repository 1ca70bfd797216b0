package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// playing lists the seats of players who take turns, in seat order,
// leaving out the seats in except.
func playing(s rules.State, except ...int) []int {
	var seats []int
	for i := range s.Players {
		if s.Playing(i) && !slices.Contains(except, i) {
			seats = append(seats, i)
		}
	}
	return seats
}

// allSeats lists every seat.
func allSeats(s rules.State) []int {
	seats := make([]int, len(s.Players))
	for i := range seats {
		seats[i] = i
	}
	return seats
}

// orFirst returns seat if it is one of opts, else the first option (or
// NoSeat).
func orFirst(seat int, opts []int) int {
	if slices.Contains(opts, seat) {
		return seat
	}
	if len(opts) > 0 {
		return opts[0]
	}
	return rules.NoSeat
}

func seatField(label, mark string, eligible []int, seat int, nobody bool) field {
	if !nobody || seat != rules.NoSeat {
		seat = orFirst(seat, eligible)
	}
	return field{kind: fieldSeat, label: label, mark: mark, eligible: eligible, seat: seat, nobody: nobody}
}

func seatsField(label, mark string, eligible, picked []int, at int) field {
	var kept []int
	for _, p := range picked {
		if slices.Contains(eligible, p) {
			kept = append(kept, p)
		}
	}
	return field{kind: fieldSeats, label: label, mark: mark, eligible: eligible, picked: kept, at: orFirst(at, eligible)}
}

func choiceField(label string, choices []string) field {
	return field{kind: fieldChoice, label: label, choices: choices}
}

func numberField(label string, neg bool, words func(int) string) field {
	return field{kind: fieldNumber, label: label, number: amount{neg: neg}, words: words}
}

// textField is a text field that takes at most limit characters, and
// shows how many are typed.
func textField(label, placeholder string, limit int) field {
	t := textinput.New()
	t.Prompt = ""
	t.Placeholder = placeholder
	t.CharLimit = limit
	t.SetWidth(50)
	t.SetStyles(inputStyles(true))
	return field{kind: fieldText, label: label, text: t}
}

// newLifePrompt asks for a typed life change of the selected seat and an
// optional source (C-4).
func newLifePrompt(s rules.State, seat int, wd *wording.Words) *form {
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
			seatField(t.Source, t.MarkSource, playing(s), rules.NoSeat, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[0].value()
		if v == 0 {
			return result{}, errorf(t.NoAmount)
		}
		return result{kind: resultSubmit, event: rules.LifeChange{
			Changes: []rules.Change{{Seat: seat, Delta: v}}, Source: f.fields[1].seat}}, nil
	}
	return f
}

// newSourcePrompt asks who is the source of the pending life change.
func newSourcePrompt(s rules.State, b burst, wd *wording.Words) *form {
	f := &form{
		words:  wd,
		title:  wd.Prompt.SourceTitle(nameOf(s, b.seat), b.delta),
		fields: []field{seatField(wd.Prompt.Source, wd.Prompt.MarkSource, playing(s), s.Active, true)},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		return result{kind: resultBurst, source: f.fields[0].seat}, nil
	}
	return f
}

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
			return result{}, errorf(t.NoDefender)
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
			seatField(t.Culprit, t.MarkCulprit, all, rules.NoSeat, true),
			choiceField(t.Cause, causes),
		},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		if len(f.fields[0].picked) == 0 {
			return result{}, errorf(t.NoVictim)
		}
		return result{kind: resultSubmit, event: rules.Eliminate{Seats: slices.Clone(f.fields[0].picked),
			Culprit: f.fields[1].seat, Cause: rules.Causes[f.fields[2].choice]}}, nil
	}
	return f
}

// newPointsPrompt asks for points added or removed by hand, with a reason
// (L-11).
func newPointsPrompt(s rules.State, sel int, wd *wording.Words) *form {
	t := wd.Prompt
	f := &form{
		words: wd,
		title: t.PointsTitle,
		fields: []field{
			seatField(t.Player, t.MarkPoints, allSeats(s), sel, false),
			numberField(t.Points, false, nil),
			textField(t.Reason, t.ReasonPlaceholder, rules.MaxReasonLength),
		},
	}
	f.build = func(f *form, _ rules.State) (result, error) {
		v := f.fields[1].value()
		if v == 0 {
			return result{}, errorf(t.NoPoints)
		}
		if strings.TrimSpace(f.fields[2].text.Value()) == "" {
			f.focusField(2)
			return result{}, errorf(t.NoReason)
		}
		return result{kind: resultSubmit, event: rules.Points{Seat: f.fields[0].seat, Delta: v,
			Reason: strings.TrimSpace(f.fields[2].text.Value())}}, nil
	}
	return f
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
				return result{}, errorf(t.LordWaits)
			}
		}
		return result{kind: resultNext, next: newRolesPairsPrompt(s, lord, waiting, wd)}, nil
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
		title:  t.CulpritTitle(seatNames(s, dying)),
		text:   t.CulpritText(seatNames(s, dying)),
		fields: []field{seatField(t.Culprit, t.MarkCulprit, playing(s), rules.NoSeat, true)},
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

func nameOf(s rules.State, seat int) string { return s.Name(seat) }

func lifeOf(s rules.State, seat int) int {
	if seat < 0 || seat >= len(s.Players) {
		return 0
	}
	return s.Players[seat].Life
}

// seatNames are the names of seats, in order.
func seatNames(s rules.State, seats []int) []string {
	out := make([]string, len(seats))
	for i, seat := range seats {
		out[i] = s.Name(seat)
	}
	return out
}
