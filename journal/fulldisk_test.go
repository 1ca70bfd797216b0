package journal

import (
	"bytes"
	"errors"
	"os"
	"sync/atomic"
	"syscall"
	"testing"

	"rolekeeper/rules"
)

// shortDisk is a file system with room for room more bytes: a write
// beyond it writes what fits and fails with ENOSPC, as a full disk does;
// failTruncate makes cutting the file back fail too.
type shortDisk struct {
	room         *atomic.Int64
	failTruncate *atomic.Bool
}

// OpenAppend implements Files.
func (d shortDisk) OpenAppend(path string) (AppendFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	return shortFile{File: f, disk: d}, nil
}

type shortFile struct {
	*os.File
	disk shortDisk
}

// Write implements AppendFile.
func (f shortFile) Write(p []byte) (int, error) {
	room := f.disk.room.Load()
	if int64(len(p)) <= room {
		f.disk.room.Add(-int64(len(p)))
		return f.File.Write(p)
	}
	n, _ := f.File.Write(p[:room])
	f.disk.room.Store(0)
	return n, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
}

// Truncate implements AppendFile.
func (f shortFile) Truncate(size int64) error {
	if f.disk.failTruncate.Load() {
		return &os.PathError{Op: "truncate", Path: f.Name(), Err: syscall.EIO}
	}
	return f.File.Truncate(size)
}

// TestFullDiskLeavesNoPartialRecord: when a write fails part way (the
// disk fills up after a few bytes of the record), the file is cut back
// to its last complete record at once, so that the file on disk is a
// whole, valid game between the failure and the next try; once there is
// room again the events waiting are written. When even the cut fails,
// the error says the file is torn, and the next try cuts it first.
func TestFullDiskLeavesNoPartialRecord(t *testing.T) {
	disk := shortDisk{room: &atomic.Int64{}, failTruncate: &atomic.Bool{}}
	disk.room.Store(1 << 20)
	j, err := Create(t.TempDir(), buhmannSetup(), t0, WithFiles(disk))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	whole := readFile(t, j.Path())
	for _, room := range []int64{0, 1, 17, 40} {
		disk.room.Store(room)
		err := j.Append(rules.Pass{}, t0)
		var se *SaveError
		if !errors.As(err, &se) || se.Torn {
			t.Fatalf("room %d: %v, want a SaveError that is not torn", room, err)
		}
		if got := readFile(t, j.Path()); !bytes.Equal(got, whole) {
			t.Fatalf("room %d: after the failed write the file is\n%s\nnot\n%s", room, got, whole)
		}
		if f, err := Read(j.Path()); err != nil || f.Damage.Damaged() {
			t.Fatalf("room %d: the file does not read whole: %v %+v", room, err, f.Damage)
		}
	}
	disk.room.Store(17)
	disk.failTruncate.Store(true)
	var se *SaveError
	if err := j.Append(rules.Pass{}, t0); !errors.As(err, &se) || !se.Torn {
		t.Fatalf("with the cut failing too: %v, want a torn SaveError", err)
	}
	disk.failTruncate.Store(false)
	disk.room.Store(1 << 20)
	if err := j.Flush(); err != nil {
		t.Fatalf("with room again: %v", err)
	}
	f, err := Read(j.Path())
	if err != nil || f.Damage.Damaged() {
		t.Fatalf("after the retry: %v %+v", err, f.Damage)
	}
	if f.Events != 6 {
		t.Errorf("the file holds %d events, want 6 (1 saved, 5 waiting)", f.Events)
	}
}
