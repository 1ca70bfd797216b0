package statscreen

import (
	"strconv"

	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// The stats screen's tabs of ratings and decks.
const (
	viewRatings = views.StatsRatings
	viewDecks   = views.StatsDecks
)

// otherVariant is the variant that is not v.
func otherVariant(v rules.Variant) rules.Variant {
	if v == rules.Lord {
		return rules.Buhmann
	}
	return rules.Lord
}

// firstVariant is the variant the ratings tab starts on: Buhmann, unless
// the season has no Buhmann game.
func firstVariant(s stats.Season) rules.Variant {
	if buhmann, _ := variantsOf(s); !buhmann {
		return rules.Lord
	}
	return rules.Buhmann
}

// ratingsTab is the ratings tab of the screen's variant, the players in
// the screen's order: a rating of fewer than stats.RatedGames games is
// marked provisional.
func (s Screen) ratingsTab() views.StatsRatingsTab {
	ws := s.Words.Stats
	tab := views.StatsRatingsTab{Variant: ws.Buhmann}
	if s.variant == rules.Lord {
		tab.Variant = ws.Lord
	}
	for _, pi := range s.order {
		t := s.season.Players[pi]
		skill, games := t.SkillIn(s.variant)
		r := views.StatsRating{Name: t.Name, Games: games, Rating: ws.Screen.Unrated}
		if games > 0 {
			r.Rating = stats.RatingText(ws, skill, games)
			r.Detail = ws.Rated.Detail(ws.Decimal(skill.Mu), ws.Decimal(skill.Sigma))
		}
		for _, p := range skill.History {
			r.History = append(r.History, p.Rating.Ordinal())
		}
		tab.Players = append(tab.Players, r)
	}
	return tab
}

// decksTab is the decks tab: every deck, ranked (stats.RankDecks), and
// the chosen player's.
func (s Screen) decksTab() views.StatsDecksTab {
	ws := s.Words.Stats
	tab := views.StatsDecksTab{Heads: []string{ws.Deck, ws.Games, ws.Wins, ws.WinRate, ws.Rated.Interval, ws.AveragePlace, ws.Points}}
	row := func(d stats.DeckTotals) []string {
		place := ws.Screen.Unrated
		if d.Ended > 0 {
			place = ws.Decimal(d.AveragePlace())
		}
		return []string{d.Deck, strconv.Itoa(d.Games), strconv.Itoa(d.Wins), ws.Percent(d.WinRate()),
			stats.IntervalText(ws, d.Wins, d.Games), place, wording.Number(d.Points)}
	}
	for _, d := range s.season.Decks {
		tab.All = append(tab.All, row(d))
	}
	if s.cursor >= len(s.order) {
		return tab
	}
	chosen := s.season.Players[s.order[s.cursor]].Key
	for _, d := range s.season.PlayerDecks {
		if d.Player == chosen {
			tab.Chosen = append(tab.Chosen, row(d))
		}
	}
	return tab
}
