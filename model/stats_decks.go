package model

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/stats"
	"rolekeeper/wording"
)

// decks draws the decks view: every deck, ranked (stats.RankDecks), and
// under it the chosen player's decks, each as many lines as there is
// room for.
func (s StatsScreen) decks(w, rows int) []string {
	ws := s.words.Stats
	if len(s.season.Decks) == 0 {
		return []string{s.styles.Muted.Render(ws.Screen.NoDecks)}
	}
	t := s.season.Players[s.order[s.cursor]]
	var mine []stats.DeckTotals
	for _, d := range s.season.PlayerDecks {
		if d.Player == t.Key {
			mine = append(mine, d)
		}
	}
	// The chosen player's decks get the room they need, up to half.
	mineRows := min(max(len(mine), 1)+2, rows/2)
	allRows := rows - mineRows - 1
	heads := []string{ws.Deck, ws.Games, ws.Wins, ws.WinRate, ws.AveragePlace, ws.Points}
	lines := []string{s.styles.Bold.Render(ws.Decks) + "  " + s.styles.Muted.Render(ws.Screen.DecksRanked(stats.DeckShrink))}
	lines = append(lines, s.deckTable(heads, s.season.Decks, allRows-1)...)
	for len(lines) < allRows+1 {
		lines = append(lines, "")
	}
	lines = append(lines, s.styles.Bold.Render(ws.Screen.PlayerDecksOf(t.Name)))
	if len(mine) == 0 {
		return append(lines, s.styles.Muted.Render(ws.Screen.Unrated))
	}
	return append(lines, s.deckTable(heads, mine, mineRows-1)...)
}

// deckTable draws decks as aligned columns under heads, at most rows
// lines with the heads.
func (s StatsScreen) deckTable(heads []string, ds []stats.DeckTotals, rows int) []string {
	ws := s.words.Stats
	cells := [][]string{heads}
	for _, d := range ds {
		place := ws.Screen.Unrated
		if d.Ended > 0 {
			place = ws.Decimal(d.AveragePlace())
		}
		cells = append(cells, []string{d.Deck, strconv.Itoa(d.Games), strconv.Itoa(d.Wins),
			ws.Percent(d.WinRate()), place, wording.Number(d.Points)})
	}
	widths := make([]int, len(heads))
	for _, row := range cells {
		for i, c := range row {
			widths[i] = max(widths[i], ansi.StringWidth(c))
		}
	}
	var lines []string
	for r, row := range cells[:min(len(cells), max(rows, 1))] {
		line := make([]string, len(row))
		for i, c := range row {
			line[i] = align(c, widths[i], i == 0)
		}
		text := strings.Join(line, "  ")
		if r == 0 {
			text = s.styles.Bold.Render(text)
		}
		lines = append(lines, text)
	}
	return lines
}
