package model

import (
	"math"
	"strings"
	"testing"

	"rolekeeper/rating"
	"rolekeeper/rules"
)

// seasonOf is a season's ratings for the tests: Ana strong and sure
// after 12 games, Ben new to the variant with 2, everyone else unknown.
func seasonOf(name string, v rules.Variant) (rating.Rating, int) {
	switch {
	case v == rules.Buhmann && name == "Ana":
		return rating.Rating{Mu: 31, Sigma: 3}, 12
	case v == rules.Buhmann && name == "Ben":
		return rating.Rating{Mu: 22, Sigma: 7}, 2
	}
	return rating.New(), 0
}

// ratedSummary is buhmannSummary with the season's ratings.
func ratedSummary(t *testing.T) Model {
	opts := testOptions()
	opts.Ratings = seasonOf
	m := buhmannSummary(t)
	m.opts.Ratings = opts.Ratings
	return m
}

// TestSummaryShowsTheRatingChange: after the game each player's change
// from the season before it, as the statistics will rate the game (from
// the ratings before, by the rank rule), marked provisional under 5
// games, with a line that says what it is.
func TestSummaryShowsTheRatingChange(t *testing.T) {
	m := ratedSummary(t)
	s := m.game.State
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli"}
	before := make([]rating.Rating, len(names))
	for i, n := range names {
		before[i], _ = seasonOf(n, rules.Buhmann)
	}
	after := rating.Rate(before, rules.Places(s))
	changes := m.ratingChanges()
	for i := range names {
		d := after[i].Ordinal() - before[i].Ordinal()
		want := m.Words.Stats.Decimal(math.Abs(d))
		if !strings.Contains(changes[i], want) || (d > 0.05) != strings.Contains(changes[i], "▲") ||
			strings.Contains(changes[i], "?") != (names[i] != "Ana") {
			t.Errorf("%s: change %q, want %.3f", names[i], changes[i], d)
		}
	}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		out := screenText(sized(m, size[0], size[1]))
		if !strings.Contains(out, changes[1]) || !strings.Contains(out, m.Words.Stats.Rated.ChangeNote[:20]) {
			t.Errorf("%dx%d: the summary lacks the changes %v:\n%s", size[0], size[1], changes, out)
		}
	}
	if out := screenText(sized(buhmannSummary(t), 120, 40)); strings.Contains(out, m.Words.Stats.Rated.ChangeNote[:20]) {
		t.Errorf("without ratings the summary shows changes:\n%s", out)
	}
}

// TestSetupShowsTheChances: the setup screen gives each player's chance
// to win from the ratings (rating.PredictWin), a provisional one marked.
func TestSetupShowsTheChances(t *testing.T) {
	opts := testOptions()
	opts.Ratings = seasonOf
	m := addPlayers(t, sized(New(opts), 120, 40), "Ana", "Ben", "Cem")
	win := rating.PredictWin([]rating.Rating{{Mu: 31, Sigma: 3}, {Mu: 22, Sigma: 7}, rating.New()})
	out := screenText(m)
	w := m.Words.Stats
	for i, want := range []string{"Ana " + w.Percent(win[0]), "Ben? " + w.Percent(win[1]), "Cem? " + w.Percent(win[2])} {
		if !strings.Contains(out, want) {
			t.Errorf("player %d: no %q on the setup screen:\n%s", i, want, out)
		}
	}
	if out := screenText(addPlayers(t, sized(New(testOptions()), 120, 40), "Ana", "Ben")); strings.Contains(out, "Chance") {
		t.Errorf("without ratings the setup shows chances:\n%s", out)
	}
}

// TestNextGameCountsTheGameJustPlayed: n on the summary starts the next
// game with the ratings the finished one made.
func TestNextGameCountsTheGameJustPlayed(t *testing.T) {
	m := ratedSummary(t)
	next := m.opts.afterGame(m.game.State)
	r, games := next.Ratings("Ana", rules.Buhmann)
	if games != 13 || r == (rating.Rating{Mu: 31, Sigma: 3}) {
		t.Errorf("Ana after the game: %v, %d games", r, games)
	}
	if _, games := next.Ratings("Ana", rules.Lord); games != 0 {
		t.Errorf("the Buhmann game counted in Lord: %d", games)
	}
}
