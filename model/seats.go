package model

import (
	"slices"

	"rolekeeper/rules"
)

// playing lists the seats of players who take turns, in seat order,
// leaving out the seats in except.
func playing(s rules.State, except ...int) []int {
	var seats []int
	for i := range s.Players {
		if s.Playing(i) && !slices.Contains(except, i) {
			seats = append(seats, i)
		}
	}
	return seats
}

// allSeats lists every seat.
func allSeats(s rules.State) []int {
	seats := make([]int, len(s.Players))
	for i := range seats {
		seats[i] = i
	}
	return seats
}

// orFirst returns seat if it is one of opts, else the first option (or
// NoSeat).
func orFirst(seat int, opts []int) int {
	if slices.Contains(opts, seat) {
		return seat
	}
	if len(opts) > 0 {
		return opts[0]
	}
	return rules.NoSeat
}

// nameOf is the name of the player in seat.
func nameOf(s rules.State, seat int) string { return s.Name(seat) }

// lifeOf is the life of the player in seat, 0 for no such seat.
func lifeOf(s rules.State, seat int) int {
	if seat < 0 || seat >= len(s.Players) {
		return 0
	}
	return s.Players[seat].Life
}

// seatNumber is how players count seats: from 1.
func seatNumber(seat int) int { return seat + 1 }
