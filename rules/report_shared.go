package rules

// The JSON of the headless commands (`replay`, `export` and `stats`
// --format json) says the facts they share with the types below, so that
// each is said once and in one form: a player by seat and name (Seated),
// a moment of the game (Moment), and points by their source (PointSource.
// Key, PointsByKey). They live beside the replay's Report, which rules
// keeps, and which imports nothing; the export and the statistics build
// their shapes from them.

// Seated is a player named by seat in JSON: the seat, 0-based as in the
// game file, then the name (the replay's players; the export's
// standings, eliminations and manual points changes).
type Seated struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
}

// Seated is the player at seat, named as Name names it.
func (s State) Seated(seat int) Seated { return Seated{Seat: seat, Name: s.Name(seat)} }

// Moment is a moment of the game in JSON: the round and the turn (C-3),
// where a replay ends or when an export's elimination or manual points
// change happened.
type Moment struct {
	Round int `json:"round"`
	Turn  int `json:"turn"`
}

// pointSourceKeys name the point sources in JSON and CSV: the one table
// of them (Key).
var pointSourceKeys = [PointSourceCount]string{
	PointsLordElimination:     "lord_elimination",
	PointsOpponentElimination: "opponent_elimination",
	PointsPairedOpponentOut:   "paired_opponent_out",
	PointsWrongElimination:    "wrong_elimination",
	PointsLordDeathBonus:      "lord_death_bonus",
	PointsManual:              "manual",
}

// Key names the point source in JSON and CSV, for programs, in every
// language: "lord_elimination", "manual" and so on.
func (p PointSource) Key() string {
	if p >= PointSourceCount {
		return ""
	}
	return pointSourceKeys[p]
}

// PointsByKey is points by source (Stats.PointsBySource) as JSON says
// them: every source, by its Key.
func PointsByKey(by [PointSourceCount]int) map[string]int {
	out := make(map[string]int, len(by))
	for src, n := range by {
		out[PointSource(src).Key()] = n
	}
	return out
}
