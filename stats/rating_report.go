package stats

import (
	"cmp"
	"slices"
	"time"

	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// RatingText is the one number a player reads of a rating: the ordinal
// μ − 3σ with one decimal, marked provisional (w.Rated.Mark) when it
// rests on fewer than RatedGames games.
func RatingText(w wording.Stats, s Skill, games int) string {
	text := wording.SignedDecimal(w.Decimal, s.Ordinal())
	if Provisional(games) {
		text += w.Rated.Mark
	}
	return text
}

// CompareRatings orders two ratings for a ranking: counted ones (from
// RatedGames games) before provisional ones, each the higher ordinal
// first.
func CompareRatings(a Skill, aGames int, b Skill, bGames int) int {
	if pa, pb := Provisional(aGames), Provisional(bGames); pa != pb {
		if pa {
			return 1
		}
		return -1
	}
	return cmp.Compare(b.Ordinal(), a.Ordinal())
}

// ratingTables are the tables of the ratings: each variant's, the
// history of the player asked for (History), the calibration.
func (r Report) ratingTables() []table {
	var out []table
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		if t := r.ratings(v); len(t.rows) > 0 {
			out = append(out, t)
		}
	}
	for _, p := range r.Season.Players {
		for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
			if _, games := p.SkillIn(v); r.History != "" && p.Key == r.History && games > 0 {
				out = append(out, r.history(p, v))
			}
		}
	}
	if t := r.calibration(); len(t.rows) > 0 {
		out = append(out, t)
	}
	return out
}

// ratings is the table of a variant's ratings: one number per player,
// counted ones first, the highest first; μ and σ are in the JSON and
// the CSV.
func (r Report) ratings(v rules.Variant) table {
	w := r.Words
	variant := w.Buhmann
	if v == rules.Lord {
		variant = w.Lord
	}
	t := table{title: w.Ratings(variant), note: w.Rated.Explain + " " + w.Rated.Provisional(RatedGames) + ".",
		heads: []string{w.Player, w.Games, w.Rating}}
	var rated []Totals
	for _, p := range r.Season.Players {
		if _, games := p.SkillIn(v); games > 0 {
			rated = append(rated, p)
		}
	}
	slices.SortStableFunc(rated, func(a, b Totals) int {
		sa, ga := a.SkillIn(v)
		sb, gb := b.SkillIn(v)
		return CompareRatings(sa, ga, sb, gb)
	})
	for _, p := range rated {
		s, games := p.SkillIn(v)
		t.rows = append(t.rows, []string{p.Name, itoa(games), RatingText(w, s, games)})
	}
	return t
}

// modelJSON names the rating model and every parameter, so that a number
// can be reproduced with the reference (README, "Rating").
type modelJSON struct {
	Model      string  `json:"model"`
	Reference  string  `json:"reference"`
	Mu0        float64 `json:"mu0"`
	Sigma0     float64 `json:"sigma0"`
	Beta       float64 `json:"beta"`
	Kappa      float64 `json:"kappa"`
	Tau        float64 `json:"tau"`
	LimitSigma bool    `json:"limit_sigma"`
	SigmaLimit string  `json:"sigma_limit"`
	Ties       string  `json:"ties"`
	Ordinal    string  `json:"ordinal"`
	Z          float64 `json:"z"`
	// Provisional is the number of games below which a rating is
	// provisional.
	Provisional int    `json:"provisional_below_games"`
	Order       string `json:"order"`
	PredictWin  string `json:"predict_win"`
}

func newModelJSON() modelJSON {
	m := rating.Default
	ties := "breslow: each player of a shared place one Plackett-Luce term over the players not yet placed (openskill's A_q = 1)"
	if m.Ties == rating.Openskill {
		ties = "openskill: each term of a shared place divided by the number sharing it"
	}
	return modelJSON{
		Model: "Weng-Lin Bayesian approximation, Plackett-Luce, every player a team of one", Reference: "openskill 5.0.1 (JavaScript)",
		Mu0: m.Mu, Sigma0: m.Sigma, Beta: m.Beta, Kappa: m.Kappa, Tau: m.Tau,
		LimitSigma: m.LimitSigma, SigmaLimit: "sigma after a game at most sigma before it (openskill limitSigma)",
		Ties: ties, Ordinal: "mu - 3*sigma", Z: m.Z, Provisional: RatedGames,
		Order:      "finished games by start, then file name; places by rules.Places",
		PredictWin: "openskill predictWin: pairwise Phi((mu_a - mu_b) / sqrt(n*beta^2 + sigma_a^2 + sigma_b^2)), summed per player over the number of pairs",
	}
}

// ratingJSON is a player's rating in one variant (package rating), with
// the games it rests on and whether that makes it provisional, and its
// course game by game (only with Report.Results, left out without).
type ratingJSON struct {
	Mu          float64        `json:"mu"`
	Sigma       float64        `json:"sigma"`
	Ordinal     float64        `json:"ordinal"`
	Games       int            `json:"games"`
	Provisional bool           `json:"provisional"`
	History     *[]historyJSON `json:"history,omitempty"`
}

// historyJSON is the rating after one game.
type historyJSON struct {
	Game    string    `json:"game"`
	Start   time.Time `json:"start"`
	Place   int       `json:"place"`
	Players int       `json:"players"`
	Mu      float64   `json:"mu"`
	Sigma   float64   `json:"sigma"`
	Ordinal float64   `json:"ordinal"`
	Change  float64   `json:"change"`
}

// newRatingJSON is a rating of games games; history adds its course.
func newRatingJSON(s Skill, games int, history bool) ratingJSON {
	out := ratingJSON{Mu: s.Mu, Sigma: s.Sigma, Ordinal: s.Ordinal(), Games: games, Provisional: Provisional(games)}
	if !history {
		return out
	}
	h := make([]historyJSON, 0, len(s.History))
	for _, p := range s.History {
		h = append(h, historyJSON{Game: p.Path, Start: p.Start,
			Place: p.Place, Players: p.Players, Mu: p.Rating.Mu, Sigma: p.Rating.Sigma, Ordinal: p.Rating.Ordinal(), Change: p.Change})
	}
	out.History = &h
	return out
}
