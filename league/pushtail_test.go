package league

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/internal/pgtest"
	"rolekeeper/rules"
)

// leagueCopy is everything the league holds of its games but the time
// of the push: every games row and every record, in order.
func leagueCopy(t testing.TB, db *DB) string {
	t.Helper()
	ctx := context.Background()
	rows, err := db.conn.Query(ctx, `SELECT id, table_name, modified, lines, digest, variant, players, over,
		started, changed FROM `+tGames+` ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	var out string
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			t.Fatal(err)
		}
		out += fmt.Sprintln(vals...)
	}
	rows.Close()
	rows, err = db.conn.Query(ctx, "SELECT game, seq, line FROM "+tRecords+" ORDER BY game, seq")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			t.Fatal(err)
		}
		out += fmt.Sprintln(vals...)
	}
	return out
}

// growing is a game file that grows as a table plays on: its events and
// how many of them the file holds.
type growing struct {
	path   string
	events []rules.Event
	at     func(seq int) time.Time
	held   int
}

// newGrowing writes the setup and first n of events at path, the game's
// id idOf(setup).
func newGrowing(t testing.TB, path string, setup rules.Setup, events []rules.Event, n int) *growing {
	t.Helper()
	return newGrowingID(t, path, setup, idOf(setup), events, n)
}

// newGrowingID is newGrowing with the game id id.
func newGrowingID(t testing.TB, path string, setup rules.Setup, id string, events []rules.Event, n int) *growing {
	t.Helper()
	g := &growing{path: path, events: events, at: gamefile.Every(t0, time.Minute)}
	data := gamefile.Encode(setup, id, events[:n], g.at)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	g.held = n
	return g
}

// growingID is the id of the growing games, but for its first digit.
const growingID = "00112233445566778899aabbccddeeff"

// idOf is the id of a growing game of setup.
func idOf(setup rules.Setup) string { return fmt.Sprint(int(setup.Variant)%10) + growingID[1:] }

// grow appends the next n events.
func (g *growing) grow(t testing.TB, n int) {
	t.Helper()
	var b []byte
	for ; n > 0 && g.held < len(g.events); n-- {
		g.held++
		b = append(b, gamefile.Line(g.events[g.held-1], g.held, g.at)...)
	}
	gamefile.Append(t, g.path, b)
}

// TestPushTailIsTheWholePush: a game file grown several times (with undo
// and redo among its events) and pushed after each growth through the
// push log leaves the league holding exactly what pushing it whole each
// time leaves in another league, and says the same of each push.
func TestPushTailIsTheWholePush(t *testing.T) {
	c := pgtest.Start(t)
	ctx := context.Background()
	tailURL, wholeURL := c.NewDatabase(t), c.NewDatabase(t)
	tailDB, wholeDB := connect(t, tailURL), connect(t, wholeURL)
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		setup := gamegen.LongSetup(v)
		_, events := gamegen.Plain(gamegen.Running).Play(gamegen.Seeded(11, uint64(v)), setup, 900)
		g := newGrowing(t, filepath.Join(t.TempDir(), "game.jsonl"), setup, events, 40)
		log := OpenPushLog(filepath.Join(t.TempDir(), "pushed.json"), tailURL)
		tails := 0
		for step := 0; g.held < len(events); step++ {
			if step > 0 {
				g.grow(t, 3+step*7)
			}
			before := log.entries[g.path].Tail
			got, err := tailDB.PushNoting(ctx, log, g.path, "t")
			if err != nil {
				t.Fatal(err)
			}
			want, err := wholeDB.Push(ctx, g.path, "t")
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("%v step %d: the push says %+v, the whole push %+v", v, step, got, want)
			}
			if a, b := leagueCopy(t, tailDB), leagueCopy(t, wholeDB); a != b {
				t.Fatalf("%v step %d: the leagues differ", v, step)
			}
			if e := log.entries[g.path]; before != nil && e.Tail != nil && e.Tail.Tails > before.Tails {
				tails++
			}
		}
		if tails < 5 {
			t.Fatalf("%v: only %d pushes read the tail alone", v, tails)
		}
		if err := log.Save(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPushTailReadsNoPrefix: a long game file that grew by a few records
// since its push is pushed reading only them and the bytes next to its
// mark (counted as read), a small fraction of the file, and the push log
// read back from its file goes on from there.
func TestPushTailReadsNoPrefix(t *testing.T) {
	c := pgtest.Start(t)
	ctx := context.Background()
	url := c.NewDatabase(t)
	db := connect(t, url)
	setup := gamegen.LongSetup(rules.Lord)
	var events []rules.Event
	for e := range gamegen.LongEvents(setup, 20100, 4) {
		events = append(events, e)
	}
	g := newGrowing(t, filepath.Join(t.TempDir(), "game.jsonl"), setup, events, 20000)
	file := filepath.Join(t.TempDir(), "pushed.json")
	log := OpenPushLog(file, url)
	if _, err := db.PushNoting(ctx, log, g.path, "t"); err != nil {
		t.Fatal(err)
	}
	if err := log.Save(); err != nil {
		t.Fatal(err)
	}
	var read int
	onTailRead = func(n int) { read += n }
	defer func() { onTailRead = nil }()
	for range 3 {
		log = OpenPushLog(file, url)
		size := fileSize(t, g.path)
		g.grow(t, 33)
		gained := fileSize(t, g.path) - size
		read = 0
		p, err := db.PushNoting(ctx, log, g.path, "t")
		if err != nil || p.Outcome != Completed || p.Records != 33 {
			t.Fatalf("a push of 33 records more: %+v, %v", p, err)
		}
		if read == 0 || int64(read) > gained+2*window {
			t.Fatalf("read %d bytes of a file of %d that gained %d", read, size+gained, gained)
		}
		if err := log.Save(); err != nil {
			t.Fatal(err)
		}
	}
	check := connect(t, url)
	if err := check.Check(ctx, g.path); err != nil {
		t.Fatalf("the league's copy is not the file's: %v", err)
	}
}

func fileSize(t testing.TB, path string) int64 {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info.Size()
}

// TestPushTailDoubtsReadWhole: a file that cannot be shown to be the one
// pushed is read whole, and the push says what a whole push says: the
// file replaced by another (a copy with the same bytes and more), one
// put in its place as a hard link to another game, one truncated and
// written again with another game's events after the same setup (its
// first bytes the same), and one whose league copy another push changed.
// (Undo and redo that reach before the push are in
// TestPushTailIsTheWholePush.)
func TestPushTailDoubtsReadWhole(t *testing.T) {
	c := pgtest.Start(t)
	ctx := context.Background()
	url := c.NewDatabase(t)
	db := connect(t, url)
	setup := gamegen.LongSetup(rules.Buhmann)
	var events []rules.Event
	for e := range gamegen.LongEvents(setup, 400, 8) {
		events = append(events, e)
	}
	dir := t.TempDir()
	cases := map[string]func(g *growing) error{
		"replaced": func(g *growing) error {
			data, err := os.ReadFile(g.path)
			if err != nil {
				return err
			}
			if err := os.WriteFile(g.path+".new", data, 0o644); err != nil {
				return err
			}
			if err := os.Rename(g.path+".new", g.path); err != nil {
				return err
			}
			g.grow(t, 5)
			return nil
		},
		"hard link": func(g *growing) error {
			other := newGrowing(t, filepath.Join(dir, "other.jsonl"), setup, events, g.held+5)
			if err := os.Remove(g.path); err != nil {
				return err
			}
			g.held += 5
			return os.Link(other.path, g.path)
		},
		"rewritten": func(g *growing) error { // the same file, the same setup, another game's events
			var others []rules.Event
			for e := range gamegen.LongEvents(setup, g.held+5, 9) {
				others = append(others, e)
			}
			g.held += 5
			return os.WriteFile(g.path, gamefile.Encode(setup, idOf(setup), others, g.at), 0o644)
		},
		"league changed": func(g *growing) error {
			g.grow(t, 5)
			_, err := db.conn.Exec(ctx, "UPDATE "+tGames+" SET digest = '\\x00' WHERE id = $1", idOf(setup))
			return err
		},
	}
	for name, change := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := db.conn.Exec(ctx, "DELETE FROM "+tRecords+"; DELETE FROM "+tGames); err != nil {
				t.Fatal(err)
			}
			g := newGrowing(t, filepath.Join(t.TempDir(), "game.jsonl"), setup, events, 300)
			log := OpenPushLog(filepath.Join(t.TempDir(), "pushed.json"), url)
			if _, err := db.PushNoting(ctx, log, g.path, "t"); err != nil || log.entries[g.path].Tail == nil {
				t.Fatalf("first push: %v, mark %v", err, log.entries[g.path].Tail != nil)
			}
			read := 0
			onTailRead = func(n int) { read += n }
			defer func() { onTailRead = nil }()
			if err := change(g); err != nil {
				t.Fatal(err)
			}
			got, gerr := db.PushNoting(ctx, log, g.path, "t")
			tails := 0
			if e := log.entries[g.path].Tail; e != nil {
				tails = e.Tails
			}
			if tails != 0 {
				t.Fatalf("pushed as a tail (%d bytes read): %+v, %v", read, got, gerr)
			}
			var ce *ConflictError
			switch name {
			case "rewritten", "league changed":
				if !errors.As(gerr, &ce) {
					t.Fatalf("want the conflict a whole push finds, got %+v, %v", got, gerr)
				}
			default:
				if gerr != nil || got.Outcome != Completed || got.Records != 5 {
					t.Fatalf("want 5 records sent, got %+v, %v", got, gerr)
				}
			}
		})
	}
}

// BenchmarkPushTailGrown is `league push` of three 150,000-record games
// each grown by 100 records since their last push: through the push log
// (only the tail read, pushTail) against pushing the same growth whole
// into another league (every file read, checked and replayed), each
// with the processor time of the test's process (cpu-ms; the server's
// own is not in it) and the bytes the tail pushes read.
//
//	go test ./league -run '^$' -bench PushTailGrown -benchtime 3x
func BenchmarkPushTailGrown(b *testing.B) {
	c := pgtest.Start(b)
	ctx := context.Background()
	tailURL, wholeURL := c.NewDatabase(b), c.NewDatabase(b)
	tailDB, wholeDB := connect(b, tailURL), connect(b, wholeURL)
	log := OpenPushLog(filepath.Join(b.TempDir(), "pushed.json"), tailURL)
	const records, growth = 150000, 100
	var games []*growing
	for i, v := range []rules.Variant{rules.Lord, rules.Buhmann, rules.Lord} {
		setup := gamegen.LongSetup(v)
		setup.Seed = uint64(i)
		var events []rules.Event
		for e := range gamegen.LongEvents(setup, records+growth*b.N, uint64(i)) {
			events = append(events, e)
		}
		g := newGrowingID(b, filepath.Join(b.TempDir(), fmt.Sprintf("game-%d.jsonl", i)), setup,
			fmt.Sprint(i)+growingID[1:], events, records)
		games = append(games, g)
		if _, err := tailDB.PushNoting(ctx, log, g.path, "bench"); err != nil {
			b.Fatal(err)
		}
		if _, err := wholeDB.Push(ctx, g.path, "bench"); err != nil {
			b.Fatal(err)
		}
	}
	var read int
	onTailRead = func(n int) { read += n }
	defer func() { onTailRead = nil }()
	var tailCPU, wholeCPU time.Duration
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		for _, g := range games {
			g.grow(b, growth)
		}
		read = 0
		b.StartTimer()
		cpu := cputime.Used()
		for _, g := range games {
			if p, err := tailDB.PushNoting(ctx, log, g.path, "bench"); err != nil || p.Records != growth {
				b.Fatal(p, err)
			}
		}
		tailCPU += cputime.Used() - cpu
		b.StopTimer()
		cpu = cputime.Used()
		for _, g := range games {
			if p, err := wholeDB.Push(ctx, g.path, "bench"); err != nil || p.Records != growth {
				b.Fatal(p, err)
			}
		}
		wholeCPU += cputime.Used() - cpu
		b.StartTimer()
	}
	b.ReportMetric(float64(tailCPU.Microseconds())/1000/float64(b.N), "cpu-ms/tail-push-3")
	b.ReportMetric(float64(wholeCPU.Microseconds())/1000/float64(b.N), "cpu-ms/whole-push-3")
	b.ReportMetric(float64(read), "bytes-read/tail-push-3")
	b.ReportMetric(float64(fileSize(b, games[0].path)), "bytes/file")
	if err := log.Save(); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(fileSize(b, log.file))/3, "log-bytes/file")
}
