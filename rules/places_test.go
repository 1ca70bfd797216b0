package rules

import (
	"reflect"
	"testing"
)

// wantPlaces checks the rank rule's places and the summary's, which must
// be the same.
func (sc *scenario) wantPlaces(want ...int) {
	sc.t.Helper()
	if got := Places(sc.g.State); !reflect.DeepEqual(got, want) {
		sc.t.Errorf("places %v, want %v", got, want)
	}
	got := make([]int, len(want))
	for _, st := range NewSummary(sc.g.State).Standings {
		got[st.Seat] = st.Place
	}
	if !reflect.DeepEqual(got, want) {
		sc.t.Errorf("summary places %v, want %v", got, want)
	}
}

// TestB10_PlacesLastOutFirst: the winner first, then the last out first,
// players out in one event sharing a place.
func TestB10_PlacesLastOutFirst(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D", "E")
	sc.do(Eliminate{Seats: []int{4}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(Eliminate{Seats: []int{1, 3}, Culprit: NoSeat, Cause: CauseConcede})
	sc.wantPlaces(1, 3, 1, 3, 5) // A and C still in: they share first
	sc.do(life(0, 2, -20))
	sc.wantPlaces(1, 3, 2, 3, 5)
}

// TestB10_PlacesDrawSharesFirst: the last players eliminated at once
// share first place, whatever their life.
func TestB10_PlacesDrawSharesFirst(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D", "E")
	sc.do(Eliminate{Seats: []int{4}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(Eliminate{Seats: []int{1}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(Eliminate{Seats: []int{3}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(life(NoSeat, 0, -20, 2, -25))
	if !sc.g.Over || len(sc.g.Winners) != 0 {
		t.Fatalf("not a draw: over %v winners %v", sc.g.Over, sc.g.Winners)
	}
	sc.wantPlaces(1, 4, 1, 3, 5)
}

// TestB9_PlacesDuel: the duel's loser is second.
func TestB9_PlacesDuel(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Eliminate{Seats: []int{2}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(life(1, 0, -20))
	sc.wantPlaces(2, 1, 3)
}

// TestL12_PlacesBuhmannEarlyEnd: a Buhmann game ended early has no
// winner, and the players still in share first place; life does not
// rank them (the 15 life above 20 cannot happen).
func TestL12_PlacesBuhmannEarlyEnd(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(life(NoSeat, 0, -5))
	sc.do(Eliminate{Seats: []int{3}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(End{})
	sc.wantPlaces(1, 1, 1, 4)
	// The summary lists the players sharing first by life.
	if first := NewSummary(sc.g.State).Standings[2]; first.Seat != 0 || first.Life != 15 {
		t.Errorf("the 15-life player is not listed last of the first place: %+v", first)
	}
}

// TestL5_PlacesByPoints: Lord by points, equal points sharing a place,
// the waiting player ranked by points too.
func TestL5_PlacesByPoints(t *testing.T) {
	sc := lord(t, 6, 0, 5, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 2, Delta: 3, Reason: "test"}, Points{Seat: 4, Delta: 3, Reason: "test"},
		Points{Seat: 1, Delta: -1, Reason: "test"}, Points{Seat: 3, Delta: 1, Reason: "test"})
	sc.wantPlaces(4, 6, 1, 3, 1, 4)
	sc.do(End{})
	sc.wantPlaces(4, 6, 1, 3, 1, 4)
	if !reflect.DeepEqual(sc.g.Winners, []int{2, 4}) {
		t.Errorf("winners %v", sc.g.Winners)
	}
}
