package rules

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// randomEvent draws an event that is often, not always, legal: seats are
// drawn from all seats and a few past the end.
func randomEvent(t *rapid.T, s State) Event {
	n := len(s.Players)
	seat := func(label string) int { return rapid.IntRange(-1, n).Draw(t, label) }
	active := func(label string) int {
		if rapid.IntRange(0, 9).Draw(t, label+"?") < 8 {
			return s.Active
		}
		return seat(label)
	}
	seats := func(label string) []int {
		return rapid.SliceOfNDistinct(rapid.IntRange(0, n-1), 1, 3, rapid.ID[int]).Draw(t, label)
	}
	switch rapid.IntRange(0, 104).Draw(t, "kind") / 5 {
	case 0, 1, 2, 3, 4, 5:
		return Pass{}
	case 6, 7, 8, 9:
		e := LifeChange{Source: seat("source")}
		for _, s := range seats("life seats") {
			e.Changes = append(e.Changes, Change{Seat: s, Delta: rapid.IntRange(-12, 6).Draw(t, "delta")})
		}
		return e
	case 10, 11, 12:
		return Attack{Attacker: active("attacker"), Defenders: seats("defenders")}
	case 13, 14:
		return Target{Actor: active("actor"), Owner: seat("owner"),
			Kind: rapid.SampledFrom(TargetKinds[:]).Draw(t, "target kind")}
	case 15:
		return Eliminate{Seats: seats("eliminated"), Culprit: seat("culprit"),
			Cause: rapid.SampledFrom(Causes[:]).Draw(t, "cause")}
	case 16:
		return Points{Seat: seat("points seat"), Delta: rapid.IntRange(-2, 3).Draw(t, "points"), Reason: "test"}
	case 17:
		if rapid.Bool().Draw(t, "roles or pairs") {
			r := DrawRoles(n, rapid.Uint64().Draw(t, "roles seed"))
			return r
		}
		return SetPairs{Pairs: DrawRoles(n, rapid.Uint64().Draw(t, "pairs seed")).Pairs}
	case 18:
		if rapid.IntRange(0, 9).Draw(t, "end?") == 0 {
			return End{}
		}
		return Undo{}
	case 19:
		e := Poison{Source: seat("poison source")}
		for _, s := range seats("poison seats") {
			e.Changes = append(e.Changes, Change{Seat: s, Delta: rapid.IntRange(-3, 6).Draw(t, "poison delta")})
		}
		return e
	default:
		return Redo{}
	}
}

func randomSetup(t *rapid.T) Setup {
	variant := rapid.SampledFrom([]Variant{Buhmann, Lord}).Draw(t, "variant")
	min := MinBuhmannPlayers
	if variant == Lord {
		min = MinLordPlayers
	}
	n := rapid.IntRange(min, MaxPlayers).Draw(t, "players")
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}
	return Setup{
		Variant: variant,
		Players: names[:n],
		Life:    rapid.IntRange(1, 30).Draw(t, "life"),
		Target:  rapid.IntRange(1, 15).Draw(t, "target"),
		First:   rapid.IntRange(0, n-1).Draw(t, "first"),
		Seed:    rapid.Uint64().Draw(t, "seed"),
		House:   HouseRules{LordDeathRewardsAll: rapid.Bool().Draw(t, "house")},
	}
}

// checkInvariants checks what must hold after every event.
func checkInvariants(t *rapid.T, s State) {
	for i, p := range s.Players {
		if p.Passivity < 0 || p.Passivity > 2 {
			t.Fatalf("seat %d has %d passivity counters", i, p.Passivity)
		}
		if p.Poison < 0 || (p.Poison >= LethalPoison && p.TakesTurns() && !s.Over) {
			t.Fatalf("seat %d has %d poison counters and takes turns", i, p.Poison)
		}
		if p.Protection.Rounds < 0 || p.Protection.Rounds > 4 {
			t.Fatalf("seat %d has protection %d", i, p.Protection.Rounds)
		}
		if s.Setup.Variant == Buhmann && s.Endgame && p.Passivity != 0 {
			t.Fatalf("counters in the endgame")
		}
	}
	if !s.Over && !s.Playing(s.Active) {
		t.Fatalf("the active player %d does not take turns", s.Active)
	}
	switch s.Setup.Variant {
	case Buhmann:
		if s.IT != NoSeat && (!s.Playing(s.IT) || s.Endgame) {
			t.Fatalf("bad IT %d (endgame %v)", s.IT, s.Endgame)
		}
		if s.Lord != NoSeat || s.Waiting != NoSeat || len(s.Pairs) != 0 {
			t.Fatalf("Lord roles in Buhmann")
		}
	case Lord:
		if s.IT != NoSeat {
			t.Fatalf("an IT in a Lord game")
		}
		if !s.Over {
			checkLordRoles(t, s)
		}
	}
}

func checkLordRoles(t *rapid.T, s State) {
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
	if (len(s.Players)%2 == 0) != (s.Waiting != NoSeat) {
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
func checkPointsFromEffects(t *rapid.T, before, after State, effects []Effect) {
	delta := make([]int, len(before.Players))
	for _, e := range effects {
		if e.Kind == PointsAwarded {
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
		g, _, err := NewGame(setup)
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		var events []Event
		steps := rapid.IntRange(1, 300).Draw(t, "steps")
		for i := 0; i < steps; i++ {
			e := randomEvent(t, g.State)
			next, effects, err := Apply(g, e)
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
		replayed, err := replayEvents(setup, events)
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
func checkHistory(t *rapid.T, before, after Game, e Event, effects []Effect) {
	back, forth := Event(Undo{}), Event(Redo{})
	switch e.(type) {
	case Undo:
		back, forth = Redo{}, Undo{}
	case Redo:
	default:
		checkPointsFromEffects(t, before.State, after.State, effects)
	}
	restored, _, err := Apply(after, back)
	if err != nil || !reflect.DeepEqual(restored.State, before.State) {
		t.Fatalf("%T after %T did not restore the state before (%v)", back, e, err)
	}
	again, _, err := Apply(restored, forth)
	if err != nil || !reflect.DeepEqual(again.State, after.State) {
		t.Fatalf("%T after %T did not restore the state after (%v)", forth, back, err)
	}
}
