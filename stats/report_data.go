package stats

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"

	"rolekeeper/rules"
)

// seasonJSON is the JSON report: keys for programs, no words.
type seasonJSON struct {
	Games       int               `json:"games"`
	Unfinished  int               `json:"unfinished"`
	RatingModel modelJSON         `json:"rating_model"`
	Calibration []calibrationJSON `json:"calibration"`
	FirstPlayer firstJSON         `json:"first_player"`
	Players     []playerJSON      `json:"players"`
	Matrix      []matrixJSON      `json:"eliminated_whom"`
	TurnOrder   []turnOrderJSON   `json:"turn_order"`
	Decks       []deckJSON        `json:"decks"`
	PlayerDecks []deckJSON        `json:"player_decks"`
	Damaged     []damagedJSON     `json:"damaged"`
}

// firstJSON is how the first players did: games, wins, their share.
type firstJSON struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
}

type playerJSON struct {
	Name            string          `json:"name"`
	Games           int             `json:"games"`
	Wins            int             `json:"wins"`
	Draws           int             `json:"draws"`
	WinRate         float64         `json:"win_rate"`
	Interval        intervalJSON    `json:"win_rate_95"`
	BySize          []sizeJSON      `json:"by_table_size"`
	AveragePlace    float64         `json:"average_place"`
	TurnsTaken      int             `json:"turns_taken"`
	Eliminations    int             `json:"players_eliminated"`
	TimesEliminated int             `json:"times_eliminated"`
	EliminatedBy    map[string]int  `json:"eliminated_by_cause"`
	Buhmann         *buhmannJSON    `json:"buhmann"`
	Lord            *lordJSON       `json:"lord"`
	TurnOrder       []turnOrderJSON `json:"turn_order"`
	// Results is every game of the player, oldest first: only with
	// Report.Results (--results), nil and left out without.
	Results *[]resultJSON `json:"results,omitempty"`
}

type buhmannJSON struct {
	Games         int        `json:"games"`
	TurnsWhileIT  int        `json:"turns_while_it"`
	PassivityLost int        `json:"passivity_lost"`
	Rating        ratingJSON `json:"rating"`
}

type lordJSON struct {
	Games             int            `json:"games"`
	Points            int            `json:"points"`
	PointsPerGame     float64        `json:"points_per_game"`
	PointsBySource    map[string]int `json:"points_by_source"`
	TurnsWhileLord    int            `json:"turns_while_lord"`
	Entries           int            `json:"entries"`
	ProtectionGranted int            `json:"protection_rounds_granted"`
	Rating            ratingJSON     `json:"rating"`
}

type resultJSON struct {
	Game    string    `json:"game"`
	Start   time.Time `json:"start"`
	Variant string    `json:"variant"`
	Result  string    `json:"result"`
	Place   int       `json:"place"`
	Players int       `json:"players"`
	Points  *int      `json:"points,omitempty"`
}

type matrixJSON struct {
	Culprit *string `json:"culprit"`
	Victim  string  `json:"victim"`
	Count   int     `json:"count"`
}

type damagedJSON struct {
	Path string `json:"path"`
	// Line is the torn last line left out, 0 for a file not read at all.
	Line    int    `json:"line,omitzero"`
	Reason  string `json:"reason"`
	Counted bool   `json:"counted"`
}

// resultKeys name a Result in JSON.
var resultKeys = map[Result]string{Win: "win", Draw: "draw", Loss: "loss"}

func (r Report) writeJSON(w io.Writer) error { return writeIndented(w, r.json()) }

// json is the JSON report's value.
func (r Report) json() seasonJSON {
	s := r.Season
	out := seasonJSON{Games: s.Games, Unfinished: s.Unfinished, RatingModel: newModelJSON(), Calibration: newCalibrationJSON(s.Calibration), Players: []playerJSON{},
		FirstPlayer: firstJSON{Games: s.FirstPlayer.Games, Wins: s.FirstPlayer.Wins, WinRate: round3(s.FirstPlayer.WinRate())},
		Matrix:      []matrixJSON{}, Damaged: []damagedJSON{}, TurnOrder: newTurnOrderJSON(s.Positions),
		Decks: newDecksJSON(s.Decks, false), PlayerDecks: newDecksJSON(s.PlayerDecks, true)}
	names := map[string]string{}
	for _, p := range s.Players {
		names[p.Key] = p.Name
		out.Players = append(out.Players, newPlayerJSON(p, r.Results))
	}
	for _, culprit := range append(playerKeys(s), NoCulprit) {
		for _, victim := range playerKeys(s) {
			n := s.Matrix.Count(culprit, victim)
			if n == 0 {
				continue
			}
			m := matrixJSON{Victim: names[victim], Count: n}
			if culprit != NoCulprit {
				name := names[culprit]
				m.Culprit = &name
			}
			out.Matrix = append(out.Matrix, m)
		}
	}
	for _, d := range s.Damaged {
		out.Damaged = append(out.Damaged, damagedJSON(d))
	}
	return out
}

// jsonOptions write JSON as encoding/json's Encoder with SetIndent("",
// "  ") writes it (its escaping, its numbers, map keys in order, nil
// slices as null), but indented as it is encoded: encoding/json writes
// the whole text compact and then indents it in a second pass, which
// took a fifth of a warm `stats --format json` (BENCHMARKS.md, "Warm
// stats"). TestJSONAsEncodingJSON holds the two to the same bytes.
var jsonOptions = json.JoinOptions(jsonv1.DefaultOptionsV1(), jsontext.WithIndent("  "))

// writeIndented writes v as indented JSON and a line break.
func writeIndented(w io.Writer, v any) error {
	b, err := json.Marshal(v, jsonOptions)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func playerKeys(s Season) []string {
	keys := make([]string, len(s.Players))
	for i, p := range s.Players {
		keys[i] = p.Key
	}
	return keys
}

// newPlayerJSON is one player's figures; results adds their games one
// by one (Report.Results).
func newPlayerJSON(p Totals, results bool) playerJSON {
	o := playerJSON{Name: p.Name, Games: p.Games, Wins: p.Wins, Draws: p.Draws,
		WinRate: round3(p.WinRate()), Interval: newIntervalJSON(p.Wins, p.Games), BySize: newSizesJSON(p.BySize), AveragePlace: round3(p.AveragePlace()), TurnsTaken: p.TurnsTaken,
		Eliminations: p.Eliminations, TimesEliminated: p.TimesEliminated(), EliminatedBy: map[string]int{},
		TurnOrder: newTurnOrderJSON(p.Positions)}
	for i, c := range Causes {
		o.EliminatedBy[string(c)] = p.Eliminated[i]
	}
	if b := p.Buhmann; b.Games > 0 {
		o.Buhmann = &buhmannJSON{Games: b.Games, TurnsWhileIT: b.TurnsAsIT, PassivityLost: b.PassivityLost,
			Rating: newRatingJSON(b.Skill, b.Games, results)}
	}
	if l := p.Lord; l.Games > 0 {
		o.Lord = &lordJSON{Games: l.Games, Points: l.Points, PointsPerGame: round3(l.PointsPerGame()),
			PointsBySource: rules.PointsByKey(l.PointsBySource), TurnsWhileLord: l.TurnsAsLord, Entries: l.Entries,
			ProtectionGranted: l.ProtectionGranted, Rating: newRatingJSON(l.Skill, l.Games, results)}
	}
	if results {
		o.Results = newResultsJSON(p.Results)
	}
	return o
}

// newResultsJSON is a player's games one by one.
func newResultsJSON(rs []GameResult) *[]resultJSON {
	out := make([]resultJSON, 0, len(rs))
	for _, g := range rs {
		res := resultJSON{Game: g.Path, Start: g.Start, Variant: g.Variant.String(), Result: resultKeys[g.Result],
			Place: g.Place, Players: g.Players}
		if g.Variant == rules.Lord {
			points := g.Points
			res.Points = &points
		}
		out = append(out, res)
	}
	return &out
}

// round3 rounds a ratio to three decimals, so that JSON shows 0.333, not
// 0.3333333333333333.
func round3(x float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 3, 64), 64)
	return f
}

// writeCSV writes one row per player, in standings order, with every
// figure of both variants (zero where the player has no game of it).
func (r Report) writeCSV(w io.Writer) error {
	header := []string{"name", "games", "wins", "draws", "win_rate", "average_place", "turns_taken",
		"players_eliminated", "times_eliminated"}
	for _, c := range Causes {
		header = append(header, "eliminated_by_"+string(c))
	}
	header = append(header, "buhmann_games", "turns_while_it", "passivity_lost",
		"lord_games", "points", "points_per_game", "turns_while_lord", "entries", "protection_rounds_granted")
	for src := range rules.PointSourceCount {
		header = append(header, "points_"+src.Key())
	}
	header = append(header, "buhmann_mu", "buhmann_sigma", "buhmann_ordinal", "lord_mu", "lord_sigma", "lord_ordinal")
	header = append(header, turnOrderHeader()...)
	header = append(header, "buhmann_provisional", "lord_provisional")
	cw := csv.NewWriter(w)
	_ = cw.Write(header)
	for _, p := range r.Season.Players {
		row := []string{p.Name, itoa(p.Games), itoa(p.Wins), itoa(p.Draws), ftoa(p.WinRate()), ftoa(p.AveragePlace()),
			itoa(p.TurnsTaken), itoa(p.Eliminations), itoa(p.TimesEliminated())}
		for _, n := range p.Eliminated {
			row = append(row, itoa(n))
		}
		b, l := p.Buhmann, p.Lord
		row = append(row, itoa(b.Games), itoa(b.TurnsAsIT), itoa(b.PassivityLost),
			itoa(l.Games), itoa(l.Points), ftoa(l.PointsPerGame()), itoa(l.TurnsAsLord), itoa(l.Entries),
			itoa(l.ProtectionGranted))
		for _, n := range l.PointsBySource {
			row = append(row, itoa(n))
		}
		row = append(row, ratingCells(b.Games, b.Skill)...)
		row = append(row, ratingCells(l.Games, l.Skill)...)
		row = append(row, turnOrderCells(p.Positions)...)
		row = append(row, provisionalCell(b.Games), provisionalCell(l.Games))
		_ = cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// ratingCells are μ, σ and the ordinal, empty without games.
func ratingCells(games int, s Skill) []string {
	if games == 0 {
		return []string{"", "", ""}
	}
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }
	return []string{f(s.Mu), f(s.Sigma), f(s.Ordinal())}
}

// provisionalCell says whether a rating of games games is provisional,
// empty without games.
func provisionalCell(games int) string {
	if games == 0 {
		return ""
	}
	return strconv.FormatBool(Provisional(games))
}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
