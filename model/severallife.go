package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// severalPrompt enters one life change for several players at once
// (Earthquake-like effects, drain, lifelink): a change per seat and one
// optional source (C-4).
type severalPrompt struct {
	eligible []int
	deltas   []int // per seat
	at       int   // the seat under the cursor
	source   int
	focus    int // 0: the changes, 1: the source
	err      string
	note     string // news until the next key (views.PromptView.Note)
	// typing is true while an amount is typed after l: amount and neg
	// hold it until Enter gives it to the seat under the cursor or *
	// to everyone.
	typing bool
	amount amount
	// poison is true while the prompt gives poison counters (C-11)
	// instead of life; i switches.
	poison bool
	words  *wording.Words
}

func newSeveralPrompt(s rules.State, sel int, wd *wording.Words) *severalPrompt {
	eligible := playing(s)
	return &severalPrompt{eligible: eligible, deltas: make([]int, len(s.Players)),
		at: orFirst(sel, eligible), source: rules.NoSeat, words: wd}
}

// severalStep is the change of life a key makes in the changes field.
func severalStep(k keymap.KeyMap, msg tea.KeyPressMsg) (int, bool) {
	switch {
	case key.Matches(msg, k.LifeDown):
		return -1, true
	case key.Matches(msg, k.LifeUp):
		return 1, true
	case key.Matches(msg, k.LifeDown5):
		return -5, true
	case key.Matches(msg, k.LifeUp5):
		return 5, true
	}
	return 0, false
}

// typedAmount is the signed amount typed after l.
func (p *severalPrompt) typedAmount() int { return p.amount.value() }

// typeKey handles a key while an amount is typed after l: digits, − and
// + for the sign, backspace; Enter gives it to the seat under the cursor,
// * to everyone; Esc stops typing.
func (p *severalPrompt) typeKey(k keymap.KeyMap, msg tea.KeyPressMsg) {
	if key.Matches(msg, k.Submit, k.AllSame) && p.amount.problem(p.words) != "" {
		p.err = p.amount.problem(p.words) // refused, never rewritten: nothing is given
		return
	}
	switch {
	case key.Matches(msg, k.Submit):
		if p.at >= 0 {
			p.deltas[p.at] = p.typedAmount()
		}
		p.typing = false
	case key.Matches(msg, k.AllSame):
		for _, seat := range p.eligible {
			p.deltas[seat] = p.typedAmount()
		}
		p.typing = false
	case key.Matches(msg, k.Dismiss):
		p.typing = false
	case !p.amount.key(k, msg):
		p.note = promptUnbound(msg, p.words.Prompt.UnboundInQuestion)
	}
}

// update implements prompt. The key map's bindings follow the focus: the
// changes take − + < >, *, backspace and l; the source only seats.
func (p *severalPrompt) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	p.err, p.note = "", ""
	if p.typing {
		p.typeKey(k, msg)
		return p, result{}
	}
	switch {
	case key.Matches(msg, k.Dismiss):
		return p, result{kind: resultCancel}
	case key.Matches(msg, k.Submit):
		e, err := p.event()
		if err != nil {
			p.err = err.Error()
			return p, result{}
		}
		return p, result{kind: resultSubmit, event: e}
	case key.Matches(msg, k.NextField, k.PrevField):
		p.focus = 1 - p.focus
	case key.Matches(msg, k.Nobody):
		p.source = rules.NoSeat
	case key.Matches(msg, k.Left, k.Right):
		p.move(key.Matches(msg, k.Right))
	case key.Matches(msg, k.Seat):
		p.pickSeat(k.SeatOf(msg), s)
	case key.Matches(msg, k.AllSame):
		for _, seat := range p.eligible {
			p.deltas[seat] = p.deltas[p.at]
		}
	case key.Matches(msg, k.Clear):
		p.deltas[p.at] = 0
	case key.Matches(msg, k.LifeTyped):
		p.typing, p.amount = true, amount{neg: !p.poison} // a loss of life, a gain of counters, is the usual case
	case key.Matches(msg, k.Poison):
		p.poison = !p.poison
		p.note = p.words.Poison.SwitchedTo(p.poison)
	default:
		d, ok := severalStep(k, msg)
		switch {
		case !ok:
			p.note = promptUnbound(msg, p.words.Prompt.UnboundInQuestion)
		case p.at < 0:
		case p.deltas[p.at]+d > rules.MaxDelta || p.deltas[p.at]+d < -rules.MaxDelta:
			p.err = p.words.Prompt.AmountTooLarge(wording.Signed(p.deltas[p.at]+d), rules.MaxDelta)
		default:
			p.deltas[p.at] += d
		}
	}
	return p, result{}
}

// move moves the focused field one option on (or back): the cursor among
// the changes, or the source.
func (p *severalPrompt) move(forward bool) {
	step := -1
	if forward {
		step = 1
	}
	if p.focus == 1 {
		p.source = cycle(append([]int{rules.NoSeat}, p.eligible...), p.source, step)
		return
	}
	p.at = cycle(p.eligible, p.at, step)
}

// pickSeat takes a seat typed by its number: the source, or the seat under
// the cursor among the changes.
func (p *severalPrompt) pickSeat(seat int, s rules.State) {
	switch {
	case !slices.Contains(p.eligible, seat):
		p.err = notPickable(s, seat, p.words)
	case p.focus == 1:
		p.source = seat
	default:
		p.at = seat
	}
}

// event is the LifeChange (or the Poison event) of every seat with a
// change, in seat order.
func (p *severalPrompt) event() (rules.Event, error) {
	var changes []rules.Change
	for seat, d := range p.deltas {
		if d != 0 {
			changes = append(changes, rules.Change{Seat: seat, Delta: d})
		}
	}
	if len(changes) == 0 {
		return nil, entryError(p.words.Prompt.NoChange)
	}
	if p.poison {
		return rules.Poison{Changes: changes, Source: p.source}, nil
	}
	return rules.LifeChange{Changes: changes, Source: p.source}, nil
}

// view implements prompt.
func (p *severalPrompt) view(s rules.State) views.PromptView {
	t := p.words.Prompt
	names := wording.Names(s)
	var parts []string
	for seat, d := range p.deltas {
		if d != 0 {
			if p.poison {
				parts = append(parts, nameOf(s, seat)+" "+p.words.Poison.Mark(d))
				continue
			}
			parts = append(parts, nameOf(s, seat)+" "+wording.Signed(d))
		}
	}
	list := strings.Join(parts, ", ")
	if list == "" {
		list = t.NoneYet
	}
	source := p.words.Name(names, p.source)
	seats := t.SeatKeys(len(s.Players))
	hint := t.SeveralHint(seats)
	if p.focus == 1 {
		hint = t.SeveralSourceHint(seats)
	}
	changes := list + "   " + t.CursorOnDelta(nameOf(s, p.at), p.deltas[max(p.at, 0)])
	if p.typing {
		hint = t.SeveralTypingHint(nameOf(s, p.at))
		changes = t.AmountTyped(p.amount.typed()) + "▏   " + list
	}
	errText := p.err
	if why := p.amount.problem(p.words); p.typing && errText == "" {
		errText = why // shown while it is typed, not only on Enter
	}
	title := t.SeveralTitle
	if p.poison {
		title = p.words.Poison.SeveralTitle
	}
	return views.PromptView{
		Title: title,
		Fields: []views.PromptField{
			{Label: t.Changes, Value: changes, Focused: p.focus == 0},
			{Label: t.Source, Value: "◀ " + source + " ▶", Focused: p.focus == 1},
		},
		Hint: hint, Error: errText, Note: p.note,
	}
}

// marks implements prompt: every seat with a change shows it, short
// enough for the smallest card ("+2, source").
func (p *severalPrompt) marks(s rules.State) []string {
	m := make([]string, len(s.Players))
	mark, markSource := p.words.Prompt.MarkLife, p.words.Prompt.MarkLifeSource
	if p.poison {
		mark, markSource = p.words.Poison.Mark, p.words.Poison.MarkSource
	}
	for seat, d := range p.deltas {
		if d != 0 {
			m[seat] = mark(d)
		}
	}
	if p.source >= 0 && p.source < len(m) {
		if d := p.deltas[p.source]; d != 0 {
			m[p.source] = markSource(d)
		} else {
			m[p.source] = p.words.Prompt.MarkSource
		}
	}
	return m
}

// cursor implements prompt.
func (p *severalPrompt) cursor() int {
	if p.focus == 1 {
		return p.source
	}
	return p.at
}

// fillContext implements prompt. While an amount is typed, digits type
// it and do not pick seats.
func (p *severalPrompt) fillContext(c *keymap.Context) {
	c.Mode = keymap.ModePrompt
	c.Fields = !p.typing
	switch {
	case p.typing:
		c.Field = keymap.FieldAmount
	case p.focus == 0:
		c.Field = keymap.FieldChanges
	default:
		c.Field, c.Nobody = keymap.FieldSeat, true
	}
}
