package gamefile

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// Season is a season of random legal games of a club larger than the
// table, written as game files: the tests' and benchmarks' seasons of
// stats and of the league.
type Season struct {
	// Table draws each game's setup.
	Table gamegen.Table
	// EndsItself: a finished game is played until it ends (gamegen's
	// MayEnd, Finished); otherwise it is played on for its events and
	// ended with an End record.
	EndsItself bool
	// Unfinished: one game in Unfinished (the last of every Unfinished)
	// never ends; 0, none.
	Unfinished int
	// IDs: each game is drawn an id, and every third is left without.
	IDs bool
	// Start is the start of the first game, Apart the time between the
	// starts of two games; every event takes a minute.
	Start time.Time
	Apart time.Duration
	// Name is the file name of the i'th game.
	Name func(i int) string
}

// Game plays a random legal game of about events events (undo and redo
// among them); an unfinished one never ends.
func (s Season) Game(r gamegen.Source, events int, finished bool) (rules.Setup, []rules.Event) {
	setup := s.Table.Setup(r)
	if finished && s.EndsItself {
		_, out := gamegen.Plain(gamegen.MayEnd).Finished(r, setup, events)
		return setup, out
	}
	g, out := gamegen.Plain(gamegen.Running).Play(r, setup, events)
	if finished && !g.Over {
		out = append(out, rules.End{})
	}
	return setup, out
}

// Write writes n games of about events events each, drawn from r, into
// dir and returns their paths.
func (s Season) Write(tb testing.TB, dir string, r gamegen.Source, n, events int) []string {
	tb.Helper()
	paths, err := s.WriteFiles(dir, r, n, events)
	if err != nil {
		tb.Fatal(err)
	}
	return paths
}

// WriteFiles is Write for a program (internal/tools/season): it returns
// the first error instead of failing a test.
func (s Season) WriteFiles(dir string, r gamegen.Source, n, events int) ([]string, error) {
	var paths []string
	for i := range n {
		setup, evs := s.Game(r, events, s.Unfinished == 0 || i%s.Unfinished != s.Unfinished-1)
		id := ""
		if s.IDs {
			id = fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
			if i%3 == 2 {
				id = ""
			}
		}
		path := filepath.Join(dir, s.Name(i))
		start := s.Start.Add(time.Duration(i) * s.Apart)
		if err := os.WriteFile(path, Encode(setup, id, evs, Every(start, time.Minute)), 0o644); err != nil {
			return paths, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// StatsSeason is the random season of stats' tests and benchmarks, and
// of the real binary's figures in BENCHMARKS.md (internal/tools/season):
// a playgroup larger than the table, decks named in two games of three,
// a game every 73 hours from start, one in eight unfinished; a finished
// game ends on its own.
func StatsSeason(start time.Time) Season {
	return Season{
		Table:      gamegen.Table{MaxPlayers: 9, Pool: gamegen.Pool, Decks: true},
		EndsItself: true,
		Unfinished: 8,
		Start:      start,
		Apart:      73 * time.Hour,
		Name:       func(i int) string { return fmt.Sprintf("game-%04d.jsonl", i) },
	}
}
