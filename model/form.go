package model

import (
	"errors"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// form is a prompt made of fields; build turns the fields into a result
// when Enter is pressed, or says what is missing.
type form struct {
	words  *wording.Words
	title  string
	text   []string
	fields []field
	focus  int
	err    string
	// note is news shown until the next key (views.PromptView.Note);
	// cancelled says what Esc leaves unentered, "" for the usual words.
	note      string
	cancelled string
	build     func(f *form, s rules.State) (result, error)
}

// update implements prompt.
func (f *form) update(k keymap.KeyMap, msg tea.KeyPressMsg, s rules.State) (prompt, result) {
	f.err, f.note = "", ""
	fl := &f.fields[f.focus]
	switch {
	case key.Matches(msg, k.Dismiss):
		return f, result{kind: resultCancel}
	case key.Matches(msg, k.Submit):
		if i, why := f.unansweredField(len(s.Players)); why != "" {
			f.focusField(i)
			f.err = why // Enter enters nothing until every question is answered
			return f, result{}
		}
		if i, why := f.numberProblem(); why != "" {
			f.focusField(i)
			f.err = why // a number typed is refused, never rewritten
			return f, result{}
		}
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
		handled, refused := numberKey(fl, k, msg, f.words)
		switch {
		case refused != "":
			f.err = refused
		case !handled:
			f.note = promptUnbound(msg, f.words.Prompt.UnboundInQuestion)
		}
	case key.Matches(msg, k.Nobody):
		fl.pickNobody()
	case key.Matches(msg, k.Initial):
		letter, _ := k.LetterOf(msg)
		f.err = fl.pickInitial(letter, f.words)
	case key.Matches(msg, k.Seat):
		f.err = fl.pickSeat(k.SeatOf(msg), s, f.words)
	case key.Matches(msg, k.Toggle):
		fl.toggle(fl.at)
	case key.Matches(msg, k.Left, k.Right):
		fl.change(key.Matches(msg, k.Right))
	default:
		f.note = promptUnbound(msg, f.words.Prompt.UnboundInQuestion)
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
// backspace, ← → for one less or more, and any other character, which
// is shown as typed and makes the number refused. It reports whether the
// key was one of those, and why ← or → was refused ("" when it acted).
func numberKey(fl *field, k keymap.KeyMap, msg tea.KeyPressMsg, wd *wording.Words) (handled bool, refused string) {
	typing := key.Matches(msg, k.Digits) || (msg.Text != "" && !key.Matches(msg, k.Minus, k.Plus, k.Erase))
	if typing && !fl.typed {
		fl.number.digits, fl.number.rest = 0, "" // the first character replaces the value shown
	}
	switch {
	case key.Matches(msg, k.Left, k.Right) && fl.number.rest != "":
		return true, fl.number.problem(wd) // correct what is typed first
	case key.Matches(msg, k.Left):
		return true, fl.setValue(fl.value()-1, wd)
	case key.Matches(msg, k.Right):
		return true, fl.setValue(fl.value()+1, wd)
	case fl.number.key(k, msg):
		fl.typed = fl.typed || typing || key.Matches(msg, k.Erase)
		return true, ""
	}
	return false, ""
}

// unansweredField finds a field still unanswered: its index and what to
// choose there; "" when every field is answered, at a table of seats
// seats.
func (f *form) unansweredField(seats int) (int, string) {
	for i := range f.fields {
		if fl := &f.fields[i]; fl.unanswered {
			return i, fl.unansweredWhy(f.words, seats)
		}
	}
	return 0, ""
}

// numberProblem finds a number field whose number typed is refused: its
// index and why; "" when every number is a number within its limit.
func (f *form) numberProblem() (int, string) {
	for i := range f.fields {
		if fl := &f.fields[i]; fl.kind == fieldNumber {
			if why := fl.number.problem(f.words); why != "" {
				return i, why
			}
		}
	}
	return 0, ""
}

// setInputStyles gives the form's text fields the theme's input styles
// (the theme may change while the form is open).
func (f *form) setInputStyles(in textinput.Styles) {
	for i := range f.fields {
		if f.fields[i].kind == fieldText {
			f.fields[i].text.SetStyles(in)
		}
	}
}

// view implements prompt.
func (f *form) view(s rules.State) views.PromptView {
	names := wording.Names(s)
	v := views.PromptView{Title: f.title, Text: f.text, Error: f.err, Note: f.note}
	if _, why := f.numberProblem(); why != "" && v.Error == "" {
		v.Error = why // shown while it is typed, not only on Enter
	}
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
		parts = append(parts, t.HintChoose(t.SeatKeys(n)))
		if f.fields[f.focus].nobody {
			parts = append(parts, t.HintNobody)
		}
	case fieldSeats:
		parts = append(parts, t.HintPick(t.DigitKeys(n)))
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

// marks implements prompt: picked seats show the field's mark.
func (f *form) marks(s rules.State) []string {
	m := make([]string, len(s.Players))
	for _, fl := range f.fields {
		switch fl.kind {
		case fieldSeat:
			if !fl.unanswered && fl.seat >= 0 && fl.seat < len(m) && fl.mark != "" {
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
	c.Field = keyField[f.fields[f.focus].kind]
	c.Fields = len(f.fields) > 1
	c.Nobody = f.fields[f.focus].nobody
	c.TextFilled = f.fields[f.focus].kind == fieldText && f.fields[f.focus].text.Value() != ""
}

// keyField is the key map's name of what each kind of field takes.
var keyField = [...]keymap.Field{fieldSeat: keymap.FieldSeat, fieldSeats: keymap.FieldSeats,
	fieldChoice: keymap.FieldChoice, fieldNumber: keymap.FieldNumber, fieldText: keymap.FieldText}

// entryError is a prompt's complaint about a missing or wrong entry, shown
// as it is.
func entryError(msg string) error { return errors.New(msg) }
