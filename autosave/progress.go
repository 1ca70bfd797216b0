package autosave

import "rolekeeper/journal"

// This file is how far saving has come, as the model is told: the items
// handed to the saver (setups, events, discards) are numbered in order,
// and every report says how many of the first ones are done, that is
// written and fsynced. An event counts as saved only once the Flush of
// its journal has returned, after the fsync.

// flush writes the events queued in j and, once they are on disk, forgets
// their items as unsaved; the caller holds mu.
func (s *Saver) flush(j *journal.Journal) error {
	if err := j.Flush(); err != nil {
		return err
	}
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
