package rating

import (
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"
)

// match is one rated game of the reference file.
type match struct {
	Before []Rating `json:"before"`
	Rank   []int    `json:"rank"`
	After  []Rating `json:"after"`
}

// seasonGame is one game of a reference season.
type seasonGame struct {
	Players []string `json:"players"`
	Rank    []int    `json:"rank"`
	After   []Rating `json:"after"`
}

// reference is rating/testdata/openskill.json, written by
// internal/tools/openskill/gen.mjs with openskill 5.0.1: Matches and
// Season with its defaults (Reference); Strict, Ties, Issue and
// SeasonDefault as this package rates (Default: openskill's rate with
// limitSigma and the Breslow model handed to it); PredictWin its
// predictWin.
type reference struct {
	Version       string       `json:"openskill"`
	Matches       []match      `json:"matches"`
	Season        []seasonGame `json:"season"`
	Strict        []match      `json:"strict"`
	Ties          []match      `json:"ties"`
	Issue         []match      `json:"issue"`
	SeasonDefault []seasonGame `json:"season_default"`
	PredictWin    []struct {
		Players []Rating  `json:"players"`
		Win     []float64 `json:"win"`
	} `json:"predict_win"`
}

func readReference(t *testing.T) reference {
	t.Helper()
	data, err := os.ReadFile("testdata/openskill.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	if ref.Version != "5.0.1" || len(ref.Matches) < 20 || len(ref.Season) < 20 || len(ref.Strict) < 20 ||
		len(ref.Ties) < 20 || len(ref.Issue) != 3 || len(ref.SeasonDefault) < 20 || len(ref.PredictWin) < 20 {
		t.Fatalf("reference file: openskill %q, %d matches, %d season games", ref.Version, len(ref.Matches), len(ref.Season))
	}
	return ref
}

const tolerance = 1e-9

func near(t *testing.T, what string, got, want Rating) {
	t.Helper()
	if math.Abs(got.Mu-want.Mu) > tolerance || math.Abs(got.Sigma-want.Sigma) > tolerance {
		t.Errorf("%s: got μ %.12f σ %.12f, openskill gives μ %.12f σ %.12f", what, got.Mu, got.Sigma, want.Mu, want.Sigma)
	}
}

// checkMatches rates every match with model m and compares; it returns
// how many players shared a place.
func checkMatches(t *testing.T, what string, m Model, matches []match) int {
	t.Helper()
	ties := 0
	for k, match := range matches {
		got := m.Rate(match.Before, match.Rank)
		seen := map[int]bool{}
		for i := range got {
			near(t, what+" "+strconv.Itoa(k)+" player "+strconv.Itoa(i), got[i], match.After[i])
			if seen[match.Rank[i]] {
				ties++
			}
			seen[match.Rank[i]] = true
		}
	}
	return ties
}

// TestReferenceMatchesOpenskill: with openskill's defaults and its own
// rule for shared places, every reference match of 3–12 players gives
// openskill's ratings to 1e-9.
func TestReferenceMatchesOpenskill(t *testing.T) {
	if checkMatches(t, "match", Reference, readReference(t).Matches) == 0 {
		t.Error("the reference has no shared places")
	}
}

// TestRateWithoutSharedPlacesIsOpenskills: games without shared places
// are rated as openskill 5.0.1 rates them (with limitSigma), to 1e-9.
func TestRateWithoutSharedPlacesIsOpenskills(t *testing.T) {
	if checkMatches(t, "strict", Default, readReference(t).Strict) != 0 {
		t.Error("the strict matches have shared places")
	}
}

// TestRateSharedPlacesGolden: games with shared places, rated by
// Breslow's rule through openskill's rate, to 1e-9.
func TestRateSharedPlacesGolden(t *testing.T) {
	if checkMatches(t, "tie", Default, readReference(t).Ties) == 0 {
		t.Error("the tie matches have no shared places")
	}
}

// TestIssueGamesGolden: the games of issue 31, every player new. In the
// 5-player Buhmann game whose last two went out in one event, the two
// who share first place rate above the third (openskill's own rule gave
// them μ 26.0001 and ordinal 1.127, the third 26.556 and 1.862); with
// places 1,2,3,2,4 and with 8 players, the shared second places rate
// above the third.
func TestIssueGamesGolden(t *testing.T) {
	issue := readReference(t).Issue
	checkMatches(t, "issue game", Default, issue)
	for k, m := range issue {
		after := Default.Rate(m.Before, m.Rank)
		for i := range after {
			for j := range after {
				if m.Rank[i] < m.Rank[j] && (after[i].Mu < after[j].Mu || after[i].Ordinal() < after[j].Ordinal()) {
					t.Errorf("issue game %d: place %d rates %+v, below place %d's %+v", k, m.Rank[i], after[i], m.Rank[j], after[j])
				}
			}
		}
	}
	first := Default.Rate(issue[0].Before, issue[0].Rank)
	if first[0].Ordinal() < first[2].Ordinal() || first[0] != first[1] {
		t.Errorf("shared first %v %v, third %v", first[0], first[1], first[2])
	}
	// The reference's own rule is what the issue saw.
	own := Reference.Rate(issue[0].Before, issue[0].Rank)
	if math.Abs(own[0].Mu-26.0001) > 1e-4 || math.Abs(own[2].Mu-26.556) > 1e-3 {
		t.Errorf("openskill's rule: %v", own)
	}
}

// checkSeason rates a reference season with model m.
func checkSeason(t *testing.T, m Model, season []seasonGame) {
	t.Helper()
	now := map[string]Rating{}
	for g, game := range season {
		before := make([]Rating, len(game.Players))
		for i, p := range game.Players {
			r, ok := now[p]
			if !ok {
				r = m.New()
			}
			before[i] = r
		}
		after := m.Rate(before, game.Rank)
		for i, p := range game.Players {
			near(t, "game "+strconv.Itoa(g)+" "+p, after[i], game.After[i])
			now[p] = after[i]
		}
	}
}

// TestSeasonMatchesOpenskill: a season of sixty games among ten players,
// each rated from the ratings the season has reached, ends where
// openskill's does; and one of eighty as this package rates.
func TestSeasonMatchesOpenskill(t *testing.T) {
	ref := readReference(t)
	checkSeason(t, Reference, ref.Season)
	checkSeason(t, Default, ref.SeasonDefault)
}

func TestRateLeavesItsInputAlone(t *testing.T) {
	before := []Rating{New(), New(), New()}
	Rate(before, []int{1, 2, 3})
	for _, r := range before {
		if r != New() {
			t.Fatalf("Rate changed its input: %v", before)
		}
	}
}

func TestRateOfFewerThanTwoChangesNothing(t *testing.T) {
	if got := Rate([]Rating{New()}, []int{1}); got[0] != New() {
		t.Errorf("one player: %v", got)
	}
	if got := Rate([]Rating{New(), New()}, []int{1}); got[0] != New() || got[1] != New() {
		t.Errorf("ranks of the wrong length: %v", got)
	}
}

func TestOnlyTheOrderOfPlacesCounts(t *testing.T) {
	before := []Rating{New(), {Mu: 30, Sigma: 4}, {Mu: 20, Sigma: 6}, New()}
	a := Rate(before, []int{1, 2, 2, 4})
	b := Rate(before, []int{0, 5, 5, 9})
	for i := range a {
		near(t, "player "+strconv.Itoa(i), a[i], b[i])
	}
	if a[0].Mu <= before[0].Mu || a[3].Mu >= before[3].Mu {
		t.Errorf("the winner did not rise or the last did not fall: %v", a)
	}
}

func TestOrdinal(t *testing.T) {
	if got := (Rating{Mu: 25, Sigma: 25.0 / 3}).Ordinal(); math.Abs(got) > 1e-12 {
		t.Errorf("a new player's ordinal is %v, want 0", got)
	}
}

// TestPredictWinMatchesOpenskill: openskill 5.0.1's predictWin on fixed
// ratings of 2–12 players, to 1e-9.
func TestPredictWinMatchesOpenskill(t *testing.T) {
	for k, p := range readReference(t).PredictWin {
		got := PredictWin(p.Players)
		sum := 0.0
		for i := range got {
			sum += got[i]
			if math.Abs(got[i]-p.Win[i]) > tolerance {
				t.Errorf("prediction %d player %d: %.12f, openskill %.12f", k, i, got[i], p.Win[i])
			}
		}
		if math.Abs(sum-1) > 1e-12 {
			t.Errorf("prediction %d: chances add up to %v", k, sum)
		}
	}
	if got := PredictWin([]Rating{New()}); len(got) != 1 || got[0] != 1 {
		t.Errorf("one player: %v", got)
	}
}
