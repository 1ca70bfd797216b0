package export

import (
	"encoding/json"
	"io"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Write writes the summary of g (winners, standings, eliminations, points
// by source, turns while IT or while Lord, life lost to passivity, rounds
// and duration) to w in the given format. The Markdown export is in the
// words of wd (nil: English); CSV and JSON keep English keys and values in
// every language, for programs to read. It returns w's error, or an
// error for an unknown format.
func Write(w io.Writer, g rules.Game, format Format, info journal.Info, wd *wording.Words) error {
	s := rules.NewSummary(g.State)
	if wd == nil {
		wd = wording.English()
	}
	switch format {
	case Markdown:
		return writeMarkdown(w, g.State, s, info, wd)
	case CSV:
		return writeCSV(w, s, info.TurnTimes)
	case JSON:
		b, err := json.MarshalIndent(newExport(g.State, s, info), "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	}
	return &UnknownFormat{Name: string(format)}
}

// SourceKeys name the point sources in CSV headers and JSON, indexed by
// rules.PointSource: the one table of them, which the statistics' CSV and
// JSON use too.
var SourceKeys = [rules.PointSourceCount]string{
	rules.PointsLordElimination:     "lord_elimination",
	rules.PointsOpponentElimination: "opponent_elimination",
	rules.PointsPairedOpponentOut:   "paired_opponent_out",
	rules.PointsWrongElimination:    "wrong_elimination",
	rules.PointsLordDeathBonus:      "lord_death_bonus",
	rules.PointsManual:              "manual",
}

// exportJSON is the JSON export. Seats are 0-based as in the game file.
type exportJSON struct {
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
	Eliminations    []elimOut     `json:"eliminations"`
	HandPoints      []handOut     `json:"hand_points,omitempty"`
}

type standingOut struct {
	Place          int            `json:"place"`
	Seat           int            `json:"seat"`
	Name           string         `json:"name"`
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
	Round  int    `json:"round"`
	Turn   int    `json:"turn"`
	Seat   int    `json:"seat"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

type elimOut struct {
	Round       int     `json:"round"`
	Turn        int     `json:"turn"`
	Seat        int     `json:"seat"`
	Name        string  `json:"name"`
	Culprit     *int    `json:"culprit"`
	CulpritName *string `json:"culprit_name"`
	Cause       string  `json:"cause"`
}

// newExport builds the JSON export; its title is the variant's English
// name in every language, as the export is for programs.
func newExport(st rules.State, s rules.Summary, info journal.Info) exportJSON {
	out := exportJSON{Variant: s.Variant.String(), Title: wording.English().Common.Variant(s.Variant), Game: info.Name,
		Over: s.Over, Winners: []string{}, WinnerSeats: []int{}, Rounds: s.Rounds, Turns: s.Turns,
		DurationSeconds: int64(info.Duration() / time.Second),
		Standings:       []standingOut{}, Eliminations: []elimOut{}}
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
		o := standingOut{Place: p.Place, Seat: p.Seat, Name: p.Name, Winner: p.Winner, Life: p.Life, Poison: p.Poison,
			Out: p.Out, TurnsTaken: p.Stats.TurnsTaken, Eliminated: p.Stats.Eliminated,
			LifeLost: p.LifeLost, LifeLostTo: shares(st, p.LostTo), LifeDealt: p.LifeDealt, LifeDealtTo: shares(st, p.DealtTo),
			TurnTime: turnSeconds(info.TurnTimes, p.Seat), Decks: append([]string{}, p.Decks...)}
		if n := len(p.Decks); n > 0 {
			o.Deck = &p.Decks[n-1]
		}
		if s.Variant == rules.Lord {
			o.Points, o.TurnsWhileLord = &p.Points, &p.Stats.TurnsAsLord
			o.PointsBySource = map[string]int{}
			for src, n := range p.PointsBySource {
				o.PointsBySource[SourceKeys[src]] = n
			}
		} else {
			o.TurnsWhileIT, o.PassivityLost = &p.Stats.TurnsAsIT, &p.Stats.PassivityLost
		}
		out.Standings = append(out.Standings, o)
	}
	for _, e := range s.Eliminations {
		o := elimOut{Round: e.Round, Turn: e.Turn, Seat: e.Seat, Name: st.Name(e.Seat), Cause: string(e.Cause)}
		if e.Culprit != rules.NoSeat {
			culprit, name := e.Culprit, st.Name(e.Culprit)
			o.Culprit, o.CulpritName = &culprit, &name
		}
		out.Eliminations = append(out.Eliminations, o)
	}
	for _, h := range s.HandPoints {
		out.HandPoints = append(out.HandPoints, handOut{Round: h.Round, Turn: h.Turn, Seat: h.Seat, Name: st.Name(h.Seat),
			Points: h.Delta, Reason: h.Reason})
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
