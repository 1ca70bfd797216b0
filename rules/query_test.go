package rules

import "testing"

// TestNextTurnStartAgreesWithPass checks the preview of B-6 and L-9
// against what a pass really does, over random legal games.
func TestNextTurnStartAgreesWithPass(t *testing.T) {
	for _, setup := range benchSetups() {
		_, events := legalGame(setup, 3000, 4)
		g, _, _ := NewGame(setup)
		checked := 0
		for _, e := range events {
			if _, ok := e.(Pass); ok && !g.Over {
				next := g.NextPlaying(g.Active)
				want := g.NextTurnStart(next)
				after, _, err := Apply(g, Pass{})
				if err != nil {
					t.Fatal(err)
				}
				p := after.Players[next]
				if got := g.Players[next].Life - p.Life; got != want.LifeLoss {
					t.Fatalf("%s: life loss %d, preview %d", setup.Variant, got, want.LifeLoss)
				}
				if p.Out != want.Eliminates {
					t.Fatalf("%s: out %v, preview %v", setup.Variant, p.Out, want.Eliminates)
				}
				if gained := p.Passivity > g.Players[next].Passivity; !p.Out && gained != want.GainsCounter {
					t.Fatalf("%s: counter gained %v, preview %v", setup.Variant, gained, want.GainsCounter)
				}
				if p.Protection.Rounds != want.Protection {
					t.Fatalf("%s: protection %d, preview %d", setup.Variant, p.Protection.Rounds, want.Protection)
				}
				checked++
			}
			g, _, _ = Apply(g, e)
		}
		if checked < 100 {
			t.Fatalf("%s: only %d passes checked", setup.Variant, checked)
		}
	}
}

func TestB7_GainPrevented(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(passes(3)...)
	if sc.g.GainPrevented(0, 3) != 3 || sc.g.GainPrevented(1, 3) != 0 || sc.g.GainPrevented(0, -3) != 0 {
		t.Fatal("GainPrevented disagrees with B-7")
	}
}
