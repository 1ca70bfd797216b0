// Command season writes the random season of stats' tests and
// benchmarks (gamefile.StatsSeason) as game files into a folder, for the
// real binary's figures of BENCHMARKS.md:
//
//	dir=$(mktemp -d) && go run ./internal/tools/season -games 10000 -events 100 -dir "$dir"
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
)

func main() {
	games := flag.Int("games", 1000, "number of games")
	events := flag.Int("events", 500, "events of each game, about")
	seed := flag.Uint64("seed", 2026, "seed of the random games (the benchmarks' is 2026)")
	dir := flag.String("dir", "", "the folder to write into (it must exist)")
	flag.Parse()
	if *dir == "" || *games < 1 || *events < 1 {
		fmt.Fprintln(os.Stderr, "season: -dir, -games and -events are needed (see -help)")
		os.Exit(2)
	}
	// The first game of the benchmarks' season (stats/gen_test.go's t0).
	start := time.Date(2026, 9, 4, 19, 0, 0, 0, time.UTC)
	s := gamefile.StatsSeason(start)
	if _, err := s.WriteFiles(*dir, gamegen.Seeded(*seed, 1), *games, *events); err != nil {
		fmt.Fprintln(os.Stderr, "season:", err)
		os.Exit(1)
	}
}
