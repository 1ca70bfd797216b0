package picker

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

func newTestPicker(message string) Picker {
	p := New(Options{Games: pickerGames(), Dir: "/games", Message: message,
		Now: func() time.Time { return fixedNow }})
	next, _ := p.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return next.(Picker)
}

func pick(t *testing.T, p Picker, keys ...string) (Picker, tea.Cmd) {
	t.Helper()
	var cmd tea.Cmd
	for _, k := range keys {
		var next tea.Model
		next, cmd = p.Update(keyPress(k))
		p = next.(Picker)
	}
	return p, cmd
}

// TestPickerLists: every unfinished game is listed with what matters to
// choose it, the newest first, then "New game", with the folder below.
func TestPickerLists(t *testing.T) {
	text := ansi.Strip(newTestPicker("").Render())
	for _, want := range []string{"unfinished games", "Lord is killing you · Ana, Ben, Cem, Dora, Eli",
		"line 25 is damaged and will be set aside · today 19:30 · 23 events",
		"Buhmann · Ana, Ben, Cem", "1 event", "open in another rolekeeper",
		"Round 3 · Cem's turn · Ben leads with 2 points", "Round 1 · Ben's turn · nobody leads yet",
		"Cannot be resumed: broken.jsonl", "New game", "Saved in /games"} {
		if !strings.Contains(text, want) {
			t.Errorf("the list lacks %q:\n%s", want, text)
		}
	}
	if strings.Index(text, "Lord is killing you") > strings.Index(text, "Buhmann ·") {
		t.Error("the newest game is not first")
	}
	for i, l := range strings.Split(text, "\n") {
		if ansi.StringWidth(l) > 80 {
			t.Errorf("line %d is wider than 80 cells: %q", i+1, l)
		}
	}
}

// TestPickerChoices: Enter resumes the selected game, n and the last line
// start a new one, q leaves without a choice; a game that is open
// elsewhere or cannot be read is refused with the reason.
func TestPickerChoices(t *testing.T) {
	p, cmd := pick(t, newTestPicker(""), "enter")
	if c, ok := p.Choice(); !ok || c.Path != "/games/2026-11-29T2015-lord.jsonl" || cmd == nil {
		t.Errorf("Enter chose %+v, %v", c, ok)
	}
	p, _ = pick(t, newTestPicker(""), "n")
	if c, ok := p.Choice(); !ok || !c.New {
		t.Errorf("n chose %+v, %v", c, ok)
	}
	p, _ = pick(t, newTestPicker(""), "down", "down", "down", "enter")
	if c, ok := p.Choice(); !ok || !c.New {
		t.Errorf("the last line chose %+v, %v", c, ok)
	}
	p, _ = pick(t, newTestPicker(""), "q")
	if _, ok := p.Choice(); ok {
		t.Error("q made a choice")
	}
	p, cmd = pick(t, newTestPicker(""), "down", "enter")
	if _, ok := p.Choice(); ok || cmd != nil || !strings.Contains(ansi.Strip(p.Render()), "close it there first") {
		t.Errorf("a game in use was chosen, or not refused:\n%s", ansi.Strip(p.Render()))
	}
	p, _ = pick(t, newTestPicker(""), "down", "down", "enter")
	if _, ok := p.Choice(); ok || !strings.Contains(ansi.Strip(p.Render()), "unknown format version 2") {
		t.Errorf("a broken game was chosen, or not refused:\n%s", ansi.Strip(p.Render()))
	}
}

// TestPickerMessage: the reason an earlier choice failed is shown under
// the list, wrapped to the width.
func TestPickerMessage(t *testing.T) {
	msg := "/home/ana/.local/state/rolekeeper/games/2026-11-29T2015-lord.jsonl: the game is open in another rolekeeper; close it there first"
	text := ansi.Strip(newTestPicker(msg).Render())
	if !strings.Contains(text, "close it there first") || !strings.Contains(text, "✗ /home/ana") {
		t.Errorf("the message is not shown whole:\n%s", text)
	}
	if n := len(strings.Split(text, "\n")); n != 24 {
		t.Errorf("%d lines, want 24", n)
	}
}

// TestPickerHelpAndSetAside: ? lists enter, n, d and q; d asks, y sets
// the selected game aside through Options.SetAside (a rename, never
// a deletion) and takes it off the list; n keeps it; a game open
// elsewhere is refused.
func TestPickerHelpAndSetAside(t *testing.T) {
	var renamed []string
	p := New(Options{Games: pickerGames(), Dir: "/games", Now: func() time.Time { return fixedNow },
		SetAside: func(path string) (string, error) {
			renamed = append(renamed, path)
			return path + ".discarded", nil
		}})
	next, _ := p.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	p = next.(Picker)
	help := strings.Join(strings.Fields(ansi.Strip(pickIn(t, p, "?").Render())), " ")
	for _, want := range []string{"enter resume", "n new game", "d set aside", "q quit"} {
		if !strings.Contains(help, want) {
			t.Errorf("the picker's help lacks %q:\n%s", want, help)
		}
	}
	p = pickIn(t, p, "d", "n")
	if len(renamed) != 0 || len(p.list.Items()) != 4 {
		t.Fatalf("n set a game aside: %v", renamed)
	}
	p = pickIn(t, p, "d")
	if p.asking == nil || !strings.Contains(p.message, "renamed to 2026-11-29T2015-lord.jsonl.discarded, not deleted") {
		t.Errorf("d does not ask: %q", p.message)
	}
	p, cmd := pick(t, p, "y")
	if cmd == nil {
		t.Fatal("y returned no command")
	}
	next, _ = p.Update(cmd())
	p = next.(Picker)
	if len(renamed) != 1 || renamed[0] != "/games/2026-11-29T2015-lord.jsonl" || len(p.list.Items()) != 3 {
		t.Fatalf("renamed %v, %d lines left", renamed, len(p.list.Items()))
	}
	p = pickIn(t, p, "d") // now on the game open elsewhere
	if p.asking != nil || !strings.Contains(p.message, "open in another rolekeeper") {
		t.Errorf("a game in use: asking %v, message %q", p.asking != nil, p.message)
	}
}

func pickIn(t *testing.T, p Picker, keys ...string) Picker {
	t.Helper()
	p, _ = pick(t, p, keys...)
	return p
}
