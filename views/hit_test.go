package views

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// TestSeatRectsMatchTheDrawing: for every player count and many sizes,
// the cell where seatRects puts a seat's card shows that seat's number on
// the card's first line, no two cards share a cell, and a click on it
// finds the seat.
func TestSeatRectsMatchTheDrawing(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	sizes := [][2]int{{80, 17}, {75, 30}, {100, 24}, {120, 30}, {200, 60}, {40, 12}}
	for n := rules.MinBuhmannPlayers; n <= rules.MaxPlayers; n++ {
		s := game12(t, rules.Buhmann, n)
		for _, size := range sizes {
			w, h := size[0], size[1]
			out := strings.Split(ansi.Strip(Seating(Frame{Styles: st, Words: en}, s, NoDecor(), w, h)), "\n")
			rects := seatRects(n, w, h)
			for seat, r := range rects {
				if r.h == 0 {
					continue
				}
				first := ansi.Cut(out[r.y], r.x, r.x+r.w)
				if !slices.Contains(strings.FieldsFunc(first, notDigit), SeatNumber(seat)) {
					t.Errorf("%d seats %dx%d: seat %d's card at %+v begins %q", n, w, h, seat+1, r, first)
				}
				if got := SeatAt(n, w, h, r.x+r.w/2, r.y+r.h-1); got != seat {
					t.Errorf("%d seats %dx%d: SeatAt inside seat %d's card = %d", n, w, h, seat, got)
				}
				for other, o := range rects[seat+1:] {
					if o.h > 0 && r.x < o.x+o.w && o.x < r.x+r.w && r.y < o.y+o.h && o.y < r.y+r.h {
						t.Errorf("%d seats %dx%d: cards %d and %d overlap", n, w, h, seat, seat+1+other)
					}
				}
			}
		}
	}
}

func notDigit(r rune) bool { return r < '0' || r > '9' }

// TestTableHitFindsSeatsAndPromptFields: on the table screen at 80x24 and
// 120x40 a click on the middle of a card finds its seat, and a click on a
// prompt's field line finds the field and its arrows.
func TestTableHitFindsSeatsAndPromptFields(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	s := game12(t, rules.Lord, 7)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		w, h := size[0], size[1]
		v := TableView{State: s, Decor: NoDecor()}
		out := strings.Split(ansi.Strip(Table(Frame{Width: w, Height: h, Styles: st, Words: en}, v)), "\n")
		found := map[int]bool{}
		for y, line := range out {
			for x := range ansi.StringWidth(line) {
				if hit := TableHit(Frame{Width: w, Height: h, Styles: st, Words: en}, v, x, y); hit.Seat != rules.NoSeat {
					found[hit.Seat] = true
				}
			}
		}
		if len(found) != len(s.Players) {
			t.Errorf("%dx%d: clicks find %d seats of %d", w, h, len(found), len(s.Players))
		}
		v.Prompt = &PromptView{Title: "Target", Fields: []PromptField{{Label: "Owner", Value: "◀ Ana ▶", Focused: true},
			{Label: "Kind", Value: "◀ spell ▶"}}, Hint: "Enter"}
		out = strings.Split(ansi.Strip(Table(Frame{Width: w, Height: h, Styles: st, Words: en}, v)), "\n")
		y := slices.IndexFunc(out, func(l string) bool { return strings.Contains(l, "Kind") })
		x := strings.Index(out[y], "◀ spell")
		x = ansi.StringWidth(out[y][:x])
		if hit := TableHit(Frame{Width: w, Height: h, Styles: st, Words: en}, v, x, y); !hit.InPrompt || hit.Field != 1 || hit.Arrow != -1 {
			t.Errorf("%dx%d: click on Kind's ◀ = %+v", w, h, hit)
		}
		if hit := TableHit(Frame{Width: w, Height: h, Styles: st, Words: en}, v, x+ansi.StringWidth("◀ spell ▶")-1, y); hit.Field != 1 || hit.Arrow != 1 {
			t.Errorf("%dx%d: click on Kind's ▶ = %+v", w, h, hit)
		}
		if hit := TableHit(Frame{Width: w, Height: h, Styles: st, Words: en}, v, x+3, y-1); hit.Field != 0 || hit.Arrow != 0 {
			t.Errorf("%dx%d: click on Owner's name = %+v", w, h, hit)
		}
	}
}

// TestPromptHitBelowWrappedText: a prompt's line of text that wraps
// pushes its fields down, and a click finds the field where it is drawn.
func TestPromptHitBelowWrappedText(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	p := PromptView{Title: "Export", Text: []string{strings.Repeat("word ", 30)},
		Fields: []PromptField{{Label: "Format", Value: "◀ Markdown ▶", Focused: true}}, Hint: "enter"}
	for _, framed := range []bool{true, false} {
		out := strings.Split(ansi.Strip(Prompt(p, st, 40, framed)), "\n")
		y := slices.IndexFunc(out, func(l string) bool { return strings.Contains(l, "Format") })
		if y < 3 {
			t.Fatalf("framed %v: the text did not wrap above the field:\n%s", framed, strings.Join(out, "\n"))
		}
		if hit := PromptHit(p, st, 40, framed, 5, y); hit.Field != 0 {
			t.Errorf("framed %v: a click on the field's line %d found field %d", framed, y, hit.Field)
		}
		if hit := PromptHit(p, st, 40, framed, 5, y-1); hit.Field == 0 {
			t.Errorf("framed %v: a click on the text above the field found the field", framed)
		}
	}
}
