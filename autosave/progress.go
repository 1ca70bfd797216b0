package autosave

import (
	"errors"

	"rolekeeper/journal"
)

// This file is how far saving has come, as the model is told: the items
// handed to the saver (setups, events, discards) are numbered in order,
// and every report says how many of the first ones are done, that is
// written and fsynced. An event counts as saved only once the Flush of
// its journal has returned, after the fsync.

// flush writes the events queued in j and, once they are on disk, forgets
// their items as unsaved; the caller holds mu.
func (s *Saver) flush(j *journal.Journal) error {
	if err := j.Flush(); err != nil {
		var se *journal.SaveError
		if errors.As(err, &se) && se.Torn && !s.tornRescued {
			s.tornRescued = true // once until a write succeeds
			// Even cutting the file back failed: it may end in part of
			// a record until the next try, so the whole game goes to a
			// rescue copy now rather than at the end.
			return errors.Join(saveReason(err, s.words),
				rescue(s.rescueDir, j.Path(), s.now(), j.Pending(), j.Setup(), j.ID(), j.Records(), se.Err, s.words))
		}
		return err
	}
	s.tornRescued = false
	delete(s.unsaved, j)
	return nil
}

// saved returns how many of the items handed to the saver, counted from
// the first, are done: all of them but those from the first item still
// queued or with an event not yet on disk. The caller holds mu.
func (s *Saver) saved() uint64 {
	s.qmu.Lock()
	first := s.pushed + 1
	if len(s.queue) > 0 {
		first = s.queue[0].n
	}
	s.qmu.Unlock()
	for _, items := range s.unsaved {
		if len(items) > 0 {
			first = min(first, items[0])
		}
	}
	return first - 1
}
