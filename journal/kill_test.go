//go:build unix

package journal

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/race"
)

// killIterations is how many times TestKillWriter kills its writer: 50, 10
// with -short, 20 under the race detector (which .ci/run follows with a
// pass without it, at 50: under it every writer is a process of its own
// that starts and fsyncs several times slower, 31–38 s for 50, and 20
// kills go through every path 50 do, five of them after a torn tail), or
// JOURNAL_KILL_ITERATIONS.
func killIterations(t *testing.T) int {
	if s := os.Getenv("JOURNAL_KILL_ITERATIONS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("JOURNAL_KILL_ITERATIONS=%q is not a positive number", s)
		}
		return n
	}
	if testing.Short() {
		return 10
	}
	if race.Enabled {
		return 20
	}
	return 50
}

// TestKillWriter runs a writer process that appends events of a legal
// random game and acknowledges each one after its fsync, kills it with
// SIGKILL at a random moment, and resumes the game: every acknowledged
// event must be in the file, byte for byte, with seq numbers 1, 2, 3, …
// without a gap, and the resumed game must equal a fresh replay of the
// file. The next writer resumes the same file, so kills while opening are
// covered too; every fourth run starts from a torn last line, as after a
// power loss, so kills while repairing are covered as well.
func TestKillWriter(t *testing.T) {
	n := killIterations(t)
	seed := rand.Uint64() // a new game every run, without reading the clock
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 3))
	path := filepath.Join(t.TempDir(), "game.jsonl")
	acked := map[int]string{} // seq → the exact line acknowledged
	totalAcks, damaged := 0, 0
	for i := range n {
		if i%4 == 3 {
			tear(t, r, path) // a power loss before this run: the writer must repair first
		}
		cmd, out := child(t, "writer", path, r.Uint64())
		// Wait for 0 to 40 acknowledgements, then a random moment more.
		want := r.IntN(41)
		for range want {
			line, err := out.ReadString('\n')
			if err != nil {
				t.Fatalf("iteration %d: the writer stopped: %v", i, err)
			}
			rec, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), "ack ")
			if !ok {
				t.Fatalf("iteration %d: the writer said %q", i, line)
			}
			decoded, err := DecodeRecord([]byte(rec))
			if err != nil {
				t.Fatalf("iteration %d: acknowledged %q: %v", i, rec, err)
			}
			acked[decoded.Seq] = rec
			totalAcks++
		}
		time.Sleep(time.Duration(r.IntN(3000)) * time.Microsecond)
		childtest.Kill(t, cmd, out)

		j, d, err := Open(path)
		if errors.Is(err, os.ErrNotExist) && len(acked) == 0 {
			continue // killed before it created the file
		}
		if err != nil {
			t.Fatalf("iteration %d: resume: %v", i, err)
		}
		if d.Damaged() {
			damaged++
		}
		checkResumed(t, i, j, path, acked)
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
	}
	kept, _ := filepath.Glob(path + ".damaged*")
	t.Logf("%d kills, %d acknowledged events, %d torn tails repaired (%d by this test after a kill)",
		n, totalAcks, len(kept), damaged)
	if n >= 4 && len(kept) == 0 {
		t.Error("no torn tail was repaired: the test tested no repair")
	}
	if totalAcks == 0 {
		t.Fatal("no event was ever acknowledged: the test tested nothing")
	}
}

// tear appends the start of a record to the game file, as a write cut by a
// power loss leaves it.
func tear(t *testing.T, r *rand.Rand, path string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec := `{"v":1,"seq":99999,"at":"2026-11-30T20:15:00Z","type":"life","changes":[{"seat":0,"delta":-3}],"source":null}`
	if _, err := f.WriteString(rec[:1+r.IntN(len(rec)-1)]); err != nil {
		t.Fatal(err)
	}
}

// checkResumed checks a resumed journal against the acknowledged lines.
func checkResumed(t *testing.T, i int, j *Journal, path string, acked map[int]string) {
	t.Helper()
	records := j.Records()
	for k, rec := range records {
		if rec.Seq != k+1 {
			t.Fatalf("iteration %d: record %d has seq %d", i, k+1, rec.Seq)
		}
	}
	for seq, line := range acked {
		if seq > len(records) {
			t.Fatalf("iteration %d: acknowledged event %d is lost (the file has %d)", i, seq, len(records))
		}
		rec := records[seq-1]
		if got := string(EncodeEvent(rec.Event, rec.Seq, rec.At)); got != line {
			t.Fatalf("iteration %d: event %d is\n%s\nbut was acknowledged as\n%s", i, seq, got, line)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(data, []byte("\n")) {
		t.Fatalf("iteration %d: the resumed file does not end with a newline", i)
	}
	freshFile, err := Parse(path, data)
	fresh := freshFile.Game
	if err != nil {
		t.Fatalf("iteration %d: fresh replay: %v", i, err)
	}
	sameGame(t, "resumed and fresh replay", j.Game(), fresh)
}
