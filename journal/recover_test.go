package journal

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/rules"
)

func sample(t *testing.T, name string) []byte {
	t.Helper()
	return readFile(t, filepath.Join("testdata", name))
}

// lastRecord returns the offset of the last line of data (which ends with a
// newline) and the number of its line.
func lastRecord(data []byte) (start, line int) {
	start = bytes.LastIndexByte(data[:len(data)-1], '\n') + 1
	return start, bytes.Count(data, []byte("\n"))
}

// TestTornTailAtEveryOffset cuts the sample file's last record at every
// byte, as a power loss in the middle of its write would: each cut must
// open at the record before, keep the damaged file as NAME.damaged, report
// the line, and write the next event where the cut record was.
func TestTornTailAtEveryOffset(t *testing.T) {
	for _, name := range []string{"sample-lord.jsonl", "sample-buhmann.jsonl"} {
		data := sample(t, name)
		start, line := lastRecord(data)
		want, err := Parse(name, data[:start])
		if err != nil {
			t.Fatal(err)
		}
		for cut := start + 1; cut < len(data)-1; cut++ {
			torn := data[:cut]
			path := writeFile(t, "game.jsonl", torn)
			j, d, err := Open(path)
			if err != nil {
				t.Fatalf("%s cut at byte %d: %v", name, cut, err)
			}
			if d.Line != line || d.Kept != path+".damaged" || d.Err == nil {
				t.Fatalf("%s cut at byte %d: damage %+v, want line %d kept beside", name, cut, d, line)
			}
			if got := readFile(t, d.Kept); !bytes.Equal(got, torn) {
				t.Fatalf("%s cut at byte %d: the kept copy differs from the file as it was", name, cut)
			}
			if got := readFile(t, path); !bytes.Equal(got, data[:start]) {
				t.Fatalf("%s cut at byte %d: the repaired file is not the file without its last line", name, cut)
			}
			sameGame(t, name, j.Game(), want.Game)
			if err := j.Append(rules.Undo{}, t0); err != nil {
				t.Fatal(err)
			}
			j.Close()
			if f, err := Read(path); err != nil || f.Damage.Damaged() || len(f.Records) != len(want.Records)+1 {
				t.Fatalf("%s cut at byte %d: after the next event: %v, %+v", name, cut, err, f.Damage)
			}
		}
	}
}

// TestCompleteRecordWithoutNewline keeps a last record whose write stopped
// just before its newline, and adds the newline.
func TestCompleteRecordWithoutNewline(t *testing.T) {
	data := sample(t, "sample-lord.jsonl")
	path := writeFile(t, "game.jsonl", data[:len(data)-1])
	j, d := mustOpen(t, path)
	if d.Damaged() {
		t.Fatalf("a complete record was reported damaged: %+v", d)
	}
	if got := readFile(t, path); !bytes.Equal(got, data) {
		t.Fatal("the newline was not added")
	}
	if n := len(j.Records()); n != bytes.Count(data, []byte("\n"))-1 {
		t.Fatalf("%d records", n)
	}
}

// TestZeroFilledTail recovers from the zero bytes a file system may leave
// where a write was lost.
func TestZeroFilledTail(t *testing.T) {
	data := sample(t, "sample-buhmann.jsonl")
	start, line := lastRecord(data)
	torn := append(append([]byte{}, data[:start+10]...), make([]byte, 4096)...)
	path := writeFile(t, "game.jsonl", torn)
	_, d := mustOpen(t, path)
	if d.Line != line {
		t.Fatalf("damage %+v, want line %d", d, line)
	}
	if _, err := os.Stat(path + ".damaged"); err != nil {
		t.Fatal(err)
	}
}

// TestSecondDamageKeepsFirstCopy keeps an earlier NAME.damaged.
func TestSecondDamageKeepsFirstCopy(t *testing.T) {
	data := sample(t, "sample-buhmann.jsonl")
	path := writeFile(t, "game.jsonl", append(bytes.Clone(data), `{"v":1,"ty`...))
	if err := os.WriteFile(path+".damaged", []byte("older"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, d := mustOpen(t, path)
	if d.Kept != path+".damaged.2" {
		t.Fatalf("kept as %s", d.Kept)
	}
	if string(readFile(t, path+".damaged")) != "older" {
		t.Fatal("the older copy was overwritten")
	}
}

// refused checks that opening data fails at line with a message containing
// want, and changes nothing on disk.
func refused(t *testing.T, data []byte, line int, want string) {
	t.Helper()
	path := writeFile(t, "game.jsonl", data)
	j, _, err := Open(path)
	if err == nil {
		j.Close()
		t.Fatalf("opened; want a refusal at line %d", line)
	}
	var fe *Error
	if !errors.As(err, &fe) || fe.Line() != line {
		t.Fatalf("got %v, want an *Error at line %d", err, line)
	}
	prefix := path + ":" + itoa(line) + ": "
	if msg := err.Error(); !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, want) {
		t.Fatalf("message %q, want %q…%q", msg, prefix, want)
	}
	if got := readFile(t, path); !bytes.Equal(got, data) {
		t.Fatal("a refused file was changed")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("a refused open left files behind: %v", entries)
	}
	if _, err := Read(path); err == nil || err.Error() != fe.Error() {
		t.Fatalf("Read: %v, want the same error", err)
	}
}

func replaceLine(data []byte, line int, with string) []byte {
	lines := bytes.Split(data, []byte("\n"))
	lines[line-1] = []byte(with)
	return bytes.Join(lines, []byte("\n"))
}

// TestEarlierDamageRefused refuses damage before the last line, never
// skipping it.
func TestEarlierDamageRefused(t *testing.T) {
	data := sample(t, "sample-lord.jsonl")
	lines := bytes.Split(data, []byte("\n"))
	torn := string(lines[9][:20])
	refused(t, replaceLine(data, 10, torn), 10, "not a valid record")
	refused(t, replaceLine(data, 10, string(make([]byte, 30))), 10, "not a valid record")
	// The last two lines torn: the earlier one is not the last line.
	_, last := lastRecord(data)
	both := replaceLine(replaceLine(data, last, `{"v":1,"seq`), last-1, `{"v":1,"se`)
	refused(t, both, last-1, "not a valid record")
	// A torn setup cannot be repaired: nothing would be left to resume.
	refused(t, data[:40], 1, "not a valid record")
}

// TestUnknownVersionRefused refuses a file of another format version,
// whichever line carries it, even the last: a complete record is never
// dropped.
func TestUnknownVersionRefused(t *testing.T) {
	data := sample(t, "sample-buhmann.jsonl")
	v2 := func(line string) string { return strings.Replace(line, `"v":1`, `"v":2`, 1) }
	lines := strings.Split(string(data), "\n")
	refused(t, replaceLine(data, 1, v2(lines[0])), 1, "unknown format version 2")
	refused(t, replaceLine(data, 7, v2(lines[6])), 7, "unknown format version 2")
	_, last := lastRecord(data)
	refused(t, replaceLine(data, last, v2(lines[last-1])), last, "unknown format version 2")
	refused(t, sample(t, "version2.jsonl"), 1, "unknown format version 2")
}

// TestRefusedRecordIsAnError refuses a readable record that the rules
// refuse, naming the line and the rule, also on the last line.
func TestRefusedRecordIsAnError(t *testing.T) {
	data := sample(t, "refused.jsonl")
	refused(t, data, 5, "B-3: ")
	lastLine := bytes.Join(bytes.Split(data, []byte("\n"))[:5], []byte("\n"))
	refused(t, append(lastLine, '\n'), 5, "B-3: ")
	unknown := replaceLine(sample(t, "sample-buhmann.jsonl"), 3, `{"v":1,"type":"shuffle"}`)
	refused(t, unknown, 3, `unknown record type "shuffle"`)
}

func itoa(n int) string { return strconv.Itoa(n) }
