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

// pairsPrompt sets the pairs by hand: players are picked one after the
// other, and every two picks make a pair (L-7). For the roles before the
// first turn it also carries the Lord and the waiting player chosen in the
// step before, and enters a Roles event (L-1).
type pairsPrompt struct {
	eligible []int
	picks    []int // in pick order: picks[0] and picks[1] are pair A …
	at       int
	roles    bool
	lord     int
	waiting  int
	err      string
	note     string // news until the next key (views.PromptView.Note)
	// auto is the seat paired automatically as the last one left, until
	// the next key: typing its number then confirms it (NoSeat: none).
	auto int
	// back is the step before (the Lord chosen by hand), which Esc goes
	// back to; nil for none.
	back  prompt
	words *wording.Words
}

// newPairsPrompt sets the pairs of a game in progress (L-7): every
// playing player but the Lord.
func newPairsPrompt(s rules.State, wd *wording.Words) *pairsPrompt {
	eligible := playing(s, s.Lord)
	return &pairsPrompt{eligible: eligible, at: orFirst(rules.NoSeat, eligible), auto: rules.NoSeat, lord: s.Lord, waiting: s.Waiting,
		words: wd}
}

// newRolesPairsPrompt pairs every player but the chosen Lord and waiting
// player, for the roles by hand (L-1).
func newRolesPairsPrompt(s rules.State, lord, waiting int, wd *wording.Words) *pairsPrompt {
	var eligible []int
	for i := range s.Players {
		if i != lord && i != waiting {
			eligible = append(eligible, i)
		}
	}
	return &pairsPrompt{eligible: eligible, at: orFirst(rules.NoSeat, eligible), auto: rules.NoSeat, roles: true, lord: lord, waiting: waiting,
		words: wd}
}

// unpicked lists the eligible seats not picked yet.
func (p *pairsPrompt) unpicked() []int {
	var out []int
	for _, s := range p.eligible {
		if !slices.Contains(p.picks, s) {
			out = append(out, s)
		}
	}
	return out
}

// whyNotPaired says why a seat typed cannot be paired now: no such seat,
// the Lord, the waiting player, out, or already in a pair.
func (p *pairsPrompt) whyNotPaired(s rules.State, seat int) string {
	t := p.words.Prompt
	if seat < 0 || seat >= len(s.Players) {
		return t.NoSuchSeat(seatNumber(seat))
	}
	name, number := nameOf(s, seat), seatNumber(seat)
	switch {
	case seat == p.lord:
		return t.PairLord(name, number)
	case seat == p.waiting:
		return t.PairWaiting(name, number)
	case s.Players[seat].Out:
		return t.PairOut(name, number)
	}
	if i := slices.Index(p.picks, seat); i >= 0 {
		return t.PairTaken(name, number, wording.PairLetter(i/2))
	}
	return t.NotPairable(name, number)
}

// pick adds seat to the picks; when one seat is left it is paired at once.
func (p *pairsPrompt) pick(seat int) {
	if !slices.Contains(p.unpicked(), seat) {
		return
	}
	p.picks = append(p.picks, seat)
	if rest := p.unpicked(); len(rest) == 1 && len(p.picks)%2 == 1 {
		p.picks = append(p.picks, rest[0])
		p.auto = rest[0]
	}
	p.at = orFirst(p.at, p.unpicked())
}

// pairs returns the complete pairs picked so far.
func (p *pairsPrompt) pairs() []rules.Pair {
	var out []rules.Pair
	for i := 0; i+1 < len(p.picks); i += 2 {
		out = append(out, rules.Pair{p.picks[i], p.picks[i+1]})
	}
	return out
}

// update implements prompt.
func (p *pairsPrompt) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	p.err, p.note = "", ""
	auto := p.auto
	p.auto = rules.NoSeat
	switch {
	case key.Matches(msg, k.Dismiss):
		return p, result{kind: resultCancel}
	case key.Matches(msg, k.Submit):
		if rest := p.unpicked(); len(rest) > 0 {
			p.err = p.words.Prompt.Unpaired(p.words.SeatNames(wording.Names(s), rest))
			return p, result{}
		}
		if p.roles {
			return p, result{kind: resultSubmit, event: rules.Roles{Lord: p.lord, Pairs: p.pairs(), Waiting: p.waiting}}
		}
		return p, result{kind: resultSubmit, event: rules.SetPairs{Pairs: p.pairs()}}
	case key.Matches(msg, k.Toggle):
		p.pick(p.at)
	case key.Matches(msg, k.Seat) && k.SeatOf(msg) == auto:
		// The last one left, paired already: typing it confirms it.
	case key.Matches(msg, k.Seat):
		seat := k.SeatOf(msg)
		if !slices.Contains(p.unpicked(), seat) {
			p.err = p.whyNotPaired(s, seat)
			break
		}
		p.pick(seat)
	case key.Matches(msg, k.TakeBack):
		if n := len(p.picks); n > 0 {
			drop := 1
			if n%2 == 0 && len(p.unpicked()) == 0 {
				drop = 2 // the last pick was made automatically
			}
			p.picks = p.picks[:n-drop]
			p.at = orFirst(p.at, p.unpicked())
		}
	case key.Matches(msg, k.Left, k.Right):
		step := 1
		if key.Matches(msg, k.Left) {
			step = -1
		}
		p.at = cycle(p.unpicked(), p.at, step)
	default:
		p.note = promptUnbound(msg, p.words.Prompt.UnboundInQuestion)
	}
	return p, result{}
}

// view implements prompt.
func (p *pairsPrompt) view(s rules.State) views.PromptView {
	t := p.words.Prompt
	var parts []string
	for i := 0; i < len(p.picks); i += 2 {
		second := "…"
		if i+1 < len(p.picks) {
			second = nameOf(s, p.picks[i+1])
		}
		parts = append(parts, wording.PairLetter(i/2)+" "+nameOf(s, p.picks[i])+"–"+second)
	}
	list := strings.Join(parts, ", ")
	if list == "" {
		list = t.NoneYet
	}
	title := t.PairsTitle
	var text []string
	if p.roles {
		title = t.RolesPairsTitle
		waiting := ""
		if p.waiting != rules.NoSeat {
			waiting = nameOf(s, p.waiting)
		}
		text = []string{t.PairsLine(nameOf(s, p.lord), waiting)}
	}
	next := t.AllPaired
	if len(p.unpicked()) > 0 {
		next = "◀ " + nameOf(s, p.at) + " ▶"
	}
	return views.PromptView{
		Title: title, Text: text, Error: p.err, Note: p.note,
		Fields: []views.PromptField{{Label: t.Pairs, Value: list}, {Label: t.Next, Value: next, Focused: true}},
		Hint:   t.PairsHint(t.DigitKeys(len(s.Players))),
	}
}

// marks implements prompt.
func (p *pairsPrompt) marks(s rules.State) []string {
	m := make([]string, len(s.Players))
	for i, seat := range p.picks {
		m[seat] = p.words.Prompt.MarkPair(wording.PairLetter(i / 2))
	}
	if p.roles {
		if p.lord >= 0 && p.lord < len(m) {
			m[p.lord] = p.words.Prompt.MarkLord
		}
		if p.waiting >= 0 && p.waiting < len(m) {
			m[p.waiting] = p.words.Prompt.MarkWaiting
		}
	}
	return m
}

// cursor implements prompt.
func (p *pairsPrompt) cursor() int {
	if len(p.unpicked()) == 0 {
		return rules.NoSeat
	}
	return p.at
}

// fillContext implements prompt.
func (p *pairsPrompt) fillContext(c *keymap.Context) {
	c.Mode = keymap.ModePrompt
	c.Field = keymap.FieldPairs
}
