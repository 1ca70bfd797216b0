package autosave

import (
	"testing"

	"rolekeeper/model"
	"rolekeeper/rules"
)

// BenchmarkSaveEvent measures one event through the saver as the program
// runs it: OnEvent in Update (queue), then the command (rules check,
// encode, one write, fsync) and its report.
func BenchmarkSaveEvent(b *testing.B) {
	s := New(b.TempDir(), "", nil)
	if _, ok := s.OnStart(buhmann3)().(model.SavedMsg); !ok {
		b.Fatal("no game file")
	}
	events := []rules.Event{rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: -1}}, Source: rules.NoSeat}, rules.Undo{}}
	i := 0
	for b.Loop() {
		if _, ok := s.OnEvent(events[i%2])().(model.SavedMsg); !ok {
			b.Fatal("not saved")
		}
		i++
	}
	s.Close()
}
