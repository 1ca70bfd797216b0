package rules

import (
	"slices"
	"testing"
)

// TestC9_SeatingDraws: the setup screen's draws of the first player and
// of the seats are functions of the seed and the number of draws before
// them (C-9), stay within the seats, and differ from draw to draw.
func TestC9_SeatingDraws(t *testing.T) {
	for n := 1; n <= MaxPlayers; n++ {
		seen := map[int]bool{}
		for draw := range 40 {
			first := DrawFirst(n, 28112, draw)
			if first < 0 || first >= n || first != DrawFirst(n, 28112, draw) {
				t.Fatalf("n %d draw %d: first %d, not a seat drawn the same again", n, draw, first)
			}
			seen[first] = true
			order := ShuffleSeats(n, 28112, draw)
			sorted := slices.Sorted(slices.Values(order))
			if len(order) != n || sorted[0] != 0 || sorted[n-1] != n-1 || !slices.Equal(order, ShuffleSeats(n, 28112, draw)) {
				t.Fatalf("n %d draw %d: order %v is not a permutation drawn the same again", n, draw, order)
			}
		}
		if n > 1 && len(seen) < 2 {
			t.Errorf("n %d: 40 draws always gave seat %v", n, seen)
		}
	}
	if DrawFirst(0, 1, 0) != NoSeat || ShuffleSeats(0, 1, 0) != nil {
		t.Error("a draw among no seats gave a seat")
	}
}
