// Package rating is a skill rating from ranked free-for-all games: the
// Weng–Lin Bayesian approximation with the Plackett–Luce model (R. C. Weng
// and C.-J. Lin, "A Bayesian Approximation Method for Online Ranking",
// JMLR 12, 2011, Algorithm 4), every player a team of one, with the
// defaults of the openskill reference implementation (openskill 5.0.1 for
// JavaScript): μ 25, σ 25/3, β 25/6, κ 0.0001, and τ 25/300 added to every
// σ before each game, σ after a game kept at most σ before it
// (openskill's limitSigma), and shared places by Breslow's rule (see
// Ties).
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

// Ties is how a model treats players who share a place.
type Ties uint8

const (
	// Breslow gives every player of a shared place their own
	// Plackett–Luce term over the players not yet placed, as Breslow's
	// rule does for tied times in a partial likelihood (N. Breslow,
	// Biometrics 30, 1974): openskill's formula with A_q = 1. A better
	// place never rates lower than a worse one among equal starters, and
	// a game without shared places is rated exactly as openskill does.
	Breslow Ties = iota
	// Openskill is openskill 5.0.1's own rule, which divides each term
	// of a shared place by its size (A_q): it lets two players sharing
	// first place rate below the third (kept to check the reference).
	Openskill
)

// Model is a rating model and its parameters.
type Model struct {
	Mu, Sigma, Beta, Kappa, Tau, Z float64
	// LimitSigma keeps σ after a game at most σ before it (openskill's
	// limitSigma option): τ still widens σ for the update, so μ moves
	// as much, but no one is less sure of a player after playing.
	LimitSigma bool
	Ties       Ties
}

// Default is the model the statistics use: openskill 5.0.1's defaults
// with limitSigma, shared places by Breslow.
var Default = Model{Mu: Mu, Sigma: Sigma, Beta: Beta, Kappa: Kappa, Tau: Tau, Z: Z, LimitSigma: true, Ties: Breslow}

// Reference is openskill 5.0.1 with no option at all: its own ties and σ
// free to grow after a game.
var Reference = Model{Mu: Mu, Sigma: Sigma, Beta: Beta, Kappa: Kappa, Tau: Tau, Z: Z, Ties: Openskill}

// Rating is one player's skill: the mean μ and the uncertainty σ.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// New is the rating of a player who has played no game.
func New() Rating { return Default.New() }

// New is the model's rating of a player who has played no game.
func (m Model) New() Rating { return Rating{Mu: m.Mu, Sigma: m.Sigma} }

// Ordinal is the conservative skill μ − 3σ, the number to rank players by.
func (r Rating) Ordinal() float64 { return r.Mu - Z*r.Sigma }

// Rate is Default.Rate.
func Rate(before []Rating, rank []int) []Rating { return Default.Rate(before, rank) }

// Rate is the ratings after one game: before[i] is player i's rating
// before it and rank[i] their place (lower is better, equal places a tie;
// only the order matters, so places 1, 2, 2, 4 and 0, 5, 5, 9 are the
// same game). Both slices have the same length; fewer than two players
// change nothing. The slices are not changed.
func (m Model) Rate(before []Rating, rank []int) []Rating {
	n := len(before)
	after := slices.Clone(before)
	if n < 2 || len(rank) != n {
		return after
	}
	// τ first: every σ grows a little before the game.
	prior := make([]Rating, n)
	for i, r := range before {
		prior[i] = Rating{Mu: r.Mu, Sigma: math.Sqrt(r.Sigma*r.Sigma + m.Tau*m.Tau)}
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
	updated := m.plackettLuce(sorted, tieRanks(ranks))
	for k, i := range order {
		after[i] = updated[k]
		if m.LimitSigma && m.Tau != 0 {
			after[i].Sigma = math.Min(after[i].Sigma, before[i].Sigma)
		}
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
func (m Model) plackettLuce(p []Rating, rank []int) []Rating {
	n := len(p)
	var c float64
	for _, r := range p {
		c += r.Sigma*r.Sigma + m.Beta*m.Beta
	}
	c = math.Sqrt(c)
	// sumQ[q] sums exp(μ/c) over the players placed no better than q;
	// ties[q] is what each of q's terms is divided by: the number of
	// players sharing q's place for openskill's rule, 1 for Breslow's.
	sumQ := make([]float64, n)
	ties := make([]float64, n)
	for q := range p {
		ties[q] = 1
		for i := range p {
			if rank[i] >= rank[q] {
				sumQ[q] += math.Exp(p[i].Mu / c)
			}
			if m.Ties == Openskill && i != q && rank[i] == rank[q] {
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
			omega -= quotient / ties[q]
			delta += quotient * (1 - quotient) / ties[q]
		}
		// The player's own term, 1 of (1 − quotient), added last: two
		// players who share a place and started equal sum the same
		// terms in the same order, and so are rated bit for bit alike.
		omega += 1 / ties[i]
		sigSq := r.Sigma * r.Sigma
		gamma := r.Sigma / c
		omega *= sigSq / c
		delta *= sigSq / (c * c) * gamma
		// A team of one: the player's share of the team's σ² is 1.
		out[i] = Rating{
			Mu:    r.Mu + omega,
			Sigma: r.Sigma * math.Sqrt(math.Max(1-delta, m.Kappa)),
		}
	}
	return out
}
