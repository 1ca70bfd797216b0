package gamegen

import (
	"crypto/sha256"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"rolekeeper/rules"
)

// TestLongEventsAreLegalAndGoOn: every event of a long game is accepted
// after the ones before it, none is an undo or a redo, the game is still
// running at the end (in Buhmann with every player), poison counters are
// among them (C-11), and the same seed gives the same game.
func TestLongEventsAreLegalAndGoOn(t *testing.T) {
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		setup := LongSetup(v)
		g, _, err := rules.NewGame(setup)
		if err != nil {
			t.Fatalf("%v: setup refused: %v", v, err)
		}
		var events []rules.Event
		for e := range LongEvents(setup, 3000, 7) {
			switch e.(type) {
			case rules.Undo, rules.Redo, rules.End:
				t.Fatalf("%v: event %d is %T", v, len(events)+1, e)
			}
			if g, _, err = rules.Apply(g, e); err != nil {
				t.Fatalf("%v: event %d refused: %v", v, len(events)+1, err)
			}
			events = append(events, e)
		}
		if len(events) != 3000 || g.Over || g.Remaining() != len(setup.Players) && v == rules.Buhmann {
			t.Fatalf("%v: %d events, over %v, %d players remain", v, len(events), g.Over, g.Remaining())
		}
		if !slices.ContainsFunc(events, func(e rules.Event) bool { return e.Type() == rules.KindPoison }) {
			t.Errorf("%v: no poison counters in 3000 events (C-11)", v)
		}
		if again := slices.Collect(LongEvents(setup, 3000, 7)); !reflect.DeepEqual(again, events) {
			t.Fatalf("%v: the same seed gave another game", v)
		}
	}
}

// TestLongGamesKeepTheirShape: the long games are the ones the figures of
// BENCHMARKS.md were measured on (the events of internal/longgame before
// it became this package's Long, by their digest).
func TestLongGamesKeepTheirShape(t *testing.T) {
	for v, want := range map[rules.Variant]string{
		rules.Lord:    "52b66c68323aadc0382589f1cc63984286ef812d73e66a11e9cdee3803229326",
		rules.Buhmann: "bbc4453711a44ec9f9bee77c3a3b50a959d4b6d523545a87020972c048d27455",
	} {
		h := sha256.New()
		for e := range LongEvents(LongSetup(v), 2000, 1) {
			fmt.Fprintf(h, "%#v\n", e)
		}
		if got := fmt.Sprintf("%x", h.Sum(nil)); got != want {
			t.Errorf("%v: the long game's events are %s, want %s", v, got, want)
		}
	}
}
