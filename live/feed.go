// Package live follows a game file that another rolekeeper is writing, for
// the read-only viewers of `rolekeeper watch` and `rolekeeper serve`, and
// keeps the small file through which `serve` tells the playing screen its
// table code and how many viewers are connected.
//
// A Feed never writes the game file and never takes its lock: whenever it
// changes, it reads what was appended since it last read it (and the
// whole file again only when it was replaced, renamed or made shorter;
// see tail.go). It learns of changes from file
// notifications (fsnotify) and, as a backstop and where notifications are
// not available, by looking at the file at most once a second.
package live

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// PollInterval is how often a Feed looks at the game file without being
// told that it changed: the fallback where file notifications are not
// available, and a backstop where they are.
const PollInterval = time.Second

// ErrClosed is returned by Sub.Next once the Feed is closed.
var ErrClosed = errors.New("the live view has stopped")

// Update is what a Feed knows of its game file after a change.
type Update struct {
	// Version counts the updates of the Feed, from 1.
	Version uint64
	// File is the game as last read whole. A torn last line (a write in
	// progress, or a crash in the middle of one) is left out and described
	// in File.Damage: the viewer waits for the next event.
	File journal.File
	// Err is set when the file could not be read or was refused the last
	// time it changed; File then still holds the last good read.
	Err error
	// Gone is true when the game file has been removed; File holds the
	// last good read.
	Gone bool

	// reading names the whole reading of the file the update comes
	// from: the events of two updates of one reading extend one another. events and times
	// are File.Records' events and times, kept beside them as they grow.
	reading uint64
	events  []rules.Event
	times   []time.Time
	// log is the snapshot of the Feed's log for File (WithLog), or nil.
	log any
}

// Feed follows one game file. Its methods may be called from several
// goroutines; any number of subscribers share one reading of the file.
type Feed struct {
	path    string // changed only by the Feed's goroutine, under mu (moveOn)
	watcher *fsnotify.Watcher
	// nextState is the state folder where the table notes its next game
	// (FollowNext), or "".
	nextState string
	// newLog starts the log built beside every reading (WithLog), or is
	// nil; log is the current reading's, changed only by the Feed's
	// goroutine (and Follow before that starts).
	newLog func() Log
	log    Log

	mu      sync.Mutex
	cur     Update
	seen    seen          // the file as last read (tail.go)
	changed chan struct{} // closed and replaced at every update
	closed  bool

	stop chan struct{}
	done chan struct{}
}

// Follow reads the game file at path and starts following it. The first
// read must succeed: a file that is missing or cannot be read is an
// *journal.Error, as for journal.Read. Close stops following.
func Follow(path string, opts ...Option) (*Feed, error) {
	feed := &Feed{path: filepath.Clean(path), changed: make(chan struct{}),
		stop: make(chan struct{}), done: make(chan struct{})}
	for _, o := range opts {
		o(feed)
	}
	log, jopts := feed.startLog()
	file, seen, err := readWhole(path, jopts...)
	if err != nil {
		return nil, err
	}
	readBack(log, feed.path, seen.id)
	feed.cur, feed.seen, feed.log = wholeUpdate(file, log), seen, log
	feed.cur.Version = 1
	feed.watcher = watch(feed.path)
	go feed.run()
	return feed, nil
}

// watch returns a watcher of the folder that holds path (a folder, so that
// a file replaced by renaming or removed is noticed too), or nil when file
// notifications are not available; then the Feed polls.
func watch(path string) *fsnotify.Watcher {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil
	}
	if err := w.Add(filepath.Dir(path)); err != nil {
		w.Close()
		return nil
	}
	return w
}

// Path returns the followed file's path: with FollowNext, the table's
// latest game.
func (f *Feed) Path() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.path
}

// Latest returns the newest update.
func (f *Feed) Latest() Update {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.cur
}

// Close stops following the file and wakes every waiting subscriber with
// ErrClosed. Closing twice does nothing.
func (f *Feed) Close() {
	f.mu.Lock()
	if f.closed {
		f.mu.Unlock()
		return
	}
	f.closed = true
	close(f.changed)
	f.mu.Unlock()
	close(f.stop)
	<-f.done
}

// run reads the file again whenever it may have changed, until Close.
func (f *Feed) run() {
	defer close(f.done)
	tick := time.NewTicker(PollInterval)
	defer tick.Stop()
	var events chan fsnotify.Event
	var errs chan error
	if f.watcher != nil {
		defer f.watcher.Close()
		events, errs = f.watcher.Events, f.watcher.Errors
	}
	for {
		select {
		case <-f.stop:
			return
		case <-tick.C:
			f.reread()
		case ev, ok := <-events:
			if !ok {
				events = nil
				continue
			}
			if filepath.Clean(ev.Name) == f.Path() {
				f.reread()
			}
		case _, ok := <-errs:
			if !ok {
				errs = nil
			}
		}
	}
}

// reread reads what changed in the file and publishes an update if
// anything did.
func (f *Feed) reread() {
	next, seen, changed := f.moveOn() // without the lock: only this goroutine changes cur, seen and path
	if !changed {
		next, seen, changed = f.readChange()
	}
	if !changed {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return
	}
	f.seen = seen
	next.Version = f.cur.Version + 1
	f.cur = next
	close(f.changed)
	f.changed = make(chan struct{})
}

// Sub is one subscriber of a Feed: it is handed every newest update once.
// A slow subscriber skips the updates it missed and gets the newest.
type Sub struct {
	feed *Feed
	seen uint64
}

// Subscribe returns a subscriber that has seen nothing yet: its first Next
// returns the newest update at once.
func (f *Feed) Subscribe() *Sub { return &Sub{feed: f} }

// Next returns the newest update that s has not seen, waiting for one if
// needed. It returns ctx's error when ctx ends first, and ErrClosed once
// the Feed is closed. A Sub is not for use by several goroutines at once.
func (s *Sub) Next(ctx context.Context) (Update, error) {
	for {
		s.feed.mu.Lock()
		cur, changed, closed := s.feed.cur, s.feed.changed, s.feed.closed
		s.feed.mu.Unlock()
		if closed {
			return Update{}, ErrClosed
		}
		if cur.Version > s.seen {
			s.seen = cur.Version
			return cur, nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return Update{}, ctx.Err()
		}
	}
}
