package rating

import "math"

// PredictWin is Default.PredictWin.
func PredictWin(players []Rating) []float64 { return Default.PredictWin(players) }

// PredictWin is each player's chance to win a game among players, as
// openskill 5.0.1's predictWin gives it: the mean, over every other
// player, of the chance to finish ahead of them, Φ((μa − μb) /
// √(nβ² + σa² + σb²)), n the number of players. The chances add up to 1.
// Fewer than two players: each has the whole chance (1), none an empty
// one.
func (m Model) PredictWin(players []Rating) []float64 {
	n := len(players)
	wins := make([]float64, n)
	if n < 2 {
		for i := range wins {
			wins[i] = 1
		}
		return wins
	}
	for i := range players {
		for j := i + 1; j < n; j++ {
			a, b := players[i], players[j]
			p := phi((a.Mu - b.Mu) / math.Sqrt(float64(n)*m.Beta*m.Beta+a.Sigma*a.Sigma+b.Sigma*b.Sigma))
			wins[i] += p
			wins[j] += 1 - p
		}
	}
	pairs := float64(n*(n-1)) / 2
	for i := range wins {
		wins[i] /= pairs
	}
	return wins
}

// phi is the standard normal distribution function.
func phi(x float64) float64 { return 0.5 * (1 + math.Erf(x/math.Sqrt2)) }
