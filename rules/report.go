package rules

import "encoding/json"

// Report is the state after a replay in the form of `rolekeeper replay
// --format json` (the project's DESIGN.md (shared), "Headless commands"),
// in the types the headless commands' JSON shares (report_shared.go).
type Report struct {
	Variant string         `json:"variant"`
	Over    bool           `json:"over"`
	Winners []int          `json:"winners"`
	Moment                 // where the game is: round and turn
	Active  int            `json:"active"`
	IT      *int           `json:"it"`
	Lord    *int           `json:"lord"`
	Waiting *int           `json:"waiting"`
	Pairs   [][2]int       `json:"pairs"`
	Players []PlayerReport `json:"players"`
}

// PlayerReport is one player in a Report.
type PlayerReport struct {
	Seated
	Life       int               `json:"life"`
	Out        bool              `json:"out"`
	Passivity  int               `json:"passivity"`
	Poison     int               `json:"poison"`
	Points     int               `json:"points"`
	Protection *ProtectionReport `json:"protection"`
	// Deck is the deck the player plays, left out when none was said.
	Deck string `json:"deck,omitempty"`
}

// ProtectionReport is a protected player's protection in a Report.
type ProtectionReport struct {
	Rounds  int  `json:"rounds"`
	Started bool `json:"started"`
}

// NewReport builds the report of a state.
func NewReport(s State) Report {
	r := Report{
		Variant: s.Setup.Variant.String(),
		Over:    s.Over,
		Winners: nonNil(s.Winners),
		Moment:  Moment{Round: s.Round, Turn: s.Turn},
		Active:  s.Active,
		IT:      seatPtr(s.IT),
		Lord:    seatPtr(s.Lord),
		Waiting: seatPtr(s.Waiting),
		Pairs:   pairsJSON(s.Pairs),
		Players: make([]PlayerReport, len(s.Players)),
	}
	for i, p := range s.Players {
		r.Players[i] = PlayerReport{Seated: s.Seated(i), Life: p.Life, Out: p.Out,
			Passivity: p.Passivity, Poison: p.Poison, Points: p.Points, Deck: s.DeckOf(i)}
		if p.Protected() {
			r.Players[i].Protection = &ProtectionReport{Rounds: p.Protection.Rounds, Started: p.Protection.Started}
		}
	}
	return r
}

func seatPtr(seat int) *int {
	if seat == NoSeat {
		return nil
	}
	return &seat
}

// JSON encodes the report as one JSON object on one line.
func (r Report) JSON() []byte {
	b, err := json.Marshal(r)
	if err != nil {
		return []byte("{}")
	}
	return b
}

// nonNil writes a missing list as an empty one.
func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// pairsJSON turns pairs into lists of two seats.
func pairsJSON(p []Pair) [][2]int {
	out := make([][2]int, len(p))
	for i, pair := range p {
		out[i] = pair
	}
	return out
}
