package stats

import (
	"encoding/csv"
	"io"

	"rolekeeper/wording"
)

// deckJSON is one deck's line, of all its players or of one.
type deckJSON struct {
	Deck          string       `json:"deck"`
	Player        *string      `json:"player,omitempty"`
	Games         int          `json:"games"`
	Wins          int          `json:"wins"`
	Draws         int          `json:"draws"`
	WinRate       float64      `json:"win_rate"`
	Interval      intervalJSON `json:"win_rate_95"`
	ShrunkWinRate float64      `json:"shrunk_win_rate"`
	// AveragePlace is null for a deck that no player had at the end of
	// a game.
	AveragePlace *float64 `json:"average_place"`
	Points       int      `json:"points"`
}

// newDecksJSON lists decks in their ranked order; perPlayer names the
// player of each.
func newDecksJSON(ds []DeckTotals, perPlayer bool) []deckJSON {
	mean := MeanWinRate(ds)
	out := []deckJSON{}
	for _, d := range ds {
		j := deckJSON{Deck: d.Deck, Games: d.Games, Wins: d.Wins, Draws: d.Draws, WinRate: round3(d.WinRate()),
			Interval: newIntervalJSON(d.Wins, d.Games), ShrunkWinRate: round3(d.ShrunkWinRate(mean)), Points: d.Points}
		if d.Ended > 0 {
			place := round3(d.AveragePlace())
			j.AveragePlace = &place
		}
		if perPlayer {
			name := d.PlayerName
			j.Player = &name
		}
		out = append(out, j)
	}
	return out
}

// decks are the tables of decks, over all players and per player, when
// any deck was said.
func (r Report) decks() []table {
	if len(r.Season.Decks) == 0 {
		return nil
	}
	w := r.Words
	heads := []string{w.Games, w.Wins, w.WinRate, w.Rated.Interval, w.AveragePlace, w.Points}
	row := func(d DeckTotals) []string {
		place := w.Screen.Unrated
		if d.Ended > 0 {
			place = w.Decimal(d.AveragePlace())
		}
		return []string{itoa(d.Games), itoa(d.Wins), w.Percent(d.WinRate()), IntervalText(w, d.Wins, d.Games), place,
			wording.Number(d.Points)}
	}
	all := table{title: w.Decks, note: w.DecksNote(RankedGames), heads: append([]string{w.Deck}, heads...)}
	for _, d := range r.Season.Decks {
		all.rows = append(all.rows, append([]string{d.Deck}, row(d)...))
	}
	each := table{title: w.PlayerDecks, heads: append([]string{w.Player, w.Deck}, heads...)}
	for _, d := range r.Season.PlayerDecks {
		each.rows = append(each.rows, append([]string{d.PlayerName, d.Deck}, row(d)...))
	}
	return []table{all, each}
}

// averagePlaceCell is a deck's average place, empty when no player had
// it at the end of a game.
func averagePlaceCell(d DeckTotals) string {
	if d.Ended == 0 {
		return ""
	}
	return ftoa(d.AveragePlace())
}

// writeDecksCSV writes one row per deck and player, and one per deck
// over all its players (player empty), each in ranked order.
func (r Report) writeDecksCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"deck", "player", "games", "wins", "draws", "win_rate", "shrunk_win_rate", "average_place", "points"})
	for _, list := range [][]DeckTotals{r.Season.Decks, r.Season.PlayerDecks} {
		mean := MeanWinRate(list)
		for _, d := range list {
			_ = cw.Write([]string{d.Deck, d.PlayerName, itoa(d.Games), itoa(d.Wins), itoa(d.Draws), ftoa(d.WinRate()),
				ftoa(d.ShrunkWinRate(mean)), averagePlaceCell(d), itoa(d.Points)})
		}
	}
	cw.Flush()
	return cw.Error()
}
