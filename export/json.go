package export

import (
	"bufio"
	"encoding/json"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// exportJSON is the JSON export. Seats are 0-based as in the game file.
// What it shares with the replay's and the statistics' JSON is said in
// their types (rules.Seated, rules.Moment, rules.PointsByKey).
// It is written as json.MarshalIndent would write it whole (writeJSON),
// its lists item by item.
type exportJSON struct {
	exportHead
	Eliminations []elimOut `json:"eliminations"`
	HandPoints   []handOut `json:"hand_points,omitempty"`
}

// exportHead is the JSON export up to its lists.
type exportHead struct {
	Variant         string        `json:"variant"`
	Title           string        `json:"title"`
	Game            string        `json:"game,omitempty"`
	Over            bool          `json:"over"`
	Winners         []string      `json:"winners"`
	WinnerSeats     []int         `json:"winner_seats"`
	Target          *int          `json:"target,omitempty"`
	Rounds          int           `json:"rounds"`
	Turns           int           `json:"turns"`
	Start           *time.Time    `json:"start"`
	End             *time.Time    `json:"end"`
	DurationSeconds int64         `json:"duration_seconds"`
	Standings       []standingOut `json:"standings"`
}

type standingOut struct {
	Place int `json:"place"`
	rules.Seated
	Winner         bool           `json:"winner"`
	Life           int            `json:"life"`
	Poison         int            `json:"poison"`
	Out            bool           `json:"out"`
	Points         *int           `json:"points,omitempty"`
	PointsBySource map[string]int `json:"points_by_source,omitempty"`
	TurnsTaken     int            `json:"turns_taken"`
	TurnsWhileIT   *int           `json:"turns_while_it,omitempty"`
	TurnsWhileLord *int           `json:"turns_while_lord,omitempty"`
	PassivityLost  *int           `json:"passivity_lost,omitempty"`
	Eliminated     int            `json:"players_eliminated"`
	LifeLost       int            `json:"life_lost"`
	LifeLostTo     []shareOut     `json:"life_lost_to"`
	LifeDealt      int            `json:"life_dealt"`
	LifeDealtTo    []shareOut     `json:"life_dealt_to"`
	TurnTime       *int64         `json:"turn_time_seconds"`
	// Deck is the deck at the end, null when none was said; Decks all the
	// decks played, in order.
	Deck  *string  `json:"deck"`
	Decks []string `json:"decks"`
}

// shareOut is life lost to one source, or dealt to one player: seat and
// name are null for no source and for passivity.
type shareOut struct {
	Seat      *int    `json:"seat"`
	Name      *string `json:"name"`
	Passivity bool    `json:"passivity,omitempty"`
	Life      int     `json:"life"`
}

// handOut is a manual points change with its reason (L-11).
type handOut struct {
	rules.Moment
	rules.Seated
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

type elimOut struct {
	rules.Moment
	rules.Seated
	Culprit     *int    `json:"culprit"`
	CulpritName *string `json:"culprit_name"`
	Cause       string  `json:"cause"`
}

// writeJSON writes the JSON export byte for byte as json.MarshalIndent
// (two spaces) writes an exportJSON and a newline, but its lists item by
// item as lists gives them: the head whole without its closing brace,
// then each list's items indented as they would be inside it.
func writeJSON(w *bufio.Writer, st rules.State, s rules.Summary, lists Lists, info journal.Info) error {
	head, err := json.MarshalIndent(newHead(st, s, info), "", "  ")
	if err != nil {
		return err
	}
	w.Write(head[:len(head)-len("\n}")])
	w.WriteString(",\n  \"eliminations\": [")
	n := 0
	err = lists.Eliminations(func(e rules.Elimination) error {
		n++
		return writeItem(w, n, elimOf(st, e))
	})
	if err != nil {
		return err
	}
	closeList(w, n)
	n = 0
	err = lists.HandPoints(func(h rules.HandPoints) error {
		if n++; n == 1 { // left out when empty (omitempty)
			w.WriteString(",\n  \"hand_points\": [")
		}
		return writeItem(w, n, handOut{Moment: rules.Moment{Round: h.Round, Turn: h.Turn}, Seated: st.Seated(h.Seat),
			Points: h.Delta, Reason: h.Reason})
	})
	if err != nil {
		return err
	}
	if n > 0 {
		closeList(w, n)
	}
	_, err = w.WriteString("\n}\n")
	return err
}

// writeItem writes the n-th item of a list of the export's top level.
func writeItem(w *bufio.Writer, n int, item any) error {
	b, err := json.MarshalIndent(item, "    ", "  ")
	if err != nil {
		return err
	}
	if n > 1 {
		w.WriteByte(',')
	}
	w.WriteString("\n    ")
	_, err = w.Write(b)
	return err
}

// closeList ends a list of n items of the export's top level.
func closeList(w *bufio.Writer, n int) {
	if n > 0 {
		w.WriteString("\n  ")
	}
	w.WriteByte(']')
}

// elimOf is an elimination for JSON.
func elimOf(st rules.State, e rules.Elimination) elimOut {
	o := elimOut{Moment: rules.Moment{Round: e.Round, Turn: e.Turn}, Seated: st.Seated(e.Seat), Cause: string(e.Cause)}
	if e.Culprit != rules.NoSeat {
		culprit, name := e.Culprit, st.Name(e.Culprit)
		o.Culprit, o.CulpritName = &culprit, &name
	}
	return o
}

// newHead builds the JSON export up to its lists; its title is the
// variant's English name in every language, as the export is for
// programs.
func newHead(st rules.State, s rules.Summary, info journal.Info) exportHead {
	out := exportHead{Variant: s.Variant.String(), Title: wording.English().Common.Variant(s.Variant), Game: info.Name,
		Over: s.Over, Winners: []string{}, WinnerSeats: []int{}, Rounds: s.Rounds, Turns: s.Turns,
		DurationSeconds: int64(info.Duration() / time.Second),
		Standings:       []standingOut{}}
	if s.Variant == rules.Lord {
		out.Target = &st.Setup.Target
	}
	if !info.Start.IsZero() {
		out.Start, out.End = &info.Start, &info.End
	}
	for _, seat := range s.Winners {
		out.Winners = append(out.Winners, st.Name(seat))
		out.WinnerSeats = append(out.WinnerSeats, seat)
	}
	for _, p := range s.Standings {
		o := standingOut{Place: p.Place, Seated: rules.Seated{Seat: p.Seat, Name: p.Name}, Winner: p.Winner, Life: p.Life, Poison: p.Poison,
			Out: p.Out, TurnsTaken: p.Stats.TurnsTaken, Eliminated: p.Stats.Eliminated,
			LifeLost: p.LifeLost, LifeLostTo: shares(st, p.LostTo), LifeDealt: p.LifeDealt, LifeDealtTo: shares(st, p.DealtTo),
			TurnTime: turnSeconds(info.TurnTimes, p.Seat), Decks: append([]string{}, p.Decks...)}
		if n := len(p.Decks); n > 0 {
			o.Deck = &p.Decks[n-1]
		}
		if s.Variant == rules.Lord {
			o.Points, o.TurnsWhileLord = &p.Points, &p.Stats.TurnsAsLord
			o.PointsBySource = rules.PointsByKey(p.PointsBySource)
		} else {
			o.TurnsWhileIT, o.PassivityLost = &p.Stats.TurnsAsIT, &p.Stats.PassivityLost
		}
		out.Standings = append(out.Standings, o)
	}
	return out
}

// turnSeconds is seat's total turn time in whole seconds, or nil when it
// is not known.
func turnSeconds(turns []time.Duration, seat int) *int64 {
	if seat < 0 || seat >= len(turns) {
		return nil
	}
	secs := int64(turns[seat] / time.Second)
	return &secs
}

// shares are life shares for JSON.
func shares(st rules.State, in []rules.LifeShare) []shareOut {
	out := make([]shareOut, len(in))
	for i, sh := range in {
		out[i] = shareOut{Passivity: sh.Passivity, Life: sh.Life}
		if sh.Seat != rules.NoSeat {
			seat, name := sh.Seat, st.Name(sh.Seat)
			out[i].Seat, out[i].Name = &seat, &name
		}
	}
	return out
}
