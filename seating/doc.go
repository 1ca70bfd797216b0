// Package seating seats a club night's players into tables, round by
// round, and scores every round's seating on written criteria. It is pure:
// standard library only, no I/O, no words (its errors carry a key that
// wording says), deterministic from a seed.
//
// Players are numbers 0…n-1 (the night's list); a table lists them in
// seat order, and seat 1 (index 0) plays first. In a Lord table of even
// size its last seat waits (L-1: the table assigns the roles the seating
// chose).
//
// The criteria, in order; each one outweighs every later one (Score is
// compared lexicographically):
//
//	(a) Repeats: two players at one table who met earlier tonight, once
//	    per earlier meeting;
//	(b) FirstAgain, then FirstSeason: the first players' earlier first
//	    seats tonight, then in the season (the recorded first of past
//	    games), so that first seats spread evenly;
//	(c) SeatAgain: players in a seat number they had earlier tonight,
//	    once per earlier time;
//	(d) WaitAgain: in Lord, waiting players who waited earlier tonight;
//	(e) Imbalance: how far the tables' mean ratings are from the room's
//	    mean (the sum of squares), last.
//
// The search (Seat): the tables' sizes from Split; every partition of the
// players into them when there are few (at most exhaustiveLimit), else a
// greedy start and local search by swapping two players of different
// tables, restarted and kicked a fixed number of times from the seed.
// Within a table the seat order is exact: an assignment problem (Hungarian
// method) over the criteria (b) to (d).
package seating
