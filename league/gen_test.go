package league

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// pool is the club: more people than seats, so that games mix them.
var pool = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}

// t0 is the first club night of the test season.
var t0 = time.Date(2026, 10, 2, 19, 0, 0, 0, time.UTC)

// randomGame plays a random legal game of about n events (undo and redo
// among them) that does not end before them, and ends a finished one with
// an End record.
func randomGame(r *rand.Rand, n int, finished bool) (rules.Setup, []rules.Event) {
	s := rules.Setup{Variant: rules.Buhmann, Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: r.Uint64()}
	players := 3 + r.IntN(4)
	if r.IntN(2) == 0 {
		s.Variant, players = rules.Lord, 5+r.IntN(3)
	}
	for _, i := range r.Perm(len(pool))[:players] {
		s.Players = append(s.Players, pool[i])
	}
	g, _, err := rules.NewGame(s)
	if err != nil {
		panic(err)
	}
	var out []rules.Event
	for tries := 0; len(out) < n && !g.Over && tries < 100*n; tries++ {
		e := candidate(r, g)
		next, _, err := rules.Apply(g, e)
		if err != nil || next.Over {
			continue
		}
		g, out = next, append(out, e)
	}
	if finished && !g.Over {
		out = append(out, rules.End{})
	}
	return s, out
}

// candidate is a random event for g, which the rules may refuse.
func candidate(r *rand.Rand, g rules.Game) rules.Event {
	n := len(g.Players)
	switch k := r.IntN(100); {
	case k < 35:
		return rules.Pass{}
	case k < 65:
		return rules.LifeChange{Source: g.Active, Changes: []rules.Change{{Seat: r.IntN(n), Delta: r.IntN(12) - 9}}}
	case k < 78:
		return rules.Attack{Attacker: g.Active, Defenders: r.Perm(n)[:1]}
	case k < 85:
		return rules.Eliminate{Seats: []int{r.IntN(n)}, Culprit: r.IntN(n), Cause: rules.CauseConcede}
	case k < 92:
		return rules.Undo{}
	}
	return rules.Redo{}
}

// encodeGame is a game file of setup and events, one event a minute from
// start; id "" writes a setup without an id, as older files have.
func encodeGame(setup rules.Setup, id string, events []rules.Event, start time.Time) []byte {
	data := append(journal.EncodeSetupID(setup, id), '\n')
	for i, e := range events {
		data = append(data, journal.EncodeEvent(e, i+1, start.Add(time.Duration(i)*time.Minute))...)
		data = append(data, '\n')
	}
	return data
}

// writeSeason writes n random games of about events events into dir, one
// every day from the day'th, one in five unfinished, every third without
// an id, and returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, day, n, events int) []string {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	var paths []string
	for i := range n {
		setup, evs := randomGame(r, events, i%5 != 4)
		id := fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
		if i%3 == 2 {
			id = ""
		}
		path := filepath.Join(dir, fmt.Sprintf("game-%d-%03d.jsonl", seed, i))
		start := t0.Add(time.Duration(day+i) * 24 * time.Hour)
		if err := os.WriteFile(path, encodeGame(setup, id, evs, start), 0o644); err != nil {
			tb.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}
