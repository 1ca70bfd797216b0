package model

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// pasted sends a paste to the model.
func pasted(m Model, text string) Model {
	next, _ := m.Update(tea.PasteMsg{Content: text})
	return next.(Model)
}

// TestFault01_PasteSuccessIsNotARefusal: a paste that adds players says
// so as news, not in the refusal style (✗, red); a refusal keeps its ✗.
// The same holds for every message of the setup and the summary: success
// and news never wear the refusal's ✗, and a failure always does.
func TestFault01_PasteSuccessIsNotARefusal(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = press(t, m, "a")
	m = pasted(m, "Ana\nBen\nCem\nDora\nEli\nFinn\nGus")
	screen := screenText(m)
	if !strings.Contains(screen, "Added 7 players") {
		t.Fatalf("no news of the paste on the screen:\n%s", screen)
	}
	if strings.Contains(screen, "✗ Added") {
		t.Errorf("the paste's success is shown as a refusal:\n%s", screen)
	}
	m = press(t, m, "a")
	m = typeText(t, m, "ana")
	if !strings.Contains(screenText(m), "✗ C-1") {
		t.Errorf("a refused name lost its ✗:\n%s", screenText(m))
	}
	// An export that failed is a failure: it says so with the ✗.
	g := startedBuhmann(t)
	g = press(t, g, "S")
	next, _ := g.Update(ExportedMsg{Err: errString("disk full")})
	if s := screenText(next.(Model)); !strings.Contains(s, "✗ The summary was not written") {
		t.Errorf("a failed export is not shown as a failure:\n%s", s)
	}
	next, _ = g.Update(ExportedMsg{Path: "/tmp/g.md"})
	if s := screenText(next.(Model)); strings.Contains(s, "✗") || !strings.Contains(s, "Summary written to /tmp/g.md") {
		t.Errorf("a written export is not shown as news:\n%s", s)
	}
}

// errString is an error with a fixed text.
type errString string

func (e errString) Error() string { return string(e) }

// TestFault02_PastSummaryEndsAtItsLastEvent: the summary of a past state
// (the demo, read only, walked back with u) lasts until that state's last
// event, not until today; so does a game that is over, whenever its
// summary is looked at.
func TestFault02_PastSummaryEndsAtItsLastEvent(t *testing.T) {
	start := fixedNow.Add(-40 * time.Hour)
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1}
	events := []rules.Event{rules.Pass{}, rules.Pass{}, rules.End{}}
	times := []time.Time{start, start.Add(10 * time.Minute), start.Add(3*time.Hour + 45*time.Minute)}
	g := mustGame(t, setup, events...)
	opts := testOptions()
	opts.ReadOnly, opts.Started, opts.Times = true, start, times
	m := sized(Resume(g, events, opts), 120, 40)
	if s := screenText(press(t, m, "S")); !strings.Contains(s, "3 h 45 min") {
		t.Errorf("the demo's summary does not last 3 h 45 min:\n%s", s)
	}
	m = press(t, m, "u", "S") // the state after the second pass
	if s := screenText(m); !strings.Contains(s, "10 min") || strings.Contains(s, "40 h") {
		t.Errorf("the summary of a past state does not end at its last event (10 min):\n%s", s)
	}
	// A live game that is over keeps the time of its last event too.
	opts = testOptions()
	opts.Started, opts.Times = start, times
	m = sized(Resume(g, events, opts), 120, 40)
	if s := screenText(m); !strings.Contains(s, "3 h 45 min") {
		t.Errorf("a resumed game that is over does not last until its end:\n%s", s)
	}
}

// longDir is a games folder deep enough that a line naming a file in it
// is wider than 80 columns.
const longDir = "/home/anastasia-konstantinopoulou/.local/state/rolekeeper/games"

// TestFault03_LongPathKeepsItsFileName: a message that names a file and
// is wider than the screen shortens the path in the middle with an
// ellipsis and keeps the file name whole: the export's news and failure,
// a failed save, a resumed game's notice (the list of games' folder:
// ui/picker's TestFault03_LongFolderKeepsItsLastFolder).
func TestFault03_LongPathKeepsItsFileName(t *testing.T) {
	file := longDir + "/2026-11-30T0859-buhmann.md"
	m := press(t, sized(startedBuhmann(t), 80, 24), "S")
	checks := []struct {
		what string
		msg  tea.Msg
		want string
	}{
		{"written", ExportedMsg{Path: file}, "2026-11-30T0859-buhmann.md"},
		{"not written", ExportedMsg{Err: errString("open " + file + ": disk full")},
			"2026-11-30T0859-buhmann.md: disk full"},
		{"not saved", SaveFailedMsg{Err: errString("write " + longDir + "/2026-11-30T0859-buhmann.jsonl: disk full")},
			"2026-11-30T0859-buhmann.jsonl: disk full"},
	}
	for _, c := range checks {
		next, _ := m.Update(c.msg)
		s := screenText(next.(Model))
		if !strings.Contains(s, c.want) || !strings.Contains(s, "…") {
			t.Errorf("%s: the line does not keep %q behind an ellipsis:\n%s", c.what, c.want, s)
		}
	}
	opts := testOptions()
	opts.Notice = []string{"Resumed a game", "Every event is saved in " + longDir + "/2026-11-30T0859-buhmann.jsonl."}
	g := mustGame(t, rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20})
	r := sized(Resume(g, nil, opts), 80, 24)
	if s := screenText(r); !strings.Contains(s, "2026-11-30T0859-buhmann.jsonl.") {
		t.Errorf("the resume notice lost the file name:\n%s", s)
	}
	// The same notice on the roles of a Lord game not started yet (and
	// the summary): a line each, the file name whole.
	lord := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Target: 10}
	r = sized(Resume(mustGame(t, lord), nil, opts), 80, 24)
	if s := screenText(r); r.screen != screenRoles || !strings.Contains(s, "2026-11-30T0859-buhmann.jsonl.") {
		t.Errorf("the resume notice on the roles lost the file name:\n%s", s)
	}
}

// TestFault04_EscReturnsToTheStepBefore: Esc in a question that followed
// another goes back to that step with what was entered there, and says
// what was not entered: the culprit after an Earthquake, after a typed
// life change and after a burst, the pairs after the Lord was chosen by
// hand; a first question closes and says that nothing was entered.
func TestFault04_EscReturnsToTheStepBefore(t *testing.T) {
	m := startedLord(t)
	victim := m.game.NextPlaying(m.game.Active)
	if victim == m.game.Lord {
		victim = m.game.NextPlaying(victim)
	}
	life := m.game.Players[victim].Life
	// An Earthquake of 20 to everyone: the culprit is asked, Esc goes
	// back to the Earthquake with its changes.
	m = press(t, m, "e", "l", "2", "0", "*", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T after the Earthquake, want the culprit question", m.prompt)
	}
	m = press(t, m, "esc")
	sp, ok := m.prompt.(*severalPrompt)
	if !ok || sp.deltas[victim] != -20 {
		t.Fatalf("Esc in the culprit question: prompt %T, want the Earthquake back with its −20", m.prompt)
	}
	if s := screenText(m); !strings.Contains(s, "Not entered") || m.game.Players[victim].Life != life {
		t.Errorf("going back does not say that nothing was entered:\n%s", s)
	}
	m = press(t, m, "esc")
	if m.prompt != nil || !strings.Contains(screenText(m), "Not entered") {
		t.Errorf("Esc in the Earthquake: prompt %T, and the screen does not say nothing was entered:\n%s",
			m.prompt, screenText(m))
	}
	// A typed life change: Esc goes back to the amount typed.
	m = press(t, m, seatKey(victim), "l", "2", "0", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T after a typed −20, want the culprit question", m.prompt)
	}
	m = press(t, m, "esc")
	if f, ok := m.prompt.(*form); !ok || f.fields[0].value() != -20 {
		t.Fatalf("Esc in the culprit question: prompt %T, want the typed life change back with −20", m.prompt)
	}
	m = press(t, m, "esc")
	if m.burst.pending() || m.prompt != nil {
		t.Errorf("Esc in the typed life change left a change pending (%v) or a prompt (%T)", m.burst.pending(), m.prompt)
	}
	// A burst: Esc gives it back as pending, and says so.
	m = press(t, m, "<", "<", "<", "<", "enter", "esc")
	if !m.burst.pending() || m.burst.delta != -20 || !strings.Contains(screenText(m), "Not entered") {
		t.Errorf("Esc after a burst: pending %v %d; want −20 pending and a word:\n%s", m.burst.pending(), m.burst.delta, screenText(m))
	}
	m = press(t, m, "esc")
	// A first question: Esc closes it and says nothing was entered.
	m = press(t, m, "a", "esc")
	if m.prompt != nil || !strings.Contains(screenText(m), "Not entered") {
		t.Errorf("Esc in the attack: prompt %T, no word:\n%s", m.prompt, screenText(m))
	}
	// The roles by hand: Esc in the pairs goes back to the Lord.
	r := sized(New(testOptions()), 120, 40)
	r = press(t, r, "up", "right")
	r = addPlayers(t, r, "Ana", "Ben", "Cem", "Dora", "Eli")
	r = press(t, r, "s", "m", "3", "enter", "esc")
	if f, ok := r.prompt.(*form); !ok || f.fields[0].seat != 2 {
		t.Fatalf("Esc in the roles' pairs: prompt %T, want the Lord (Cem) back", r.prompt)
	}
	if !strings.Contains(screenText(r), "Not entered") {
		t.Errorf("going back to the Lord does not say what was not entered:\n%s", screenText(r))
	}
}

// TestFault05_PasteLosesNoName: a refused name in a pasted list waits in
// the input with its reason, and the names after it wait to be added once
// it is corrected (none is dropped); a paste beyond 12 players names the
// names left out, in good grammar, and leaves no edit row over a player.
func TestFault05_PasteLosesNoName(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = press(t, m, "a")
	m = pasted(m, "A1\nA2\nA3\nA4\nA5\nA6\nA7\nA8\na1\nA10\nA11\nA12\n")
	if len(m.setup.players) != 8 || m.setup.input.Value() != "a1" {
		t.Fatalf("players %v, input %q; want 8 players and a1 to correct", m.setup.players, m.setup.input.Value())
	}
	if s := screenText(m); !strings.Contains(s, "3 more pasted names") {
		t.Errorf("the names after the refused one are not mentioned:\n%s", s)
	}
	m = press(t, m, "backspace", "backspace")
	m = typeText(t, m, "A9")
	m = press(t, m, "enter")
	if want := []string{"A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11", "A12"}; !slices.Equal(m.setup.players, want) {
		t.Fatalf("after the correction: players %v, want %v", m.setup.players, want)
	}
	if m.setup.editing {
		t.Error("twelve players, and the name input is still open")
	}
	// Esc on a refused pasted name says which names were not added.
	m = sized(New(testOptions()), 80, 24)
	m = press(t, m, "a")
	m = pasted(m, "Ana\nana\nBen\nCem")
	m = press(t, m, "esc")
	if s := screenText(m); !strings.Contains(s, "ana, Ben and Cem") || len(m.setup.players) != 1 {
		t.Errorf("Esc on a refused pasted name: players %v, and the screen does not name those not added:\n%s",
			m.setup.players, s)
	}
	// Thirteen names: the thirteenth is named as left out; no edit row
	// is left over a player.
	m = sized(New(testOptions()), 80, 24)
	m = press(t, m, "a")
	m = pasted(m, "A1\nA2\nA3\nA4\nA5\nA6\nA7\nA8\nA9\nA10\nA11\nA12\nA13\n")
	s := screenText(m)
	if m.setup.editing || strings.Contains(s, "  name ") || !strings.Contains(s, "1.  A1") {
		t.Errorf("after an overflowing paste the name input is open over a player:\n%s", s)
	}
	if !strings.Contains(s, "A13") || strings.Contains(s, "1 pasted names") {
		t.Errorf("the overflow does not name A13, or its grammar is off:\n%s", s)
	}
}

// TestFault06_EveryKeyActsOrSaysWhyNot: a key that does nothing where it
// is pressed says why, on every screen and in the prompts: p and R in
// Buhmann, s, Enter and Esc with no change waiting, a letter bound to
// nothing on the table, the roles, the setup, the summary, the log, the
// help and in a question.
func TestFault06_EveryKeyActsOrSaysWhyNot(t *testing.T) {
	silent := func(t *testing.T, where string, m Model, k string) {
		t.Helper()
		before := screenText(m)
		after := press(t, m, k)
		if screenText(after) == before {
			t.Errorf("%s: %q changes nothing and says nothing:\n%s", where, k, before)
		}
	}
	b := press(t, startedBuhmann(t), "1") // the turn notice gives way to the table
	for _, k := range []string{"p", "R", "s", "enter", "z", "Z", "!", "~"} {
		silent(t, "Buhmann table", b, k)
	}
	entered := press(t, b, "2", "-", "-", "enter")
	silent(t, "after a burst was entered", entered, "s")
	silent(t, "summary", press(t, b, "S"), "z")
	silent(t, "log", press(t, b, "h"), "z")
	silent(t, "help", press(t, b, "?"), "z")
	silent(t, "attack", press(t, b, "a"), "z")
	silent(t, "setup", sized(New(testOptions()), 120, 40), "z")
	l := sized(New(testOptions()), 120, 40)
	l = press(t, l, "up", "right")
	l = addPlayers(t, l, "Ana", "Ben", "Cem", "Dora", "Eli")
	silent(t, "roles", press(t, l, "s"), "z")
}

// TestFault07_ResumedUnstartedLordShowsTheRoles: a Lord game resumed
// before anything but its roles was entered opens at its roles (L-1),
// where r draws again and m sets them by hand; a game that has started
// opens at the table.
func TestFault07_ResumedUnstartedLordShowsTheRoles(t *testing.T) {
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20,
		Target: 10, Seed: 3}
	for _, events := range [][]rules.Event{nil, {rules.Roles{Lord: 0, Pairs: []rules.Pair{{1, 2}, {3, 4}},
		Waiting: rules.NoSeat}}} {
		g := mustGame(t, setup, events...)
		m := sized(Resume(g, events, testOptions()), 120, 40)
		if m.screen != screenRoles {
			t.Fatalf("%d events: a resumed Lord game that has not started opens at screen %d, not its roles",
				len(events), m.screen)
		}
		if r := press(t, m, "r"); sameRoles(r.game.State, rules.Roles{Lord: g.Lord, Pairs: g.Pairs, Waiting: g.Waiting}) {
			t.Error("r did not draw the roles again")
		}
		if p := press(t, m, "m"); p.prompt == nil {
			t.Error("m did not open the roles by hand")
		}
	}
	started := []rules.Event{rules.Pass{}}
	if m := Resume(mustGame(t, setup, started...), started, testOptions()); m.screen != screenTable {
		t.Errorf("a started Lord game opens at screen %d, not the table", m.screen)
	}
}

// runCmd runs a command and the commands of any batch it returns, and
// hands every message to the model, as the program would (with no
// waiting: ticks arrive at once).
func runCmd(m Model, cmd tea.Cmd) Model {
	if cmd == nil {
		return m
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			m = runCmd(m, c)
		}
	case nil:
	default:
		next, more := m.Update(msg)
		m = runCmd(next.(Model), more)
	}
	return m
}

// TestFault08_PreviewNeverBecomesARecord: a life change shown as a
// preview (a gain B-7 will prevent, or any pending change) is entered
// only by an action of the table (Enter, another seat, another key),
// never by time passing; Esc a moment later still cancels it.
func TestFault08_PreviewNeverBecomesARecord(t *testing.T) {
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1}
	events := []rules.Event{rules.Pass{}, rules.Pass{}, rules.Pass{}} // Ana's 2nd turn: 2 counters (B-7)
	g := mustGame(t, setup, events...)
	if !g.LifeGainLocked(0) {
		t.Fatal("Ana cannot gain life yet; the scenario needs B-7")
	}
	opts := testOptions()
	m := sized(Resume(g, events, opts), 120, 40)
	m = press(t, m, "1")
	undos := m.game.CanUndo()
	next, cmd := m.Update(keyPress("+"))
	m = runCmd(next.(Model), cmd) // whatever the press asks for runs; time passes
	if !strings.Contains(screenText(m), "prevented") {
		t.Errorf("the preview does not say that B-7 prevents the gain:\n%s", screenText(m))
	}
	m = press(t, m, "esc")
	if m.game.CanUndo() != undos || m.burst.pending() {
		t.Fatalf("Esc after a moment: %d events entered, pending %v; want the preview cancelled, nothing entered",
			m.game.CanUndo()-undos, m.burst.pending())
	}
	// Enter enters a change at once, as one event.
	m = press(t, m, "2", "-", "-", "enter")
	if m.game.CanUndo() != undos+1 || m.game.Players[1].Life != 18 {
		t.Errorf("Enter: %d events, Ben's life %d; want one event, 18", m.game.CanUndo()-undos, m.game.Players[1].Life)
	}
}

// TestFault09_TypedPairsAreNotRefusedAfterAutoPairing: pairs typed by
// their seats' digits one after the other are taken as typed; the last
// player, paired automatically when one is left, may be typed too.
func TestFault09_TypedPairsAreNotRefusedAfterAutoPairing(t *testing.T) {
	for _, players := range [][]string{{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"},
		{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus"}} {
		m := sized(New(testOptions()), 120, 40)
		m = press(t, m, "up", "right")
		m = addPlayers(t, m, players...)
		m = press(t, m, "s", "enter")
		eligible := playing(m.game.State, m.game.Lord)
		m = press(t, m, "R")
		for _, seat := range eligible {
			m = press(t, m, seatKey(seat))
			if p, ok := m.prompt.(*pairsPrompt); !ok || p.err != "" {
				t.Fatalf("%d players, typing seat %d: %v", len(players), seat+1, m.prompt)
			}
		}
		m = press(t, m, "enter")
		var want []rules.Pair
		for i := 0; i+1 < len(eligible); i += 2 {
			want = append(want, rules.Pair{eligible[i], eligible[i+1]})
		}
		if p, ok := lastEvent(m).(rules.SetPairs); !ok || !slices.Equal(p.Pairs, want) {
			t.Errorf("%d players: last event %#v, want the pairs %v as typed", len(players), lastEvent(m), want)
		}
	}
}

// TestFault10_TypedNumbersAreNeverRewritten: a character that cannot be
// part of a number, or a number beyond its limit, is shown as typed and
// refused with a message; nothing is entered until it is corrected. So
// in a typed life change, in an Earthquake's amount, on the setup's
// number rows, and at the ends of ←/→.
func TestFault10_TypedNumbersAreNeverRewritten(t *testing.T) {
	m := startedBuhmann(t)
	undos := m.game.CanUndo()
	m = press(t, m, "2", "l", "1", "e", "3", "enter")
	if _, open := m.prompt.(*form); !open || m.game.CanUndo() != undos {
		t.Fatalf("1e3 was entered (prompt %T, %d events)", m.prompt, m.game.CanUndo()-undos)
	}
	if s := screenText(m); !strings.Contains(s, "1e3") {
		t.Errorf("1e3 is not shown as typed, with its refusal:\n%s", s)
	}
	m = press(t, m, "backspace", "backspace", "0", "0", "0", "0", "enter")
	if _, open := m.prompt.(*form); !open || m.game.CanUndo() != undos || !strings.Contains(screenText(m), "9999") {
		t.Fatalf("10000 was entered or not refused with the limit:\n%s", screenText(m))
	}
	m = press(t, m, "backspace", "enter")
	if m.game.Players[1].Life != 20-1000 {
		t.Fatalf("after correcting to 1000: Ben's life %d, want −980", m.game.Players[1].Life)
	}
	// The Earthquake's typed amount.
	m = press(t, m, "e", "l", "1", "0", "0", "0", "0", "*")
	if sp, ok := m.prompt.(*severalPrompt); !ok || slices.ContainsFunc(sp.deltas, func(d int) bool { return d != 0 }) ||
		!strings.Contains(screenText(m), "9999") {
		t.Errorf("an Earthquake amount of 10000 was given, or not refused:\n%s", screenText(m))
	}
	// The setup: a starting life of 1000 stays 1000 on screen, refused.
	s := sized(New(testOptions()), 120, 40)
	s = addPlayers(t, s, "Ana", "Ben", "Cem")
	s.setup.focus(rowLife, 0)
	s = press(t, s, "1", "0", "0", "0")
	if !strings.Contains(screenText(s), "◀ 1000 ▶") || !strings.Contains(screenText(s), "999") {
		t.Errorf("a starting life of 1000 became %d, or is not refused on screen:\n%s", s.setup.life, screenText(s))
	}
	s = press(t, s, "s")
	if s.screen != screenSetup {
		t.Fatal("the game started with a starting life typed beyond its limit")
	}
	s = press(t, s, "backspace", "enter", "9", "9", "9", "right")
	if s.setup.life != 999 || !strings.Contains(screenText(s), "999") || s.setup.message == "" {
		t.Errorf("→ at the top of the starting life: %d, message %q", s.setup.life, s.setup.message)
	}
}

// TestFault11_RemovingAPlayerCanBeUndone: x on the setup removes a player
// and says so, and u puts the player back in the same seat (the first
// player too); on the roles screen, u takes back roles drawn again or set
// by hand, so that r never loses roles for good.
func TestFault11_RemovingAPlayerCanBeUndone(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
	m.setup.focus(rowFirst, 0)
	m = press(t, m, "right", "right") // first player: Ben
	m.setup.focus(rowPlayer, 1)
	m = press(t, m, "x")
	if s := screenText(m); !strings.Contains(s, "Removed Ben") || !strings.Contains(s, "u ") {
		t.Errorf("x does not say whom it removed and how to put them back:\n%s", s)
	}
	m = press(t, m, "u")
	if !slices.Equal(m.setup.players, []string{"Ana", "Ben", "Cem", "Dora"}) || m.setup.first != 1 {
		t.Fatalf("u after x: players %v, first %d; want Ben back in seat 2, first", m.setup.players, m.setup.first)
	}
	// The roles: set by hand, drawn again by mistake, taken back with u.
	l := sized(New(testOptions()), 120, 40)
	l = press(t, l, "up", "right")
	l = addPlayers(t, l, "Ana", "Ben", "Cem", "Dora", "Eli")
	l = press(t, l, "s", "m", "1", "enter", "2", "3", "4", "5", "enter")
	if l.game.Lord != 0 {
		t.Fatalf("the Lord set by hand is %d", l.game.Lord)
	}
	l = press(t, l, "r", "u")
	if l.game.Lord != 0 || !slices.Equal(l.game.Pairs, []rules.Pair{{1, 2}, {3, 4}}) {
		t.Errorf("u after r on the roles: Lord %d pairs %v; want the roles set by hand back", l.game.Lord, l.game.Pairs)
	}
}

// ctrlZ is the key press of ctrl+z.
var ctrlZ = tea.KeyPressMsg(tea.Key{Code: 'z', Mod: tea.ModCtrl})

// TestFault13_CtrlZSuspends: ctrl+z suspends rolekeeper to the shell on
// every screen and in every question, changing nothing (a pending life
// change and an open question wait), and the table is drawn the same when
// it comes back; the help lists it.
func TestFault13_CtrlZSuspends(t *testing.T) {
	b := press(t, startedBuhmann(t), "2", "-")
	screens := map[string]Model{
		"table, a change pending": b,
		"attack":                  press(t, startedBuhmann(t), "a"),
		"setup":                   sized(New(testOptions()), 120, 40),
		"setup, typing a name":    press(t, sized(New(testOptions()), 120, 40), "a"),
		"summary":                 press(t, startedBuhmann(t), "S"),
		"log":                     press(t, startedBuhmann(t), "h"),
		"too small":               sized(startedBuhmann(t), 40, 10),
	}
	for where, m := range screens {
		before := screenText(m)
		next, cmd := m.Update(ctrlZ)
		if cmd == nil {
			t.Errorf("%s: ctrl+z does nothing", where)
			continue
		}
		if _, ok := cmd().(tea.SuspendMsg); !ok {
			t.Errorf("%s: ctrl+z does not suspend", where)
		}
		back, _ := next.(Model).Update(tea.ResumeMsg{})
		if screenText(back.(Model)) != before {
			t.Errorf("%s: the screen is not the same after fg", where)
		}
	}
	if !strings.Contains(screenText(press(t, startedBuhmann(t), "?")), "ctrl+z") {
		t.Error("the help does not list ctrl+z")
	}
}

// TestFault14_NamesCompareAfterNFKC: on the setup, Ａna in full-width
// letters is refused beside Ana (C-1 compares after NFKC).
func TestFault14_NamesCompareAfterNFKC(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben")
	m = press(t, m, "a")
	m = typeText(t, m, "\uff21na")
	m = press(t, m, "enter")
	if len(m.setup.players) != 2 || !strings.Contains(screenText(m), "✗ C-1") {
		t.Errorf("Ａna was taken beside Ana: players %q\n%s", m.setup.players, screenText(m))
	}
}

// TestItem17_EverySeatByOneKey: at a table of twelve, ! selects seat 11
// and @ (or ", shift+2 on German keyboards) seat 12, on the table and in
// the prompts; the help says so. At ten seats or fewer the keys are free.
func TestItem17_EverySeatByOneKey(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11", "A12")
	m = press(t, m, "s")
	for k, seat := range map[string]int{"!": 10, "@": 11, `"`: 11, "0": 9} {
		if got := press(t, m, k).sel; got != seat {
			t.Errorf("%s selects seat %d, want %d", k, got+1, seat+1)
		}
	}
	a := press(t, m, "a", "@")
	if f, ok := a.prompt.(*form); !ok || !slices.Contains(f.fields[0].picked, 11) {
		t.Errorf("@ in the attack does not pick seat 12: %v", a.prompt)
	}
	if s := screenText(press(t, m, "?")); !strings.Contains(s, "! is 11") {
		t.Errorf("the help does not say which keys select seats 11 and 12:\n%s", s)
	}
	if f := press(t, startedBuhmann(t), "!").flash; !strings.Contains(f, "Nothing is bound to !") {
		t.Errorf("! at a table of three: %q", f)
	}
}

// TestItem16_NoScoreChangingDefaults: the culprit question and the
// eliminate prompt's culprit and cause start unanswered; Enter does
// nothing but say what to choose until they are answered; a digit picks
// the culprit by seat, n picks nobody, a letter picks the cause by its
// initial.
func TestItem16_NoScoreChangingDefaults(t *testing.T) {
	m := startedLord(t)
	victim := m.game.NextPlaying(m.game.Active)
	if victim == m.game.Lord {
		victim = m.game.NextPlaying(victim)
	}
	undos := m.game.CanUndo()
	m = press(t, m, seatKey(victim), "l", "2", "0", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T, want the culprit question", m.prompt)
	}
	m = press(t, m, "enter", "enter")
	if m.game.CanUndo() != undos || !strings.Contains(screenText(m), "choose") {
		t.Fatalf("a double Enter on the culprit question entered something (%d events) or said nothing:\n%s",
			m.game.CanUndo()-undos, screenText(m))
	}
	m = press(t, m, "n", "enter")
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != rules.NoSeat {
		t.Fatalf("n, Enter: last event %#v, want the change with nobody as the culprit", lastEvent(m))
	}
	// The eliminate prompt: a victim picked, culprit and cause unanswered.
	e := startedLord(t)
	undos = e.game.CanUndo()
	e = press(t, e, "x", seatKey(victim), "enter", "enter")
	if e.game.CanUndo() != undos {
		t.Fatal("Enter entered an elimination with no culprit or cause chosen")
	}
	culprit := e.game.Active
	e = press(t, e, seatKey(culprit), "tab", "c", "enter") // Enter put the cursor on the culprit
	el, ok := lastEvent(e).(rules.Eliminate)
	if !ok || el.Culprit != culprit || el.Cause != rules.CauseConcede {
		t.Fatalf("last event %#v, want an elimination by the active player, conceded", lastEvent(e))
	}
}

// TestItem15_BurstWaitsForItsSource: a burst waits for the next action,
// however long that takes (the pending line says so); s names its source,
// and the Enter that names it enters the change, as one event, saved
// once, with its source. The source of s, l
// and e starts on nobody alike, and takes the same keys (a seat's key, n).
func TestItem15_BurstWaitsForItsSource(t *testing.T) {
	saved := 0
	opts := testOptions()
	opts.OnEvent = func(rules.Event) tea.Cmd { saved++; return nil }
	m := sized(New(opts), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	m = press(t, m, "down", "down", "right", "s") // Ana first
	saved = 0
	next, cmd := m.Update(keyPress("2"))
	m = runCmd(next.(Model), cmd)
	for range 3 {
		next, cmd = m.Update(keyPress("-"))
		m = runCmd(next.(Model), cmd) // whatever time passes
	}
	if !m.burst.pending() || !strings.Contains(screenText(m), "waits for your next key") {
		t.Fatalf("the burst did not wait, or does not say so:\n%s", screenText(m))
	}
	m = press(t, m, "s")
	if f, ok := m.prompt.(*form); !ok || f.fields[0].seat != 0 || f.fields[0].unanswered {
		t.Fatalf("s: prompt %T, want the source starting on the one offered, the active Ana", m.prompt)
	}
	// The Enter that names the source enters the change (issue 20: it
	// took a second Enter).
	m = press(t, m, "3", "enter")
	want := rules.LifeChange{Changes: []rules.Change{{Seat: 1, Delta: -3}}, Source: 2}
	if m.burst.pending() {
		t.Fatalf("after naming the source the change still waits:\n%s", screenText(m))
	}
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || !slices.Equal(lc.Changes, want.Changes) || lc.Source != 2 || saved != 1 {
		t.Fatalf("entered %#v (%d events saved), want %#v saved once", lastEvent(m), saved, want)
	}
	// l: the source starts on the last one of this turn (Cem); e on
	// nobody, and n answers nobody.
	l := press(t, m, "2", "l")
	if f := l.prompt.(*form); f.fields[1].seat != 2 {
		t.Errorf("l: the source starts on seat %d, not Cem's, the last of this turn", f.fields[1].seat+1)
	}
	e := press(t, m, "e", "tab", "3", "n")
	if sp := e.prompt.(*severalPrompt); sp.source != rules.NoSeat {
		t.Errorf("e: n does not set the source to nobody (seat %d)", sp.source+1)
	}
}
