// Command longgame writes a long legal game file for the scaling figures of
// BENCHMARKS.md: a 7-player Lord game or a 6-player Buhmann game of any
// length, without undo or redo records, one event every 7 seconds.
//
//	go run ./internal/tools/longgame -variant lord -events 100000 > /tmp/lord-100k.jsonl
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/rules"
)

func main() {
	variant := flag.String("variant", "lord", "lord or buhmann")
	events := flag.Int("events", 1000, "number of event records")
	seed := flag.Uint64("seed", 1, "seed of the random events")
	flag.Parse()
	v, ok := rules.ParseVariant(*variant)
	if !ok {
		fmt.Fprintf(os.Stderr, "longgame: unknown variant %q (lord or buhmann)\n", *variant)
		os.Exit(2)
	}
	if err := write(os.Stdout, v, *events, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "longgame:", err)
		os.Exit(1)
	}
}

// write writes the setup and the events of the long game, one per line.
func write(f *os.File, v rules.Variant, n int, seed uint64) error {
	setup := gamegen.LongSetup(v)
	start := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	wrote, err := gamefile.Write(f, setup, "", gamegen.LongEvents(setup, n, seed), gamefile.Every(start, 7*time.Second))
	if err == nil && wrote < n {
		return fmt.Errorf("the game stalled after %d events", wrote)
	}
	return err
}
