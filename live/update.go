package live

import (
	"time"

	"rolekeeper/rules"
)

// Events are the events and times of u.File.Records, and the reading of
// the file they come from: the events of two updates of one reading
// extend one another, so that a viewer applies the new ones without
// comparing the old, at the same cost at any length of the game. An
// Update not made by a Feed gets them built from its records, and
// reading 0. A Feed whose log holds the events (EventLog) gives the log's
// events and no times.
//
// A Feed whose log reads its events from the file (FileLog) reads them
// all: a viewer asks for those it has not seen (Count, EventsFrom).
func (u Update) Events() (events []rules.Event, times []time.Time, reading uint64) {
	f := u.File
	if l, ok := u.log.(EventLog); ok && f.KeepsNoRecords() {
		events, _ := l.EventsFrom(0)
		return events, nil, u.reading
	}
	if len(u.events) == len(f.Records) && len(u.times) == len(f.Records) {
		return u.events, u.times, u.reading
	}
	events, times = make([]rules.Event, len(f.Records)), make([]time.Time, len(f.Records))
	for i, r := range f.Records {
		events[i], times[i] = r.Event, r.At
	}
	return events, times, 0
}

// Count is the number of events of u.File, undo and redo included, as
// Events gives them, without reading them.
func (u Update) Count() int {
	if l, ok := u.log.(EventLog); ok && u.File.KeepsNoRecords() {
		return l.Len()
	}
	return len(u.File.Records)
}

// EventsFrom returns the events of u.File from the i-th on (from 0), as
// Events gives them: from the log of the Feed, which may read them from
// the file (an error says it could not), or from the records.
func (u Update) EventsFrom(i int) ([]rules.Event, error) {
	if l, ok := u.log.(EventLog); ok && u.File.KeepsNoRecords() {
		return l.EventsFrom(i)
	}
	events, _, _ := u.Events()
	return events[min(max(i, 0), len(events)):], nil
}

// Reading names the whole reading of the file u comes from (see Events),
// or is 0 for an Update not made by a Feed.
func (u Update) Reading() uint64 { return u.reading }
