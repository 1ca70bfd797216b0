package model

// SavedMsg reports that saving works: the first Saved items handed to
// the saver are on disk.
type SavedMsg struct {
	// Path is the game file.
	Path string
	// Seq orders the reports of commands that ran concurrently: a report
	// with a Seq below one already seen is stale and ignored. 0 is never
	// stale.
	Seq uint64
	// Saved counts the items handed to the saver (one per call of
	// Options.OnStart, OnEvent and OnDiscard, in order) that are done:
	// written and fsynced. The items after them are still saving.
	Saved uint64
}

// SaveFailedMsg reports that persisting the setup or an event failed. The
// events wait in memory and saving is tried again at the next event; until
// a SavedMsg comes, every screen shows "NOT SAVED" and the reason.
type SaveFailedMsg struct {
	Err error
	// Seq orders the reports as in SavedMsg.
	Seq uint64
	// Saved counts the items done, as in SavedMsg; the events after them
	// are not saved and are flagged on the table.
	Saved uint64
}

// saveState is what the model knows of the saving: how many items it has
// handed to the saver and how many of them are done, the events among the
// others, the reason of the last failed save ("" while all is well) and
// the newest report seen.
type saveState struct {
	failed string
	seq    uint64
	// handed counts the calls of OnStart, OnEvent and OnDiscard; saved
	// is the newest count of done items reported.
	handed, saved uint64
	// waiting are the events handed and not done yet, oldest first.
	waiting []waitingEvent
}

// waitingEvent is an event handed to the saver and not known to be on
// disk: its item number and its index in Model.entries.
type waitingEvent struct {
	item  uint64
	entry int
}

// hand counts one more item handed to the saver; entry is the index of
// its event in Model.entries, or -1 for a setup or a discard.
func (s saveState) hand(entry int) saveState {
	s.handed++
	if entry >= 0 {
		s.waiting = append(s.waiting, waitingEvent{item: s.handed, entry: entry})
	}
	return s
}

// forget drops the events waiting to be saved from the history: the game
// they belong to is given up (discard).
func (s saveState) forget() saveState {
	s.waiting = nil
	return s
}

// report takes a save report: failed is "" for a success, saved the number
// of items done. A stale report changes nothing.
func (s saveState) report(seq, saved uint64, failed string) saveState {
	if seq != 0 && seq < s.seq {
		return s
	}
	s.failed, s.seq, s.saved = failed, max(seq, s.seq), max(saved, s.saved)
	i := 0
	for i < len(s.waiting) && s.waiting[i].item <= s.saved {
		i++
	}
	s.waiting = s.waiting[i:]
	return s
}

// saving reports whether items handed to the saver are not done yet.
func (s saveState) saving() bool { return s.handed > s.saved }

// firstWaiting is the index in Model.entries of the oldest event not
// saved yet, or n (the number of entries) when every event is saved.
func (s saveState) firstWaiting(n int) int {
	if len(s.waiting) == 0 {
		return n
	}
	return s.waiting[0].entry
}
