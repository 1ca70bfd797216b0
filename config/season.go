package config

import "strconv"

// Season is a season of the club's league as the config file writes it:
//
//	[league.season]               # or [[league.season]], one per season
//	name = "Herbst 2026"
//	first = "2026-10-01"          # first and last day, in zone
//	last = "2026-12-31"
//	zone = "Europe/Berlin"        # the club's time zone (IANA); "" is UTC
//	points = "result"             # "result" (win/draw/loss), "place" (place = [...]) or "variant"
//	win = 3
//	draw = 1
//	loss = 0
//	count = 15                    # games counted per player; 0 all
//	best = false                  # the best count games, else the first
//	min_opponents = 12            # distinct opponents to be ranked
//	tiebreaks = ["wins", "win_rate", "opponents_points"]
//	seed = 2026                   # the seeded draw, the last tiebreak
//
// The command line checks the values (the days, the zone, the
// tiebreaks' names); here only their types.
type Season struct {
	Name, First, Last, Zone, Points string
	Win, Draw, Loss                 int
	Place                           []int
	Count                           int
	Best                            bool
	MinOpponents                    int
	Tiebreaks                       []string
	Seed                            int64
}

// seasons takes [league.season] (a table or a list of tables) of the
// [league] table.
func seasons(table map[string]any) ([]Season, error) {
	v, ok := table["season"]
	if !ok {
		return nil, nil
	}
	var raws []map[string]any
	switch v := v.(type) {
	case map[string]any:
		raws = []map[string]any{v}
	case []map[string]any:
		raws = v
	case []any:
		for _, e := range v {
			m, ok := e.(map[string]any)
			if !ok {
				return nil, kindError("league.season", "season")
			}
			raws = append(raws, m)
		}
	default:
		return nil, kindError("league.season", "season")
	}
	out := make([]Season, 0, len(raws))
	for i, raw := range raws {
		s, err := season(raw, "league.season["+strconv.Itoa(i)+"].")
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func season(raw map[string]any, at string) (Season, error) {
	var s Season
	for key, to := range map[string]*string{"name": &s.Name, "first": &s.First, "last": &s.Last, "zone": &s.Zone, "points": &s.Points} {
		if v, ok := raw[key]; ok {
			text, ok := v.(string)
			if !ok {
				return s, typeError(at+key, false)
			}
			*to = text
		}
	}
	for key, to := range map[string]*int{"win": &s.Win, "draw": &s.Draw, "loss": &s.Loss, "count": &s.Count, "min_opponents": &s.MinOpponents} {
		if v, ok := raw[key]; ok {
			n, ok := v.(int64)
			if !ok {
				return s, kindError(at+key, "number")
			}
			if n < -maxPoints || n > maxPoints {
				return s, rangeError(at+key, -maxPoints, maxPoints)
			}
			*to = int(n)
		}
	}
	if v, ok := raw["seed"]; ok {
		n, ok := v.(int64)
		if !ok {
			return s, kindError(at+"seed", "number")
		}
		s.Seed = n
	}
	if v, ok := raw["best"]; ok {
		b, ok := v.(bool)
		if !ok {
			return s, kindError(at+"best", "bool")
		}
		s.Best = b
	}
	if v, ok := raw["place"]; ok {
		list, ok := v.([]any)
		if !ok || len(list) > 64 {
			return s, kindError(at+"place", "list")
		}
		for _, e := range list {
			n, ok := e.(int64)
			if !ok {
				return s, kindError(at+"place", "list")
			}
			if n < -maxPoints || n > maxPoints {
				return s, rangeError(at+"place", -maxPoints, maxPoints)
			}
			s.Place = append(s.Place, int(n))
		}
	}
	if v, ok := raw["tiebreaks"]; ok {
		list, ok := v.([]any)
		if !ok || len(list) > 16 {
			return s, kindError(at+"tiebreaks", "list")
		}
		for _, e := range list {
			t, ok := e.(string)
			if !ok {
				return s, kindError(at+"tiebreaks", "list")
			}
			s.Tiebreaks = append(s.Tiebreaks, t)
		}
	}
	return s, nil
}

// maxPoints is the most (and minus it the least) a season's points for
// a result or a place, and its counts, may be.
const maxPoints = 1000

// rangeError is a whole number out of its range, least to most
// (wording.ReasonConfigRange).
func rangeError(key string, least, most int) error {
	l, m := strconv.Itoa(least), strconv.Itoa(most)
	return &reason{key: "config.range", text: key + " should be from " + l + " to " + m, args: []string{key, l, m}}
}

// kindError is a value of the wrong kind (wording.ReasonConfigKind).
func kindError(key, kind string) error {
	return &reason{key: "config.kind", text: key + " should be a " + kind, args: []string{key, kind}}
}
