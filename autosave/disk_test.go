package autosave

import (
	"os"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/journal"
	"rolekeeper/model"
)

// slowDisk is a file system whose fsync waits for the test: every Sync
// says on syncing that it has begun and returns only when the test sends
// on release, so the test sees the screen while an fsync is under way
// without measuring any time.
type slowDisk struct {
	syncing chan struct{}
	release chan struct{}
}

func newSlowDisk() slowDisk {
	return slowDisk{syncing: make(chan struct{}), release: make(chan struct{})}
}

// OpenAppend implements journal.Files.
func (d slowDisk) OpenAppend(path string) (journal.AppendFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	return slowFile{File: f, disk: d}, nil
}

type slowFile struct {
	*os.File
	disk slowDisk
}

// Sync implements journal.AppendFile.
func (f slowFile) Sync() error {
	f.disk.syncing <- struct{}{}
	<-f.disk.release
	return f.File.Sync()
}

// fullDisk is a file system on which every write fails with ENOSPC while
// full is set.
type fullDisk struct{ full *atomic.Bool }

// OpenAppend implements journal.Files.
func (d fullDisk) OpenAppend(path string) (journal.AppendFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	return fullFile{File: f, disk: d}, nil
}

type fullFile struct {
	*os.File
	disk fullDisk
}

// Write implements journal.AppendFile.
func (f fullFile) Write(p []byte) (int, error) {
	if f.disk.full.Load() {
		return 0, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	return f.File.Write(p)
}

// header is the first line of the table.
func (tb *table) header() string { return strings.SplitN(tb.text(), "\n", 2)[0] }

// TestSavedOnlyAfterFsync: while the fsync of an event has not returned,
// the header says "saving… 1 event" and never "✓ saved"; a second event
// entered meanwhile makes it 2; "✓ saved" comes with the report sent after
// the fsync returned.
func TestSavedOnlyAfterFsync(t *testing.T) {
	disk := newSlowDisk()
	dir := t.TempDir()
	tb := newTable(t, New(dir, "", nil, journal.WithFiles(disk)))
	if h := tb.header(); !strings.Contains(h, "✓ saved") {
		t.Fatalf("the set-up game is not saved: %q", h)
	}
	next, cmd := tb.m.Update(keyPress("P"))
	tb.m = next.(model.Model)
	reports := make(chan tea.Msg, 2)
	go func() { reports <- cmd() }()
	<-disk.syncing // the pass is written; its fsync has begun and waits
	if h := tb.header(); !strings.Contains(h, "saving… 1 event ") || strings.Contains(h, "✓ saved") {
		t.Errorf("during the fsync the header says %q", h)
	}
	next, cmd = tb.m.Update(keyPress("P"))
	tb.m = next.(model.Model)
	go func() { reports <- cmd() }()
	if h := tb.header(); !strings.Contains(h, "saving… 2 events") {
		t.Errorf("with a second event waiting the header says %q", h)
	}
	disk.release <- struct{}{}
	<-disk.syncing // the second event's fsync, by whichever command runs next
	disk.release <- struct{}{}
	for range 2 {
		next, _ = tb.m.Update(<-reports)
		tb.m = next.(model.Model)
	}
	if h := tb.header(); !strings.Contains(h, "✓ saved") || strings.Contains(h, "saving") {
		t.Errorf("after both fsyncs the header says %q", h)
	}
	tb.s.Close()
	if got := fileEvents(t, onlyGame(t, dir)); len(got) != 2 {
		t.Errorf("the file holds %d events, want 2", len(got))
	}
}

// TestFailedWriteFlaggedUntilRetried: on a full disk the event is drawn
// (the game goes on in memory) but its line among the recent events is
// flagged NOT SAVED, with the banner; the first write that works after the
// disk has room writes it and the next, and the flag goes.
func TestFailedWriteFlaggedUntilRetried(t *testing.T) {
	full := new(atomic.Bool)
	dir := t.TempDir()
	tb := newTable(t, New(dir, "", nil, journal.WithFiles(fullDisk{full: full})))
	tb.keys("P") // saved
	full.Store(true)
	tb.keys("2", "-", "enter")
	text := tb.text()
	if !strings.Contains(text, "✗ NOT SAVED · Ben −1 life") || !strings.Contains(tb.header(), "no space left on device") {
		t.Fatalf("the event not saved is not flagged:\n%s", text)
	}
	if !strings.Contains(text, "· Ana passed the turn.") || strings.Contains(text, "✗ NOT SAVED · Ana passed") {
		t.Errorf("an event on disk is flagged:\n%s", text)
	}
	full.Store(false)
	tb.keys("P")
	if text := tb.text(); strings.Contains(text, "NOT SAVED") || !strings.Contains(tb.header(), "✓ saved") {
		t.Errorf("after a write that worked:\n%s", text)
	}
	tb.s.Close()
	if got := fileEvents(t, onlyGame(t, dir)); len(got) != 3 {
		t.Errorf("the file holds %d events, want 3", len(got))
	}
}
