package stats

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

// pool is the playgroup of the random games: more people than seats, so
// that games mix them.
var pool = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan",
	"Kai", "Lia", "Mo", "Nele", "Ole", "Pia", "Quirin", "Rosa", "Sven", "Tea"}

// deckPool are the decks of the random games; "" is a deck not said.
var deckPool = []string{"", "Elfen", "Zombies", "Goblins", "Drachen", "elfen", "Vampire", "Engel"}

// t0 is the start of the random season.
var t0 = time.Date(2026, 9, 4, 19, 0, 0, 0, time.UTC)

// randomSetup returns a legal setup of a random variant with players
// drawn from the pool.
func randomSetup(r *rand.Rand) rules.Setup {
	s := rules.Setup{Variant: rules.Buhmann, Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: r.Uint64()}
	n := 3 + r.IntN(6)
	if r.IntN(2) == 0 {
		s.Variant, n = rules.Lord, 5+r.IntN(5)
	}
	for _, i := range r.Perm(len(pool))[:n] {
		s.Players = append(s.Players, pool[i])
	}
	if r.IntN(3) > 0 {
		for range s.Players {
			s.Decks = append(s.Decks, deckPool[r.IntN(len(deckPool))])
		}
	}
	return s
}

// candidate returns a random event for g, which the rules may refuse.
func candidate(r *rand.Rand, g rules.Game) rules.Event {
	n := len(g.Players)
	seat := func() int { return r.IntN(n) }
	switch k := r.IntN(1000); {
	case k < 330:
		return rules.Pass{}
	case k < 560:
		e := rules.LifeChange{Source: rules.NoSeat}
		if r.IntN(3) > 0 {
			e.Source = g.Active
		}
		for _, s := range r.Perm(n)[:1+r.IntN(2)] {
			e.Changes = append(e.Changes, rules.Change{Seat: s, Delta: r.IntN(12) - 9})
		}
		return e
	case k < 600:
		return rules.Poison{Changes: []rules.Change{{Seat: seat(), Delta: r.IntN(6) - 1}}, Source: g.Active} // C-11
	case k < 720:
		return rules.Attack{Attacker: g.Active, Defenders: r.Perm(n)[:1+r.IntN(2)]}
	case k < 820:
		return rules.Target{Actor: seat(), Owner: seat(), Kind: rules.TargetKinds[r.IntN(len(rules.TargetKinds))]}
	case k < 850:
		culprit := seat()
		if r.IntN(4) == 0 {
			culprit = rules.NoSeat
		}
		return rules.Eliminate{Seats: []int{seat()}, Culprit: culprit, Cause: rules.Causes[r.IntN(len(rules.Causes))]}
	case k < 880:
		return rules.Points{Seat: seat(), Delta: r.IntN(3) - 1, Reason: "table vote"}
	case k < 900:
		return rules.Deck{Seat: seat(), Deck: deckPool[1+r.IntN(len(deckPool)-1)]}
	case k < 940:
		return rules.Undo{}
	}
	return rules.Redo{}
}

// randomGame plays a random legal game of about events events (undo and
// redo included) and returns its setup and events. A finished game ends
// on its own or with an End record; an unfinished one never ends.
func randomGame(r *rand.Rand, events int, finished bool) (rules.Setup, []rules.Event) {
	setup := randomSetup(r)
	g, _, err := rules.NewGame(setup)
	if err != nil {
		panic(err)
	}
	var out []rules.Event
	for len(out) < events && !g.Over {
		e := candidate(r, g)
		next, _, err := rules.Apply(g, e)
		if err != nil || next.Over && !finished {
			continue
		}
		g, out = next, append(out, e)
	}
	if finished && !g.Over {
		out = append(out, rules.End{})
	}
	return setup, out
}

// encodeGame returns a game file of setup and events, one event a minute
// from start.
func encodeGame(setup rules.Setup, events []rules.Event, start time.Time) []byte {
	data := append(journal.EncodeSetup(setup), '\n')
	for i, e := range events {
		data = append(data, journal.EncodeEvent(e, i+1, start.Add(time.Duration(i)*time.Minute))...)
		data = append(data, '\n')
	}
	return data
}

// writeSeason writes n random games of about events events each into dir,
// one every few days, one in eight unfinished, and returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, n, events int) []string {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var paths []string
	for i := range n {
		setup, evs := randomGame(r, events, i%8 != 7)
		path := filepath.Join(dir, fmt.Sprintf("game-%04d.jsonl", i))
		if err := os.WriteFile(path, encodeGame(setup, evs, t0.Add(time.Duration(i)*73*time.Hour)), 0o644); err != nil {
			tb.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}
