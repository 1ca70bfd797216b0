package journal

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

var t0 = time.Date(2026, 11, 30, 20, 15, 0, 0, time.UTC)

func lordSetup() rules.Setup {
	return rules.Setup{Variant: rules.Lord, Players: gamegen.Names[:7], Life: 20, Target: 10, Seed: 8812}
}

func buhmannSetup() rules.Setup {
	return rules.Setup{Variant: rules.Buhmann, Players: gamegen.Names[:4], Life: 20, Seed: 1}
}

// writeFile writes data to a new file in a new folder and returns its path.
func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustOpen(t *testing.T, path string) (*Journal, Damage) {
	t.Helper()
	j, d, err := Open(path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { j.Close() })
	return j, d
}

// sameGame fails unless a and b are the same game, history included.
// sameGame fails unless a and b are the same game: the same state, the
// same undo and redo stacks, and the same states after undoing a few
// events (Open replays in place and keeps no state before its last event,
// which an undo rebuilds, so the Game values need not be equal).
func sameGame(t *testing.T, what string, a, b rules.Game) {
	t.Helper()
	for k := 0; ; k++ {
		if !reflect.DeepEqual(a.State, b.State) || a.CanUndo() != b.CanUndo() || a.CanRedo() != b.CanRedo() ||
			!reflect.DeepEqual(a.NextUndo(), b.NextUndo()) || !reflect.DeepEqual(a.NextRedo(), b.NextRedo()) {
			t.Fatalf("%s: the games differ after %d undos:\n%s\n%s", what, k, rules.NewReport(a.State).JSON(), rules.NewReport(b.State).JSON())
		}
		if k == 4 || a.CanUndo() == 0 {
			return
		}
		a, _, _ = rules.Apply(a, rules.Undo{})
		b, _, _ = rules.Apply(b, rules.Undo{})
	}
}

func TestCreateNamesFileAfterStartAndVariant(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state", "games")
	j, err := Create(dir, lordSetup(), t0)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if want := filepath.Join(dir, "2026-11-30T2015-lord.jsonl"); j.Path() != want {
		t.Errorf("path %s, want %s", j.Path(), want)
	}
	j2, err := Create(dir, lordSetup(), t0)
	if err != nil {
		t.Fatal(err)
	}
	defer j2.Close()
	if want := filepath.Join(dir, "2026-11-30T2015-lord-2.jsonl"); j2.Path() != want {
		t.Errorf("second game of the minute: path %s, want %s", j2.Path(), want)
	}
	if !ValidID(j.ID()) || j.ID() == j2.ID() {
		t.Errorf("game ids %q and %q: want two random ids of 32 lowercase hex digits", j.ID(), j2.ID())
	}
	data := readFile(t, j.Path())
	if want := append(EncodeSetupID(lordSetup(), j.ID()), '\n'); !bytes.Equal(data, want) {
		t.Errorf("a new file holds\n%s\nwant only the setup record\n%s", data, want)
	}
}

func TestCreateRefusesBadSetup(t *testing.T) {
	s := lordSetup()
	s.Players = s.Players[:3]
	_, err := Create(t.TempDir(), s, t0)
	var re *rules.RuleError
	if !errors.As(err, &re) || re.Rule != "C-1" {
		t.Fatalf("got %v, want a C-1 refusal", err)
	}
}

func TestCreateFileNeverOverwrites(t *testing.T) {
	path := writeFile(t, "mine.jsonl", []byte("precious\n"))
	_, err := CreateFile(path, lordSetup())
	if !errors.Is(err, os.ErrExist) || !strings.Contains(err.Error(), path) {
		t.Fatalf("got %v, want os.ErrExist naming %s", err, path)
	}
	if got := readFile(t, path); string(got) != "precious\n" {
		t.Fatalf("the file was changed: %q", got)
	}
}

// TestAppendAndResume appends events including undo and redo, reopens the
// file, and finds the same game, its undo and redo history included, with
// seq numbering continuing from the file.
func TestAppendAndResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "game.jsonl")
	j, err := CreateFile(path, buhmannSetup())
	if err != nil {
		t.Fatal(err)
	}
	events := []rules.Event{
		rules.Pass{}, rules.Attack{Attacker: 1, Defenders: []int{2}},
		rules.LifeChange{Changes: []rules.Change{{Seat: 2, Delta: -3}}, Source: 1},
		rules.Pass{}, rules.Undo{}, rules.Undo{}, rules.Redo{},
	}
	for i, e := range events {
		if err := j.Append(e, t0.Add(time.Duration(i)*time.Second+time.Millisecond)); err != nil {
			t.Fatalf("event %d: %v", i+1, err)
		}
	}
	want := j.Game()
	if want.CanUndo() != 3 || want.CanRedo() != 1 {
		t.Fatalf("undo %d redo %d, want 3 and 1", want.CanUndo(), want.CanRedo())
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j, d := mustOpen(t, path)
	if d.Damaged() {
		t.Fatalf("unexpected damage %+v", d)
	}
	sameGame(t, "resumed", j.Game(), want)
	recs := j.Records()
	for i, r := range recs {
		if r.Seq != i+1 || r.Line != i+2 || !r.At.Equal(t0.Add(time.Duration(i)*time.Second)) {
			t.Errorf("record %d: seq %d line %d at %v", i, r.Seq, r.Line, r.At)
		}
	}
	if err := j.Append(rules.Pass{}, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if last := f.Records[len(f.Records)-1]; last.Seq != len(events)+1 || last.Line != len(events)+2 {
		t.Errorf("next record: seq %d line %d, want %d and %d", last.Seq, last.Line, len(events)+1, len(events)+2)
	}
	sameGame(t, "journal and file", j.Game(), f.Game)
}

func TestEnqueueRefusesIllegalEvents(t *testing.T) {
	j, err := CreateFile(filepath.Join(t.TempDir(), "g.jsonl"), buhmannSetup())
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	err = j.Append(rules.Attack{Attacker: 2, Defenders: []int{1}}, t0)
	var re *rules.RuleError
	if !errors.As(err, &re) || re.Rule != "C-6" || !strings.Contains(err.Error(), j.Path()) {
		t.Fatalf("got %v, want a C-6 refusal naming the file", err)
	}
	if j.Pending() != 0 || len(j.Records()) != 0 {
		t.Fatal("a refused event was queued")
	}
}

// TestSeqContinuesFromHandWrittenFile resumes a file without seq and at,
// as a person may write it, and numbers the next event after the last.
func TestSeqContinuesFromHandWrittenFile(t *testing.T) {
	data := `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}
{"v":1,"type":"pass"}

{"v":1,"type":"pass"}`
	path := writeFile(t, "hand.jsonl", []byte(data))
	j, _ := mustOpen(t, path)
	if err := j.Append(rules.Pass{}, t0); err != nil {
		t.Fatal(err)
	}
	got := string(readFile(t, path))
	want := data + "\n" + `{"v":1,"seq":3,"at":"2026-11-30T20:15:00Z","type":"pass","crc":"0be82cbe"}` + "\n"
	if got != want {
		t.Fatalf("file:\n%s\nwant:\n%s", got, want)
	}
	if r := j.Records()[2]; r.Line != 5 {
		t.Errorf("line of the new record %d, want 5", r.Line)
	}
}

func TestClosedJournalRefusesEvents(t *testing.T) {
	j, err := CreateFile(filepath.Join(t.TempDir(), "g.jsonl"), buhmannSetup())
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(rules.Pass{}, t0); !errors.Is(err, ErrClosed) {
		t.Fatalf("got %v, want ErrClosed", err)
	}
	if err := j.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if names, _ := os.ReadDir(filepath.Dir(j.Path())); len(names) != 1 {
		t.Errorf("Close left files beside the game: %v", names)
	}
}

// TestConcurrentEnqueueAndFlush enqueues events from one goroutine while
// others flush, as a user interface's update function and its background
// commands do: every event is saved once, in order.
func TestConcurrentEnqueueAndFlush(t *testing.T) {
	j, err := CreateFile(filepath.Join(t.TempDir(), "g.jsonl"), lordSetup())
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	const n = 200
	var wg sync.WaitGroup
	for i := range n {
		if err := j.Enqueue(rules.Pass{}, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			if err := j.Flush(); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	f, err := Read(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Records) != n {
		t.Fatalf("%d records saved, want %d", len(f.Records), n)
	}
	for i, r := range f.Records {
		if r.Seq != i+1 || !r.At.Equal(t0.Add(time.Duration(i)*time.Second)) {
			t.Fatalf("record %d: seq %d at %v", i, r.Seq, r.At)
		}
	}
	if info := j.Info(); info.Name != "g" || info.Duration() != (n-1)*time.Second {
		t.Errorf("info %+v", info)
	}
}

// TestReadMissingFileNamesItOnce reports a missing file as FILE: reason.
func TestReadMissingFileNamesItOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.jsonl")
	_, err := Read(path)
	if !errors.Is(err, os.ErrNotExist) || err.Error() != path+": no such file or directory" {
		t.Fatalf("got %v", err)
	}
	if _, _, err := Open(path); !errors.Is(err, os.ErrNotExist) || err.Error() != path+": no such file or directory" {
		t.Fatalf("got %v", err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 0 {
		t.Fatalf("a failed open left %v", entries)
	}
}

// TestFault14_NamesCompareAfterNFKC: a game file whose setup names the
// same player twice, once in a compatibility form (² for 2) that only
// NFKC tells, is refused at its setup line, whatever command reads it
// (C-1).
func TestFault14_NamesCompareAfterNFKC(t *testing.T) {
	data := []byte(`{"v":1,"type":"setup","variant":"buhmann","players":["Ana²","ana2","Cem"],"life":20}` + "\n")
	_, err := Parse("same.jsonl", data)
	var le *LineError
	if !errors.As(err, &le) || le.Line != 1 {
		t.Fatalf("Parse of Ana² and ana2: %v; want a C-1 refusal at line 1", err)
	}
}
