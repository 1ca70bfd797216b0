package rules_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// seen is what a rule or a screen reads of a state (everything but the
// lists a Snapshot leaves out).
type seen struct {
	Snap  rules.Snapshot
	Decks []string
}

func seenOf(s rules.State) seen {
	v := seen{Snap: s.Snapshot()}
	for seat := range s.Players {
		v.Decks = append(v.Decks, s.DeckOf(seat))
	}
	return v
}

// ruleOf is the rule that refused an event, "" for none.
func ruleOf(err error) string {
	var re *rules.RuleError
	if errors.As(err, &re) {
		return fmt.Sprint(re.Rule, ":", re.Key)
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// TestResumeGoesOnAsTheGame: a game resumed from a snapshot taken at any
// point (rules.Resume) accepts and refuses the same events as the game
// it was taken of, undo and redo of the events since included, and
// stands where that game stands after each; an undo or redo that reaches
// before the snapshot is refused (the resumed game keeps no history from
// before it).
func TestResumeGoesOnAsTheGame(t *testing.T) {
	wild := gamegen.Gen{Mix: gamegen.WildMix, Wild: true}
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		for seed := range uint64(4) {
			setup := gamegen.LongSetup(v)
			_, events := gamegen.Plain(gamegen.MayEnd).Play(gamegen.Seeded(seed, 7), setup, 400)
			whole, _, err := rules.NewGame(setup)
			if err != nil {
				t.Fatal(err)
			}
			for at := range events {
				if at%37 == 0 {
					checkResumed(t, setup, whole, events[at:], wild, seed)
				}
				if whole, _, err = rules.Apply(whole, events[at]); err != nil {
					t.Fatalf("%v seed %d: event %d refused: %v", v, seed, at, err)
				}
			}
		}
	}
}

// checkResumed resumes from whole's snapshot and applies rest to both,
// with a wild event tried on both before each.
func checkResumed(t *testing.T, setup rules.Setup, whole rules.Game, rest []rules.Event, wild gamegen.Gen, seed uint64) {
	t.Helper()
	resumed, ok := rules.Resume(setup, whole.State.Snapshot())
	if !ok {
		t.Fatalf("seed %d: the snapshot of a game is refused", seed)
	}
	if !reflect.DeepEqual(seenOf(resumed.State), seenOf(whole.State)) {
		t.Fatalf("seed %d: the resumed game stands elsewhere", seed)
	}
	src := gamegen.Seeded(seed, uint64(len(rest)))
	for i, e := range rest {
		try := wild.Draw(src, whole.State)
		_, _, werr := rules.Apply(whole, try)
		_, _, rerr := rules.Apply(resumed, try)
		if beforeSnapshot(resumed, try) {
			werr = rerr // the resumed game must refuse it, whatever the game says
			if rerr == nil {
				t.Fatalf("seed %d: %T reaching before the snapshot taken", seed, try)
			}
		}
		if ruleOf(werr) != ruleOf(rerr) {
			t.Fatalf("seed %d: %T after %d events: the game says %q, the resumed one %q", seed, try, i, ruleOf(werr), ruleOf(rerr))
		}
		var err error
		if whole, _, err = rules.Apply(whole, e); err != nil {
			t.Fatal(err)
		}
		before := beforeSnapshot(resumed, e)
		next, _, rerr2 := rules.Apply(resumed, e)
		switch {
		case before && rerr2 != nil:
			return // it reaches before the snapshot: refused, as it must be
		case before:
			t.Fatalf("seed %d: %T reaching before the snapshot taken", seed, e)
		case rerr2 != nil:
			t.Fatalf("seed %d: %T after %d events refused by the resumed game: %v", seed, e, i, rerr2)
		}
		resumed = next
		if !reflect.DeepEqual(seenOf(resumed.State), seenOf(whole.State)) {
			t.Fatalf("seed %d: after %d events (%T) the resumed game stands elsewhere", seed, i+1, e)
		}
	}
}

// beforeSnapshot reports whether e is an undo or redo that the resumed
// game g has no history for.
func beforeSnapshot(g rules.Game, e rules.Event) bool {
	switch e.(type) {
	case rules.Undo:
		return g.CanUndo() == 0
	case rules.Redo:
		return g.CanRedo() == 0
	}
	return false
}

// TestResumeRefusesAnotherGamesSnapshot: a snapshot with other seats
// than the setup's, or a damaged generator, is no game.
func TestResumeRefusesAnotherGamesSnapshot(t *testing.T) {
	setup := gamegen.LongSetup(rules.Lord)
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	snap := g.State.Snapshot()
	if _, ok := rules.Resume(setup, snap); !ok {
		t.Fatal("the game's own snapshot is refused")
	}
	fewer := snap
	fewer.Players = fewer.Players[1:]
	far := snap
	far.Active = len(snap.Players)
	broken := snap
	broken.Random = []byte("pcg:")
	for name, s := range map[string]rules.Snapshot{"fewer seats": fewer, "a seat past the table": far, "a broken generator": broken} {
		if _, ok := rules.Resume(setup, s); ok {
			t.Errorf("%s: resumed", name)
		}
	}
}
