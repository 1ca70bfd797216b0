package stats

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"pgregory.net/rapid"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
)

// randomGames returns the facts of n random games, read back through the
// journal as a game file would be.
func randomGames(t *rapid.T, n int) []Game {
	r := gamegen.Seeded(rapid.Uint64().Draw(t, "seed"), 2)
	games := make([]Game, n)
	for i := range games {
		setup, events := randomGame(r, 20+r.IntN(120), r.IntN(5) > 0)
		start := t0.Add(time.Duration(r.IntN(2000)) * time.Hour)
		path := fmt.Sprintf("g%d.jsonl", i)
		f, err := journal.Parse(path, gamefile.Encode(setup, "", events, gamefile.Every(start, time.Minute)))
		if err != nil {
			t.Fatal(err)
		}
		games[i] = FromFile(f, time.Time{})
	}
	return games
}

// TestSeasonIsSumOfGames: the statistics of N games equal the sum (Merge)
// of the statistics of each game, in any order.
func TestSeasonIsSumOfGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		games := randomGames(t, rapid.IntRange(1, 8).Draw(t, "games"))
		ids := NewIdentities(map[string]string{"Hana": "Ana", "Ivo": "Ben"})
		whole := Aggregate(games, Filter{}, ids)
		var sum Season
		for _, i := range rapid.Permutation(indexes(len(games))).Draw(t, "order") {
			sum = sum.Merge(Aggregate(games[i:i+1], Filter{}, ids))
		}
		if !reflect.DeepEqual(normal(whole), normal(sum)) {
			t.Fatalf("season of all games:\n%+v\nsum of each game:\n%+v", whole, sum)
		}
		checkBalance(t, whole)
	})
}

// checkBalance checks that a season adds up: every finished game counts
// once per player, the eliminations made and suffered are the matrix's.
func checkBalance(t *rapid.T, s Season) {
	made, suffered, matrix, culprits := 0, 0, 0, 0
	for _, p := range s.Players {
		made += p.Eliminations
		suffered += p.TimesEliminated()
		if p.Wins+p.Draws > p.Games || len(p.Results) != p.Games {
			t.Fatalf("%s: %d wins and %d draws in %d games (%d results)", p.Name, p.Wins, p.Draws, p.Games, len(p.Results))
		}
	}
	for culprit, row := range s.Matrix.Counts {
		for victim, n := range row {
			matrix += n
			if culprit != NoCulprit && culprit != victim {
				culprits += n
			}
		}
	}
	if suffered != matrix || made != culprits {
		t.Fatalf("eliminations: %d suffered, %d in the matrix; %d made, %d with a culprit in the matrix", suffered, matrix, made, culprits)
	}
}

// normal drops what Merge may leave nil where Aggregate leaves empty.
func normal(s Season) Season {
	if len(s.Damaged) == 0 {
		s.Damaged = nil
	}
	if len(s.Players) == 0 {
		s.Players = nil
	}
	if len(s.Matrix.Counts) == 0 {
		s.Matrix.Counts = nil
	}
	return s
}

func indexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
