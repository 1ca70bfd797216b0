package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/internal/pgtest"
	"rolekeeper/league"
	"rolekeeper/model"
	"rolekeeper/night"
)

// organiserNight starts a night of nine on the organiser's laptop
// (state folder organiser, config naming the league), seats round 1 and
// starts its clock, each said without a word on stderr; it returns the
// night's file.
func organiserNight(t *testing.T, organiser, config string) string {
	t.Helper()
	for _, args := range [][]string{{"start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida"},
		{"seat", "--seed", "7"}, {"round", "start", "100m"}} {
		if out, errOut, code := runIn(t, organiser, config, append([]string{"night"}, args...)...); code != 0 || errOut != "" {
			t.Fatalf("night %v: %d %q %q", args, code, out, errOut)
		}
	}
	return filepath.Join(organiser, "rolekeeper", "night.json")
}

// onLaptop makes this process the laptop whose state folder is state
// (a table's game reads its night's file from there).
func onLaptop(t *testing.T, state, config string) {
	t.Setenv("XDG_STATE_HOME", state)
	t.Setenv("XDG_CONFIG_HOME", config)
	xdg.Reload()
	t.Cleanup(xdg.Reload)
}

// leagueKeeps reads the league's copy of the night id and its clock.
func leagueKeeps(t *testing.T, url, id string) ([]byte, league.RoundClock) {
	t.Helper()
	ctx := context.Background()
	db, err := league.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	doc, _, _, err := db.Night(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := db.Round(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return doc, c
}

// TestAPauseTheLeagueMissedReachesItByItself: the league's server stops,
// and the organiser pauses the round: the pause is kept in the night's
// file and said in one line that tells how it will reach the league (in
// English and German). A table's game on the organiser's laptop reads
// its header's clock from the file every second (roundClock): while the
// league is down it shows paused and tries at most every few seconds,
// backing off; once the server is back, within sendMaxWait of the
// header's seconds and no further command, the league keeps the file's
// bytes and its clock is paused, which a table on another laptop then
// reads; the next command says nothing more. With nothing of
// rolekeeper running, night status sends a resume the league missed.
func TestAPauseTheLeagueMissedReachesItByItself(t *testing.T) {
	c := pgtest.Own(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	path := organiserNight(t, organiser, config)
	c.Stop(t)
	_, errOut, code := runIn(t, organiser, config, "night", "round", "pause")
	if code != 0 || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "Not in the league (") ||
		!strings.Contains(errOut, "sends it as soon as the league answers, else rolekeeper night status does.") {
		t.Fatalf("the pause with the league down: %d %q", code, errOut)
	}
	_, errOut, _ = runIn(t, organiser, config, "--lang", "de", "night", "round", "+5m")
	if !strings.HasPrefix(errOut, "Nicht in der Liga (") || !strings.Contains(errOut, "sobald die Liga antwortet, sonst tut es rolekeeper night status.") {
		t.Fatalf("in German: %q", errOut)
	}
	file, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := night.Decode(file)
	if err != nil || n.Clock.Since != (time.Time{}) || n.Clock.Length != 105*time.Minute {
		t.Fatalf("the file's clock: %+v (%v)", n.Clock, err)
	}
	onLaptop(t, organiser, config)
	header := newTableClock(n.ID, path)
	at := time.Date(2026, 11, 27, 21, 0, 0, 0, time.UTC) // the header's seconds; the test reads no clock
	tries := 0
	for range 5 {
		if header.sender.behind(file) && !header.sender.busy && !at.Before(header.sender.next) {
			tries++
		}
		if got := header.read(at); got.State != model.RoundPaused || got.Stale {
			t.Fatalf("the header with the league down: %+v", got)
		}
		header.sender.waitSent()
		at = at.Add(time.Second)
	}
	if tries < 2 || tries > 3 {
		t.Fatalf("%d tries in 5 seconds with the league down, want 2 or 3 (after 2 s, then 4 s)", tries)
	}
	c.Start(t)
	for waited := 0; ; waited++ {
		header.read(at)
		header.sender.waitSent()
		if doc, kept := leagueKeeps(t, url, n.ID); bytes.Equal(doc, file) {
			if kept.Since != (time.Time{}) || kept.Length != 105*time.Minute || kept.Elapsed != n.Clock.Elapsed {
				t.Fatalf("the league's clock: %+v, the file's %+v", kept, n.Clock)
			}
			break
		}
		if waited > int(sendMaxWait/time.Second) {
			t.Fatalf("after %d seconds of the header the league still lacks the pause", waited)
		}
		at = at.Add(time.Second)
	}
	onLaptop(t, table, config)
	if got := newTableClock(n.ID, filepath.Join(table, "rolekeeper", "night.json")).read(at); got.State != model.RoundPaused || got.Stale {
		t.Fatalf("a table on another laptop reads %+v", got)
	}
	if _, errOut, code := runIn(t, organiser, config, "night", "status"); code != 0 || errOut != "" {
		t.Fatalf("night status after the league caught up: %d %q", code, errOut)
	}
	c.Stop(t)
	if _, errOut, _ := runIn(t, organiser, config, "night", "round", "resume"); !strings.HasPrefix(errOut, "Not in the league (") {
		t.Fatalf("the resume with the league down: %q", errOut)
	}
	c.Start(t)
	_, errOut, code = runIn(t, organiser, config, "night", "status")
	if code != 0 || errOut != "Sent to the league: the night as this file holds it (change 6), which had not reached it.\n" {
		t.Fatalf("night status with nothing else running: %d %q", code, errOut)
	}
	file, _ = os.ReadFile(path)
	if doc, kept := leagueKeeps(t, url, n.ID); !bytes.Equal(doc, file) || kept.Since.IsZero() {
		t.Fatalf("after night status the league keeps %+v", kept)
	}
}

// restored is a night whose round the league keeps paused while the
// organiser's file is put back as it was before the pause (restored from
// a USB stick): the file older, the league's copy paused.
type restored struct {
	url, config, organiser, path string
	older, paused                []byte
	night                        *night.Night
}

// olderFileRestored starts the night on the organiser's laptop against
// a league of its own, pauses its round, and puts the file back as it
// was before the pause.
func olderFileRestored(t *testing.T) restored {
	t.Helper()
	c := pgtest.Start(t)
	r := restored{url: c.NewDatabase(t), organiser: t.TempDir()}
	r.config = leagueConfig(t, r.url)
	r.path = organiserNight(t, r.organiser, r.config)
	var err error
	if r.older, err = os.ReadFile(r.path); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runIn(t, r.organiser, r.config, "night", "round", "pause"); code != 0 || errOut != "" {
		t.Fatalf("the pause: %d %q", code, errOut)
	}
	if r.paused, err = os.ReadFile(r.path); err != nil {
		t.Fatal(err)
	}
	if r.night, err = night.Decode(r.paused); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(r.path, r.older, 0o600); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAnOlderNightFileNeverReplacesTheLeagues: the organiser pauses the
// round, and the league keeps the pause; then the night's file is put
// back as it was before (restored from a USB stick, or another laptop's
// copy): night status says in one line that the league keeps another
// copy, and a table's header on that laptop does not send the file; a
// change made on the older file (the same change count as the league's,
// then one more) is said so too, and the league's copy and its clock
// stand, paused.
func TestAnOlderNightFileNeverReplacesTheLeagues(t *testing.T) {
	r := olderFileRestored(t)
	url, config, organiser, path, older, paused, n := r.url, r.config, r.organiser, r.path, r.older, r.paused, r.night
	other := "Not in the league: it keeps another copy of this night (change 4; this file: change %d)"
	_, errOut, code := runIn(t, organiser, config, "night", "status")
	if code != 0 || !strings.HasPrefix(errOut, strings.Replace(other, "%d", "3", 1)) || strings.Count(errOut, "\n") != 1 {
		t.Fatalf("night status on the older file: %d %q", code, errOut)
	}
	onLaptop(t, organiser, config)
	header := newTableClock(n.ID, path)
	at := time.Date(2026, 11, 27, 21, 0, 0, 0, time.UTC)
	if got := header.read(at); got.State != model.RoundRunning {
		t.Fatalf("the header reads the older file's clock: %+v", got)
	}
	header.sender.waitSent()
	if header.sender.behind(older) {
		t.Fatal("the header would send the older file again")
	}
	for _, change := range []struct{ args, count string }{{"+5m", "4"}, {"pause", "5"}} {
		_, errOut, code := runIn(t, organiser, config, "night", "round", change.args)
		if code != 0 || !strings.HasPrefix(errOut, strings.Replace(other, "%d", change.count, 1)) {
			t.Fatalf("night round %s on the older file: %d %q", change.args, code, errOut)
		}
	}
	if doc, kept := leagueKeeps(t, url, n.ID); !bytes.Equal(doc, paused) || !kept.Since.IsZero() || kept.Length != 100*time.Minute {
		t.Fatalf("the league's copy was replaced: %+v", kept)
	}
}
