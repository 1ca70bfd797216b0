package model

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// windowedGame writes a long game of n events (internal/gamegen's, undo
// and redo among them) to a file and resumes it as `rolekeeper resume`
// does, its log reading the file by offset (Log.ReadFrom); it returns
// the model, the same game resumed from its events in memory, and the
// file's path.
func windowedGame(t *testing.T, v rules.Variant, n int) (file, memory Model, path string) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "long.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	setup := gamegen.LongSetup(v)
	if _, err := gamefile.Write(f, setup, "", slices.Values(withUndo(setup, n)), gamefile.Every(fixedNow, 7*time.Second)); err != nil {
		t.Fatal(err)
	}
	f.Close()
	var log Log
	j, _, err := journal.Open(path, journal.Observe(log.Add), journal.ObserveOffsets(log.At))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	w, err := journal.WindowOf(path)
	if err != nil {
		t.Fatal(err)
	}
	log.ReadFrom(w.Events)
	read, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	events := make([]rules.Event, len(read.Records))
	for i, r := range read.Records {
		events[i] = r.Event
	}
	if log.l.ev.n != len(events) || len(log.l.ev.tail) != 0 || len(log.l.ev.at) != (len(events)+markEvery-1)/markEvery {
		t.Fatalf("%d events in the file, %d at, %d kept; want none kept", log.l.ev.n, len(log.l.ev.at), len(log.l.ev.tail))
	}
	file = sized(ResumeLogged(j.Game(), &log, testOptions()), 120, 40)
	memory = sized(Resume(read.Game, events, testOptions()), 120, 40)
	return file, memory, path
}

// withUndo is a long game of about n events (internal/gamegen's) with
// undo and redo among them: every 50th event is undone and redone, or
// undone twice and redone twice, or undone and entered again (the undone
// one stays undone in the log).
func withUndo(setup rules.Setup, n int) []rules.Event {
	var out []rules.Event
	i := 0
	for e := range gamegen.LongEvents(setup, n, 3) {
		out = append(out, e)
		switch i++; i % 150 {
		case 50:
			out = append(out, rules.Undo{}, rules.Redo{})
		case 100:
			out = append(out, rules.Undo{}, rules.Undo{}, rules.Redo{}, rules.Redo{})
		case 0:
			out = append(out, rules.Undo{}, e)
		}
	}
	return out
}

// TestLogWindowReadsTheFile: a resumed game's log keeps the offset of
// every markEvery-th record, not the events, and shows what the log kept
// in memory shows: every entry (undone ones marked, a redo with the
// effects of what it applied again), the log screen at its bottom, top
// and in between, and after events entered since.
func TestLogWindowReadsTheFile(t *testing.T) {
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		file, memory, _ := windowedGame(t, v, 3000)
		if !reflect.DeepEqual(file.log.entries(0, file.log.len()), memory.log.entries(0, memory.log.len())) ||
			!reflect.DeepEqual(file.log.recent, memory.log.recent) {
			t.Fatalf("%s: the log read from the file is not the log in memory", v)
		}
		undos := 0
		for _, en := range memory.log.entries(0, memory.log.len()) {
			if _, ok := en.Event.(rules.Undo); ok {
				undos++
			}
		}
		if undos == 0 {
			t.Fatalf("%s: the game undoes nothing: the test shows nothing of undo", v)
		}
		for _, keys := range [][]string{{"h"}, {"h", "g"}, {"h", "g", "pgdown", "pgdown", "j"}, {"h", "G", "pgup", "u"}} {
			if a, b := screenText(press(t, file, keys...)), screenText(press(t, memory, keys...)); a != b {
				t.Fatalf("%s after %v: the log screen read from the file\n%s\nwant\n%s", v, keys, a, b)
			}
		}
		file, memory = press(t, file, "u", "u"), press(t, memory, "u", "u") // undo, entered since
		if a, b := screenText(press(t, file, "h")), screenText(press(t, memory, "h")); a != b {
			t.Fatalf("%s after two undos: the log screen\n%s\nwant\n%s", v, a, b)
		}
		if file.log.ev.n != memory.log.ev.len()-2 || len(file.log.ev.tail) != 2 {
			t.Errorf("%s: %d events from the file and %d entered, want %d and 2", v, file.log.ev.n, len(file.log.ev.tail), memory.log.ev.len()-2)
		}
	}
}

// TestLogWindowSaysTheFileChanged: when the game file is replaced or cut
// short behind the game, the log screen says so in words, in English and
// German, instead of showing other lines; keys go on working and nothing
// panics.
func TestLogWindowSaysTheFileChanged(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		inLanguage(t, lang)
		want := map[string]string{"en": "changed on disk", "de": "hinter dem Rücken"}[lang]
		for _, how := range []string{"replaced", "cut short"} {
			file, _, path := windowedGame(t, rules.Lord, 1000)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			switch how {
			case "replaced":
				if err := os.WriteFile(path+".new", data, 0o600); err != nil {
					t.Fatal(err)
				}
				if err := os.Rename(path+".new", path); err != nil {
					t.Fatal(err)
				}
			case "cut short":
				if err := os.Truncate(path, int64(len(data)/300)); err != nil { // the first lines: the top of the log
					t.Fatal(err)
				}
			}
			m := press(t, file, "h", "g") // the top: not read before
			if s := screenText(m); !strings.Contains(strings.Join(strings.Fields(s), " "), want) {
				t.Fatalf("%s, %s: the log screen does not say the file changed:\n%s", lang, how, s)
			}
			m = press(t, m, "G", "k", "pgup", "esc")
			if m.screen != screenTable {
				t.Errorf("%s, %s: esc leaves screen %d, want the table", lang, how, m.screen)
			}
		}
	}
}
