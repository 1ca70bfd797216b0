package rules

import "math/rand/v2"

// seatingSalt seeds the draws of the setup screen apart from the game's
// own draws (roles, pairs), which use seedSalt.
const seatingSalt = 0x7365617473 // "seats"

// DrawFirst draws the first player among n seats (C-3) from a generator
// seeded with seed; draw counts the draws made before it on the setup
// screen (0 for the first), so that each draw is new and every one can
// be made again from the seed (C-9). The setup then records the seat
// drawn as its First. It returns NoSeat for no seats.
func DrawFirst(n int, seed uint64, draw int) int {
	if n <= 0 {
		return NoSeat
	}
	return rand.New(rand.NewPCG(seed, seatingSalt+2*uint64(draw))).IntN(n)
}

// ShuffleSeats draws a new clockwise order of n seats (C-1) from a
// generator seeded with seed, draw counting as for DrawFirst: seat i of
// the new order is the player of old seat order[i]. The setup records the
// players in the new order.
func ShuffleSeats(n int, seed uint64, draw int) []int {
	if n <= 0 {
		return nil
	}
	return rand.New(rand.NewPCG(seed, seatingSalt+2*uint64(draw)+1)).Perm(n)
}
