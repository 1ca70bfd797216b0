package model

import (
	"os"
	"reflect"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestResumeLoggedEqualsResume checks that the log built while the
// journal replays a file (one replay) is the log Resume rebuilds from the
// events (a second replay), undo and redo records included.
func TestResumeLoggedEqualsResume(t *testing.T) {
	for _, name := range []string{"lord-7-players.jsonl", "buhmann-5-players.jsonl", "demo-lord.jsonl", "demo-buhmann.jsonl"} {
		data, err := os.ReadFile("../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var log Log
		f, err := journal.Parse(name, data, journal.Observe(log.Add))
		if err != nil {
			t.Fatal(err)
		}
		events := make([]rules.Event, len(f.Records))
		for i, r := range f.Records {
			events[i] = r.Event
		}
		once := ResumeLogged(f.Game, &log, Options{})
		twice := Resume(f.Game, events, Options{})
		all := once.log.entries(0, once.log.len())
		if once.log.len() != len(f.Records)+1 || !reflect.DeepEqual(all, twice.log.entries(0, twice.log.len())) ||
			!reflect.DeepEqual(once.log.recent, twice.log.recent) {
			t.Fatalf("%s: %d entries logged, %d rebuilt", name, once.log.len(), twice.log.len())
		}
	}
}
