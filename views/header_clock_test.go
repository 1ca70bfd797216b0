package views

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestBannerReadsWholeBesideALongRoundClock: at 80 columns and wider, in
// both languages, with the longest name (C-1) at its turn, the night's
// round clock gone stale and viewers beside it, the banner's turn reads
// whole; the status (the clock) is what is shortened, with an ellipsis.
// Before, the status kept its room and the banner was cut.
func TestBannerReadsWholeBesideALongRoundClock(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Lord, Players: []string{"Lea Marie-Christine Weiß", "Bjørn", "Cem", "Dora", "Eli"},
		Life: 20, Target: 10, Seed: 4, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		round := wd.Night.ClockStale(wd.Night.ClockRunning(3, "12:34"), "21:37")
		sharing := wd.Live.Viewers(3, "123456") + " · " + round
		turn := wd.Table.Turn(wd.Name(wording.Names(s), s.Active))
		for w := 80; w <= 200; w += 4 {
			f := Frame{Width: w, Height: 24, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
			v := TableView{State: s, Sharing: sharing, Saved: true, Clock: &ClockView{Game: 83 * time.Minute, Turn: 4 * time.Minute, Running: true}}
			line := ansi.Strip(Header(f, v, w))
			if !strings.Contains(line, turn) {
				t.Errorf("%s at %d: the turn %q is not whole in %q", wd.Lang, w, turn, line)
			}
			if lw := textWidth(grapheme, line); lw > w {
				t.Errorf("%s at %d: %d cells", wd.Lang, w, lw)
			}
			if w == 80 && !strings.Contains(line, "…") {
				t.Errorf("%s at 80: the status is not shortened: %q", wd.Lang, line)
			}
		}
	}
}

// TestStaleRoundClockKeepsItsTimeAt80: a round clock the laptop could not
// read lately says when it last read it, and at 80 columns, a name of
// every day at its turn and viewers beside it, that time is still on the
// header, running and paused, in both languages: a cut status never
// shows an old clock without it. Before, "(may be stale: last read
// 21:37)" came after the clock and the cut took the time ("Runde 1:
// noch 1:32:30 (vielleicht veralt…").
func TestStaleRoundClockKeepsItsTimeAt80(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Hanna", "Bjørn", "Cem", "Dora", "Eli"},
		Life: 20, Seed: 4, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		for _, clock := range []string{wd.Night.ClockRunning(3, "1:32:30"), wd.Night.ClockPaused(3, "1:32:30")} {
			round := wd.Night.ClockStale(clock, "21:37")
			for _, sharing := range []string{round, round + " · " + wd.Live.Viewers(3, "123456")} {
				f := Frame{Width: 80, Height: 24, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
				v := TableView{State: g.State, Sharing: sharing, Saved: true,
					Clock: &ClockView{Game: 83 * time.Minute, Turn: 4 * time.Minute, Running: true}}
				if line := ansi.Strip(Header(f, v, 80)); !strings.Contains(line, "21:37") {
					t.Errorf("%s: the last read time is cut from %q", wd.Lang, line)
				}
			}
		}
	}
}
