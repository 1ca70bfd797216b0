// Package night keeps a club night without a database: the night's file
// (the players present, the variants, the rounds, every round's seating
// with the seed and the figures it was drawn from), read strictly and
// boundedly, written through safefile, and every seating checked on
// reading by drawing it again from its seed (seating.Seat). It draws
// nothing and says nothing: its errors carry a key that wording says.
package night
