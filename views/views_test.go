package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// en is the English catalogue the views are drawn with.
var en = wording.English()

var names12 = []string{"Ana", "Bjørn", "山田太郎", "Dora", "Élodie", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai 🎲",
	"Lea Marie-Christine Weiß"}

// game12 is a game of n players (3–12) a few events in.
func game12(t testing.TB, v rules.Variant, n int) rules.State {
	t.Helper()
	g, _, err := rules.NewGame(rules.Setup{Variant: v, Players: names12[:n], Life: 20, Target: 10, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{rules.Pass{}, rules.Pass{},
		rules.LifeChange{Changes: []rules.Change{{Seat: g.NextPlaying(g.Active), Delta: -20}}, Source: g.Active}} {
		if next, _, err := rules.Apply(g, e); err == nil {
			g = next
		}
	}
	return g.State
}

// TestViewsFitEverySize draws every view for every player count at sizes
// from nothing to wide, in every theme: nothing panics, no line is wider
// than the screen and no view is taller.
func TestViewsFitEverySize(t *testing.T) {
	sizes := [][2]int{{0, 0}, {1, 1}, {10, 3}, {40, 12}, {79, 23}, {80, 24}, {100, 30}, {120, 40}, {200, 60}}
	for _, theme := range []styles.Styles{styles.NewStyles(true, styles.TrueColor), styles.NewStyles(false, styles.TrueColor), styles.NewStyles(true, styles.NoColor)} {
		for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
			lo := rules.MinBuhmannPlayers
			if v == rules.Lord {
				lo = rules.MinLordPlayers
			}
			for n := lo; n <= rules.MaxPlayers; n++ {
				s := game12(t, v, n)
				d := SeatDecor{Selected: 1, PendingSeat: 2, PendingDelta: -7, Marks: []string{"defender"}}
				for _, sz := range sizes {
					w, h := sz[0], sz[1]
					outs := map[string]string{
						"seating": Seating(Frame{Styles: theme, Words: en}, s, d, w, h),
						"table": Table(Frame{Width: w, Height: h, Styles: theme, Words: en}, TableView{State: s, Decor: d, Refusal: "B-3: no", Notice: []string{"x"},
							Recent: []string{"a", "b"}, Help: strings.Repeat("help ", 40)}),
						"summary":    SummaryScreen(Frame{Width: w, Height: h, Styles: theme, Words: en}, rules.NewSummary(s), wording.Names(s), 0, "help"),
						"buhmann":    BuhmannPanel(Frame{Styles: theme, Words: en}, s, w, h),
						"lord":       LordPanel(Frame{Styles: theme, Words: en}, s, w, h),
						"too small":  TooSmall(Frame{Width: w, Height: h, Styles: theme, Words: en}),
						"table mid":  TableCenter(Frame{Styles: theme, Words: en}, s, w, h),
						"help":       HelpScreen(Frame{Width: w, Height: h, Styles: theme, Words: en}, "keys", v, "help"),
						"log screen": LogScreen(Frame{Width: w, Height: h, Styles: theme, Words: en}, strings.Join(LogLines(Frame{Styles: theme, Words: en}, wording.Names(s), nil, w), "\n"), 50, "h"),
					}
					for name, out := range outs {
						checkBlock(t, name, out, w, h)
					}
				}
			}
		}
	}
}

func checkBlock(t *testing.T, name, out string, w, h int) {
	t.Helper()
	if out == "" {
		return
	}
	lines := strings.Split(out, "\n")
	if len(lines) > max(h, 0) && name != "too small" {
		t.Errorf("%s at %dx%d: %d lines", name, w, h, len(lines))
	}
	for i, l := range lines {
		if lw := textWidth(grapheme, l); lw > w {
			t.Errorf("%s at %dx%d: line %d is %d cells", name, w, h, i+1, lw)
			return
		}
	}
}

// TestFit: Fit cuts by display width and pads the line count.
func TestFit(t *testing.T) {
	got := Fit(grapheme, "山田太郎山田\nab", 5, 3)
	want := "山田…\nab\n" // the ellipsis says that the line was cut
	if got != want {
		t.Errorf("Fit = %q, want %q", got, want)
	}
	if Fit(grapheme, "x", 0, 5) != "" || Fit(grapheme, "x", 5, 0) != "" {
		t.Error("Fit with no room must be empty")
	}
}

// TestBig: the large digits are three lines, four cells a character.
func TestBig(t *testing.T) {
	for _, n := range []int{0, 7, 20, -5, 999} {
		lines := strings.Split(Big(n), "\n")
		if len(lines) != BigHeight {
			t.Fatalf("Big(%d) has %d lines", n, len(lines))
		}
		for _, l := range lines {
			if textWidth(grapheme, l) != BigWidth(n) {
				t.Errorf("Big(%d) line %q is %d cells, want %d", n, l, textWidth(grapheme, l), BigWidth(n))
			}
		}
	}
}

// TestRingIsClockwise: seats go round the table: top row left to right,
// right column down, bottom row right to left, left column up.
func TestRingIsClockwise(t *testing.T) {
	for n := 1; n <= 12; n++ {
		r := ringFor(n)
		if r.top+r.bottom+2*r.side != n {
			t.Errorf("%d players: ring %+v seats %d", n, r, r.top+r.bottom+2*r.side)
		}
	}
}

// TestSeatNumbersShown: every card and every panel row shows the seat's
// number as the digit keys count it, from 1, for every size of card.
func TestSeatNumbersShown(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		s := game12(t, v, 12)
		for _, size := range [][2]int{{120, 40}, {80, 24}, {80, 12}, {200, 60}} {
			out := ansi.Strip(Seating(Frame{Styles: st, Words: en}, s, NoDecor(), size[0], size[1]))
			for seat := range s.Players {
				num := SeatNumber(seat)
				if !strings.Contains(out, " "+num+" ") {
					t.Errorf("%v %v: no seat number %s on the seats:\n%s", v, size, num, out)
				}
			}
		}
		var panel string
		if v == rules.Lord {
			panel = ansi.Strip(LordPanel(Frame{Styles: st, Words: en}, s, 44, 40))
		} else {
			panel = ansi.Strip(BuhmannPanel(Frame{Styles: st, Words: en}, s, 44, 40))
		}
		for seat := range s.Players {
			if row := "│ " + padLeft(grapheme, SeatNumber(seat), 2) + " "; !strings.Contains(panel, row) {
				t.Errorf("%v: panel has no row %q:\n%s", v, row, panel)
			}
		}
	}
}

// TestLayoutFindings: a tall notice keeps its frame (it lost its bottom
// border at 120x40); the table says "No IT" once the IT is gone; a name
// of 24 cells is whole on its card at 120 columns when there is room.
func TestLayoutFindings(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	s := game12(t, rules.Buhmann, 5)
	notice := []string{"one", "two", "three", "four", "five", "six", "seven"}
	out := ansi.Strip(Table(Frame{Width: 120, Height: 40, Styles: st, Words: en}, TableView{State: s, Decor: NoDecor(), NoticeTitle: "▶ Duel", Notice: notice}))
	if !strings.Contains(out, "seven") || !strings.Contains(out, "┗━") {
		t.Errorf("the notice lost lines or its bottom border:\n%s", out)
	}
	if lines := strings.Split(out, "\n"); len(lines) != 40 {
		t.Errorf("%d lines, want 40", len(lines))
	}
	long := rules.Setup{Variant: rules.Buhmann, Players: []string{"Lea Marie-Christine Weiß", "Bob", "Cat", "Dan"}, Life: 20, Seed: 1}
	g, _, err := rules.NewGame(long)
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = rules.Apply(g, rules.Attack{Attacker: g.Active, Defenders: []int{(g.Active + 1) % 4}}); err != nil {
		t.Fatal(err)
	}
	if g, _, err = rules.Apply(g, rules.Eliminate{Seats: []int{g.IT}, Culprit: rules.NoSeat, Cause: rules.CauseConcede}); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		out = ansi.Strip(Table(Frame{Width: size[0], Height: size[1], Styles: st, Words: en}, TableView{State: g.State, Decor: NoDecor()}))
		if !strings.Contains(out, "Lea Marie-Christine Weiß ") {
			t.Errorf("%v: the long name is cut on its card:\n%s", size, out)
		}
		if g.IT != rules.NoSeat || g.Endgame || strings.Contains(out, "No IT yet") || !strings.Contains(out, "No IT") {
			t.Errorf("%v: the table says \"No IT yet\" after the IT left:\n%s", size, out)
		}
	}
}

// TestWinnerMarkedOnTheSeat (B-10): at game over the winner's card says so,
// not only the log.
func TestWinnerMarkedOnTheSeat(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{
		rules.Eliminate{Seats: []int{1}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.Eliminate{Seats: []int{2}, Culprit: 0, Cause: rules.CausePoison},
	} {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatal(err)
		}
	}
	st := styles.NewStyles(true, styles.NoColor)
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		out := ansi.Strip(Table(Frame{Width: size[0], Height: size[1], Styles: st, Words: en}, TableView{State: g.State, Decor: NoDecor()}))
		if strings.Count(out, "★ WINNER") != 1 {
			t.Errorf("%dx%d: want one ★ WINNER badge:\n%s", size[0], size[1], out)
		}
	}
}

// TestMarkKeepsCounters: a seat marked by an open prompt still shows its
// counters (Buhmann) or points (Lord) beside the mark, on every kind of
// card where they fit unmarked; a bordered card says the mark in words.
func TestMarkKeepsCounters(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		s := game12(t, v, 5)
		parts, _ := statusParts(Frame{Styles: st, Words: en}, s, 0, false, false)
		counters := ansi.Strip(strings.Join(parts, " "))
		for kind := cardHuge; kind <= cardTiny; kind++ {
			for _, w := range []int{16, 24, 40} {
				d := NoDecor()
				d.Marks = []string{"defender"}
				out := ansi.Strip(card(Frame{Styles: st, Words: en}, s, 0, d, kind, w))
				plain := ansi.Strip(card(Frame{Styles: st, Words: en}, s, 0, NoDecor(), kind, w))
				if !strings.Contains(out, "◉") {
					t.Errorf("%v kind %d width %d: no mark:\n%s", v, kind, w, out)
				}
				if strings.Contains(plain, counters) && !strings.Contains(out, counters) {
					t.Errorf("%v kind %d width %d: %q hidden by the mark:\n%s", v, kind, w, counters, out)
				}
				if w >= 24 && kind != cardTiny && !strings.Contains(out, "◉ defender") {
					t.Errorf("%v kind %d width %d: the mark's word is missing:\n%s", v, kind, w, out)
				}
			}
		}
	}
}

// TestCompactLordTableSaysTargetAndOpponents: where the Lord panel does
// not fit (80x24, 100x30), the table still says the target score and every
// paired player's card names their opponent (a long name shortened), for
// every player count; the full layout leaves that to the panel.
func TestCompactLordTableSaysTargetAndOpponents(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for n := rules.MinLordPlayers; n <= rules.MaxPlayers; n++ {
		s := game12(t, rules.Lord, n)
		for _, size := range [][2]int{{80, 24}, {100, 30}} {
			out := ansi.Strip(Table(Frame{Width: size[0], Height: size[1], Styles: st, Words: en}, TableView{State: s, Decor: NoDecor()}))
			if !strings.Contains(out, "Target 10 points") {
				t.Errorf("%d players %dx%d: no target score:\n%s", n, size[0], size[1], out)
			}
			for _, p := range s.Pairs {
				for i, seat := range p {
					if vs := "vs " + string([]rune(s.Name(p[1-i]))[:2]); !strings.Contains(out, vs) {
						t.Errorf("%d players %dx%d: %s's card does not say %q:\n%s", n, size[0], size[1], s.Name(seat), vs, out)
					}
				}
			}
		}
		full := ansi.Strip(Table(Frame{Width: 120, Height: 40, Styles: st, Words: en}, TableView{State: s, Decor: NoDecor()}))
		if strings.Contains(full, "vs ") {
			t.Errorf("%d players 120x40: the cards name opponents beside the panel:\n%s", n, full)
		}
	}
}

// grapheme is the rule of grapheme clusters with nothing measured.
var grapheme = styles.CellsOf(ansi.GraphemeWidth)
