package stats

import (
	"math"
	"strconv"

	"rolekeeper/wording"
)

// RankedGames is how many games a deck needs before it is ranked by its
// win rate: decks with fewer follow the ranked ones.
const RankedGames = 5

// wilsonZ is the normal quantile of a 95 % interval.
const wilsonZ = 1.959963984540054

// Wilson is the 95 % Wilson score interval of a rate of wins in games:
// where the true rate lies, given so few games. No games: 0 to 1.
func Wilson(wins, games int) (lo, hi float64) {
	if games <= 0 {
		return 0, 1
	}
	n, p, z2 := float64(games), float64(wins)/float64(games), wilsonZ*wilsonZ
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := wilsonZ * math.Sqrt(p*(1-p)/n+z2/(4*n*n)) / (1 + z2/n)
	return max(centre-half, 0), min(centre+half, 1)
}

// IntervalText is the Wilson interval of wins in games as a reader sees
// it: "12–65 %".
func IntervalText(w wording.Stats, wins, games int) string {
	lo, hi := Wilson(wins, games)
	return w.Rated.IntervalText(lo, hi)
}

// intervalJSON is a Wilson interval in JSON, shares 0–1 to three
// decimals.
type intervalJSON struct {
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

func newIntervalJSON(wins, games int) intervalJSON {
	lo, hi := Wilson(wins, games)
	return intervalJSON{Low: round3(lo), High: round3(hi)}
}

// Sizes are the table sizes the statistics count apart: 3, 4, 5 and 6 or
// more players (SizeIndex).
var Sizes = [...]int{3, 4, 5, 6}

// SizeIndex is the index in Sizes of a game of n seated players: games
// of fewer than 3 count with 3, of more than 6 with 6.
func SizeIndex(n int) int { return min(max(n, Sizes[0]), Sizes[len(Sizes)-1]) - Sizes[0] }

// SizeTotals count games and wins at one table size.
type SizeTotals struct{ Games, Wins int }

// sizeName names the size of index i: "3 players", "6+ players".
func sizeName(w wording.Stats, i int) string {
	return w.Rated.Size(Sizes[i], i == len(Sizes)-1)
}

// sizeJSON is one table size's games and wins.
type sizeJSON struct {
	Players  string       `json:"players"`
	Games    int          `json:"games"`
	Wins     int          `json:"wins"`
	WinRate  float64      `json:"win_rate"`
	Interval intervalJSON `json:"win_rate_95"`
}

func newSizesJSON(sizes [len(Sizes)]SizeTotals) []sizeJSON {
	out := make([]sizeJSON, 0, len(sizes))
	for i, s := range sizes {
		label := strconv.Itoa(Sizes[i])
		if i == len(Sizes)-1 {
			label += "+"
		}
		out = append(out, sizeJSON{Players: label, Games: s.Games, Wins: s.Wins, WinRate: round3(ratio(s.Wins, s.Games)),
			Interval: newIntervalJSON(s.Wins, s.Games)})
	}
	return out
}

// bySize is the table of every player's wins and games at each table
// size, and the season's games at each.
func (r Report) bySize() table {
	w := r.Words
	t := table{title: w.Rated.BySize, heads: []string{w.Player}}
	var games [len(Sizes)]int
	for i := range Sizes {
		t.heads = append(t.heads, sizeName(w, i))
	}
	for _, p := range r.Season.Players {
		row := []string{p.Name}
		for i, s := range p.BySize {
			games[i] += s.Games
			cell := w.Screen.Unrated
			if s.Games > 0 {
				cell = itoa(s.Wins) + "/" + itoa(s.Games) + " " + w.Percent(ratio(s.Wins, s.Games))
			}
			row = append(row, cell)
		}
		t.rows = append(t.rows, row)
	}
	return t
}
