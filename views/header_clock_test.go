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
