package rules

import (
	"errors"
	"strings"
	"testing"
)

func TestSummaryPlaces(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(Eliminate{Seats: []int{3}, Culprit: 0, Cause: CausePoison})
	sc.do(life(NoSeat, 1, -20, 2, -20)) // B and C out together: A wins
	sum := NewSummary(sc.g.State)
	places := map[string]int{}
	for _, st := range sum.Standings {
		places[st.Name] = st.Place
	}
	if places["A"] != 1 || places["B"] != 2 || places["C"] != 2 || places["D"] != 4 {
		t.Errorf("places: %v", places)
	}
	if len(sum.Eliminations) != 3 || sum.Eliminations[1].Event != sum.Eliminations[2].Event {
		t.Errorf("eliminations: %+v", sum.Eliminations)
	}
}

func TestReasonChecked(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.refused("L-11", Points{Seat: 1, Delta: 1, Reason: "\x1b[2Jgone"})
	sc.refused("L-11", Points{Seat: 1, Delta: 1, Reason: strings.Repeat("x", MaxReasonLength+1)})
	var re *RuleError
	if _, _, err := Apply(sc.g, Points{Seat: 1, Delta: 1, Reason: "ok"}); errors.As(err, &re) {
		t.Fatal(err)
	}
}

// TestSummaryWaiting: a Lord game's waiting player (L-1) is waiting in
// the summary's standings, and nobody else is.
func TestSummaryWaiting(t *testing.T) {
	sc := lord(t, 6, 0, 2, Pair{1, 3}, Pair{4, 5})
	for _, st := range NewSummary(sc.g.State).Standings {
		if st.Waiting != (st.Seat == 2) {
			t.Errorf("seat %d waiting: %v", st.Seat, st.Waiting)
		}
	}
}
