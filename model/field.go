package model

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/textinput"

	"rolekeeper/rules"
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
	// unanswered is true for a seat or choice field that starts with no
	// answer, because any answer would change the score (the culprit,
	// the cause), until a key picks one.
	unanswered bool
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

// setValue sets a fieldNumber's value, or says why it is refused.
func (f *field) setValue(v int, wd *wording.Words) (refused string) { return f.number.set(v, wd) }

// pickSeat handles a digit in a seat field: choose (fieldSeat) or toggle
// (fieldSeats) that seat, if it may be picked.
func (fl *field) pickSeat(seat int, s rules.State, wd *wording.Words) string {
	if !slices.Contains(fl.eligible, seat) {
		return notPickable(s, seat, wd)
	}
	switch fl.kind {
	case fieldSeat:
		fl.seat, fl.unanswered = seat, false
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
		switch {
		case fl.unanswered && forward:
			fl.seat = opts[0]
		case fl.unanswered:
			fl.seat = opts[len(opts)-1]
		default:
			fl.seat = cycle(opts, fl.seat, step)
		}
		fl.unanswered = false
	case fieldSeats:
		fl.at = cycle(fl.eligible, fl.at, step)
	case fieldChoice:
		n := len(fl.choices)
		switch {
		case n == 0:
		case fl.unanswered && forward:
			fl.choice = 0
		case fl.unanswered:
			fl.choice = n - 1
		default:
			fl.choice = ((fl.choice+step)%n + n) % n
		}
		fl.unanswered = false
	}
}

// pickNobody answers a seat field that allows it with nobody.
func (fl *field) pickNobody() {
	if fl.kind == fieldSeat && fl.nobody {
		fl.seat, fl.unanswered = rules.NoSeat, false
	}
}

// pickInitial picks the next choice, after the one shown (from the first
// while unanswered), whose first letter is letter, ignoring case; it
// says why not when no choice begins with it.
func (fl *field) pickInitial(letter rune, wd *wording.Words) string {
	n := len(fl.choices)
	from := fl.choice + 1
	if fl.unanswered {
		from = 0
	}
	for i := range n {
		c := (from + i) % n
		if first, _ := utf8.DecodeRuneInString(fl.choices[c]); unicode.ToLower(first) == letter {
			fl.choice, fl.unanswered = c, false
			return ""
		}
	}
	return wd.Prompt.NoChoiceInitial(fl.label, string(letter), initials(fl.choices))
}

// initials are the first letters of choices, in lower case, in order.
func initials(choices []string) []string {
	out := make([]string, len(choices))
	for i, c := range choices {
		first, _ := utf8.DecodeRuneInString(c)
		out[i] = string(unicode.ToLower(first))
	}
	return out
}

// unansweredWhy says what to choose in a field still unanswered, at a
// table of seats seats.
func (fl *field) unansweredWhy(wd *wording.Words, seats int) string {
	if fl.kind == fieldChoice {
		return wd.Prompt.ChooseChoice(fl.label, initials(fl.choices))
	}
	return wd.Prompt.ChooseSeat(fl.label, wd.Prompt.SeatKeys(seats))
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

// show writes a field's value for the prompt.
func (fl *field) show(names []string, wd *wording.Words) string {
	name := func(seat int) string { return wd.Name(names, seat) }
	switch fl.kind {
	case fieldSeat:
		if fl.unanswered {
			return "◀ ? ▶  " + wd.Prompt.NotChosen
		}
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
		if fl.unanswered {
			return "◀ ? ▶  " + wd.Prompt.NotChosen
		}
		if fl.choice < len(fl.choices) {
			return "◀ " + fl.choices[fl.choice] + " ▶"
		}
	case fieldNumber:
		if fl.number.empty() {
			return fl.number.typed() + "_  " + wd.Prompt.TypeTheAmount
		}
		if fl.number.rest != "" {
			return fl.number.typed() // as typed: the prompt says why it is refused
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

// askSeat is a seat field that may be answered with nobody and starts
// unanswered: the culprit, whose answer changes the score (L-4).
func askSeat(label, mark string, eligible []int) field {
	return field{kind: fieldSeat, label: label, mark: mark, eligible: eligible, seat: rules.NoSeat, nobody: true,
		unanswered: true}
}

// askChoice is a choice field that starts unanswered: the cause of an
// elimination.
func askChoice(label string, choices []string) field {
	return field{kind: fieldChoice, label: label, choices: choices, unanswered: true}
}

func numberField(label string, neg bool, words func(int) string) field {
	return field{kind: fieldNumber, label: label, number: amount{neg: neg}, words: words}
}

// textField is a text field that takes at most limit characters, and
// shows how many are typed, in the theme's input styles.
func textField(label, placeholder string, limit int, in textinput.Styles) field {
	t := textinput.New()
	t.Prompt = ""
	t.Placeholder = placeholder
	t.CharLimit = limit
	t.SetWidth(50)
	t.SetStyles(in)
	return field{kind: fieldText, label: label, text: t}
}
