package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/adrg/xdg"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

var buhmann3 = rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 5}

// legalEvents returns n events that the rules accept in a row in a
// 3-player Buhmann game that is still running after them: internal/gamegen's
// random game, undo and redo among its events.
func legalEvents(n int) []rules.Event {
	_, events := gamegen.Plain(gamegen.Running).Play(gamegen.Seeded(5, 1), buhmann3, n)
	return events
}

// fileEvents reads the events of a game file.
func fileEvents(t *testing.T, path string) []rules.Event {
	t.Helper()
	f, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if f.Damage.Damaged() {
		t.Fatalf("%s is damaged at line %d: %v", path, f.Damage.Line, f.Damage.Err)
	}
	events := make([]rules.Event, len(f.Records))
	for i, r := range f.Records {
		events[i] = r.Event
	}
	return events
}

// onlyGame returns the one game file of dir.
func onlyGame(t *testing.T, dir string) string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("%d game files in %s, want 1: %v", len(files), dir, files)
	}
	return files[0]
}

// TestSaverKeepsOrderUnderConcurrentCommands: events queued in order while
// their commands run at once, in any order, reach the file in the order
// they were queued, each once.
func TestSaverKeepsOrderUnderConcurrentCommands(t *testing.T) {
	dir := t.TempDir()
	s := New(dir, "", nil)
	events := legalEvents(200)
	var wg sync.WaitGroup
	msgs := make(chan tea.Msg, len(events)+1)
	run := func(cmd tea.Cmd) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(len(msgs)%3) * time.Millisecond)
			msgs <- cmd()
		}()
	}
	run(s.OnStart(buhmann3))
	for _, e := range events {
		run(s.OnEvent(e)) // as Update does: queue, then a command
	}
	wg.Wait()
	close(msgs)
	for msg := range msgs {
		if f, failed := msg.(model.SaveFailedMsg); failed {
			t.Fatalf("a save failed: %v", f.Err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := fileEvents(t, onlyGame(t, dir)); !reflect.DeepEqual(got, events) {
		t.Fatalf("the file holds %d events, not the %d queued in order", len(got), len(events))
	}
}

// TestSaverRetriesAfterAFailure: with the folder gone (replaced by a
// file), saving fails with a short reason, the events wait, and the next
// command after the folder is back saves them all, in order.
func TestSaverRetriesAfterAFailure(t *testing.T) {
	for _, when := range []string{"before the file is made", "after the file is made"} {
		t.Run(when, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "games")
			s := New(dir, "", nil)
			events := legalEvents(6)
			cmd := s.OnStart(buhmann3)
			if when == "after the file is made" {
				wantSaved(t, cmd())
			}
			breakFolder(t, dir)
			for _, e := range events[:3] {
				cmd = s.OnEvent(e)
			}
			msg := cmd()
			failed, ok := msg.(model.SaveFailedMsg)
			if !ok {
				t.Fatalf("got %#v, want a failed save", msg)
			}
			if !strings.Contains(failed.Err.Error(), "3 events wait") {
				t.Errorf("the reason %q does not say that 3 events wait", failed.Err)
			}
			if n := s.Pending(); n != 3 {
				t.Errorf("%d events pending, want 3", n)
			}
			mendFolder(t, dir)
			for _, e := range events[3:] {
				cmd = s.OnEvent(e)
			}
			wantSaved(t, cmd())
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if got := fileEvents(t, onlyGame(t, dir)); !reflect.DeepEqual(got, events) {
				t.Fatalf("the file holds %v, want %v", got, events)
			}
		})
	}
}

// TestSaverReadOnlyFolder: a folder made read-only under an open game
// fails the saves (for a user other than root) until it is writable again.
func TestSaverReadOnlyFolder(t *testing.T) {
	if !childtest.NotRoot(t) { // root passes every permission check
		return
	}
	dir := filepath.Join(t.TempDir(), "games")
	s := New(dir, "", nil)
	wantSaved(t, s.OnStart(buhmann3)())
	path := onlyGame(t, dir)
	if err := os.Remove(path); err != nil { // the next save must write the file anew
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	if _, ok := s.OnEvent(rules.Pass{})().(model.SaveFailedMsg); !ok {
		t.Fatal("a save into a read-only folder did not fail")
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	wantSaved(t, s.OnEvent(rules.Pass{})())
	s.Close()
	if got := fileEvents(t, path); len(got) != 2 {
		t.Errorf("%d events in the file, want 2", len(got))
	}
}

// breakFolder replaces the folder of the games by a plain file, which no
// one (not even root) can write a game into.
func breakFolder(t *testing.T, dir string) {
	t.Helper()
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mendFolder(t *testing.T, dir string) {
	t.Helper()
	if err := os.Remove(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

func wantSaved(t *testing.T, msg tea.Msg) {
	t.Helper()
	if _, ok := msg.(model.SavedMsg); !ok {
		t.Fatalf("got %#v, want SavedMsg", msg)
	}
}

// TestSaverDiscardRemovesAnUnstartedGame: a game set up and given up before
// it started leaves no file; a started one is never removed.
func TestSaverDiscardRemovesAnUnstartedGame(t *testing.T) {
	dir := t.TempDir()
	s := New(dir, "", nil)
	lord := rules.Setup{Variant: rules.Lord, Players: []string{"A", "B", "C", "D", "E"}, Life: 20, Target: 10, Seed: 1}
	s.OnStart(lord)
	s.OnEvent(rules.DrawRoles(5, 9)) // the roles drawn again: not a start
	wantSaved(t, s.OnDiscard()())
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Fatalf("a discarded game left %v", files)
	}
	s.OnStart(buhmann3)
	s.OnEvent(rules.Pass{})
	wantSaved(t, s.OnDiscard()())
	s.Close()
	onlyGame(t, dir)
}

// TestSaverDiscardWhileTheFolderIsBroken: a game given up before its file
// could be made leaves nothing waiting, so the warning goes.
func TestSaverDiscardWhileTheFolderIsBroken(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	breakFolder(t, dir)
	s := New(dir, "", nil)
	if _, ok := s.OnStart(buhmann3)().(model.SaveFailedMsg); !ok {
		t.Fatal("the file was made in a broken folder")
	}
	wantSaved(t, s.OnDiscard()())
	if n := s.Pending(); n != 0 {
		t.Errorf("%d events pending", n)
	}
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

// TestSaverCloseRescuesUnsavedEvents: events that cannot be saved by the
// time the program ends are written, with the whole game, to a rescue
// file in the folder of rescue copies (never the temporary or the home
// folder), and the error says where.
func TestSaverCloseRescuesUnsavedEvents(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	s := New(dir, "", nil)
	s.rescueDir = filepath.Join(t.TempDir(), "rescue")
	wantSaved(t, s.OnStart(buhmann3)())
	game := s.Path()
	breakFolder(t, dir)
	s.OnEvent(rules.Pass{})
	s.OnEvent(rules.Pass{})
	err := s.Close()
	if err == nil || !strings.Contains(err.Error(), "NOT SAVED: 2 events wait") {
		t.Fatalf("Close said %v", err)
	}
	rescued := filepath.Join(s.rescueDir, filepath.Base(game))
	if !strings.Contains(err.Error(), "written to "+rescued) {
		t.Fatalf("the message %q does not name %s", err, rescued)
	}
	if got := fileEvents(t, rescued); len(got) != 2 {
		t.Errorf("the rescue file holds %d events, want 2", len(got))
	}

	// A game whose file was never made is rescued from the queue, under
	// the time and the variant.
	notDir := filepath.Join(t.TempDir(), "games")
	breakFolder(t, notDir)
	s = New(filepath.Join(notDir, "x"), "", nil)
	s.rescueDir = filepath.Join(t.TempDir(), "rescue")
	s.now = func() time.Time { return time.Date(2026, 11, 30, 20, 15, 0, 0, time.Local) }
	s.OnStart(buhmann3)
	s.OnEvent(rules.Pass{})
	err = s.Close()
	if err == nil || !strings.Contains(err.Error(), "NOT SAVED: 1 event waits in the new game") {
		t.Fatalf("Close said %v", err)
	}
	if got := fileEvents(t, filepath.Join(s.rescueDir, "2026-11-30T2015-buhmann.jsonl")); len(got) != 1 {
		t.Errorf("the rescue file holds %d events, want 1", len(got))
	}
}

// TestRescueDirIsTheStateFolder: rescue copies go to
// $XDG_STATE_HOME/rolekeeper/rescue.
func TestRescueDirIsTheStateFolder(t *testing.T) {
	state := t.TempDir()
	t.Cleanup(xdg.Reload) // cleanups run last first: this one after Setenv's puts the old value back
	t.Setenv("XDG_STATE_HOME", state)
	xdg.Reload()
	if want := filepath.Join(state, "rolekeeper", "rescue"); RescueDir() != want || New("", "", nil).rescueDir != want {
		t.Errorf("rescue copies go to %q, want %q", RescueDir(), want)
	}
}

// keyPress is the key press a terminal sends for a key name.
func keyPress(k string) tea.KeyPressMsg {
	special := map[string]tea.Key{"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape},
		"down": {Code: tea.KeyDown}, "up": {Code: tea.KeyUp}, "ctrl+c": {Code: 'c', Mod: tea.ModCtrl}}
	if k, ok := special[k]; ok {
		return tea.KeyPressMsg(k)
	}
	return tea.KeyPressMsg(tea.Key{Code: []rune(k)[0], Text: k})
}

// table drives a model that saves through s: after every message, s saves
// and its report goes back to the model, as in a running program (the
// model's own commands, such as timers, are not run).
type table struct {
	t *testing.T
	m model.Model
	s *Saver
}

func (tb *table) send(msg tea.Msg) {
	next, _ := tb.m.Update(msg)
	tb.m = next.(model.Model)
	next, _ = tb.m.Update(tb.s.save())
	tb.m = next.(model.Model)
}

func (tb *table) keys(keys ...string) {
	for _, k := range keys {
		tb.send(keyPress(k))
	}
}

func (tb *table) text() string { return ansi.Strip(tb.m.Render()) }

// newTable sets up a 3-player Buhmann game through the keyboard.
// tableClock is the model's clock in these tests, so that the header's
// game clock never depends on the wall clock.
func tableClock() time.Time { return time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC) }

func newTable(t *testing.T, s *Saver) *table {
	tb := &table{t: t, s: s, m: model.New(s.Options(model.Options{Setup: rules.Setup{Seed: 5}, Now: tableClock}))}
	tb.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	tb.keys("a")
	for _, name := range []string{"Ana", "Ben", "Cem"} {
		for _, r := range name {
			tb.keys(string(r))
		}
		tb.keys("enter")
	}
	tb.keys("enter", "s")
	return tb
}

// TestNotSavedShownAndCleared: while saving fails, the table says NOT
// SAVED with the reason after every key; the first save that works clears
// it, and the file then holds every event.
func TestNotSavedShownAndCleared(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	tb := newTable(t, New(dir, "", nil))
	if !strings.Contains(tb.text(), "✓ saved") {
		t.Fatalf("the table does not say it is saved:\n%s", tb.text())
	}
	breakFolder(t, dir)
	tb.keys("2", "-", "enter", "P")
	if text := tb.text(); !strings.Contains(text, "NOT SAVED") || !strings.Contains(text, "2 events wait") {
		t.Fatalf("a failed save is not shown:\n%s", text)
	}
	tb.keys("h", "esc")
	if !strings.Contains(tb.text(), "NOT SAVED") {
		t.Fatal("the warning went away with a key")
	}
	mendFolder(t, dir)
	tb.keys("P")
	if text := tb.text(); strings.Contains(text, "NOT SAVED") || !strings.Contains(text, "✓ saved") {
		t.Fatalf("a save that worked did not clear the warning:\n%s", text)
	}
	tb.s.Close()
	if got := fileEvents(t, onlyGame(t, dir)); len(got) != 3 {
		t.Errorf("the file holds %d events, want 3", len(got))
	}
}

// TestResumeIsTheStateBefore: a game played with undo and redo, resumed
// from its file, is the same game with the same history and the same
// screen.
func TestResumeIsTheStateBefore(t *testing.T) {
	dir := t.TempDir()
	saver := New(dir, "", nil)
	saver.now = tableClock // the records' times are the model's
	tb := newTable(t, saver)
	tb.keys("2", "-", "-", "enter", "P", "a", "3", "enter", "3", "<", "enter", "P", "u", "u", "r", "P", "1", "+", "enter", "u")
	before := tb.m.Game()
	if before.CanUndo() == 0 || before.CanRedo() == 0 {
		t.Fatalf("undo %d, redo %d: the test needs both", before.CanUndo(), before.CanRedo())
	}
	tb.keys("3") // the active seat selected, as on a resumed table; the messages of the last key go
	screen := tb.text()
	path := tb.s.Path()
	if err := tb.s.Close(); err != nil {
		t.Fatal(err)
	}

	j, damage, err := journal.Open(path)
	if err != nil || damage.Damaged() {
		t.Fatalf("open: %v, %+v", err, damage)
	}
	defer j.Close()
	records := j.Records()
	events := make([]rules.Event, len(records))
	times := make([]time.Time, len(records))
	for i, r := range records {
		events[i], times[i] = r.Event, r.At
	}
	s := New(dir, "", j)
	info := j.Info()
	opts := model.Options{Started: info.Start, Times: times, Now: tableClock}
	after := &table{t: t, s: s, m: model.Resume(j.Game(), events, s.Options(opts))}
	after.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	got := after.m.Game()
	if !reflect.DeepEqual(got, before) || got.CanUndo() != before.CanUndo() || got.CanRedo() != before.CanRedo() {
		t.Fatalf("resumed game differs: undo %d/%d, redo %d/%d", got.CanUndo(), before.CanUndo(), got.CanRedo(), before.CanRedo())
	}
	after.keys("3")
	if text := after.text(); text != screen {
		t.Errorf("the resumed screen differs.\nbefore:\n%s\nafter:\n%s", screen, text)
	}
	after.keys("r") // the history goes on where it was
	if after.m.Game().CanRedo() != before.CanRedo()-1 {
		t.Error("redo after resume did not redo")
	}
}

// TestSaverFileFlag: the first game goes to --file, the next one beside
// it.
func TestSaverFileFlag(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "friday.jsonl")
	s := New(filepath.Dir(path), path, nil)
	s.OnStart(buhmann3)
	wantSaved(t, s.OnEvent(rules.Pass{})())
	if s.Path() != path {
		t.Fatalf("saved in %q, want %q", s.Path(), path)
	}
	s.OnEvent(rules.End{})
	wantSaved(t, s.OnStart(buhmann3)())
	if next := s.Path(); filepath.Dir(next) != filepath.Dir(path) || next == path {
		t.Errorf("the next game went to %q", next)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := fileEvents(t, path); len(got) != 2 {
		t.Errorf("the first game holds %d events, want 2", len(got))
	}
}

// TestCreateErrorIsShort: a folder that cannot be made is reported in
// one line with the reason and the folder, not a chain of paths.
func TestCreateErrorIsShort(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	breakFolder(t, dir)
	msg := New(filepath.Join(dir, "x"), "", nil).OnStart(buhmann3)()
	f, ok := msg.(model.SaveFailedMsg)
	if !ok {
		t.Fatalf("got %#v", msg)
	}
	var ce *createError
	if !errors.As(f.Err, &ce) || !strings.HasPrefix(f.Err.Error(), "cannot make the game file: not a directory") {
		t.Errorf("reason %q", f.Err)
	}
}

// TestBackToSetupLeavesNoFile: at the table, Esc before anything is
// entered goes back to the setup and removes the game file made at the
// start; the game started next has its own file.
func TestBackToSetupLeavesNoFile(t *testing.T) {
	dir := t.TempDir()
	tb := newTable(t, New(dir, "", nil))
	onlyGame(t, dir)
	tb.keys("esc")
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Fatalf("going back to the setup left %v", files)
	}
	tb.keys("s", "P")
	tb.s.Close()
	if got := fileEvents(t, onlyGame(t, dir)); len(got) != 1 {
		t.Errorf("the new game holds %d events, want 1", len(got))
	}
}

// TestSaverSpeaksTheModelsLanguage: the saver says what was not saved in
// the words of the model it saves for.
func TestSaverSpeaksTheModelsLanguage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	s := New(dir, "", nil)
	de, _ := wording.For("de")
	s.Options(model.Options{Words: de})
	s.rescueDir = filepath.Join(t.TempDir(), "rescue")
	wantSaved(t, s.OnStart(buhmann3)())
	breakFolder(t, dir)
	s.OnEvent(rules.Pass{})
	s.OnEvent(rules.Pass{})
	err := s.Close()
	if err == nil || !strings.Contains(err.Error(), "NICHT GESPEICHERT: 2 Ereignisse in") ||
		!strings.Contains(err.Error(), "fortsetzen mit\n  rolekeeper resume") {
		t.Fatalf("Close said %v", err)
	}
}
