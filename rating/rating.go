// Package rating is a skill rating from ranked free-for-all games: the
// Weng–Lin Bayesian approximation with the Plackett–Luce model (R. C. Weng
// and C.-J. Lin, "A Bayesian Approximation Method for Online Ranking",
// JMLR 12, 2011, Algorithm 4), every player a team of one, with the
// defaults of the openskill reference implementation (openskill 5.0.1 for
// JavaScript): μ 25, σ 25/3, β 25/6, κ 0.0001, and τ 25/300 added to every
// σ before each game (no limit on σ).
//
// It is pure arithmetic: the standard library only, no I/O, no words.
package rating

import (
	"math"
	"slices"
)

// The defaults of openskill 5.0.1.
const (
	// Mu is a new player's mean skill.
	Mu = 25.0
	// Sigma is a new player's uncertainty.
	Sigma = Mu / 3
	// Beta is the spread of one game's performance around the skill.
	Beta = Mu / 6
	// Kappa is the least fraction of σ² a game leaves (σ stays positive).
	Kappa = 0.0001
	// Tau is the uncertainty added before each game, so that a rating
	// can still move after many games.
	Tau = Mu / 300
	// Z is how many σ the ordinal takes off μ.
	Z = 3.0
)

// Rating is one player's skill: the mean μ and the uncertainty σ.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// New is the rating of a player who has played no game.
func New() Rating { return Rating{Mu: Mu, Sigma: Sigma} }

// Ordinal is the conservative skill μ − 3σ, the number to rank players by.
func (r Rating) Ordinal() float64 { return r.Mu - Z*r.Sigma }

// Rate is the ratings after one game: before[i] is player i's rating
// before it and rank[i] their place (lower is better, equal places a tie;
// only the order matters, so places 1, 2, 2, 4 and 0, 5, 5, 9 are the
// same game). Both slices have the same length; fewer than two players
// change nothing. The slices are not changed.
func Rate(before []Rating, rank []int) []Rating {
	n := len(before)
	after := slices.Clone(before)
	if n < 2 || len(rank) != n {
		return after
	}
	// τ first: every σ grows a little before the game.
	prior := make([]Rating, n)
	for i, r := range before {
		prior[i] = Rating{Mu: r.Mu, Sigma: math.Sqrt(r.Sigma*r.Sigma + Tau*Tau)}
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return rank[a] - rank[b] })
	sorted := make([]Rating, n)
	ranks := make([]int, n)
	for k, i := range order {
		sorted[k] = prior[i]
		ranks[k] = rank[i]
	}
	updated := plackettLuce(sorted, tieRanks(ranks))
	for k, i := range order {
		after[i] = updated[k]
	}
	return after
}

// tieRanks gives every player of sorted places the index of the first
// player with the same place, as openskill's rankings does.
func tieRanks(sorted []int) []int {
	out := make([]int, len(sorted))
	s := 0
	for j := range sorted {
		if j > 0 && sorted[j-1] < sorted[j] {
			s = j
		}
		out[j] = s
	}
	return out
}

// plackettLuce is Algorithm 4 of the paper for teams of one, the players
// sorted by place and rank[k] the index of the first of k's tie.
func plackettLuce(p []Rating, rank []int) []Rating {
	n := len(p)
	var c float64
	for _, r := range p {
		c += r.Sigma*r.Sigma + Beta*Beta
	}
	c = math.Sqrt(c)
	// sumQ[q] sums exp(μ/c) over the players placed no better than q;
	// ties[q] counts the players sharing q's place.
	sumQ := make([]float64, n)
	ties := make([]float64, n)
	for q := range p {
		for i := range p {
			if rank[i] >= rank[q] {
				sumQ[q] += math.Exp(p[i].Mu / c)
			}
			if rank[i] == rank[q] {
				ties[q]++
			}
		}
	}
	out := make([]Rating, n)
	for i, r := range p {
		e := math.Exp(r.Mu / c)
		var omega, delta float64
		for q := range p {
			if rank[q] > rank[i] {
				continue
			}
			quotient := e / sumQ[q]
			if i == q {
				omega += (1 - quotient) / ties[q]
			} else {
				omega -= quotient / ties[q]
			}
			delta += quotient * (1 - quotient) / ties[q]
		}
		sigSq := r.Sigma * r.Sigma
		gamma := r.Sigma / c
		omega *= sigSq / c
		delta *= sigSq / (c * c) * gamma
		// A team of one: the player's share of the team's σ² is 1.
		out[i] = Rating{
			Mu:    r.Mu + omega,
			Sigma: r.Sigma * math.Sqrt(math.Max(1-delta, Kappa)),
		}
	}
	return out
}
