package model

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// TestBuhmannGameByKeys plays a short Buhmann game from the setup screen
// to the summary with key presses only (B-2, B-6, B-9, B-10).
func TestBuhmannGameByKeys(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	m = press(t, m, "down", "down", "right") // first player: Ana
	m = press(t, m, "s")
	if m.screen != screenTable || m.game.Active != 0 {
		t.Fatalf("after start: screen %d, active %d; want the table with Ana active", m.screen, m.game.Active)
	}
	if !strings.Contains(m.notice.title, "Ana's turn") {
		t.Errorf("turn notice %q, want Ana's turn", m.notice.title)
	}
	// Ana attacks Ben and becomes the IT (B-2).
	m = press(t, m, "a", "2", "enter")
	if m.game.IT != 0 {
		t.Fatalf("IT = %d, want Ana (0)", m.game.IT)
	}
	// Ben loses 20 life in one burst: four presses of −5, entered with Enter.
	m = press(t, m, "2", "<", "<", "<", "<", "enter")
	if !m.game.Players[1].Out || !m.game.Endgame {
		t.Fatalf("Ben out %v, endgame %v; want Ben out and the duel (B-9)", m.game.Players[1].Out, m.game.Endgame)
	}
	// Ana passes (a deliberate shift+p); Cem's turn in the duel.
	m = press(t, m, "P")
	if m.game.Active != 2 {
		t.Fatalf("active %d after pass, want Cem (2)", m.game.Active)
	}
	// Ana takes 20 from a typed life change with Cem as the source.
	m = press(t, m, "1", "l", "2", "0", "tab", "3", "enter")
	if !m.game.Over || !slices.Equal(m.game.Winners, []int{2}) {
		t.Fatalf("over %v winners %v, want Cem the winner (B-10)", m.game.Over, m.game.Winners)
	}
	if m.screen != screenSummary {
		t.Errorf("screen %d at game end, want the summary", m.screen)
	}
	want := rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: -20}}, Source: 2}
	if got, ok := lastEvent(m).(rules.LifeChange); !ok || !slices.Equal(got.Changes, want.Changes) || got.Source != 2 {
		t.Errorf("last event %#v, want %#v", lastEvent(m), want)
	}
}

// TestLordGameByKeys plays a short Lord game: roles set by hand, an
// attack by the Lord, a typed life change whose culprit is asked (L-4),
// re-entry with protection (L-6, L-8), and points by hand reaching the
// target (L-11, L-5).
func TestLordGameByKeys(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = press(t, m, "up", "right") // variant: Lord
	if m.setup.variant != rules.Lord {
		t.Fatal("the variant did not change to Lord")
	}
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora", "Eli")
	m = press(t, m, "down", "down", "3", "down", "right") // target 3, first player Ana
	m = press(t, m, "s")
	if m.screen != screenRoles {
		t.Fatalf("screen %d after start, want the roles", m.screen)
	}
	// Roles by hand: Ana is the Lord; pairs Ben–Cem and Dora–Eli.
	m = press(t, m, "m", "1", "enter", "2", "3", "4", "enter")
	if m.game.Lord != 0 || !slices.Equal(m.game.Pairs, []rules.Pair{{1, 2}, {3, 4}}) {
		t.Fatalf("Lord %d pairs %v, want Ana and Ben–Cem, Dora–Eli", m.game.Lord, m.game.Pairs)
	}
	m = press(t, m, "enter")
	if m.screen != screenTable {
		t.Fatalf("screen %d, want the table", m.screen)
	}
	// The Lord attacks Ben; then Ben drops to 0 with no source: the
	// culprit is asked, and Ana (seat 1) is picked.
	m = press(t, m, "a", "2", "enter")
	m = press(t, m, "2", "l", "2", "0", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T, want the culprit question", m.prompt)
	}
	m = press(t, m, "1", "enter")
	if got := m.game.Players[0].Points; got != 1 {
		t.Errorf("Ana's points %d, want 1 (the Lord eliminated Ben, L-4)", got)
	}
	if got := m.game.Players[2].Points; got != 1 {
		t.Errorf("Cem's points %d, want 1 (paired opponent eliminated, L-4)", got)
	}
	if m.game.Lord != 1 || !m.game.Players[1].Protected() {
		t.Errorf("Lord %d, Ben protected %v; want Ben the new protected Lord (L-7, L-8)", m.game.Lord, m.game.Players[1].Protected())
	}
	// Ben enters again (L-6), with no deck said: which deck? A new one.
	if f, ok := m.prompt.(*form); !ok || !strings.Contains(f.title, "Ben enters: which deck?") {
		t.Fatalf("prompt %#v, want Ben's deck question", m.prompt)
	}
	m = typeText(t, m, "Neu")
	m = press(t, m, "enter")
	if d, ok := lastEvent(m).(rules.Deck); !ok || d.Seat != 1 || d.Deck != "Neu" || m.prompt != nil {
		t.Fatalf("last event %#v, prompt %T; want Ben's new deck Neu", lastEvent(m), m.prompt)
	}
	// Cem gets 2 points by hand and reaches the target of 3 (L-11, L-5).
	m = press(t, m, "3", "v", "tab", "2", "tab")
	m = typeText(t, m, "dispute")
	m = press(t, m, "enter")
	if !m.game.Over || !slices.Equal(m.game.Winners, []int{2}) {
		t.Fatalf("over %v winners %v, want Cem (L-5)", m.game.Over, m.game.Winners)
	}
	if p, ok := lastEvent(m).(rules.Points); !ok || p.Reason != "dispute" || p.Delta != 2 {
		t.Errorf("last event %#v, want 2 points for a dispute", lastEvent(m))
	}
}

// TestRefusedEventChangesNothing: an attack B-3 forbids is refused with
// the rule's message and the game stays as it was (C-7).
func TestRefusedEventChangesNothing(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "a", "2", "enter", "P") // Ana attacks Ben: Ana is the IT; Ben's turn
	before := m.game
	m = press(t, m, "a", "3", "enter") // Ben attacks Cem: only the IT may be attacked
	if m.game.CanUndo() != before.CanUndo() || m.game.IT != before.IT {
		t.Fatal("a refused attack changed the game")
	}
	f, ok := m.prompt.(*form)
	if !ok || !strings.HasPrefix(f.err, "B-3:") {
		t.Fatalf("prompt %T with error %q, want the attack prompt showing B-3", m.prompt, errOf(m.prompt))
	}
	if !strings.Contains(screenText(m), "B-3: only the IT") {
		t.Error("the screen does not show the refusal")
	}
	m = press(t, m, "esc")
	if m.prompt != nil {
		t.Error("esc did not close the prompt")
	}
}

func errOf(p prompt) string {
	if f, ok := p.(*form); ok {
		return f.err
	}
	return ""
}

// startedBuhmann is a 4-player Buhmann game at its first turn, Ana first.
func startedBuhmann(t *testing.T) Model {
	t.Helper()
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
	m = press(t, m, "down", "down", "right", "s")
	if m.screen != screenTable {
		t.Fatalf("setup did not start: %s", m.setup.message)
	}
	return m
}

// TestBurstIsOneEvent: repeated presses on a seat become one life change,
// entered at the next action (here Enter), and undone as one (C-8).
func TestBurstIsOneEvent(t *testing.T) {
	m := startedBuhmann(t)
	undos := m.game.CanUndo()
	m = press(t, m, "3", "-", "-", "-")
	if m.game.Players[2].Life != 20 || m.burst.delta != -3 {
		t.Fatalf("life %d, pending %d; want 20 with −3 pending", m.game.Players[2].Life, m.burst.delta)
	}
	if !strings.Contains(screenText(m), "Cem −3 life (source Ana) → 17") {
		t.Error("the running total is not shown")
	}
	m = press(t, m, "enter")
	if m.game.Players[2].Life != 17 || m.game.CanUndo() != undos+1 {
		t.Fatalf("life %d, undo depth %d; want 17 from one event", m.game.Players[2].Life, m.game.CanUndo())
	}
	m = press(t, m, "u")
	if m.game.Players[2].Life != 20 {
		t.Errorf("life %d after one undo, want 20", m.game.Players[2].Life)
	}
}

// TestBurstEnteredWhenMovingOn: moving to another seat or pressing
// another action enters the pending change first.
func TestBurstEnteredWhenMovingOn(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "2", "-", "-", "3")
	if m.game.Players[1].Life != 18 || m.burst.pending() {
		t.Fatalf("Ben's life %d, pending %v; want 18 entered", m.game.Players[1].Life, m.burst.pending())
	}
	m = press(t, m, "+", "P")
	if m.game.Players[2].Life != 21 || m.game.Active != 1 {
		t.Fatalf("Cem's life %d, active %d; want +1 entered, then the pass", m.game.Players[2].Life, m.game.Active)
	}
	m = press(t, m, "-", "esc")
	if m.burst.pending() || m.game.Players[2].Life != 21 {
		t.Error("esc did not cancel the pending change")
	}
}

// TestUndoRedoAnyDepth undoes passes and life changes back to the start
// and redoes them (C-8).
func TestUndoRedoAnyDepth(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "2", "-", "enter", "P", "P", "3", "+", "enter")
	depth := m.game.CanUndo()
	end := m.game.State
	for range depth {
		m = press(t, m, "u")
	}
	if m.game.CanUndo() != 0 || m.game.Turn != 1 {
		t.Fatalf("undo depth %d turn %d after undoing everything", m.game.CanUndo(), m.game.Turn)
	}
	for range depth {
		m = press(t, m, "r")
	}
	if m.game.Turn != end.Turn || m.game.Players[2].Life != end.Players[2].Life {
		t.Error("redo did not restore the game")
	}
}

// TestLordCulpritCancelKeepsChange: cancelling the culprit question gives
// the life change back as pending, nothing entered.
func TestLordCulpritCancelKeepsChange(t *testing.T) {
	m := startedLord(t)
	seat := m.game.NextPlaying(m.game.Active)
	m = press(t, m, seatKey(seat), "<", "<", "<", "<", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T, want the culprit question", m.prompt)
	}
	m = press(t, m, "esc")
	if !m.burst.pending() || m.burst.delta != -20 || m.game.Players[seat].Life != 20 {
		t.Fatalf("pending %v %d, life %d; want −20 pending and nothing entered", m.burst.pending(), m.burst.delta, m.game.Players[seat].Life)
	}
}

func isCulprit(p prompt) bool {
	_, ok := p.(*culpritPrompt)
	return ok
}

func seatKey(seat int) string {
	if seat == 9 {
		return "0"
	}
	return string(rune('1' + seat))
}

// startedLord is a 7-player Lord game at its first turn.
func startedLord(t *testing.T) Model {
	t.Helper()
	m := sized(New(testOptions()), 120, 40)
	m = press(t, m, "up", "right")
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus")
	m = press(t, m, "s", "enter")
	if m.screen != screenTable {
		t.Fatalf("the Lord game did not start: %q", m.setup.message)
	}
	return m
}

// TestCtrlCInAPrompt: ctrl+c in the middle of a prompt closes it and asks
// whether to quit; a second ctrl+c quits.
func TestCtrlCInAPrompt(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "p") // nothing in Buhmann
	m = press(t, m, "t")
	m = press(t, m, "ctrl+c")
	if !isQuitConfirm(m.prompt) {
		t.Fatalf("prompt %T after ctrl+c, want the quit question", m.prompt)
	}
	_, cmd := m.Update(keyPress("ctrl+c"))
	if cmd == nil {
		t.Fatal("a second ctrl+c did not quit")
	}
}

// TestNewGameSamePlayers: after a game, n opens the setup with the same
// players, ready to start.
func TestNewGameSamePlayers(t *testing.T) {
	m := sized(buhmannSummary(t), 120, 40)
	m = press(t, m, "n")
	if m.screen != screenSetup || len(m.setup.players) != 5 || m.setup.current().kind != rowStart {
		t.Fatalf("screen %d, players %v, row %d", m.screen, m.setup.players, m.setup.current().kind)
	}
	m = press(t, m, "enter")
	if m.screen != screenTable || m.game.Over || m.game.Turn != 1 {
		t.Error("the new game did not start")
	}
}

// TestSummaryOnDemand: S shows the summary of a game in progress and Esc
// goes back to the table.
func TestSummaryOnDemand(t *testing.T) {
	m := press(t, startedBuhmann(t), "S")
	if m.screen != screenSummary || !strings.Contains(screenText(m), "Summary so far") {
		t.Fatal("S did not show the summary so far")
	}
	if m = press(t, m, "esc"); m.screen != screenTable {
		t.Error("Esc did not go back to the table")
	}
}

// TestBackToSetupBeforeAnything: a game just set up can go back to the
// setup with Esc (a typo in a name); once anything was entered it cannot.
func TestBackToSetupBeforeAnything(t *testing.T) {
	m := press(t, startedBuhmann(t), "esc")
	if m.screen != screenSetup || m.hasGame || len(m.setup.players) != 4 {
		t.Fatalf("screen %d, game %v, players %v; want the setup with the players", m.screen, m.hasGame, m.setup.players)
	}
	m = press(t, m, "s", "P", "esc")
	if m.screen != screenTable {
		t.Error("Esc left a game in progress")
	}
}

// TestNewGameFreshSeed: every new game from the summary draws a new seed,
// not one that comes back every other game (two games in a row used to
// get the seed of the game before them back, with its roles and first
// player).
func TestNewGameFreshSeed(t *testing.T) {
	m := sized(buhmannSummary(t), 120, 40)
	seen := []uint64{m.game.Setup.Seed}
	for range 3 {
		m = press(t, m, "n")
		if slices.Contains(seen, m.setup.seed) {
			t.Fatalf("new game seed %d, already used by %v", m.setup.seed, seen)
		}
		seen = append(seen, m.setup.seed)
		m = press(t, m, "s", "E", "y")
		if m.screen != screenSummary || m.game.Setup.Seed != seen[len(seen)-1] {
			t.Fatalf("screen %d, seed %d; want the summary of the game with seed %d", m.screen, m.game.Setup.Seed, seen[len(seen)-1])
		}
	}
	// A source that repeats the last seed is asked again.
	if got := freshSeed(func() uint64 { return 5 }, 5); got == 5 {
		t.Error("freshSeed gave the old seed back")
	}
}

// TestRedrawAlwaysChanges (L-1): r on the roles screen always shows other
// roles, never the same draw again.
func TestRedrawAlwaysChanges(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = press(t, m, "up", "right")
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora", "Eli")
	m = press(t, m, "s")
	for i := range 30 {
		before := m.game.State
		m = press(t, m, "r")
		if sameRoles(before, rules.Roles{Lord: m.game.Lord, Pairs: m.game.Pairs, Waiting: m.game.Waiting}) {
			t.Fatalf("redraw %d gave the same roles", i+1)
		}
	}
}

// TestPendingGainPrevented (B-7): a pending gain for a player with 2
// passivity counters shows that it will be prevented and the life it
// leaves; once entered, the log does not claim the gain happened.
func TestPendingGainPrevented(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		m := sized(resumed(t, buhmann5, pass, pass, pass, pass, pass,
			rules.Attack{Attacker: 0, Defenders: []int{2}}, life(2, -4, 0), pass), size[0], size[1])
		m = press(t, m, "2", "+", "+", "+")
		text := screenText(m)
		if !strings.Contains(text, "Ben +3 prevented (B-7) → 19") {
			t.Errorf("%v: the pending line does not say the gain is prevented:\n%s", size, text)
		}
		if strings.Contains(text, "22") || strings.Contains(text, "→ 22") {
			t.Errorf("%v: the screen shows life 22 for a prevented gain:\n%s", size, text)
		}
		m = press(t, m, "enter")
		if got := m.game.Players[1].Life; got != 19 {
			t.Fatalf("Ben's life %d, want 19", got)
		}
		text = screenText(m)
		if !strings.Contains(text, "Ben +3 life prevented (B-7).") || strings.Contains(text, "Ben +3 life.") {
			t.Errorf("%v: the log claims a gain:\n%s", size, text)
		}
	}
}

// TestSeatsElevenAndTwelve: at a table of more than ten seats the prompts
// and the help say that the arrows reach seats 11 and 12, which no digit
// does; the arrows do reach them.
func TestSeatsElevenAndTwelve(t *testing.T) {
	m := sized(buhmann12(t), 120, 40)
	if !strings.Contains(screenText(press(t, m, "?")), "! is 11, @ is 12") {
		t.Error("the help does not say how to reach seats 11 and 12")
	}
	m = press(t, m, "a")
	if !strings.Contains(screenText(m), "! @ (11, 12)") {
		t.Errorf("the attack prompt does not say how to reach seats 11 and 12:\n%s", screenText(m))
	}
	m = press(t, m, "esc", "0", "right", "right")
	if m.sel != 11 {
		t.Errorf("selected seat %d after 0 → →, want seat 12 (11)", m.sel)
	}
}

// TestAttackPromptPicksOnlyLegalDefenders: the attack prompt starts with
// the selected seat picked only if it may be attacked: never the attacker,
// the Lord (L-3) or a protected player (L-8); and digits typed in the
// prompt leave the table's selected seat where it was.
func TestAttackPromptStartsWithNobodyPicked(t *testing.T) {
	picked := func(m Model) []int {
		t.Helper()
		f, ok := m.prompt.(*form)
		if !ok {
			t.Fatalf("prompt %T, want the attack form", m.prompt)
		}
		return f.fields[0].picked
	}
	m := lordWaiting(t)
	s := m.game.State
	var protected int = rules.NoSeat
	for i, p := range s.Players {
		if p.Protected() && i != s.Active {
			protected = i
		}
	}
	for _, sel := range []int{s.Active, s.Lord, protected} {
		if sel == rules.NoSeat {
			continue
		}
		m.sel = sel
		if got := picked(press(t, m, "a")); len(got) != 0 {
			t.Errorf("selected seat %d (active %d, Lord %d, protected %d): picked %v, want nobody",
				sel, s.Active, s.Lord, protected, got)
		}
	}
	legal := rules.NoSeat
	for i := range s.Players {
		if i != s.Active && mayAttack(s, s.Active, i) {
			legal = i
			break
		}
	}
	m.sel = legal
	m = press(t, m, "a")
	if got := picked(m); len(got) != 0 {
		t.Errorf("selected legal defender %d: picked %v, want nobody (pressing its number must pick it)", legal, got)
	}
	if got := press(t, m, "space"); !slices.Equal(picked(got), []int{legal}) {
		t.Errorf("space on the cursor, which starts on legal defender %d: picked %v", legal, picked(got))
	}
	m = press(t, m, "1", "2", "3", "esc")
	if m.sel != legal {
		t.Errorf("digits in the prompt moved the selected seat from %d to %d", legal, m.sel)
	}
}

// TestLordCulpritStartsUnanswered (L-4): a tired Enter on the culprit
// question enters nothing; the active player is not assumed, and nobody
// is an answer (n) like any other.
func TestLordCulpritStartsUnanswered(t *testing.T) {
	m := sized(startedLord(t), 120, 40)
	active := m.game.Active
	seat := m.game.NextPlaying(active)
	if seat == m.game.Lord {
		seat = m.game.NextPlaying(seat)
	}
	m = press(t, m, seatKey(seat), "<", "<", "<", "<", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T, want the culprit question", m.prompt)
	}
	if !strings.Contains(screenText(m), "◀ ? ▶") {
		t.Errorf("the culprit question does not start unanswered:\n%s", screenText(m))
	}
	if m = press(t, m, "enter"); !isCulprit(m.prompt) {
		t.Fatal("Enter on the unanswered culprit question entered the change")
	}
	m = press(t, m, "n", "enter")
	lc, ok := lastEvent(m).(rules.LifeChange)
	if !ok || lc.Source != rules.NoSeat {
		t.Fatalf("last event %#v, want the life change with no culprit", lastEvent(m))
	}
	if got := m.game.Players[active].Points; got != 0 {
		t.Errorf("the active player got %d points from an Enter", got)
	}
}

// TestTurnsWhileRoleLabels: the summary says "Turns while IT" next to
// "Turns taken", with its legend, in the words of the exports (one
// catalogue, wording.Summary, holds them for both).
func TestTurnsWhileRoleLabels(t *testing.T) {
	en := wording.English().Summary
	for _, m := range []Model{buhmannSummary(t), lordSummary(t)} {
		text := screenText(sized(m, 120, 40))
		label := en.TurnsWhileIT
		if m.game.Setup.Variant == rules.Lord {
			label = en.TurnsWhileLord
		}
		for _, want := range []string{"Turns taken", label, label + ": " + en.TurnsWhileLegend} {
			if !strings.Contains(text, want) {
				t.Errorf("the summary lacks %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, "Turns as") {
			t.Errorf("the summary still says \"Turns as\":\n%s", text)
		}
	}
}

// TestPointsNeedAReason (L-11): Enter without a reason is refused in the
// prompt, which goes to the reason; the reason takes at most
// rules.MaxReasonLength characters and says so; the log wraps a long
// reason instead of cutting it.
func TestPointsNeedAReason(t *testing.T) {
	m := sized(startedLord(t), 80, 24)
	m = press(t, m, "v", "tab", "2", "enter")
	f, ok := m.prompt.(*form)
	if !ok || !strings.Contains(f.err, "needs a reason") || f.focus != 2 {
		t.Fatalf("prompt %T, error %q; want the points prompt asking for a reason in its reason field", m.prompt, errOf(m.prompt))
	}
	if m.game.CanUndo() != 0 {
		t.Fatal("points without a reason were entered")
	}
	long := strings.Repeat("abcdefghi ", 25) // 250 characters
	m = typeText(t, m, long)
	if got := len(f.fields[2].text.Value()); got != rules.MaxReasonLength {
		t.Errorf("reason of %d characters, want it stopped at %d", got, rules.MaxReasonLength)
	}
	if !strings.Contains(screenText(m), "200/200") {
		t.Errorf("the prompt does not show the limit:\n%s", screenText(m))
	}
	m = press(t, m, "enter")
	p, ok := lastEvent(m).(rules.Points)
	if !ok || len(p.Reason) != rules.MaxReasonLength-1 {
		t.Fatalf("last event %#v, want the points with the whole reason, trimmed", lastEvent(m))
	}
	m = press(t, m, "h")
	var b strings.Builder
	for _, l := range strings.Split(ansi.Strip(m.logContent()), "\n") {
		if len([]rune(l)) > 80 {
			t.Errorf("log line wider than the screen: %q", l)
		}
		b.WriteString(strings.TrimSpace(l) + " ")
	}
	if !strings.Contains(b.String(), strings.TrimSpace(p.Reason)) {
		t.Errorf("the log does not hold the whole reason:\n%s", ansi.Strip(m.logContent()))
	}
}

// TestSeveralMarksFitSmallCards: the Earthquake prompt's mark on a seat
// that is both changed and the source fits the smallest bordered card.
func TestSeveralMarksFitSmallCards(t *testing.T) {
	m := sized(buhmann12(t), 80, 24)
	m = press(t, m, "1", "e", "+", "+", "tab", "1")
	if !strings.Contains(screenText(m), "◉ +2, source") {
		t.Errorf("the mark is cut or missing:\n%s", screenText(m))
	}
}

// TestLogMarksUndone (C-8): in the log an undone event is marked
// "(undone)" until it is redone, and a redo repeats what the event did.
func TestLogMarksUndone(t *testing.T) {
	m := sized(startedBuhmann(t), 120, 40)
	m = press(t, m, "2", "-", "-", "enter", "P", "u", "u", "h")
	log := ansi.Strip(m.logContent())
	if !strings.Contains(log, "Ben −2 life (source Ana). (undone)") || !strings.Contains(log, "passed the turn. (undone)") {
		t.Fatalf("the log does not mark the undone events:\n%s", log)
	}
	m = press(t, m, "esc", "r", "r", "h")
	log = ansi.Strip(m.logContent())
	if strings.Contains(log, "(undone)") {
		t.Errorf("events redone are still marked undone:\n%s", log)
	}
	if !strings.Contains(log, "Redone: Ana passed the turn.\n        Ben's turn begins") {
		t.Errorf("the redo of the pass does not say what it did:\n%s", log)
	}
}

// TestEarthquakeTypedAmount: "−7 to everyone" is e l 7 * Enter: l types
// an amount (a loss unless + is pressed), * gives it to every player who
// takes turns, Enter after the amount gives it to the seat under the
// cursor.
func TestEarthquakeTypedAmount(t *testing.T) {
	m := sized(startedBuhmann(t), 120, 40)
	m = press(t, m, "e", "l", "7")
	if !strings.Contains(screenText(m), "amount −7") {
		t.Errorf("the typed amount is not shown:\n%s", screenText(m))
	}
	m = press(t, m, "*", "enter")
	lc, ok := lastEvent(m).(rules.LifeChange)
	if !ok || len(lc.Changes) != len(m.game.Players) {
		t.Fatalf("last event %#v, want −7 for everyone", lastEvent(m))
	}
	for _, c := range lc.Changes {
		if c.Delta != -7 {
			t.Errorf("seat %d: %d, want −7", c.Seat, c.Delta)
		}
	}
	m = press(t, m, "e", "2", "l", "+", "1", "2", "enter", "enter")
	lc, ok = lastEvent(m).(rules.LifeChange)
	if !ok || len(lc.Changes) != 1 || lc.Changes[0] != (rules.Change{Seat: 1, Delta: 12}) {
		t.Errorf("last event %#v, want Ben +12", lastEvent(m))
	}
}

// TestPairsMessages (L-7): a seat that cannot be paired is named with the
// reason, and Enter with players still unpaired refuses instead of
// pairing the one under the cursor.
func TestPairsMessages(t *testing.T) {
	m := sized(startedLord(t), 120, 40)
	lord := m.game.Lord
	m = press(t, m, "R", seatKey(lord))
	p, ok := m.prompt.(*pairsPrompt)
	if !ok {
		t.Fatalf("prompt %T, want the pairs", m.prompt)
	}
	if want := m.game.Name(lord) + " (seat " + strconv.Itoa(seatNumber(lord)) + ") is the Lord"; !strings.Contains(p.err, want) {
		t.Errorf("error %q, want it to say %q", p.err, want)
	}
	first := p.eligible[0]
	m = press(t, m, seatKey(first), seatKey(first))
	if !strings.Contains(p.err, "already in pair A") {
		t.Errorf("error %q, want that the player is already in pair A", p.err)
	}
	picks := len(p.picks)
	m = press(t, m, "enter")
	if len(p.picks) != picks || !strings.Contains(p.err, "Not everyone is paired yet") || m.prompt == nil {
		t.Errorf("Enter with unpaired players: picks %d→%d, error %q", picks, len(p.picks), p.err)
	}
}

// TestEliminatePromptSaysWhyOut: picking a player who is out in the
// eliminate prompt says why it is ignored.
func TestEliminatePromptSaysWhyOut(t *testing.T) {
	m := sized(buhmann12(t), 120, 40) // Finn (seat 6) is out
	m = press(t, m, "x", "6")
	f, ok := m.prompt.(*form)
	if !ok || !strings.Contains(f.err, "Finn (seat 6) is out of the game") {
		t.Errorf("prompt %T error %q, want why Finn cannot be picked", m.prompt, errOf(m.prompt))
	}
}

// TestWordingFindings: a game of under a minute says so; a B-10 draw
// names who went out together; points carry one pair of brackets; u and
// r with nothing to do say so; l on a player who is out refuses at once.
func TestWordingFindings(t *testing.T) {
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1, First: 0}
	opts := testOptions()
	opts.Started = fixedNow.Add(-20 * time.Second)
	events := []rules.Event{rules.Eliminate{Seats: []int{2}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: -20}, {Seat: 1, Delta: -20}}, Source: rules.NoSeat}}
	m := sized(Resume(mustGame(t, setup, events...), events, opts), 120, 40)
	text := screenText(m)
	for _, want := range []string{"Game over: a draw — Ana and Ben went out together (B-10)", "under a minute"} {
		if !strings.Contains(text, want) {
			t.Errorf("the summary lacks %q:\n%s", want, text)
		}
	}
	if log := ansi.Strip(press(t, m, "h").logContent()); !strings.Contains(log, "Game over: a draw — Ana and Ben went out together (B-10).") {
		t.Errorf("the log does not name the draw:\n%s", log)
	}

	house := lord6
	house.House.LordDeathRewardsAll = true
	g := mustGame(t, house)
	killer := g.NextPlaying(g.Lord)
	m = sized(resumed(t, house, life(g.Lord, -20, killer)), 120, 40)
	if log := ansi.Strip(press(t, m, "h").logContent()); !strings.Contains(log, ": the Lord fell (") ||
		strings.Contains(log, ") (") {
		t.Errorf("points in the log with doubled brackets:\n%s", log)
	}

	m = press(t, sized(startedBuhmann(t), 120, 40), "u")
	if m.flash != "Nothing to undo." {
		t.Errorf("u with nothing to undo: %q", m.flash)
	}
	if m = press(t, m, "r"); m.flash != "Nothing to redo." {
		t.Errorf("r with nothing to redo: %q", m.flash)
	}

	m = press(t, sized(buhmann12(t), 120, 40), "6", "l") // Finn is out
	if m.prompt != nil || !strings.Contains(m.refusal, "Finn is out of the game") {
		t.Errorf("l on Finn, who is out: prompt %T, refusal %q", m.prompt, m.refusal)
	}
}

// TestReadOnlyEndedOpensAtTable: a read-only game that is over (the demo)
// opens at the table at its last event, and S shows the summary.
func TestReadOnlyEndedOpensAtTable(t *testing.T) {
	g := buhmannSummary(t)
	events, _ := g.log.ev.span(1, g.log.len())
	opts := testOptions()
	opts.ReadOnly = true
	m := sized(Resume(g.game, events, opts), 120, 40)
	if m.screen != screenTable || !strings.Contains(screenText(m), "S shows the summary") {
		t.Fatalf("screen %d, want the table saying how to see the summary:\n%s", m.screen, screenText(m))
	}
	if m = press(t, m, "S"); m.screen != screenSummary {
		t.Errorf("S did not show the summary")
	}
	if m = press(t, m, "esc"); m.screen != screenTable {
		t.Errorf("Esc did not go back from the summary to the table")
	}
}

// TestHelpFitsSmallScreen: at 80x24 the help screen of either variant
// shows its last paragraph, through "r redoes it.", above the help line.
func TestHelpFitsSmallScreen(t *testing.T) {
	for name, m := range map[string]Model{"lord": lordUnicode(t), "buhmann": buhmann12(t)} {
		out := screenText(press(t, sized(m, 80, 24), "?"))
		if !strings.Contains(out, "r redoes it.") || strings.Contains(out, "↓ more") {
			t.Errorf("%s: the help is cut at 80x24:\n%s", name, out)
		}
	}
}
