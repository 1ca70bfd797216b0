package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestThisLaptopsCopyWinsWhenAskedTo: the night's file is put back as it
// was before a pause the league keeps (a copy from a USB stick): night
// send says the league keeps another copy and how to make this file the
// league's; night send --replace does so, saving the league's copy
// beside the file first (byte for byte, under a free name), and the
// league keeps the file's bytes and clock; night send then has nothing
// to send (in German too). Without a league it says so and fails, and
// so does night send refused: nothing was sent (exit status 1, one line
// on stderr, as league push's refusal), so a script never takes it for
// sent.
func TestThisLaptopsCopyWinsWhenAskedTo(t *testing.T) {
	r := olderFileRestored(t)
	url, config, organiser, path, older, paused, n := r.url, r.config, r.organiser, r.path, r.older, r.paused, r.night
	out, errOut, code := runIn(t, organiser, config, "night", "send")
	if code != 1 || out != "" || !strings.HasPrefix(errOut, "rolekeeper: Not in the league: it keeps another copy of this night (change 4; this file: change 3)") ||
		!strings.HasSuffix(errOut, "To make this file the league's copy: rolekeeper night send --replace\n") || strings.Count(errOut, "\n") != 1 {
		t.Fatalf("night send on the older file: %d %q %q", code, out, errOut)
	}
	if doc, _ := leagueKeeps(t, url, n.ID); !bytes.Equal(doc, paused) {
		t.Fatal("night send without --replace replaced the league's copy")
	}
	saved := path + ".league-change-4.json"
	if err := os.WriteFile(saved, []byte("somebody's file"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runIn(t, organiser, config, "night", "send", "--replace")
	saved = path + ".league-change-4-2.json" // the first name was taken
	if code != 0 || errOut != "" || out != "The league now keeps this laptop's copy of the night (change 3). Its own copy (change 4) is saved in "+saved+".\n" {
		t.Fatalf("night send --replace: %d %q %q", code, out, errOut)
	}
	if kept, _ := os.ReadFile(saved); !bytes.Equal(kept, paused) {
		t.Fatalf("the league's copy saved as %q, want the paused night", kept)
	}
	if other, _ := os.ReadFile(path + ".league-change-4.json"); string(other) != "somebody's file" {
		t.Fatalf("the file under the first name became %q", other)
	}
	doc, clock := leagueKeeps(t, url, n.ID)
	if !bytes.Equal(doc, older) || clock.Since.IsZero() || clock.Length != 100*time.Minute {
		t.Fatalf("the league keeps %d bytes, clock %+v: want the older file running", len(doc), clock)
	}
	out, errOut, code = runIn(t, organiser, config, "--lang", "de", "night", "send")
	if code != 0 || errOut != "" || out != "Die Liga hält den Abend schon so wie diese Datei (Änderung 3): nichts zu schicken.\n" {
		t.Fatalf("night send after the replace: %d %q %q", code, out, errOut)
	}
	_, errOut, code = runIn(t, organiser, filepath.Join(t.TempDir(), "no-league"), "night", "send")
	if code == 0 || !strings.Contains(errOut, "No league: set [league] db in config.toml to send the night to it.") {
		t.Fatalf("night send without a league: %d %q", code, errOut)
	}
}
