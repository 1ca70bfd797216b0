package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"rolekeeper/internal/childtest"
	"rolekeeper/rules"
)

// faultyFile is a game file whose writes fail while fail is set: a write
// puts half of its bytes in the file and reports a full disk, or (with
// failSync) everything is written but the fsync fails.
type faultyFile struct {
	AppendFile
	fail, failSync bool
}

func (f *faultyFile) Write(p []byte) (int, error) {
	if f.fail && !f.failSync {
		n, _ := f.AppendFile.Write(p[:len(p)/2])
		return n, syscall.ENOSPC
	}
	return f.AppendFile.Write(p)
}

func (f *faultyFile) Sync() error {
	if f.fail && f.failSync {
		return syscall.EIO
	}
	return f.AppendFile.Sync()
}

// newJournal creates a game in a new folder for a test.
func newJournal(t *testing.T) *Journal {
	t.Helper()
	j, err := CreateFile(filepath.Join(t.TempDir(), "games", "g.jsonl"), buhmannSetup())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	return j
}

// wantSaveError checks that err is a *SaveError of pending events that
// names the file.
func wantSaveError(t *testing.T, err error, pending int) {
	t.Helper()
	var se *SaveError
	if !errors.As(err, &se) || se.Pending != pending {
		t.Fatalf("got %v, want a *SaveError with %d pending", err, pending)
	}
	if !strings.HasPrefix(err.Error(), se.Path+": ") || !strings.Contains(err.Error(), "not saved") {
		t.Errorf("message %q does not name the file and say not saved", err)
	}
}

// wantSaved checks that the file replays to the journal's game with every
// event, and nothing else.
func wantSaved(t *testing.T, j *Journal, events int) {
	t.Helper()
	if j.Pending() != 0 {
		t.Fatalf("%d events still pending", j.Pending())
	}
	f, err := Read(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Records) != events || f.Damage.Damaged() {
		t.Fatalf("the file holds %d records (damage %+v), want %d", len(f.Records), f.Damage, events)
	}
	sameGame(t, "file and journal", f.Game, j.Game())
}

// TestFullDiskRetriedOnNextAppend fails writes half way, as a full disk
// does: the events stay queued, the game goes on, and the next successful
// write cuts off the partial record and writes them all, once.
func TestFullDiskRetriedOnNextAppend(t *testing.T) {
	for _, failSync := range []bool{false, true} {
		j := newJournal(t)
		if err := j.Append(rules.Pass{}, t0); err != nil {
			t.Fatal(err)
		}
		ff := &faultyFile{AppendFile: j.file, fail: true, failSync: failSync}
		j.file = ff
		wantSaveError(t, j.Append(rules.Pass{}, t0), 1)
		wantSaveError(t, j.Append(rules.Attack{Attacker: 2, Defenders: []int{0}}, t0), 2)
		if j.Game().IT != 2 {
			t.Fatal("the game did not go on in memory")
		}
		ff.fail = false
		if err := j.Append(rules.Pass{}, t0); err != nil {
			t.Fatal(err)
		}
		wantSaved(t, j, 4)
	}
}

// TestFlushRetriesWithoutNewEvent saves queued events on a Flush alone.
func TestFlushRetriesWithoutNewEvent(t *testing.T) {
	j := newJournal(t)
	ff := &faultyFile{AppendFile: j.file, fail: true}
	j.file = ff
	wantSaveError(t, j.Append(rules.Pass{}, t0), 1)
	ff.fail = false
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	wantSaved(t, j, 1)
}

// TestRemovedFileWrittenAgain writes the whole game anew when the file was
// removed while the game was open.
func TestRemovedFileWrittenAgain(t *testing.T) {
	j := newJournal(t)
	for range 3 {
		if err := j.Append(rules.Pass{}, t0); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(j.Path()); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	wantSaved(t, j, 4)
}

// TestRemovedFolderRetried fails while the game's folder is gone, keeps
// the game going, and writes everything once the folder is back, locked
// again.
func TestRemovedFolderRetried(t *testing.T) {
	j := newJournal(t)
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(j.Path())
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	wantSaveError(t, j.Append(rules.Pass{}, t0), 1)
	wantSaveError(t, j.Append(rules.Pass{}, t0), 2)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	wantSaved(t, j, 4)
	if _, _, err := Open(j.Path()); !errors.Is(err, ErrLocked) {
		t.Fatalf("the rewritten game is not locked: %v", err)
	}
}

// TestCloseReportsUnsavedEvents returns the save error from Close when the
// last events could not be written.
func TestCloseReportsUnsavedEvents(t *testing.T) {
	j := newJournal(t)
	j.file = &faultyFile{AppendFile: j.file, fail: true}
	if err := j.Enqueue(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	wantSaveError(t, j.Close(), 1)
}

// TestUnwritableFolder refuses to create a game where no file can be
// made: under a regular file (which even root cannot write into), and in a
// read-only folder (as root, in a child process of the user nobody).
func TestUnwritableFolder(t *testing.T) {
	file := writeFile(t, "plain", []byte("x"))
	if _, err := Create(file, lordSetup(), t0); err == nil || !strings.Contains(err.Error(), file) {
		t.Fatalf("create under a regular file: %v", err)
	}
	path := filepath.Join(file, "g.jsonl")
	if _, err := CreateFile(path, lordSetup()); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("create under a regular file: %v", err)
	}
	if !childtest.NotRoot(t) { // root passes every permission check
		return
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if _, err := Create(dir, lordSetup(), t0); err == nil || !strings.Contains(err.Error(), dir) {
		t.Fatalf("create in a read-only folder: %v", err)
	}
}

// TestReadOnlyFolderAppendAndRepair appends to a game in a folder made
// read-only after it started (appending needs no folder write), and fails
// to repair a damaged file there without changing it.
func TestReadOnlyFolderAppendAndRepair(t *testing.T) {
	if !childtest.NotRoot(t) { // root passes every permission check
		return
	}
	j := newJournal(t)
	dir := filepath.Dir(j.Path())
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	j.Close()
	f, err := os.OpenFile(j.Path(), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"v":1,"ty`)
	f.Close()
	if _, _, err := Open(j.Path()); err == nil {
		t.Fatal("repaired a file in a read-only folder")
	}
}

// TestGameFileIsCutBackThroughTheSystemsFile cuts a partial line off the
// system's own game file and appends after it, as the journal does after
// a full disk: on Windows a handle opened for appending only (os.OpenFile
// with O_APPEND) cannot set the file's end (ERROR_ACCESS_DENIED), so the
// partial line stayed and every later save failed.
func TestGameFileIsCutBackThroughTheSystemsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.jsonl")
	if err := os.WriteFile(path, []byte("whole\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := osFiles{}.OpenAppend(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write([]byte(`{"v":1,"ty`)); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(int64(len("whole\n"))); err != nil {
		t.Fatalf("cutting back the partial line: %v", err)
	}
	if _, err := f.Write([]byte("next\n")); err != nil {
		t.Fatal(err)
	}
	if got := string(readFile(t, path)); got != "whole\nnext\n" {
		t.Errorf("file %q, want %q", got, "whole\nnext\n")
	}
}
