package journal

import (
	"path/filepath"
	"strings"
	"time"
)

// Info is what a summary needs to know of a game file besides the game:
// its name and when it was played.
type Info struct {
	// Name names the game in the title, for example the file name
	// without its extension; may be empty.
	Name string
	// Start and End are the times of the first and the last event record;
	// zero when unknown. They are shown in their own location.
	Start, End time.Time
	// TurnTimes are each seat's total turn time until the last record,
	// from the records' times (rules.Clocks), for the summary's exports.
	TurnTimes []time.Duration
}

// InfoOf returns the Info of a game file read back: its base name without
// .jsonl, and the times of its first and last timed records in local time.
func InfoOf(f File) Info {
	info := Info{Name: strings.TrimSuffix(filepath.Base(f.Path), ".jsonl")}
	if !f.Start.IsZero() {
		info.Start, info.End = f.Start.Local(), f.End.Local()
	}
	info.TurnTimes, _ = f.Clocks.Until(f.Clocks.At())
	return info
}

// Info returns the Info of the open game, queued events included.
func (j *Journal) Info() Info {
	j.mu.Lock()
	info := Info{Name: strings.TrimSuffix(filepath.Base(j.path), ".jsonl")}
	if !j.start.IsZero() {
		info.Start, info.End = j.start.Local(), j.end.Local()
	}
	j.mu.Unlock()
	c := j.Clocks()
	info.TurnTimes, _ = c.Until(c.At())
	return info
}

// Duration returns End minus Start, or 0 when either is unknown.
func (i Info) Duration() time.Duration {
	if i.Start.IsZero() || i.End.IsZero() {
		return 0
	}
	return i.End.Sub(i.Start)
}
