package model

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
)

// TestTableActionFor checks the key → action table of the table screen,
// including that the pass key is a deliberate shift+p and that keys that
// do not apply are ignored.
func TestTableActionFor(t *testing.T) {
	play := keymap.DefaultKeyMap().With(keymap.Context{Mode: keymap.ModeTable, CanUndo: true})
	lord := keymap.DefaultKeyMap().With(keymap.Context{Mode: keymap.ModeTable, Lord: true, Pending: true})
	readOnly := keymap.DefaultKeyMap().With(keymap.Context{Mode: keymap.ModeTable, ReadOnly: true, CanUndo: true})
	tests := []struct {
		name string
		k    keymap.KeyMap
		key  string
		want tableAction
	}{
		{"minus", play, "-", tableAction{act: actLife, delta: -1}},
		{"plus", play, "+", tableAction{act: actLife, delta: 1}},
		{"equals is plus without shift", play, "=", tableAction{act: actLife, delta: 1}},
		{"minus five", play, "<", tableAction{act: actLife, delta: -5}},
		{"plus five", play, "]", tableAction{act: actLife, delta: 5}},
		{"seat 1", play, "1", tableAction{act: actSeat, seat: 0}},
		{"seat 10", play, "0", tableAction{act: actSeat, seat: 9}},
		{"pass needs shift", play, "P", tableAction{act: actPass}},
		{"p is not pass", play, "p", tableAction{act: actNone}},
		{"enter is not pass", play, "enter", tableAction{act: actNone}},
		{"space is not pass", play, "space", tableAction{act: actNone}},
		{"tab is not pass", play, "tab", tableAction{act: actNone}},
		{"points in Lord", lord, "v", tableAction{act: actPoints}},
		{"p is never points (a missed shift)", lord, "p", tableAction{act: actNone}},
		{"poison", play, "i", tableAction{act: actPoison}},
		{"poison in Lord", lord, "i", tableAction{act: actPoison}},
		{"enter enters a pending change", lord, "enter", tableAction{act: actCommit}},
		{"source of a pending change", lord, "s", tableAction{act: actSource}},
		{"attack", play, "a", tableAction{act: actAttack}},
		{"target", play, "t", tableAction{act: actTarget}},
		{"eliminate", play, "x", tableAction{act: actEliminate}},
		{"several", play, "e", tableAction{act: actSeveral}},
		{"end", play, "E", tableAction{act: actEnd}},
		{"undo", play, "u", tableAction{act: actUndo}},
		{"redo with nothing to redo", play, "r", tableAction{act: actNone}},
		{"caps lock", play, "A", tableAction{act: actCapsLock}},
		{"read only: no life", readOnly, "-", tableAction{act: actNone}},
		{"read only: undo", readOnly, "u", tableAction{act: actUndo}},
		{"read only: no pass", readOnly, "P", tableAction{act: actCapsLock}},
		{"log", play, "h", tableAction{act: actLog}},
		{"help", play, "?", tableAction{act: actHelp}},
		{"quit", play, "q", tableAction{act: actQuit}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tableActionFor(tt.k, keyPress(tt.key)); got != tt.want {
				t.Errorf("key %q: %+v, want %+v", tt.key, got, tt.want)
			}
		})
	}
}

func TestStepSeat(t *testing.T) {
	tests := []struct{ sel, step, n, want int }{
		{0, 1, 5, 1}, {4, 1, 5, 0}, {0, -1, 5, 4}, {rules.NoSeat, 1, 5, 0}, {2, 1, 0, rules.NoSeat},
	}
	for _, tt := range tests {
		if got := stepSeat(tt.sel, tt.step, tt.n); got != tt.want {
			t.Errorf("stepSeat(%d, %d, %d) = %d, want %d", tt.sel, tt.step, tt.n, got, tt.want)
		}
	}
}

// TestBurstEvent: a burst becomes one LifeChange, none when its total is 0.
func TestBurstEvent(t *testing.T) {
	b := noBurst().add(2, -1, rules.NoSeat).add(2, -1, 0).add(2, 5, 0) // the source of the first press stays
	lc, ok := b.event()
	if !ok || len(lc.Changes) != 1 || lc.Changes[0] != (rules.Change{Seat: 2, Delta: 3}) || lc.Source != rules.NoSeat {
		t.Errorf("event %+v %v, want seat 2 +3 with no source", lc, ok)
	}
	if _, ok := noBurst().add(1, 1, 0).add(1, -1, 0).event(); ok {
		t.Error("a burst that sums to 0 gave an event")
	}
	if b2 := b.add(3, -1, 1); b2.seat != 3 || b2.delta != -1 || b2.id <= b.id {
		t.Errorf("a press on another seat gave %+v, want a new burst on seat 3", b2)
	}
}

// TestNeedsCulprit (L-4): only Lord changes that leave a player at 0 or
// less without a source ask for the culprit.
func TestNeedsCulprit(t *testing.T) {
	lord := mustGame(t, lord6).State
	buhmann := mustGame(t, buhmann5).State
	seat := lord.NextPlaying(lord.Active)
	tests := []struct {
		name string
		s    rules.State
		lc   rules.LifeChange
		want bool
	}{
		{"lethal, no source", lord, life(seat, -20, rules.NoSeat), true},
		{"lethal, with source", lord, life(seat, -20, lord.Active), false},
		{"not lethal", lord, life(seat, -19, rules.NoSeat), false},
		{"Buhmann never asks", buhmann, life(0, -20, rules.NoSeat), false},
	}
	for _, tt := range tests {
		if got := needsCulprit(tt.s, tt.lc, noOffer); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestCapsLockRefusesPass: when the terminal reports Caps Lock in the
// key's modifiers, P does not pass the turn (in Lord, p for points with
// Caps Lock on arrives as P) and the table says why.
func TestCapsLockRefusesPass(t *testing.T) {
	m := sized(startedLord(t), 120, 40)
	turn := m.game.Turn
	next, _ := m.Update(tea.KeyPressMsg(tea.Key{Code: 'p', Text: "P", Mod: tea.ModCapsLock}))
	m = next.(Model)
	if m.game.Turn != turn || !strings.Contains(m.refusal, "Caps Lock is on") {
		t.Fatalf("turn %d→%d, refusal %q; want no pass and the Caps Lock message", turn, m.game.Turn, m.refusal)
	}
	m = press(t, m, "P")
	if m.game.Turn != turn+1 {
		t.Error("P without Caps Lock did not pass")
	}
}

// TestLogKeys: every key the log's help line names moves the log: g and
// home to the first line, G and end to the last, u and d by half a page,
// f and space by a page; h and esc go back.
func TestLogKeys(t *testing.T) {
	events := []rules.Event{}
	for range 40 {
		events = append(events, pass)
	}
	m := press(t, sized(resumed(t, buhmann5, events...), 80, 24), "h")
	if m.screen != screenLog || !m.logAt.bottom {
		t.Fatalf("h opened screen %d (at bottom %v), want the log at its newest event", m.screen, m.logAt.bottom)
	}
	help := screenText(m)
	for _, want := range []string{"g/G first/last", "u/d ½ page", "pgup/pgdn page"} {
		if !strings.Contains(help, want) {
			t.Errorf("the log's help line lacks %q", want)
		}
	}
	for _, tt := range []struct {
		keys        []string
		top, bottom bool
	}{
		{[]string{"g"}, true, false}, {[]string{"G"}, false, true}, {[]string{"home"}, true, false},
		{[]string{"end"}, false, true}, {[]string{"g", "d"}, false, false}, {[]string{"g", "f"}, false, false},
		{[]string{"g", "space"}, false, false}, {[]string{"g", "ctrl+d", "ctrl+u"}, true, false},
		{[]string{"G", "u"}, false, false}, {[]string{"G", "k"}, false, false},
	} {
		got := press(t, m, tt.keys...)
		if got.logAt.atTop() != tt.top || got.logAt.bottom != tt.bottom {
			t.Errorf("%v: at top %v, at bottom %v; want %v, %v", tt.keys, got.logAt.atTop(), got.logAt.bottom, tt.top, tt.bottom)
		}
	}
	for _, k := range []string{"h", "esc"} {
		if got := press(t, m, k); got.screen != screenTable {
			t.Errorf("%s left the log for screen %d, want the table", k, got.screen)
		}
	}
}

// TestSetupNumberKeys: space changes a setting as → does; on a number row
// being typed, tab keeps the number and leaves it, and a letter is refused
// with a word.
func TestSetupNumberKeys(t *testing.T) {
	m := New(testOptions())
	if got := press(t, m, "space"); got.setup.variant != rules.Lord {
		t.Errorf("space on the variant gave %v, want Lord", got.setup.variant)
	}
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	m.setup.focus(rowLife, 0)
	m = press(t, m, "enter", "3", "5")
	if !m.setup.numEdit || m.setup.life != 35 {
		t.Fatalf("typing 35 gave life %d (editing %v)", m.setup.life, m.setup.numEdit)
	}
	if m = press(t, m, "x"); !strings.Contains(m.setup.message, "takes digits") || m.setup.life != 35 {
		t.Errorf("x on the life row: message %q, life %d", m.setup.message, m.setup.life)
	}
	m = press(t, m, "backspace", "tab")
	if m.setup.numEdit || m.setup.life != 3 || m.setup.current().kind != rowLife {
		t.Errorf("backspace, tab: life %d, editing %v, row %d; want 3, done, still on the life row",
			m.setup.life, m.setup.numEdit, m.setup.current().kind)
	}
}

// TestSetupHelpOffersOnlyWhatActs: x and K/J act on players only, so the
// help line offers them on a player's row and not on the variant's.
func TestSetupHelpOffersOnlyWhatActs(t *testing.T) {
	m := sized(addPlayers(t, New(testOptions()), "Ana", "Ben", "Cem"), 120, 40)
	m.setup.focus(rowVariant, 0)
	if line := screenText(m); strings.Contains(line, "remove") || strings.Contains(line, "move a player") {
		t.Errorf("on the variant row the help offers remove or move:\n%s", line)
	}
	m.setup.focus(rowPlayer, 1)
	if line := screenText(m); !strings.Contains(line, "x remove") || !strings.Contains(line, "K/J move a player") {
		t.Errorf("on a player's row the help lacks remove or move:\n%s", line)
	}
}

// sameKeys reports whether two key maps are the same: the situation, and
// every binding's keys, help and whether it is enabled.
func sameKeys(a, b keymap.KeyMap) bool {
	if a.Context() != b.Context() {
		return false
	}
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		if !va.Type().Field(i).IsExported() {
			continue
		}
		ba, ok := va.Field(i).Interface().(key.Binding)
		if !ok {
			continue
		}
		bb := vb.Field(i).Interface().(key.Binding)
		if !slices.Equal(ba.Keys(), bb.Keys()) || ba.Help() != bb.Help() || ba.Enabled() != bb.Enabled() {
			return false
		}
	}
	return true
}

// freshKeys is the key map of m's situation built anew, as keys gave it
// before it kept the last one (frameMemo).
func freshKeys(m Model) keymap.KeyMap {
	k := m.Keys.With(m.keyContext())
	if m.screen == screenSetup && m.setup.deckEdit {
		d := m.Words.Decks
		k.SaveName.SetHelp(d.SaveKey.Key, d.SaveKey.Desc)
		k.PastPlayers.SetHelp(d.PastKey.Key, d.PastKey.Desc)
	}
	return k
}

// TestKeysFollowTheSituation: the key map a model keeps between frames
// is always the one its situation gives: after a pending change, its
// entry, an undo and a redo, a prompt, the log, the help, the summary,
// a smaller terminal, and on the setup screen while a deck is typed.
func TestKeysFollowTheSituation(t *testing.T) {
	m, _ := clockModel(t)
	steps := []string{"-", "-", "enter", "u", "ctrl+r", "a", "esc", "h", "esc", "?", "esc", "S", "esc",
		"right", "-", "esc", "P", "u"}
	for i, k := range steps {
		m = press(t, m, k)
		if !sameKeys(m.keys(), freshKeys(m)) {
			t.Fatalf("after %q (step %d) the kept key map is not the situation's (%+v)", k, i, m.keyContext())
		}
	}
	if small := sized(m, 30, 10); !sameKeys(small.keys(), freshKeys(small)) {
		t.Fatal("too small a terminal: the kept key map is not the situation's")
	}
	s := sized(New(testOptions()), 120, 40)
	s = addPlayers(t, s, "Ana", "Ben")
	typed := false
	for _, k := range []string{"up", "up", "d", "esc"} { // Ana's deck typed, then left
		s = press(t, s, k)
		typed = typed || s.setup.deckEdit
		if !sameKeys(s.keys(), freshKeys(s)) {
			t.Fatalf("setup after %q: the kept key map is not the situation's (deck %v)", k, s.setup.deckEdit)
		}
	}
	if !typed {
		t.Fatal("d on a player's row did not open the deck's input")
	}
}
