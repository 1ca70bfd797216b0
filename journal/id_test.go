package journal

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestGameIDIsReadFromTheSetup reads the id a setup record carries.
func TestGameIDIsReadFromTheSetup(t *testing.T) {
	const id = "0123456789abcdef0123456789abcdef"
	line := EncodeSetupID(lordSetup(), id)
	f, err := Parse("game.jsonl", append(line, '\n'))
	if err != nil {
		t.Fatal(err)
	}
	if f.ID != id || !bytes.Equal(f.SetupLine, line) {
		t.Errorf("id %q, setup line %s; want %q and the line as written", f.ID, f.SetupLine, id)
	}
}

// TestGameIDDerivedFromTheSetupLine: a file without an id has the id of
// its setup line, the same for every copy and pinned here, since a
// league keeps it.
func TestGameIDDerivedFromTheSetupLine(t *testing.T) {
	line := `{"v":1,"type":"setup","variant":"lord","players":["Ana","Ben","Cem","Dora","Eli","Finn","Gus"],"life":20,"target":10,"first":0,"seed":8812}`
	f, err := Parse("old.jsonl", []byte("  "+line+" \r\n"))
	if err != nil {
		t.Fatal(err)
	}
	const want = "b2d880472ea5384316e66cfe85e74f0d"
	if f.ID != DerivedID([]byte(line)) || !ValidID(f.ID) {
		t.Fatalf("derived id %q, want DerivedID of the line without blanks", f.ID)
	}
	if f.ID != want {
		t.Errorf("derived id %q, want %q: the derivation must never change", f.ID, want)
	}
	other, err := Parse("other.jsonl", []byte(strings.Replace(line, "8812", "8813", 1)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if other.ID == f.ID {
		t.Error("two setups have one derived id")
	}
}

// TestGameIDRefusedWhenMalformed refuses an id that is not 32 lowercase
// hex digits, with the line.
func TestGameIDRefusedWhenMalformed(t *testing.T) {
	for _, id := range []string{"", "0123456789ABCDEF0123456789ABCDEF", "0123", "0123456789abcdef0123456789abcdeg"} {
		line := strings.Replace(string(EncodeSetup(lordSetup())), `"type":"setup",`, `"type":"setup","id":"`+id+`",`, 1)
		line = line[:strings.LastIndex(line, `,"crc"`)] + "}"
		_, err := Parse("game.jsonl", []byte(line+"\n"))
		if err == nil || !strings.Contains(err.Error(), "game.jsonl:1: setup: the id") {
			t.Errorf("id %q: error %v, want game.jsonl:1: setup: the id …", id, err)
		}
	}
}

// TestOldFileKeepsItsSetupLine: resuming a file without an id and adding
// to it leaves its setup line byte for byte, and so its derived id.
func TestOldFileKeepsItsSetupLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.jsonl")
	old := append(EncodeSetup(lordSetup()), '\n')
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	j, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Append(rules.Roles{Lord: 0, Pairs: []rules.Pair{{1, 2}, {3, 4}, {5, 6}}, Waiting: rules.NoSeat}, t0); err != nil {
		t.Fatal(err)
	}
	if j.ID() != DerivedID(bytes.TrimSpace(old)) {
		t.Errorf("id %q, want the derived one", j.ID())
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if data := readFile(t, path); !bytes.HasPrefix(data, old) {
		t.Errorf("the file now starts\n%s\nwant its old setup line", data)
	}
}

// TestCreateWithID writes the id it is given.
func TestCreateWithID(t *testing.T) {
	const id = "fedcba9876543210fedcba9876543210"
	j, err := CreateFile(filepath.Join(t.TempDir(), "g.jsonl"), lordSetup(), WithID(id))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	f, err := Read(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if j.ID() != id || f.ID != id {
		t.Errorf("ids %q and %q, want %q", j.ID(), f.ID, id)
	}
}
