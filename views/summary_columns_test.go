package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// summaryWithChanges is the summary screen of a game of the names with
// every player's rating change as the model writes it at its widest
// ("−0.9? ▼"), at w×h.
func summaryWithChanges(t *testing.T, wd *wording.Words, v rules.Variant, players []string, w, h int) (string, rules.Summary) {
	t.Helper()
	g, _, err := rules.NewGame(rules.Setup{Variant: v, Players: players, Life: 20, Target: 10, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	changes := make([]string, len(players))
	for i := range changes {
		changes[i] = "−10.9? ▼"
	}
	sum := rules.NewSummary(g.State)
	extra := SummaryExtra{Changes: changes, ChangeHead: wd.Stats.Rated.Change, ChangeNote: wd.Stats.Rated.ChangeNote}
	f := Frame{Width: w, Height: h, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
	return ansi.Strip(SummaryScreenWith(f, sum, wording.Names(g.State), 0, "help", extra)), sum
}

// standingsHeads are the heads of the standings a layout may show, long
// or short, for the variant.
func standingsHeads(wd *wording.Words, v rules.Variant) (long, short []string) {
	t := wd.Summary
	if v == rules.Lord {
		return []string{t.Points, t.TurnsTaken, t.TurnsWhileLord, t.BySource}, []string{t.Points, t.Short.TurnsWhileLord, t.Short.BySource}
	}
	return []string{t.Life, t.TurnsTaken, t.TurnsWhileIT, t.PassivityLoss, t.Eliminated},
		[]string{t.Life, t.Short.TurnsWhileIT, t.Short.PassivityLoss, t.Eliminated}
}

// TestSummaryColumnsReadWhole: at 80x24 and wide, in both languages and
// both variants, with the rating change column and names of 16
// characters, the standings' head and every row read whole: no cell ends
// in an ellipsis, every head reads whole (at 80 columns the short heads,
// the turns taken left out deliberately where even they leave no room)
// and every name and change is there. Before, English Buhmann at 80
// columns cut the last head to "Elimin…" and the names to 7 cells.
func TestSummaryColumnsReadWhole(t *testing.T) {
	players := []string{"Lea Marie-Christ", "Bjørn Halvorsens", "Ana", "Dora", "Élodie"}
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
			for _, size := range [][2]int{{80, 24}, {120, 40}, {200, 60}} {
				screen, _ := summaryWithChanges(t, wd, v, players, size[0], size[1])
				lines := strings.Split(screen, "\n")
				head := lines[2]
				if strings.Contains(head, "…") {
					t.Errorf("%s %v %dx%d: the head is cut: %q", wd.Lang, v, size[0], size[1], head)
				}
				long, short := standingsHeads(wd, v)
				heads := long
				if !strings.Contains(head, long[2]) {
					heads = short
				}
				for _, h := range heads {
					if h == wd.Summary.BySource && strings.Contains(head, wd.Summary.Short.BySource) {
						continue // the short head of the free text at the end
					}
					if !strings.Contains(head, h) {
						t.Errorf("%s %v %dx%d: head %q is not whole in %q", wd.Lang, v, size[0], size[1], h, head)
					}
				}
				for i, p := range players {
					row := lines[3+i]
					if strings.Contains(row, "…") || !strings.Contains(screen, p) || !strings.Contains(row, "−10.9? ▼") {
						t.Errorf("%s %v %dx%d: row %d is cut: %q", wd.Lang, v, size[0], size[1], i+1, row)
					}
				}
			}
		}
	}
}

// TestSummaryCutsLongestNamesLast: with names of 24 characters (the
// most, C-1) and the change column at 80 columns, every head still reads
// whole; only German Buhmann, whose heads are the widest, cuts a name,
// deliberately, with an ellipsis: the longest, of 24 characters (one of
// 22 still reads whole).
func TestSummaryCutsLongestNamesLast(t *testing.T) {
	players := []string{"Lea Marie-Christine Weiß", "Bjørn Halvorsen-Lindqv", "Ana", "Dora", "Élodie"}
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
			screen, _ := summaryWithChanges(t, wd, v, players, 80, 24)
			lines := strings.Split(screen, "\n")
			_, short := standingsHeads(wd, v)
			for _, h := range short {
				if v == rules.Lord && h == wd.Summary.Short.BySource {
					continue // the free text of points by source is what Lord cuts first
				}
				if !strings.Contains(lines[2], h) {
					t.Errorf("%s %v: head %q is not whole in %q", wd.Lang, v, h, lines[2])
				}
			}
			cutNames := wd.Lang == wording.German().Lang && v == rules.Buhmann
			for i, p := range players {
				row := lines[3+i]
				if !strings.Contains(row, "−10.9? ▼") {
					t.Errorf("%s %v: row %d lost its change: %q", wd.Lang, v, i+1, row)
				}
				if whole := strings.Contains(row, p); whole == (cutNames && i == 0) {
					t.Errorf("%s %v: name %q whole %v in %q", wd.Lang, v, p, whole, row)
				}
			}
		}
	}
}
