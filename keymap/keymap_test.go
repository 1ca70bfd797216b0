package keymap

import (
	"reflect"
	"testing"

	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// enabled lists every enabled binding of a key map by field name.
func enabled(k KeyMap) map[string]key.Binding {
	out := map[string]key.Binding{}
	v := reflect.ValueOf(k)
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		if b, ok := v.Field(i).Interface().(key.Binding); ok && b.Enabled() {
			out[v.Type().Field(i).Name] = b
		}
	}
	return out
}

// helpOnly are the bindings that show the keys of others in a help line
// and never match on their own.
var helpOnly = map[string]bool{"Adjust": true, "Rows": true, "Move": true, "Change": true,
	"LogScroll": true, "LogPage": true, "LogHalfPage": true, "LogEnds": true, "PastPlayers": true, "ListMove": true}

// contexts lists situations of every mode: every prompt field, with one
// field and more, and the flags that switch bindings on and off.
func contexts() []Context {
	var out []Context
	for mode := range modeCount {
		for _, c := range []Context{
			{}, {Lord: true, CanUndo: true, CanRedo: true, Pending: true}, {Over: true, CanUndo: true},
			{ReadOnly: true, CanUndo: true, CanRedo: true}, {Fresh: true}, {Export: true, Over: true},
			{Seats: 12}, {Seats: 4}, {NumberRow: true}, {PlayerRow: true}, {SetAside: true}, {Overview: true},
			{PutBack: true}, {PutBack: true, NumberRow: true}, {CanUndo: true}, {Field: FieldSeat, Nobody: true},
			{Roster: true}, {FromList: true},
		} {
			c.Mode = mode
			out = append(out, c)
		}
		if mode == ModePrompt {
			for f := range fieldCount {
				out = append(out, Context{Mode: mode, Field: f}, Context{Mode: mode, Field: f, Fields: true})
			}
		}
	}
	return out
}

// TestNoKeyDoesTwoThings: in every mode, the list of games and the log
// included, no key is bound to two enabled bindings, so what the help
// line says a key does is what it does.
func TestNoKeyDoesTwoThings(t *testing.T) {
	for _, c := range contexts() {
		seen := map[string]string{}
		for name, b := range enabled(DefaultKeyMap().With(c)) {
			// The list of games toggles all its keys with one "?",
			// which its help names ListMore or ListLess.
			if helpOnly[name] || name == "ListLess" {
				continue
			}
			for _, k := range b.Keys() {
				if other, dup := seen[k]; dup {
					t.Errorf("%+v: key %q is bound to %s and %s", c, k, other, name)
				}
				seen[k] = name
			}
		}
	}
}

// TestHelpHasEveryKey: every key an enabled binding takes is in the full
// help of its mode (the help screen, or the help line where there is no
// help screen), and every binding the help shows is enabled.
func TestHelpHasEveryKey(t *testing.T) {
	for _, c := range contexts() {
		k := DefaultKeyMap().With(c)
		shown := map[string]bool{}
		for _, col := range k.FullHelp() {
			for _, b := range col {
				for _, key := range b.Keys() {
					shown[key] = shown[key] || b.Enabled()
				}
			}
		}
		for name, b := range enabled(k) {
			for _, key := range b.Keys() {
				if !shown[key] {
					t.Errorf("%+v: %s takes %q, which the help does not show", c, name, key)
				}
			}
		}
	}
}

// TestLogHelpLineHasEveryKey: the log has no help screen, so its help line
// shows every key it takes, g and G included.
func TestLogHelpLineHasEveryKey(t *testing.T) {
	k := DefaultKeyMap().With(Context{Mode: ModeLog})
	line := map[string]bool{}
	for _, b := range k.ShortHelp() {
		line[b.Help().Key] = b.Enabled()
	}
	for _, want := range []string{"↑/↓", "pgup/pgdn", "u/d", "g/G", "esc", "q"} {
		if !line[want] {
			t.Errorf("the log's help line lacks %q: %v", want, line)
		}
	}
}

// TestDigitAndSeatOf: the digit keys type their digit and select seats
// counted from 1, with 0 for seat 10.
func TestDigitAndSeatOf(t *testing.T) {
	k := DefaultKeyMap()
	for key, want := range map[string]int{"1": 0, "9": 8, "0": 9, "a": -1, "12": -1, "": -1} {
		if got := k.SeatOf(stringer(key)); got != want {
			t.Errorf("SeatOf(%q) = %d, want %d", key, got, want)
		}
	}
	for key, want := range map[string]int{"0": 0, "7": 7, "9": 9} {
		if got, ok := k.DigitOf(stringer(key)); !ok || got != want {
			t.Errorf("DigitOf(%q) = %d, %v; want %d", key, got, ok, want)
		}
	}
	if _, ok := k.DigitOf(stringer("backspace")); ok {
		t.Error("backspace types a digit")
	}
}

// stringer is a key press as key.Matches sees it.
type stringer string

func (s stringer) String() string { return string(s) }

// TestQuitKeys: ctrl+c quits everywhere; q only where it types nothing and
// answers no question; esc also leaves the list of games.
func TestQuitKeys(t *testing.T) {
	tests := []struct {
		mode Mode
		keys []string
	}{
		{ModeTable, []string{"q", "ctrl+c"}}, {ModeSetupEdit, []string{"ctrl+c"}}, {ModePrompt, []string{"ctrl+c"}},
		{ModeConfirm, []string{"ctrl+c"}}, {ModePicker, []string{"q", "esc", "ctrl+c"}}, {ModeTooSmall, []string{"q", "ctrl+c"}},
	}
	for _, tt := range tests {
		q := DefaultKeyMap().With(Context{Mode: tt.mode}).Quit
		if !q.Enabled() || !reflect.DeepEqual(q.Keys(), tt.keys) {
			t.Errorf("mode %d: quit takes %v (enabled %v), want %v", tt.mode, q.Keys(), q.Enabled(), tt.keys)
		}
	}
}

// TestReadOnlyOnlyBrowses: a read-only table takes undo, redo and browsing
// keys only.
func TestReadOnlyOnlyBrowses(t *testing.T) {
	k := DefaultKeyMap().With(Context{Mode: ModeTable, ReadOnly: true, CanUndo: true, CanRedo: true})
	allowed := map[string]bool{"PrevSeat": true, "NextSeat": true, "Seat": true, "Undo": true, "Redo": true,
		"Log": true, "Summary": true, "Help": true, "Quit": true, "Suspend": true}
	for name := range enabled(k) {
		if !allowed[name] {
			t.Errorf("%s is enabled on a read-only table", name)
		}
	}
}

// TestWatchOnlyChangesTheView: a live viewer's table and summary take
// browsing keys only, not even undo and redo.
func TestWatchOnlyChangesTheView(t *testing.T) {
	allowed := map[string]bool{"PrevSeat": true, "NextSeat": true, "Seat": true,
		"Log": true, "Summary": true, "Help": true, "Quit": true, "Back": true, "Suspend": true,
		"SummaryPage": true, "Language": true}
	for _, mode := range []Mode{ModeTable, ModeSummary} {
		k := DefaultKeyMap().With(Context{Mode: mode, ReadOnly: true, Watch: true, CanUndo: true, CanRedo: true})
		for name := range enabled(k) {
			if !allowed[name] {
				t.Errorf("mode %d: %s is enabled for a live viewer", mode, name)
			}
		}
	}
}

// TestHelpShowsOnlyEnabled: the short help of the table never offers a
// disabled binding, and offers pass and undo when they apply.
func TestHelpShowsOnlyEnabled(t *testing.T) {
	k := DefaultKeyMap().With(Context{Mode: ModeTable, CanUndo: true})
	names := map[string]bool{}
	for _, b := range k.ShortHelp() {
		names[b.Help().Desc] = b.Enabled()
	}
	for _, want := range []string{"pass (shift+p)", "undo"} {
		if !names[want] {
			t.Errorf("short help lacks an enabled %q: %v", want, names)
		}
	}
	k = DefaultKeyMap().With(Context{Mode: ModeTable})
	for _, b := range k.FullHelp()[3] {
		if b.Help().Desc == "undo" && b.Enabled() {
			t.Error("undo is enabled with nothing to undo")
		}
	}
}

// TestHelpTextsFromTheCatalogue: every binding takes its help from the
// language's catalogue (wording.Keys, by the binding's name), so that no
// help text is written in keymap.
func TestHelpTextsFromTheCatalogue(t *testing.T) {
	var h wording.Keys
	hv := reflect.ValueOf(&h).Elem()
	for i := range hv.NumField() {
		name := hv.Type().Field(i).Name
		if hv.Field(i).Type() != reflect.TypeOf(wording.KeyHelp{}) {
			continue // SeatUpTo: the help of a binding With words for the table; YesLetter
		}
		hv.Field(i).Set(reflect.ValueOf(wording.KeyHelp{Key: "k" + name, Desc: "d" + name}))
	}
	k := reflect.ValueOf(New(h))
	for i := range k.NumField() {
		f := k.Type().Field(i)
		if !f.IsExported() {
			continue
		}
		b, ok := k.Field(i).Interface().(key.Binding)
		if !ok {
			continue
		}
		if got := b.Help(); got.Key != "k"+f.Name || got.Desc != "d"+f.Name {
			t.Errorf("%s: help %q %q, not the catalogue's", f.Name, got.Key, got.Desc)
		}
	}
}

// TestSeatHelpNamesTheSeats: the seat keys' help names the seats that
// exist, in both languages: "1–4 seat 1–4" at four seats, not "1–9 0
// seat 1–10", which stays for ten seats (and a table not known yet).
func TestSeatHelpNamesTheSeats(t *testing.T) {
	for _, tc := range []struct {
		lang       string
		seats      int
		keys, desc string
	}{
		{"en", 4, "1–4", "seat 1–4"},
		{"de", 4, "1–4", "Platz 1–4"},
		{"en", 9, "1–9", "seat 1–9"},
		{"en", 10, "1–9 0", "seat 1–10"},
		{"de", 10, "1–9 0", "Platz 1–10"},
		{"en", 0, "1–9 0", "seat 1–10"},
		{"en", 11, "1–9 0 ! @", "seat 1–12 (! is 11, @ is 12)"},
		{"de", 12, "1–9 0 ! @", "Platz 1–12 (! ist 11, @ ist 12)"},
	} {
		w, ok := wording.For(tc.lang)
		if !ok {
			t.Fatalf("no language %q", tc.lang)
		}
		h := New(w.Keys).With(Context{Mode: ModeTable, Seats: tc.seats}).Seat.Help()
		if h.Key != tc.keys || h.Desc != tc.desc {
			t.Errorf("%s, %d seats: %q %q, want %q %q", tc.lang, tc.seats, h.Key, h.Desc, tc.keys, tc.desc)
		}
	}
}
