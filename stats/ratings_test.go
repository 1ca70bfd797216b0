package stats

import (
	"bytes"
	"cmp"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// The season of testdata/ratings: hand-written games whose places are
// written down by hand in places.json (in the order of their start, two
// games starting at once taken by file name, the unfinished game left
// out), and want.json, the ratings openskill 5.0.1 gives to those ranked
// games (internal/tools/openskill/gen.mjs season).

type placed struct {
	Player string `json:"player"`
	Rank   int    `json:"rank"`
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// ratingSeason reads every game of testdata/ratings.
func ratingSeason(t *testing.T) Season {
	t.Helper()
	paths, err := filepath.Glob("testdata/ratings/*.jsonl")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no games: %v", err)
	}
	var games []Game
	for _, path := range paths {
		f, err := journal.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		g := FromFile(f, t0)
		g.Start, g.End = g.Start.UTC(), g.End.UTC() // the JSON report writes times as they are: in any TZ the same
		games = append(games, g)
	}
	return Aggregate(games, Filter{}, Identities{})
}

// TestSeasonPlacesAreTheHandWrittenOnes: the matches the ratings take are
// the games of places.json, in its order, with its places.
func TestSeasonPlacesAreTheHandWrittenOnes(t *testing.T) {
	var want map[string][][]placed
	readJSON(t, "testdata/ratings/places.json", &want)
	s := ratingSeason(t)
	got := map[string][][]placed{}
	for _, m := range s.Matches {
		var game []placed
		for i, key := range m.Keys {
			game = append(game, placed{Player: nameOf(s, key), Rank: m.Places[i]})
		}
		got[m.Variant.String()] = append(got[m.Variant.String()], game)
	}
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		g, w := got[v.String()], want[v.String()]
		if len(g) != len(w) {
			t.Fatalf("%v: %d matches, want %d", v, len(g), len(w))
		}
		for i := range w {
			if !equalPlaced(g[i], w[i]) {
				t.Errorf("%v match %d: got %v, want %v", v, i+1, g[i], w[i])
			}
		}
	}
}

func equalPlaced(a, b []placed) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func nameOf(s Season, key string) string {
	for _, p := range s.Players {
		if p.Key == key {
			return p.Name
		}
	}
	return "?" + key
}

// TestSeasonRatingsMatchOpenskill: stats --format json gives every
// player, in both variants, openskill 5.0.1's rating to 1e-6.
func TestSeasonRatingsMatchOpenskill(t *testing.T) {
	var want map[string]map[string]ratingJSON
	readJSON(t, "testdata/ratings/want.json", &want)
	var buf bytes.Buffer
	if err := (Report{Season: ratingSeason(t), Words: wording.English().Stats}).Write(&buf, JSON); err != nil {
		t.Fatal(err)
	}
	type variant struct {
		Rating ratingJSON `json:"rating"`
	}
	var got struct {
		Players []struct {
			Name    string   `json:"name"`
			Buhmann *variant `json:"buhmann"`
			Lord    *variant `json:"lord"`
		} `json:"players"`
	}
	ratingOf := func(v *variant) *ratingJSON {
		if v == nil {
			return nil
		}
		return &v.Rating
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	rated := 0
	for _, p := range got.Players {
		for variant, r := range map[string]*ratingJSON{"buhmann": ratingOf(p.Buhmann), "lord": ratingOf(p.Lord)} {
			w, ok := want[variant][p.Name]
			switch {
			case !ok && r == nil:
				continue
			case !ok || r == nil:
				t.Errorf("%s, %s: rating %v, openskill's %v (listed %v)", p.Name, variant, r, w, ok)
				continue
			}
			rated++
			if math.Abs(r.Mu-w.Mu) > 1e-6 || math.Abs(r.Sigma-w.Sigma) > 1e-6 || math.Abs(r.Ordinal-w.Ordinal) > 1e-6 {
				t.Errorf("%s, %s: got %+v, openskill gives %+v", p.Name, variant, *r, w)
			}
		}
	}
	if n := len(want["buhmann"]) + len(want["lord"]); rated != n {
		t.Errorf("%d ratings compared, want.json has %d", rated, n)
	}
}

// TestRatedSeasonReportGolden keeps the reports of the rated season, with
// its decks, in English and German, and the JSON with the games one by
// one (--results: report-en.json) and without (report-en-totals.json);
// regenerate with -update.
func TestRatedSeasonReportGolden(t *testing.T) {
	s := ratingSeason(t)
	for _, lang := range []string{"en", "de"} {
		words, _ := wording.For(lang)
		for _, f := range []Format{Markdown, JSON, DecksCSV, "totals.json"} {
			if f != Markdown && lang != "en" {
				continue // the same in every language
			}
			r := Report{Season: s, Words: words.Stats, Results: f == JSON}
			var b bytes.Buffer
			if err := r.Write(&b, cmp.Or(map[Format]Format{"totals.json": JSON}[f], f)); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "ratings", "report-"+lang+"."+string(f))
			if *update {
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("%s report differs from %s:\n%s", f, golden, b.String())
			}
		}
	}
}

// TestJSONNamesTheModel: stats --format json carries the model and every
// parameter, equal to the ones the ratings use, and marks provisional
// ratings with their games and (--results) history.
func TestJSONNamesTheModel(t *testing.T) {
	var buf bytes.Buffer
	if err := (Report{Season: ratingSeason(t), Words: wording.English().Stats, Results: true}).Write(&buf, JSON); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Model   map[string]any `json:"rating_model"`
		Players []struct {
			Buhmann *struct {
				Games  int `json:"games"`
				Rating struct {
					Games       int   `json:"games"`
					Provisional bool  `json:"provisional"`
					History     []any `json:"history"`
				} `json:"rating"`
			} `json:"buhmann"`
		} `json:"players"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	m := rating.Default
	for key, want := range map[string]any{"mu0": m.Mu, "sigma0": m.Sigma, "beta": m.Beta, "kappa": m.Kappa, "tau": m.Tau,
		"z": m.Z, "limit_sigma": true, "ordinal": "mu - 3*sigma", "provisional_below_games": float64(RatedGames),
		"reference": "openskill 5.0.1 (JavaScript)"} {
		if got.Model[key] != want {
			t.Errorf("rating_model.%s = %v, want %v", key, got.Model[key], want)
		}
	}
	provisional := 0
	for _, p := range got.Players {
		if b := p.Buhmann; b != nil {
			if b.Rating.Games != b.Games || b.Rating.Provisional != (b.Games < RatedGames) || len(b.Rating.History) != b.Games {
				t.Errorf("buhmann rating %+v of %d games", b.Rating, b.Games)
			}
			if b.Rating.Provisional {
				provisional++
			}
		}
	}
	if provisional == 0 {
		t.Error("no provisional rating in the season: the test cannot fail")
	}
}

// TestCalibrationAddsUp: every seated player of every rated game is one
// chance in a bin, the expected wins add up to the number of games (the
// chances of a game add up to 1), and the wins are the season's.
func TestCalibrationAddsUp(t *testing.T) {
	s := ratingSeason(t)
	players, wins := 0, 0
	expected := 0.0
	for _, b := range s.Calibration {
		players, wins, expected = players+b.Players, wins+b.Wins, expected+b.Expected
	}
	seated, won := 0, 0
	for _, m := range s.Matches {
		seated += len(m.Keys)
		for _, w := range m.Won {
			won += boolInt(w)
		}
	}
	if players != seated || wins != won || math.Abs(expected-float64(len(s.Matches))) > 1e-9 {
		t.Errorf("calibration: %d chances, %d wins, %.3f expected; the season: %d seats, %d wins, %d games",
			players, wins, expected, seated, won, len(s.Matches))
	}
}

// TestHistoryOfAPlayer: with a player asked for, the report lists their
// rating game by game, the last line their rating now.
func TestHistoryOfAPlayer(t *testing.T) {
	s := ratingSeason(t)
	r := Report{Season: s, Words: wording.English().Stats, History: "dora"}
	var dora Totals
	for _, p := range s.Players {
		if p.Key == "dora" {
			dora = p
		}
	}
	found := false
	for _, tab := range r.tables() {
		if tab.title != r.Words.Rated.History("Dora", r.Words.Buhmann) {
			continue
		}
		found = true
		if len(tab.rows) != dora.Buhmann.Games {
			t.Errorf("%d rows for %d games", len(tab.rows), dora.Buhmann.Games)
		}
		if last := tab.rows[len(tab.rows)-1][3]; last != RatingText(r.Words, dora.Buhmann.Skill, dora.Buhmann.Games) {
			t.Errorf("last rating %q", last)
		}
	}
	if !found {
		t.Error("no history of Dora's Buhmann rating")
	}
}
