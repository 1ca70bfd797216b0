package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Saver keeps the game on disk for the model. Its OnStart, OnEvent and
// OnDiscard are called in Update and only queue in memory; the commands
// they return do the I/O. Commands run concurrently, in any order, so each
// one takes the lock and carries out everything queued so far, in the order
// it was queued: whichever command runs first saves the events of the
// others, and a later one finds less or nothing to do.
//
// The game file is made when a game is set up (so that the names typed
// survive a crash before the first event); going back to the setup before
// the game started removes it again (discard).
type Saver struct {
	// dir is the folder of new game files; file, when set, is the path of
	// the next new game (--file).
	dir, file string
	// rescueDir is the folder of rescue copies (RescueDir).
	rescueDir string
	// tornRescued is true once a rescue copy was written because a
	// failed write could not even be cut back (journal.SaveError.Torn),
	// until a write succeeds again.
	tornRescued bool
	now         func() time.Time

	// jopts are the options of every journal the saver opens.
	jopts []journal.Option
	// words say what fails (Options takes the model's).
	words *wording.Words

	// qmu guards queue and pushed: Update appends, commands take.
	qmu   sync.Mutex
	queue []saveItem
	// pushed counts the items ever handed to the saver; the last one's
	// number is pushed.
	pushed uint64

	// mu serialises the commands and guards the fields below it.
	mu sync.Mutex
	j  *journal.Journal
	// made is true when this saver created j (only such a file is ever
	// removed by a discard).
	made bool
	// old are journals of earlier games of this session with events not
	// saved yet; every command tries them again.
	old []*journal.Journal
	// seq numbers the reports, so that the model can ignore a stale one.
	seq uint64
	// unsaved holds, for every journal, the numbers of the items whose
	// events are queued in it but not known to be on disk.
	unsaved map[*journal.Journal][]uint64
}

// saveItem is one thing to save: a new game's setup, an event, or the
// discard of a game that never started.
type saveItem struct {
	// n numbers the items in the order they were handed, from 1.
	n     uint64
	kind  saveKind
	setup rules.Setup
	event rules.Event
	at    time.Time
}

type saveKind uint8

const (
	saveStart saveKind = iota
	saveEvent
	saveDiscard
)

// New returns a Saver for new games in dir, or at file when it is not
// empty; j is a resumed game's open journal, or nil. The journals it makes
// are opened with opts.
func New(dir, file string, j *journal.Journal, opts ...journal.Option) *Saver {
	return &Saver{dir: dir, file: file, j: j, rescueDir: RescueDir(), now: time.Now, jopts: opts,
		unsaved: map[*journal.Journal][]uint64{}, words: wording.English()}
}

// Options returns the model options that save through s. s says what
// fails in the words of opts.Words, the model's (English when nil); call
// it before the model runs.
func (s *Saver) Options(opts model.Options) model.Options {
	if opts.Words != nil {
		s.words = opts.Words
	}
	opts.OnStart = s.OnStart
	opts.OnEvent = s.OnEvent
	opts.OnDiscard = s.OnDiscard
	opts.OnExport = s.OnExport
	return opts
}

// OnStart queues the setup of a new game; its command creates the file.
func (s *Saver) OnStart(setup rules.Setup) tea.Cmd {
	return s.push(saveItem{kind: saveStart, setup: setup, at: s.now()})
}

// OnEvent queues an event; its command writes it.
func (s *Saver) OnEvent(e rules.Event) tea.Cmd {
	return s.push(saveItem{kind: saveEvent, event: e, at: s.now()})
}

// OnDiscard queues the removal of the game set up but never started. When
// that game's setup is still queued (its file could not be made yet), the
// setup and the roles after it are dropped from the queue instead: there is
// nothing to remove, and nothing of it must wait for a folder that may
// never come back.
func (s *Saver) OnDiscard() tea.Cmd {
	s.qmu.Lock()
	defer s.qmu.Unlock()
	for i := len(s.queue) - 1; i >= 0; i-- {
		if s.queue[i].kind != saveStart {
			continue
		}
		if unstarted(s.queue[i:]) {
			s.queue = s.queue[:i]
			s.pushed++ // the discard is done at once
			return s.save
		}
		break
	}
	s.pushed++
	s.queue = append(s.queue, saveItem{n: s.pushed, kind: saveDiscard})
	return s.save
}

// unstarted reports whether items, a setup and the events after it, are a
// game that has not started: nothing but the roles was entered.
func unstarted(items []saveItem) bool {
	g, _, err := rules.NewGame(items[0].setup)
	for _, it := range items[1:] {
		if err != nil || it.kind != saveEvent {
			return false
		}
		g, _, err = rules.Apply(g, it.event)
	}
	return err == nil && !g.Started && !g.Over
}

func (s *Saver) push(it saveItem) tea.Cmd {
	s.qmu.Lock()
	s.pushed++
	it.n = s.pushed
	s.queue = append(s.queue, it)
	s.qmu.Unlock()
	return s.save
}

// save is the command: it carries out everything queued and reports the
// outcome as a model.SavedMsg or model.SaveFailedMsg.
func (s *Saver) save() tea.Msg {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.drain()
	s.seq++
	if err != nil {
		return model.SaveFailedMsg{Err: err, Seq: s.seq, Saved: s.saved()}
	}
	path := ""
	if s.j != nil {
		path = s.j.Path()
	}
	return model.SavedMsg{Path: path, Seq: s.seq, Saved: s.saved()}
}

// drain carries out the queue in order and flushes every journal; the
// caller holds mu. When a game file cannot be made, that item stays at
// the head of the queue with the ones after it, to be tried again by the
// next command.
func (s *Saver) drain() error {
	s.qmu.Lock()
	items := s.queue
	s.queue = nil
	s.qmu.Unlock()
	var errs []error
	for i, it := range items {
		err := s.apply(it)
		var ce *createError
		if errors.As(err, &ce) {
			s.requeue(items[i:])
			ce.waiting = countEvents(items[i:])
			return errors.Join(err, s.flushOld())
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	if s.j != nil {
		errs = append(errs, saveReason(s.flush(s.j), s.words))
	}
	return errors.Join(append(errs, s.flushOld())...)
}

// requeue puts items back at the head of the queue.
func (s *Saver) requeue(items []saveItem) {
	s.qmu.Lock()
	s.queue = append(items[:len(items):len(items)], s.queue...)
	s.qmu.Unlock()
}

// apply carries out one item; the caller holds mu. A game file that
// cannot be made is a *createError.
func (s *Saver) apply(it saveItem) error {
	switch it.kind {
	case saveStart:
		s.retire()
		j, err := s.create(it.setup, it.at)
		if err != nil {
			return &createError{err: err, wd: s.words}
		}
		s.j, s.made = j, true
	case saveEvent:
		if s.j == nil {
			return errors.New(s.words.Saving.NoFile)
		}
		// A refusal means that the file and the screen disagree: the
		// model applied the event. It is reported and left out of the
		// file, which stays a legal game.
		if err := s.j.Enqueue(it.event, it.at); err != nil {
			return err
		}
		s.unsaved[s.j] = append(s.unsaved[s.j], it.n)
	case saveDiscard:
		s.discard()
	}
	return nil
}

// create makes the file of a new game: at the --file path for the first
// game, beside it or in the default folder for the next ones.
func (s *Saver) create(setup rules.Setup, at time.Time) (*journal.Journal, error) {
	if s.file != "" {
		j, err := journal.CreateFile(s.file, setup, s.jopts...)
		if err == nil {
			s.dir, s.file = filepath.Dir(s.file), ""
		}
		return j, err
	}
	return journal.Create(s.dir, setup, at, s.jopts...)
}

// retire closes the journal of the game before, keeping it to be tried
// again when events of it are still not saved.
func (s *Saver) retire() {
	if s.j == nil {
		return
	}
	if s.flush(s.j) != nil {
		s.old = append(s.old, s.j)
	} else {
		_ = s.j.Close()
	}
	s.j, s.made = nil, false
}

// discard removes the file of a game that was set up in this session and
// never started: it holds nothing but the setup and the roles.
func (s *Saver) discard() {
	j := s.j
	if j == nil {
		return
	}
	if !s.made || j.Game().Started || j.Game().Over {
		s.retire()
		return
	}
	s.j, s.made = nil, false
	_ = j.Close()
	_ = os.Remove(j.Path())
	delete(s.unsaved, j) // its events go with it
}

// flushOld tries again to save the events of earlier games; the caller
// holds mu.
func (s *Saver) flushOld() error {
	var errs []error
	kept := s.old[:0]
	for _, j := range s.old {
		if err := s.flush(j); err != nil {
			errs = append(errs, saveReason(err, s.words))
			kept = append(kept, j)
			continue
		}
		_ = j.Close()
	}
	s.old = kept
	return errors.Join(errs...)
}

// Close saves what is still queued and closes every game file. For each
// game with something that could not be saved, it writes the whole game
// to a rescue file (see writeRescue) when it can, and returns an error
// saying what was not saved and where the rescue copy is.
func (s *Saver) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	_ = s.drain()
	s.qmu.Lock()
	left := s.queue
	s.queue = nil
	s.qmu.Unlock()
	var errs []error
	for _, j := range append(s.old, s.j) {
		if j == nil {
			continue
		}
		err := j.Close()
		if j.Pending() > 0 {
			errs = append(errs, rescue(s.rescueDir, j.Path(), s.now(), j.Pending(), j.Setup(), j.ID(), j.Records(), err, s.words))
		} else if err != nil {
			errs = append(errs, err)
		}
	}
	errs = append(errs, rescueQueued(s.rescueDir, s.now(), left, s.words)...)
	s.old, s.j = nil, nil
	return errors.Join(errs...)
}

// Pending returns how many events are queued or not yet on disk.
func (s *Saver) Pending() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.qmu.Lock()
	n := countEvents(s.queue)
	s.qmu.Unlock()
	for _, j := range append(s.old, s.j) {
		if j != nil {
			n += j.Pending()
		}
	}
	return n
}

// Path returns the file of the game being saved, or "".
func (s *Saver) Path() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.j == nil {
		return ""
	}
	return s.j.Path()
}
