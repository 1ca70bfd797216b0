package journal

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecode reads arbitrary bytes as a game file. The reader must never
// panic, and nothing may be lost: a refused file is left exactly as it
// was, with nothing written beside it; a repaired file keeps every good
// byte and the file as it was in NAME.damaged.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"sample-lord.jsonl", "sample-buhmann.jsonl", "refused.jsonl", "version2.jsonl",
		"damaged/whole.jsonl", "damaged/swapped.jsonl",
		// The refusals of protection removed and of a byte-order mark.
		"hostile/czc-setup.jsonl", "hostile/czc-middle.jsonl", "hostile/stripped.jsonl", "hostile/seq-zero.jsonl",
		"hostile/sep-hand-written.jsonl", "hostile/bom.jsonl"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		// Short seeds keep the minimisation of new inputs quick.
		lines := bytes.SplitAfter(data, []byte("\n"))
		short := bytes.Join(lines[:min(len(lines), 6)], nil)
		f.Add(short)
		f.Add(short[:len(short)-7])
		f.Add(append(bytes.Clone(short), 0, 0, 0))
	}
	f.Add([]byte(""))
	f.Add([]byte("\n\n"))
	f.Add([]byte(`{"v":1,"type":"setup","variant":"lord","players":["A","B","C","D","E"]}` + "\n" + `{"v":1,"type":"roles","lord":9}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.jsonl", data)
		if err != nil {
			var fe *Error
			if !errors.As(err, &fe) || fe.Path != "fuzz.jsonl" {
				t.Fatalf("error %v does not name the file", err)
			}
		} else if file.Damage.Damaged() && !bytes.HasPrefix(data, data[:file.good]) {
			t.Fatal("the good part is not a prefix")
		}
		if err == nil {
			checkProtected(t, data, file)
		}
		checkOpen(t, data, file, err)
	})
}

// checkOpen opens data from disk and checks that nothing was lost.
func checkOpen(t *testing.T, data []byte, parsed File, parseErr error) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	j, d, err := Open(path)
	after, rerr := os.ReadFile(path)
	if rerr != nil {
		t.Fatal(rerr)
	}
	if (err == nil) != (parseErr == nil) {
		t.Fatalf("Open: %v but Parse: %v", err, parseErr)
	}
	if err != nil {
		if !bytes.Equal(after, data) {
			t.Fatal("a refused file was changed")
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Fatalf("a refused open left files: %v", entries)
		}
		return
	}
	defer j.Close()
	want := data[:parsed.good]
	if !parsed.newline {
		want = append(bytes.Clone(want), '\n')
	}
	if !bytes.Equal(after, want) {
		t.Fatalf("after Open the file is %q, want %q", after, want)
	}
	if d.Damaged() {
		kept, err := os.ReadFile(d.Kept)
		if err != nil || !bytes.Equal(kept, data) {
			t.Fatalf("the kept copy %q differs from the file as it was (%v)", kept, err)
		}
	}
	if len(j.Records()) != len(parsed.Records) {
		t.Fatalf("Open has %d records, Parse %d", len(j.Records()), len(parsed.Records))
	}
}

// checkProtected fails when a file whose setup carries a checksum was
// read with a record that carries no checksum or no seq: protection is
// never removed silently.
func checkProtected(t *testing.T, data []byte, file File) {
	first, _, _ := bytes.Cut(bytes.TrimLeft(data, " \t\r\n"), []byte("\n"))
	setup, err := DecodeRecord(first)
	if err != nil || !setup.Checked {
		return
	}
	for _, r := range file.Records {
		if !r.Checked || r.Seq < 1 {
			t.Fatalf("line %d was read without its protection (checked %v, seq %d)", r.Line, r.Checked, r.Seq)
		}
	}
}
