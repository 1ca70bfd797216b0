package cli

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// TestNoTerminalRefused: the full-screen commands without a terminal exit
// 1 with one line that points to the headless commands, and never panic.
func TestNoTerminalRefused(t *testing.T) {
	for _, args := range [][]string{{}, {"resume"}, {"resume", "../testdata/buhmann-5-players.jsonl"}, {"demo"}, {"demo", "lord"},
		{"--file", filepath.Join(t.TempDir(), "new.jsonl")}} {
		stdout, stderr, code := run(t, args...)
		if code != 1 || stdout != "" || !strings.Contains(stderr, "needs a terminal") ||
			!strings.Contains(stderr, "rolekeeper replay FILE") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// TestBadArgumentsSayWhereHelpIs: a refused command line exits 2 with one
// line that says what is wrong and where the usage is.
func TestBadArgumentsSayWhereHelpIs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "unknown flag: --bogus"},
		{[]string{"demo", "chess"}, `unknown demo "chess": use buhmann or lord`},
		{[]string{"resume", "a", "b"}, "takes at most 1 argument, got 2"},
		{[]string{"replay"}, "takes 1 argument, got 0"},
		{[]string{"check", "a", "b"}, "takes 1 argument, got 2"},
		{[]string{"nonsense"}, `unknown command "nonsense"`},
		{[]string{"replay", "x", "--format", "yaml"}, `unknown --format "yaml"`},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || !strings.Contains(stderr, "--help`") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
	}
}

// TestDemoIsReadOnly: both demo games open at their last event, finished,
// refuse every event but undo and redo, and browse back and forth.
func TestDemoIsReadOnly(t *testing.T) {
	for _, variant := range []string{"buhmann", "lord"} {
		m, err := demoModel(demos, variant, wording.English())
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, m: m}
		tb.m = send(tb.m, windowSize(120, 40))
		end := tb.m.Game()
		if !end.Over || !strings.Contains(tb.text(), "wins") {
			t.Fatalf("%s: the demo does not open at its end:\n%s", variant, tb.text())
		}
		for _, k := range []string{"u", "u", "u"} {
			tb.m = send(tb.m, keyPress(k))
		}
		back := tb.m.Game()
		if back.Over || back.CanRedo() != 3 {
			t.Fatalf("%s: three undos gave over %v, redo %d", variant, back.Over, back.CanRedo())
		}
		for _, k := range []string{"1", "-", "enter", "P", "a", "x", "E", "p"} {
			tb.m = send(tb.m, keyPress(k))
		}
		if got := tb.m.Game(); !reflect.DeepEqual(got, back) {
			t.Errorf("%s: a read-only demo took an event", variant)
		}
		if text := tb.text(); !strings.Contains(text, "This game is read only") || !strings.Contains(text, "r redo") {
			t.Errorf("%s: the table does not say it is read only and how to browse:\n%s", variant, text)
		}
		for _, k := range []string{"r", "r", "r"} {
			tb.m = send(tb.m, keyPress(k))
		}
		if got := tb.m.Game(); !reflect.DeepEqual(got.State, end.State) {
			t.Errorf("%s: redo did not come back to the end", variant)
		}
	}
	if _, err := demoModel(demos, "chess", wording.English()); err == nil {
		t.Error("an unknown demo was accepted")
	}
}

// TestResumeRefusesALockedOrDamagedGame: a game open elsewhere is refused
// naming the file; a file damaged before its last line or of an unknown
// version is refused as FILE:LINE: reason; nothing is changed.
func TestResumeRefusesALockedOrDamagedGame(t *testing.T) {
	cmd := &cobra.Command{}
	path := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`, `{"v":1,"seq":1,"type":"pass"}`)
	j, _, err := journal.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	err = resumeFile(cmd, wording.English(), path)
	var oe *openError
	if !errors.As(err, &oe) || !errors.Is(err, journal.ErrLocked) || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("a locked game gave %v", err)
	}
	j.Close()

	for _, c := range []struct{ line, want string }{
		{`{"v":2,"seq":1,"type":"pass"}`, ":2: unknown format version 2"},
		{`{"v":1,"seq":1,"type":"pa`, ":2: "},
	} {
		path := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`, c.line, `{"v":1,"seq":2,"type":"pass"}`)
		before, _ := os.ReadFile(path)
		err := resumeFile(cmd, wording.English(), path)
		if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), path+c.want) {
			t.Errorf("%s: got %v, want %s%s", c.line, err, path, c.want)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Errorf("%s: the file was changed", c.line)
		}
	}
}

// TestResumeNoticeOfADamagedLine: the notice of a repaired file names the
// line and where the damaged file is kept.
func TestResumeNoticeOfADamagedLine(t *testing.T) {
	d := journal.Damage{Line: 24, Err: errors.New("unexpected end of JSON input"), Kept: "/g/x.jsonl.damaged"}
	text := strings.Join(resumeNotice(wording.English(), "/g/x.jsonl", 22, journal.Info{}, d), "\n")
	for _, want := range []string{"Resumed x.jsonl · 22 events", "Line 24 was damaged", "set aside in", "/g/x.jsonl.damaged"} {
		if !strings.Contains(text, want) {
			t.Errorf("the notice lacks %q:\n%s", want, text)
		}
	}
}

// demos are the bundled demo games, as main embeds them.
var demos = os.DirFS("..")

// table drives a model in a test.
type table struct {
	t *testing.T
	m model.Model
}

func (tb *table) text() string { return ansi.Strip(tb.m.Render()) }

// keyPress is the key press a terminal sends for a key name.
func keyPress(k string) tea.KeyPressMsg {
	special := map[string]tea.Key{"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}}
	if k, ok := special[k]; ok {
		return tea.KeyPressMsg(k)
	}
	return tea.KeyPressMsg(tea.Key{Code: []rune(k)[0], Text: k})
}

// send gives the model one message, without running its commands.
func send(m model.Model, msg tea.Msg) model.Model {
	next, _ := m.Update(msg)
	return next.(model.Model)
}

func windowSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// TestSetAside: a game set aside is renamed, never over another file, and
// leaves the list of games; a game open elsewhere is refused.
func TestSetAside(t *testing.T) {
	dir := t.TempDir()
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1}
	j, err := journal.CreateFile(filepath.Join(dir, "a.jsonl"), setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := setAside(j.Path()); !errors.Is(err, journal.ErrLocked) {
		t.Errorf("a game in use: %v, want it refused", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(j.Path()+".discarded", []byte("older"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := setAside(j.Path())
	if err != nil || got != j.Path()+".discarded.2" {
		t.Fatalf("set aside as %q, %v; want a.jsonl.discarded.2", got, err)
	}
	if old, _ := os.ReadFile(j.Path() + ".discarded"); string(old) != "older" {
		t.Error("an earlier game set aside was overwritten")
	}
	if games, _ := journal.List(dir); len(games) != 0 {
		t.Errorf("the list still has %d games", len(games))
	}
}
