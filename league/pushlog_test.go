package league

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/pgtest"
	"rolekeeper/stats"
)

// settle notes the log's files as if they had been pushed long after
// they were written: the stamp of a file written a moment ago keeps no
// change time (stats.StampFile), and a test's files were all just
// written, so each is stamped again with the change time it has.
func settle(t testing.TB, l *PushLog) {
	t.Helper()
	for path, e := range l.entries {
		st, err := stats.StampFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if st.Ctime == 0 { // a moment old: take the change time from a stat
			info, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			st.Ctime = ctimeOf(info)
		}
		e.Stamp = st
		l.entries[path] = e
	}
}

// TestRePushReadsNothing: after a push noted in the log, the files are
// stored (Stored, no file read) while unchanged and while the league holds
// them; a file that grew, one whose record was edited in place with its
// modification time set back, and a file whose copy in the league is no
// longer the one pushed are pushed again.
func TestRePushReadsNothing(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	ctx := context.Background()
	paths := writeSeason(t, t.TempDir(), 7, 0, 4, 60)
	file := filepath.Join(t.TempDir(), "pushed.json")
	log := OpenPushLog(file, url)
	for _, p := range paths {
		if _, err := db.PushNoting(ctx, log, p, "t"); err != nil {
			t.Fatal(err)
		}
	}
	settle(t, log)
	if err := log.Save(); err != nil {
		t.Fatal(err)
	}
	log = OpenPushLog(file, url)
	stored, err := db.Stored(ctx, log, paths)
	if log.entries[paths[0]].Stamp.Ctime == 0 { // no change time on this system: every file is read, as before
		if err != nil || len(stored) != 0 {
			t.Fatalf("without change times: %d stored, %v; want none", len(stored), err)
		}
		return
	}
	if err != nil || len(stored) != len(paths) {
		t.Fatalf("after a push: %d of %d stored, %v", len(stored), len(paths), err)
	}
	if other := OpenPushLog(file, url+"x"); len(other.entries) != 0 {
		t.Fatal("another league's log is read")
	}
	// Grown: one record more.
	data, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(paths[0], append(data, []byte(`{"v":1,"type":"pass"}`+"\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	// Edited in place, the same size and modification time.
	info, err := os.Stat(paths[1])
	if err != nil {
		t.Fatal(err)
	}
	data, err = os.ReadFile(paths[1])
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-3] ^= 1
	if err := os.WriteFile(paths[1], data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(paths[1], info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	stored, err = db.Stored(ctx, log, paths)
	if err != nil || stored[paths[0]] || stored[paths[1]] || !stored[paths[2]] || !stored[paths[3]] {
		t.Fatalf("after a file grew and one was edited: stored %v, %v; want only the last two", stored, err)
	}
	if _, err := db.conn.Exec(ctx, "UPDATE "+tGames+" SET lines = lines - 1 WHERE id = $1", log.entries[paths[2]].ID); err != nil {
		t.Fatal(err)
	}
	if stored, err = db.Stored(ctx, log, paths); err != nil || stored[paths[2]] || !stored[paths[3]] {
		t.Fatalf("after the league's copy changed: stored %v, %v; want only the last", stored, err)
	}
}

// BenchmarkRePushUnchanged is `league push` of a season of 1,000 games
// (100 with -short: seasonGames) of 500 events: the first push (every
// file read, checked and sent, as before) against the warm `stats` of the same folder, then a re-push of
// the unchanged season through the push log (one stat a file and one
// query), each with its processor time (cpu-ms) and wall-clock time.
func BenchmarkRePushUnchanged(b *testing.B) {
	c := pgtest.Start(b)
	paths := writeSeason(b, b.TempDir(), 42, 0, seasonGames(), 500)
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		url := c.NewDatabase(b)
		db := connect(b, url)
		log := OpenPushLog(filepath.Join(b.TempDir(), "pushed.json"), url)
		b.StartTimer()
		cpu, start := cputime.Used(), time.Now()
		for _, p := range paths {
			if _, err := db.PushNoting(ctx, log, p, "bench"); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64((cputime.Used() - cpu).Milliseconds()), "cpu-ms/first-push")
		b.ReportMetric(time.Since(start).Seconds(), "s/first-push")
		b.StopTimer()
		settle(b, log)
		ix, err := stats.OpenIndex(filepath.Join(b.TempDir(), "index.db"))
		if err != nil {
			b.Fatal(err)
		}
		dir := filepath.Dir(paths[0])
		cpu, start = cputime.Used(), time.Now()
		if err := ix.Sync(dir, nil); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64((cputime.Used() - cpu).Milliseconds()), "cpu-ms/stats-cold")
		b.ReportMetric(time.Since(start).Seconds(), "s/stats-cold")
		ix.Close()
		b.StartTimer()
		cpu, start = cputime.Used(), time.Now()
		stored, err := db.Stored(ctx, log, paths)
		if err != nil || len(stored) != len(paths) {
			b.Fatal(len(stored), err)
		}
		b.ReportMetric(float64((cputime.Used() - cpu).Milliseconds()), "cpu-ms/re-push")
		b.ReportMetric(time.Since(start).Seconds(), "s/re-push")
		db.Close()
	}
}
