package stats

import (
	"math"
	"path/filepath"

	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// CalibrationBins is the number of bins of Calibration: chances of 0–10
// %, 10–20 %, … 90–100 %.
const CalibrationBins = 10

// Calibration holds, in bins of the chance to win a player had before a
// game (rating.PredictWin from the ratings then), how many such chances
// there were, the wins they expected (their sum) and the wins there
// were: a model worth its salt wins about as often as it expects.
type Calibration [CalibrationBins]CalibrationBin

// CalibrationBin is one bin of a Calibration.
type CalibrationBin struct {
	Players  int
	Expected float64
	Wins     int
}

// add counts one game: the players' ratings before it and who won.
func (c *Calibration) add(before []rating.Rating, won []bool) {
	if len(before) < 2 || len(won) != len(before) {
		return
	}
	for i, p := range rating.PredictWin(before) {
		b := &c[min(int(p*CalibrationBins), CalibrationBins-1)]
		b.Players++
		b.Expected += p
		b.Wins += boolInt(won[i])
	}
}

// calibrationJSON is one bin in JSON.
type calibrationJSON struct {
	From     float64 `json:"from"`
	To       float64 `json:"to"`
	Players  int     `json:"players"`
	Expected float64 `json:"expected_wins"`
	Wins     int     `json:"wins"`
}

func newCalibrationJSON(c Calibration) []calibrationJSON {
	out := []calibrationJSON{}
	for i, b := range c {
		if b.Players > 0 {
			out = append(out, calibrationJSON{From: float64(i) / CalibrationBins, To: float64(i+1) / CalibrationBins,
				Players: b.Players, Expected: round3(b.Expected), Wins: b.Wins})
		}
	}
	return out
}

// calibration is the table of the calibration's bins that hold a chance.
func (r Report) calibration() table {
	w := r.Words
	t := table{title: w.Rated.Calibration, note: w.Rated.CalibrationNote,
		heads: []string{w.Rated.Predicted, w.Rated.Chances, w.Rated.Expected, w.Rated.Actual}}
	for i, b := range r.Season.Calibration {
		if b.Players == 0 {
			continue
		}
		t.rows = append(t.rows, []string{w.Rated.IntervalText(float64(i)/CalibrationBins, float64(i+1)/CalibrationBins),
			itoa(b.Players), w.Decimal(b.Expected), itoa(b.Wins)})
	}
	return t
}

// history is the table of one player's rating game by game in variant v.
func (r Report) history(t Totals, v rules.Variant) table {
	w := r.Words
	variant := w.Buhmann
	if v == rules.Lord {
		variant = w.Lord
	}
	sk, _ := t.SkillIn(v)
	tab := table{title: w.Rated.History(t.Name, variant), note: w.Rated.Explain,
		heads: []string{w.Rated.Date, w.Rated.Game, w.Rated.Place, w.Rating, w.Rated.Delta}}
	for k, p := range sk.History {
		text := RatingText(w, Skill{Rating: p.Rating}, k+1)
		tab.rows = append(tab.rows, []string{p.Start.Format("2006-01-02 15:04"), filepath.Base(p.Path),
			itoa(p.Place) + "/" + itoa(p.Players), text, SignedChange(w, p.Change)})
	}
	return tab
}

// SignedChange writes a change of a rating with its sign and one
// decimal: "+1.8", "−0.9", "0.0".
func SignedChange(w wording.Stats, d float64) string {
	text := wording.SignedDecimal(w.Decimal, d)
	if math.Round(d*10) > 0 {
		text = "+" + text
	}
	return text
}
