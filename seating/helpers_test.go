package seating

import "math/rand/v2"

// seatNight seats rounds rounds of n players from seed, with ratings
// drawn from the seed too, and returns the night and each round's score.
func seatNight(n, rounds int, v Variant, seed uint64) (Night, []Score, error) {
	rng := rand.New(rand.NewPCG(seed, 1))
	night := Night{Players: n, Ratings: make([]float64, n), SeasonFirsts: make([]int, n)}
	for i := range n {
		night.Ratings[i] = 15 + 20*rng.Float64()
	}
	var scores []Score
	for r := range rounds {
		round, _, sc, err := Seat(night, v, DefaultSizes(v), seed+uint64(r))
		if err != nil {
			return night, nil, err
		}
		night.Rounds = append(night.Rounds, round)
		scores = append(scores, sc)
	}
	return night, scores, nil
}

// randomRound seats the players in a random order into tables of sizes.
func randomRound(v Variant, sizes []int, n int, rng *rand.Rand) Round {
	perm := rng.Perm(n)
	r := Round{Variant: v}
	for _, size := range sizes {
		r.Tables = append(r.Tables, Table{Players: perm[:size]})
		perm = perm[size:]
	}
	return r
}
