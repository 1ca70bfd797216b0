package journal

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// damagedFiles are the files of testdata/damaged and what reading each
// must say. They were made from whole.jsonl (written with an independent
// CRC-32C implementation, not with this package's encoder) and
// hand-written.jsonl (the same game without seq, at and crc) by the damage
// each name says, and three files that break rules rather than the
// format (names the same in two Unicode forms or holding an invisible
// character, C-1; a seat that does not exist, C-6a): the line refused and a phrase of the reason, or, for damage on
// the last line, the line set aside (refused false).
var damagedFiles = []badFile{
	{"duplicated.jsonl", 6, "seq 4 where 5 was expected", true},
	{"swapped.jsonl", 4, "seq 4 where 3 was expected", true},
	{"gap.jsonl", 4, "seq 4 where 3 was expected", true},
	{"flipped-key.jsonl", 5, "checksum mismatch", true},
	{"flipped-key-ascii.jsonl", 5, "checksum mismatch", true},
	{"flipped-value.jsonl", 5, "checksum mismatch", true},
	{"flipped-crc.jsonl", 3, "checksum mismatch", true},
	{"wrong-case-seq.jsonl", 4, `unknown key "sEq": keys are case-sensitive`, true},
	{"wrong-case-type.jsonl", 3, `unknown key "TYPE": keys are case-sensitive`, true},
	{"duplicate-key.jsonl", 3, `the key "type" appears twice`, true},
	{"invalid-utf8.jsonl", 3, "not valid UTF-8", true},
	{"unknown-house-rule.jsonl", 1, `unknown house rule "double_points"`, true},
	{"names-unicode-form.jsonl", 1, "C-1: seats 2 and 3 are both called", true},
	{"names-invisible.jsonl", 1, "C-1: seat 2: ", true},
	{"no-such-seat.jsonl", 5, "C-6a: life change: there is no seat 7", true},
	{"poison-below-zero.jsonl", 3, "C-11: Cem has 0 poison counters and cannot lose 1", true},
	{"poison-no-delta.jsonl", 3, "poison: change 1 needs a seat and a delta", true},
	{"decks-count.jsonl", 1, "C-1: decks name 3 seats; one deck or null for each of the 4 seats", true},
	{"deck-too-long.jsonl", 3, "C-1: the deck of seat 2: “Goblins und Drachen und Elfen und noch m…” is 43 characters long; at most 40", true},
	{"deck-no-seat.jsonl", 3, `deck: "seat" is missing`, true},
	{"night-incomplete.jsonl", 1, "a setup from a night names its night, round and table, all three", true},
	{"night-range.jsonl", 1, "round 13, table 2: a night has rounds 1–12 and tables 1–100", true},
	{"night-id.jsonl", 1, `the night "XYZ" is not 32 lowercase hex digits`, true},
	{"time-not-called.jsonl", 3, `time: "called" must be true`, true},
	{"time-incomplete.jsonl", 3, `time: "called" and "turns" are both needed`, true},
	{"flipped-last.jsonl", 8, "checksum mismatch", false},
	// A file started by hand (no checksum on its setup) that the app went
	// on with: its records with seq and crc protect every later one.
	{"hand-started-stripped.jsonl", 5, `a record without "seq" and "crc" after`, true},
	{"names-line-separator.jsonl", 1, "C-1: seat 2: ", true},
}

// said is err as people read it, in English.
func said(err error) string {
	if err == nil {
		return "no error"
	}
	return wording.English().ErrorText(err)
}

// badFile is a file of testdata/damaged or testdata/hostile and what
// reading it must say: the line refused and a phrase of the reason, or,
// for damage on the last line, the line set aside (refused false).
type badFile struct {
	name    string
	line    int
	phrase  string
	refused bool
}

// TestDamagedFilesRefused reads every damaged file through each way of
// reading a game file and Open: each gives the same FILE:LINE: verdict,
// and a damaged last line is set aside by all of them.
func TestDamagedFilesRefused(t *testing.T) { checkBadFiles(t, "damaged", damagedFiles) }

// checkBadFiles reads every file of testdata/dir through Read, ReadFinal,
// Parse and Open: each refuses it with the same FILE:LINE: verdict (Open
// leaving the file as it was), or sets its last line aside; no message
// quotes more than a cut excerpt of what it refuses.
func checkBadFiles(t *testing.T, dir string, files []badFile) {
	for _, c := range files {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join("testdata", dir, c.name)
			data := readFile(t, path)
			prefix := path + ":" + strconv.Itoa(c.line) + ": "
			read, rerr := Read(path)
			final, ferr := ReadFinal(path)
			parsed, perr := Parse(path, data)
			for how, err := range map[string]error{"Read": rerr, "ReadFinal": ferr, "Parse": perr} {
				switch {
				case c.refused && (err == nil || !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(said(err), c.phrase)):
					t.Errorf("%s: got %.200s, want %s…%s", how, said(err), prefix, c.phrase)
				case !c.refused && err != nil:
					t.Errorf("%s: %.200v", how, err)
				case err != nil && (len(said(err)) > 300 || len(err.Error()) > 300):
					t.Errorf("%s: a message of %d bytes: %.200s", how, len(said(err)), said(err))
				}
			}
			for how, f := range map[string]File{"Read": read, "ReadFinal": final, "Parse": parsed} {
				if !c.refused && (f.Damage.Line != c.line || !strings.Contains(said(f.Damage.Err), c.phrase)) {
					t.Errorf("%s: damage %+v, want line %d set aside (%s)", how, f.Damage, c.line, c.phrase)
				}
			}
			copied := writeFile(t, "game.jsonl", data)
			j, d, err := Open(copied)
			if c.refused {
				want := copied + ":" + strconv.Itoa(c.line) + ": "
				if err == nil || !strings.HasPrefix(err.Error(), want) || !bytes.Equal(readFile(t, copied), data) {
					t.Errorf("Open: got %.200v, want %s… and the file unchanged", err, want)
				}
				return
			}
			if err != nil || d.Line != c.line {
				t.Fatalf("Open: %.200v, damage %+v", err, d)
			}
			j.Close()
		})
	}
}

// TestWholeFileIsAsTheAppWritesIt checks that the corpus's undamaged file,
// written independently of the encoder, decodes and encodes back to the
// same bytes, checksums included: the checksum is computed as README says.
func TestWholeFileIsAsTheAppWritesIt(t *testing.T) {
	for _, name := range []string{"whole.jsonl", "hand-written.jsonl"} {
		path := filepath.Join("testdata", "damaged", name)
		f, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		if name == "hand-written.jsonl" {
			continue // read without checksums
		}
		out := append(EncodeSetup(f.Setup), '\n')
		for _, r := range f.Records {
			out = append(append(out, EncodeEvent(r.Event, r.Seq, r.At)...), '\n')
		}
		if data := readFile(t, path); !bytes.Equal(out, data) {
			t.Fatalf("encoded again:\n%s\nthe file:\n%s", out, data)
		}
		if !f.Records[0].Checked || f.Game.Turn != 4 {
			t.Fatalf("checked %v, turn %d", f.Records[0].Checked, f.Game.Turn)
		}
	}
}

// TestFlippedBitsAreFound flips every bit of every line of an app-written
// file in turn: reading the file either refuses it naming that line, or
// sets that line aside when it is the last, or (a flip in the blanks
// outside a record, or the newline) reads the same game. No flip goes by
// unnoticed as a different game.
func TestFlippedBitsAreFound(t *testing.T) {
	path := filepath.Join("testdata", "damaged", "whole.jsonl")
	data := readFile(t, path)
	want, err := Parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Count(data, []byte("\n"))
	line := 1
	for i := range data {
		for bit := range 8 {
			flipped := bytes.Clone(data)
			flipped[i] ^= 1 << bit
			f, err := Parse(path, flipped)
			switch {
			case err != nil:
				if e, ok := err.(*Error); !ok || e.Line() < line || e.Line() > line+1 {
					t.Fatalf("byte %d bit %d (line %d): %v", i, bit, line, err)
				}
			case f.Damage.Damaged():
				// Only the last line, or the line before it joined to it
				// by a flipped newline, is set aside.
				if f.Damage.Line != lines && !(data[i] == '\n' && f.Damage.Line == line) {
					t.Fatalf("byte %d bit %d: line %d set aside", i, bit, f.Damage.Line)
				}
			default:
				if !sameState(f.Game.State, want.Game.State) || len(f.Records) != len(want.Records) {
					t.Fatalf("byte %d bit %d (line %d) was read as another game", i, bit, line)
				}
			}
		}
		if data[i] == '\n' {
			line++
		}
	}
}

func sameState(a, b rules.State) bool {
	return string(rules.NewReport(a).JSON()) == string(rules.NewReport(b).JSON())
}
