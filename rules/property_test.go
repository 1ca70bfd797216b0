package rules_test

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// wild draws the events of the property tests: every kind, often
// refused (seats past the table, actors out of turn, large amounts).
var wild = gamegen.Gen{Mix: gamegen.WildMix, Wild: true}

// randomSetup draws any legal setup: either variant, 3 to 12 players,
// any life, target, first player and house rule.
func randomSetup(t *rapid.T) rules.Setup {
	return gamegen.Table{Wild: true}.Setup(gamegen.Rapid(t))
}

// randomEvent draws an event that is often, not always, legal.
func randomEvent(t *rapid.T, s rules.State) rules.Event {
	return wild.Draw(gamegen.Rapid(t), s)
}

// failer is what the checks need of a test: *rapid.T in the property
// tests, *testing.T in the games they once shrank failures to.
type failer interface {
	Fatalf(format string, args ...any)
}

// checkInvariants checks what must hold after every event.
func checkInvariants(t failer, s rules.State) {
	for i, p := range s.Players {
		if p.Passivity < 0 || p.Passivity > 2 {
			t.Fatalf("seat %d has %d passivity counters", i, p.Passivity)
		}
		if p.Poison < 0 || (p.Poison >= rules.LethalPoison && p.TakesTurns() && !s.Over) {
			t.Fatalf("seat %d has %d poison counters and takes turns", i, p.Poison)
		}
		if p.Protection.Rounds < 0 || p.Protection.Rounds > 4 {
			t.Fatalf("seat %d has protection %d", i, p.Protection.Rounds)
		}
		if s.Setup.Variant == rules.Buhmann && s.Endgame && p.Passivity != 0 {
			t.Fatalf("counters in the endgame")
		}
	}
	if !s.Over && !s.Playing(s.Active) {
		t.Fatalf("the active player %d does not take turns", s.Active)
	}
	switch s.Setup.Variant {
	case rules.Buhmann:
		if s.IT != rules.NoSeat && (!s.Playing(s.IT) || s.Endgame) {
			t.Fatalf("bad IT %d (endgame %v)", s.IT, s.Endgame)
		}
		if s.Lord != rules.NoSeat || s.Waiting != rules.NoSeat || len(s.Pairs) != 0 {
			t.Fatalf("Lord roles in Buhmann")
		}
	case rules.Lord:
		if s.IT != rules.NoSeat {
			t.Fatalf("an IT in a Lord game")
		}
		if !s.Over {
			checkLordRoles(t, s)
		}
	}
}

func checkLordRoles(t failer, s rules.State) {
	lords := 0
	for i, p := range s.Players {
		if p.Out {
			t.Fatalf("seat %d is out in a running Lord game", i)
		}
		if i == s.Lord && p.TakesTurns() {
			lords++
		}
		if p.Waiting != (i == s.Waiting) {
			t.Fatalf("seat %d waiting flag disagrees", i)
		}
	}
	if lords != 1 {
		t.Fatalf("%d playing Lords", lords)
	}
	if (len(s.Players)%2 == 0) != (s.Waiting != rules.NoSeat) {
		t.Fatalf("waiting %d with %d players", s.Waiting, len(s.Players))
	}
	inPair := map[int]int{}
	for _, p := range s.Pairs {
		inPair[p[0]]++
		inPair[p[1]]++
	}
	for i := range s.Players {
		want := 1
		if i == s.Lord || !s.Playing(i) {
			want = 0
		}
		if inPair[i] != want {
			t.Fatalf("seat %d is in %d pairs (Lord %d, pairs %v)", i, inPair[i], s.Lord, s.Pairs)
		}
	}
}

// checkPointsFromEffects checks that points changed only through L-4 and
// L-11 effects.
func checkPointsFromEffects(t failer, before, after rules.State, effects []rules.Effect) {
	delta := make([]int, len(before.Players))
	for _, e := range effects {
		if e.Kind == rules.PointsAwarded {
			delta[e.Seat] += e.Points
		}
	}
	for i := range delta {
		if after.Players[i].Points-before.Players[i].Points != delta[i] {
			t.Fatalf("seat %d's points changed by %d, effects say %d", i,
				after.Players[i].Points-before.Players[i].Points, delta[i])
		}
	}
}

// TestPropertyRandomGames plays long random event sequences and checks the
// invariants after each event, that refused events change nothing, that
// undo restores the exact previous state and redo the next, and that
// replaying the events gives the same state (C-7, C-8, C-9); the journal
// checks that encoding and decoding the records changes none of them.
func TestPropertyRandomGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		setup := randomSetup(t)
		g, _, err := rules.NewGame(setup)
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		var events []rules.Event
		steps := rapid.IntRange(1, 300).Draw(t, "steps")
		for i := 0; i < steps; i++ {
			e := randomEvent(t, g.State)
			next, effects, err := rules.Apply(g, e)
			if err != nil {
				if !reflect.DeepEqual(next, g) {
					t.Fatalf("refused %T changed the game", e)
				}
				continue
			}
			checkInvariants(t, next.State)
			checkHistory(t, g, next, e, effects)
			events = append(events, e)
			g = next
		}
		replayed, err := replay(setup, events)
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		if !reflect.DeepEqual(replayed.State, g.State) {
			t.Fatalf("replay differs from the live state")
		}
		if replayed.CanUndo() != g.CanUndo() || replayed.CanRedo() != g.CanRedo() {
			t.Fatalf("replay history differs")
		}
	})
}

// checkHistory checks that an applied event can be taken back exactly:
// undo restores the state before an event and redo the state after it;
// an undo is taken back by a redo and a redo by an undo (C-8).
func checkHistory(t failer, before, after rules.Game, e rules.Event, effects []rules.Effect) {
	back, forth := rules.Event(rules.Undo{}), rules.Event(rules.Redo{})
	switch e.(type) {
	case rules.Undo:
		back, forth = rules.Redo{}, rules.Undo{}
	case rules.Redo:
	default:
		checkPointsFromEffects(t, before.State, after.State, effects)
	}
	restored, _, err := rules.Apply(after, back)
	if err != nil || !reflect.DeepEqual(restored.State, before.State) {
		t.Fatalf("%T after %T did not restore the state before (%v)", back, e, err)
	}
	again, _, err := rules.Apply(restored, forth)
	if err != nil || !reflect.DeepEqual(again.State, after.State) {
		t.Fatalf("%T after %T did not restore the state after (%v)", forth, back, err)
	}
}
