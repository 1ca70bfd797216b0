package model

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// fieldKind is what a prompt field takes.
type fieldKind uint8

const (
	fieldSeat   fieldKind = iota // one seat (or nobody, if allowed)
	fieldSeats                   // any number of seats, toggled
	fieldChoice                  // one of a few words
	fieldNumber                  // a signed whole number
	fieldText                    // free text
)

// field is one field of a form.
type field struct {
	kind  fieldKind
	label string
	// mark is what a seat picked in this field shows on the table.
	mark string
	// seat is a fieldSeat's seat, rules.NoSeat for nobody; nobody says
	// whether nobody may be chosen.
	seat   int
	nobody bool
	// eligible are the seats a seat field offers, in seat order; picked
	// are a fieldSeats' chosen seats, in seat order; at is its cursor.
	eligible []int
	picked   []int
	at       int
	// choices and choice are a fieldChoice's words and the chosen one.
	choices []string
	choice  int
	// number is a fieldNumber's value; typed is true once a digit was
	// typed since the field got focus; words says what the value means
	// ("loses 3 life").
	number amount
	typed  bool
	words  func(int) string
	// text is a fieldText's input.
	text textinput.Model
}

// value is a fieldNumber's signed value.
func (f *field) value() int { return f.number.value() }

func (f *field) setValue(v int) { f.number.set(v) }

// form is a prompt made of fields; build turns the fields into a result
// when Enter is pressed, or says what is missing.
type form struct {
	words  *wording.Words
	title  string
	text   []string
	fields []field
	focus  int
	err    string
	build  func(f *form, s rules.State) (result, error)
}

// update implements prompt.
func (f *form) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	f.err = ""
	fl := &f.fields[f.focus]
	switch {
	case key.Matches(msg, k.Dismiss):
		return f, result{kind: resultCancel}
	case key.Matches(msg, k.Submit):
		res, err := f.build(f, s)
		if err != nil {
			f.err = err.Error()
			return f, result{}
		}
		return f, res
	case key.Matches(msg, k.NextField):
		f.moveFocus(1)
	case key.Matches(msg, k.PrevField):
		f.moveFocus(-1)
	case fl.kind == fieldText:
		fl.text, _ = fl.text.Update(msg)
	case fl.kind == fieldNumber:
		f.numberKey(fl, msg)
	case key.Matches(msg, k.Seat):
		f.err = fl.pickSeat(digitSeat(msg.String()), s, f.words)
	case key.Matches(msg, k.Toggle) && fl.kind == fieldSeats:
		fl.toggle(fl.at)
	case key.Matches(msg, k.Change):
		fl.change(msg.String() == "right")
	}
	return f, result{}
}

func (f *form) moveFocus(step int) {
	n := len(f.fields)
	if n == 0 {
		return
	}
	f.focusField(((f.focus+step)%n + n) % n)
}

// focusField gives field i the focus.
func (f *form) focusField(i int) {
	f.fields[f.focus].text.Blur()
	f.focus = i
	fl := &f.fields[f.focus]
	fl.typed = false
	if fl.kind == fieldText {
		fl.text.Focus()
	}
}

// numberKey types into a number field: digits, − and + for the sign,
// backspace, and ← → for one less or more.
func (f *form) numberKey(fl *field, msg tea.KeyPressMsg) {
	s := msg.String()
	if isDigitKey(s) && !fl.typed {
		fl.number.digits = 0 // the first digit replaces the value shown
	}
	if fl.number.key(s) {
		fl.typed = fl.typed || isDigitKey(s) || s == "backspace"
		return
	}
	switch s {
	case "left":
		fl.setValue(fl.value() - 1)
	case "right":
		fl.setValue(fl.value() + 1)
	}
}

// pickSeat handles a digit in a seat field: choose (fieldSeat) or toggle
// (fieldSeats) that seat, if it may be picked.
func (fl *field) pickSeat(seat int, s rules.State, wd *wording.Words) string {
	if !slices.Contains(fl.eligible, seat) {
		return notPickable(s, seat, wd)
	}
	switch fl.kind {
	case fieldSeat:
		fl.seat = seat
	case fieldSeats:
		fl.at = seat
		fl.toggle(seat)
	}
	return ""
}

// notPickable says why a seat typed in a prompt is ignored: no such seat,
// or the player is out or waiting, or else just that it cannot be picked.
func notPickable(s rules.State, seat int, wd *wording.Words) string {
	t := wd.Prompt
	if seat < 0 || seat >= len(s.Players) {
		return t.NoSuchSeat(seatNumber(seat))
	}
	p := s.Players[seat]
	switch {
	case p.Out:
		return t.NotPickableOut(s.Name(seat), seatNumber(seat))
	case p.Waiting:
		return t.NotPickableWaiting(s.Name(seat), seatNumber(seat))
	}
	return t.NotPickable(s.Name(seat), seatNumber(seat))
}

// toggle picks or drops a seat of a fieldSeats.
func (fl *field) toggle(seat int) {
	if !slices.Contains(fl.eligible, seat) {
		return
	}
	if i := slices.Index(fl.picked, seat); i >= 0 {
		fl.picked = slices.Delete(fl.picked, i, i+1)
		return
	}
	fl.picked = append(fl.picked, seat)
	slices.Sort(fl.picked)
}

// change moves a seat, seats or choice field to the next (or previous)
// option.
func (fl *field) change(forward bool) {
	step := -1
	if forward {
		step = 1
	}
	switch fl.kind {
	case fieldSeat:
		opts := fl.eligible
		if fl.nobody {
			opts = append([]int{rules.NoSeat}, opts...)
		}
		fl.seat = cycle(opts, fl.seat, step)
	case fieldSeats:
		fl.at = cycle(fl.eligible, fl.at, step)
	case fieldChoice:
		if n := len(fl.choices); n > 0 {
			fl.choice = ((fl.choice+step)%n + n) % n
		}
	}
}

// cycle returns the option step places after cur, wrapping; an unknown
// cur starts from the first option.
func cycle(opts []int, cur, step int) int {
	if len(opts) == 0 {
		return cur
	}
	i := slices.Index(opts, cur)
	if i < 0 {
		return opts[0]
	}
	n := len(opts)
	return opts[((i+step)%n+n)%n]
}

// view implements prompt.
func (f *form) view(s rules.State) views.PromptView {
	names := wording.Names(s)
	v := views.PromptView{Title: f.title, Text: f.text, Error: f.err}
	for i := range f.fields {
		fl := &f.fields[i]
		v.Fields = append(v.Fields, views.PromptField{Label: fl.label, Value: fl.show(names, f.words), Focused: i == f.focus})
	}
	v.Hint = f.hint(len(s.Players))
	return v
}

// hint says which keys the focused field takes, at a table of n seats.
func (f *form) hint(n int) string {
	t := f.words.Prompt
	var parts []string
	switch f.fields[f.focus].kind {
	case fieldSeat:
		parts = append(parts, t.HintChoose(t.SeatKeys(n > 10)))
	case fieldSeats:
		parts = append(parts, t.HintPick(t.DigitKeys(n > 10)))
	case fieldChoice:
		parts = append(parts, t.HintChoice)
	case fieldNumber:
		parts = append(parts, t.HintAmount)
	case fieldText:
		parts = append(parts, t.HintText(f.fields[f.focus].text.CharLimit))
	}
	if len(f.fields) > 1 {
		parts = append(parts, t.HintNextField)
	}
	parts = append(parts, t.HintConfirm, t.HintCancel)
	return strings.Join(parts, " · ")
}

// show writes a field's value for the prompt.
func (fl *field) show(names []string, wd *wording.Words) string {
	name := func(seat int) string { return wd.Name(names, seat) }
	switch fl.kind {
	case fieldSeat:
		return "◀ " + name(fl.seat) + " ▶"
	case fieldSeats:
		picked := make([]string, len(fl.picked))
		for i, s := range fl.picked {
			picked[i] = name(s)
		}
		list := strings.Join(picked, ", ")
		if list == "" {
			list = wd.Prompt.NoneYet
		}
		return list + "   " + wd.Prompt.CursorOn(name(fl.at))
	case fieldChoice:
		if fl.choice < len(fl.choices) {
			return "◀ " + fl.choices[fl.choice] + " ▶"
		}
	case fieldNumber:
		if fl.number.digits == 0 {
			sign := "+"
			if fl.number.neg {
				sign = wording.Minus
			}
			return sign + "_  " + wd.Prompt.TypeTheAmount
		}
		text := wording.Signed(fl.value())
		if fl.words != nil {
			text += "  " + fl.words(fl.value())
		}
		return text
	case fieldText:
		return fl.text.View() + "  " + strconv.Itoa(utf8.RuneCountInString(fl.text.Value())) + "/" +
			strconv.Itoa(fl.text.CharLimit)
	}
	return ""
}

// marks implements prompt: picked seats show the field's mark.
func (f *form) marks(s rules.State) []string {
	m := make([]string, len(s.Players))
	for _, fl := range f.fields {
		switch fl.kind {
		case fieldSeat:
			if fl.seat >= 0 && fl.seat < len(m) && fl.mark != "" {
				m[fl.seat] = joinMark(m[fl.seat], fl.mark)
			}
		case fieldSeats:
			for _, seat := range fl.picked {
				if seat >= 0 && seat < len(m) {
					m[seat] = joinMark(m[seat], fl.mark)
				}
			}
		}
	}
	return m
}

func joinMark(a, b string) string {
	if a == "" {
		return b
	}
	return a + ", " + b
}

// cursor implements prompt.
func (f *form) cursor() int {
	fl := f.fields[f.focus]
	switch fl.kind {
	case fieldSeat:
		return fl.seat
	case fieldSeats:
		return fl.at
	}
	return rules.NoSeat
}

// fillContext implements prompt.
func (f *form) fillContext(c *keymap.Context) {
	c.Mode = keymap.ModePrompt
	fl := f.fields[f.focus]
	c.Seats = fl.kind == fieldSeat || fl.kind == fieldSeats
	c.Toggle = fl.kind == fieldSeats
	c.Number = fl.kind == fieldNumber
	c.Text = fl.kind == fieldText
	c.Fields = len(f.fields) > 1
}

// errorf is a prompt's complaint about a missing or wrong entry.
func errorf(msg string) error { return errors.New(msg) }
