package rules

import (
	"reflect"
	"testing"
)

// TestGlance: the list of games sees the round, whose turn, and the
// leaders: by points in Lord (none at 0, L-5), by life among the players
// still in in Buhmann (none while all are level).
func TestGlance(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	if g := GlanceAt(sc.g.State); g.Leaders != nil || g.Round != 1 || g.Turn != 1 || g.Active != 0 || g.ByPoints {
		t.Errorf("a fresh Buhmann game: %+v", g)
	}
	sc.do(LifeChange{Changes: []Change{{Seat: 0, Delta: -3}, {Seat: 2, Delta: -3}}, Source: NoSeat}, Pass{})
	if g := GlanceAt(sc.g.State); !reflect.DeepEqual(g.Leaders, []int{1}) || g.Lead != 20 || g.Active != 1 {
		t.Errorf("B leads with 20 life: %+v", g)
	}
	sc.do(LifeChange{Changes: []Change{{Seat: 1, Delta: -3}}, Source: NoSeat})
	if g := GlanceAt(sc.g.State); g.Leaders != nil {
		t.Errorf("all at 17 life, nobody leads: %+v", g)
	}
	sc.do(LifeChange{Changes: []Change{{Seat: 1, Delta: -1}}, Source: NoSeat})
	if g := GlanceAt(sc.g.State); !reflect.DeepEqual(g.Leaders, []int{0, 2}) || g.Lead != 17 {
		t.Errorf("A and C lead with 17: %+v", g)
	}
	lo := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	if g := GlanceAt(lo.g.State); g.Leaders != nil || !g.ByPoints {
		t.Errorf("a Lord game at 0 points: %+v", g)
	}
	lo.do(Points{Seat: 3, Delta: 2, Reason: "house rule"}, Points{Seat: 1, Delta: 2, Reason: "house rule"})
	if g := GlanceAt(lo.g.State); !reflect.DeepEqual(g.Leaders, []int{1, 3}) || g.Lead != 2 {
		t.Errorf("Ben and Dora lead with 2 points: %+v", g)
	}
}
