package rules

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Report is the state after a replay in the form of `rolekeeper replay
// --format json` (DESIGN.md "Headless commands").
type Report struct {
	Variant string         `json:"variant"`
	Over    bool           `json:"over"`
	Winners []int          `json:"winners"`
	Round   int            `json:"round"`
	Turn    int            `json:"turn"`
	Active  int            `json:"active"`
	IT      *int           `json:"it"`
	Lord    *int           `json:"lord"`
	Waiting *int           `json:"waiting"`
	Pairs   [][2]int       `json:"pairs"`
	Players []PlayerReport `json:"players"`
}

// PlayerReport is one player in a Report.
type PlayerReport struct {
	Seat       int               `json:"seat"`
	Name       string            `json:"name"`
	Life       int               `json:"life"`
	Out        bool              `json:"out"`
	Passivity  int               `json:"passivity"`
	Points     int               `json:"points"`
	Protection *ProtectionReport `json:"protection"`
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
		Round:   s.Round,
		Turn:    s.Turn,
		Active:  s.Active,
		IT:      seatPtr(s.IT),
		Lord:    seatPtr(s.Lord),
		Waiting: seatPtr(s.Waiting),
		Pairs:   pairsJSON(s.Pairs),
		Players: make([]PlayerReport, len(s.Players)),
	}
	for i, p := range s.Players {
		r.Players[i] = PlayerReport{Seat: i, Name: s.Name(i), Life: p.Life, Out: p.Out,
			Passivity: p.Passivity, Points: p.Points}
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

// Text renders the report for people, one player a line.
func (r Report) Text() string {
	var b strings.Builder
	variant, _ := ParseVariant(r.Variant)
	fmt.Fprintf(&b, "%s, round %d, turn %d", variant.Title(), r.Round, r.Turn)
	if r.Over {
		b.WriteString(", game over: ")
		if len(r.Winners) == 0 {
			b.WriteString("no winner")
		} else {
			b.WriteString(r.names(r.Winners) + " won")
		}
	} else if r.Active >= 0 && r.Active < len(r.Players) {
		fmt.Fprintf(&b, ", %s to play", r.Players[r.Active].Name)
	}
	b.WriteString("\n")
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%2d %-24s life %4d", p.Seat+1, p.Name, p.Life)
		b.WriteString(r.roleText(p))
		b.WriteString("\n")
	}
	if len(r.Pairs) > 0 {
		parts := make([]string, len(r.Pairs))
		for i, p := range r.Pairs {
			parts[i] = r.names(p[:])
		}
		fmt.Fprintf(&b, "pairs: %s\n", strings.Join(parts, "; "))
	}
	return b.String()
}

func (r Report) roleText(p PlayerReport) string {
	var parts []string
	is := func(seat *int) bool { return seat != nil && *seat == p.Seat }
	switch {
	case p.Out:
		parts = append(parts, "out")
	case is(r.Waiting):
		parts = append(parts, "waiting")
	}
	if is(r.IT) {
		parts = append(parts, "IT")
	}
	if is(r.Lord) {
		parts = append(parts, "Lord")
	}
	if r.Variant == Buhmann.String() {
		parts = append(parts, fmt.Sprintf("passivity %d", p.Passivity))
	} else {
		parts = append(parts, fmt.Sprintf("points %d", p.Points))
	}
	if p.Protection != nil {
		state := "waiting for their turn"
		if p.Protection.Started {
			state = "counting down"
		}
		parts = append(parts, fmt.Sprintf("protected %d rounds (%s)", p.Protection.Rounds, state))
	}
	return "  " + strings.Join(parts, ", ")
}

func (r Report) names(seats []int) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = fmt.Sprint("seat ", s)
		if s >= 0 && s < len(r.Players) {
			names[i] = r.Players[s].Name
		}
	}
	return strings.Join(names, " and ")
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
