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
func (u Update) Events() (events []rules.Event, times []time.Time, reading uint64) {
	f := u.File
	if l, ok := u.log.(EventLog); ok && f.KeepsNoRecords() {
		return l.Events(), nil, u.reading
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
