package model

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// watched is a live viewer of buhmann5 after events, at 120x40.
func watched(t *testing.T, events ...rules.Event) Model {
	t.Helper()
	m, err := Watch(Followed{Setup: buhmann5, Events: events}, testOptions())
	if err != nil {
		t.Fatal(err)
	}
	return sized(m, 120, 40)
}

// TestViewerKeysOnlyChangeTheView: no key of a viewer changes its game,
// undo and redo included; the help line offers only the viewer's keys.
func TestViewerKeysOnlyChangeTheView(t *testing.T) {
	m := watched(t, rules.Pass{}, rules.Undo{})
	before := m.Game()
	for _, k := range strings.Split("u r P - + < > l e a t x p R E s enter", " ") {
		m = press(t, m, k, "esc", "esc")
	}
	if !reflect.DeepEqual(m.Game(), before) {
		t.Fatal("a viewer's key changed the game")
	}
	lines := strings.Split(screenText(press(t, m, "esc")), "\n")
	help := lines[len(lines)-1]
	for _, offered := range []string{"undo", "redo", "pass", "attack"} {
		if strings.Contains(help, offered) {
			t.Errorf("the viewer's screen offers %q", offered)
		}
	}
	m = press(t, m, "3")
	if m.sel != 2 || !m.watch.picked {
		t.Fatal("a viewer cannot select a seat")
	}
	next, _ := m.Update(Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}, rules.Undo{}, rules.Pass{}}})
	if m = next.(Model); m.sel != 2 || m.FollowedEvents() != 3 {
		t.Fatal("the next event moved the seat the viewer picked")
	}
	if m = press(t, m, "q"); m.prompt != nil {
		t.Fatal("a viewer is asked before quitting")
	}
}

// TestViewerStatus: a torn last line, a removed file and an unreadable one
// are said under the table.
func TestViewerStatus(t *testing.T) {
	m := watched(t, rules.Pass{})
	for _, tc := range []struct {
		msg  Followed
		want string
	}{
		{Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}}, Torn: true}, m.Words.Live.Waiting},
		{Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}}, Gone: true}, m.Words.Live.Gone},
		{Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}}, Problem: errors.New("line 3: bad")}, "line 3: bad"},
	} {
		next, _ := m.Update(tc.msg)
		if got := screenText(next.(Model)); !strings.Contains(got, tc.want) {
			t.Errorf("the viewer does not say %q:\n%s", tc.want, got)
		}
	}
}

// TestViewerShowsTheSummaryAtTheEnd: the game's end opens the summary;
// undoing the end goes back to the table.
func TestViewerShowsTheSummaryAtTheEnd(t *testing.T) {
	m := watched(t, rules.Pass{})
	next, _ := m.Update(Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}, rules.End{}}})
	if m = next.(Model); m.screen != screenSummary {
		t.Fatal("the end of the game does not show the summary")
	}
	next, _ = m.Update(Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}, rules.End{}, rules.Undo{}}})
	if m = next.(Model); m.screen != screenTable {
		t.Fatal("undoing the end does not go back to the table")
	}
}

// TestSharingInTheHeader: the playing screen says how many viewers watch
// and the table code while serve shares the game, and nothing after.
func TestSharingInTheHeader(t *testing.T) {
	opts := testOptions()
	opts.Sharing = func() tea.Cmd { return nil }
	m := sized(Resume(mustGame(t, buhmann5), nil, opts), 120, 40)
	next, _ := m.Update(SharingMsg{On: true, Viewers: 2, Code: "482913"})
	if got := screenText(next.(Model)); !strings.Contains(strings.SplitN(got, "\n", 2)[0], "2 viewers · code 482 913") {
		t.Fatalf("the header does not show the viewers:\n%s", got)
	}
	next, _ = next.Update(SharingMsg{})
	if got := screenText(next.(Model)); strings.Contains(got, "viewers") {
		t.Fatal("the header still shows viewers after serve stopped")
	}
}

// TestViewerSwitchesLanguage: L makes a live viewer speak the next
// language, there and back, on the table and on the summary; the help
// line offers it, the game does not change, and the state of the file is
// said in the new language.
func TestViewerSwitchesLanguage(t *testing.T) {
	m := watched(t, rules.Pass{})
	next, _ := m.Update(Followed{Setup: buhmann5, Events: []rules.Event{rules.Pass{}}, Torn: true})
	m = next.(Model)
	before := m.Game()
	if text := screenText(m); !strings.Contains(text, "L language") || !strings.Contains(text, "Waiting for the next event") {
		t.Fatalf("the viewer's screen lacks L or the file's state:\n%s", text)
	}
	m = press(t, m, "L")
	if text := screenText(m); !strings.Contains(text, "Ben ist am Zug") || !strings.Contains(text, "L Sprache") ||
		!strings.Contains(text, "Warte auf das nächste Ereignis") {
		t.Errorf("after L the viewer does not speak German:\n%s", text)
	}
	m = press(t, m, "S")
	if text := screenText(m); !strings.Contains(text, "Zusammenfassung bis jetzt") {
		t.Errorf("the summary is not German:\n%s", text)
	}
	m = press(t, m, "L")
	if text := screenText(m); !strings.Contains(text, "Summary so far") {
		t.Errorf("a second L does not go back to English:\n%s", text)
	}
	if !reflect.DeepEqual(m.Game(), before) {
		t.Error("switching the language changed the game")
	}
}
