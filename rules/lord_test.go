package rules

import (
	"reflect"
	"slices"
	"testing"
)

// checkRoles asserts the role invariants of a Lord game: one Lord among
// the playing players, a waiting player iff the player count is even, and
// pairs that partition the playing non-Lord players.
func checkRoles(t *testing.T, s State) {
	t.Helper()
	if !s.Playing(s.Lord) {
		t.Fatalf("the Lord (seat %d) is not playing", s.Lord)
	}
	if even := len(s.Players)%2 == 0; even != (s.Waiting != NoSeat) {
		t.Fatalf("waiting %d with %d players", s.Waiting, len(s.Players))
	}
	seen := map[int]bool{}
	for _, p := range s.Pairs {
		for _, seat := range p {
			if seen[seat] || seat == s.Lord || !s.Playing(seat) {
				t.Fatalf("bad pairs %v (Lord %d)", s.Pairs, s.Lord)
			}
			seen[seat] = true
		}
	}
	if len(seen) != s.Remaining()-1 {
		t.Fatalf("pairs %v leave a player out", s.Pairs)
	}
}

func TestL1_Setup(t *testing.T) {
	for n := 5; n <= 12; n++ {
		for seed := uint64(0); seed < 20; seed++ {
			names := []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"}[:n]
			g, _, err := NewGame(Setup{Variant: Lord, Players: names, Life: 20, Target: 10, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			checkRoles(t, g.State)
		}
	}
	bad := Setup{Variant: Lord, Players: []string{"A", "B", "C", "D", "E"}, Life: 20, Target: 100}
	if err := bad.Validate(); err == nil {
		t.Error("target 100 accepted")
	}
	// Roles may be set by hand, again and again, but only before anything
	// else happens.
	sc := lord(t, 5, 2, NoSeat, Pair{0, 1}, Pair{3, 4})
	sc.do(SetPairs{Pairs: []Pair{{0, 3}, {1, 4}}})
	sc.do(Roles{Lord: 0, Pairs: []Pair{{1, 2}, {3, 4}}, Waiting: NoSeat})
	sc.refused("L-1", Roles{Lord: 0, Pairs: []Pair{{1, 2}, {3, 4}}, Waiting: 1})      // nobody waits with 5
	sc.refused("L-1", Roles{Lord: 0, Pairs: []Pair{{1, 2}}, Waiting: NoSeat})         // 3 and 4 unpaired
	sc.refused("L-1", Roles{Lord: 0, Pairs: []Pair{{0, 2}, {3, 4}}, Waiting: NoSeat}) // the Lord paired
	sc.do(Pass{})
	sc.refused("L-1", Roles{Lord: 1, Pairs: []Pair{{0, 2}, {3, 4}}, Waiting: NoSeat})
	b := buhmann(t, "A", "B", "C")
	b.refused("L-1", Roles{Lord: 0, Waiting: NoSeat})
}

func TestL2_Opponents(t *testing.T) {
	sc := lord(t, 7, 0, NoSeat, Pair{1, 2}, Pair{3, 4}, Pair{5, 6})
	s := sc.g.State
	cases := []struct {
		a, b int
		want bool
	}{{1, 2, true}, {2, 1, true}, {1, 3, false}, {1, 0, true}, {0, 5, true}, {1, 1, false}}
	for _, c := range cases {
		if got := s.Opponents(c.a, c.b); got != c.want {
			t.Errorf("Opponents(%d, %d) = %v", c.a, c.b, got)
		}
	}
	sc.do(passes(7)...)
	if !reflect.DeepEqual(sc.g.Pairs, s.Pairs) {
		t.Error("pairs changed without an elimination")
	}
}

func TestL3_TheLordIsUntouchable(t *testing.T) {
	sc := lord(t, 5, 1, NoSeat, Pair{0, 2}, Pair{3, 4})
	sc.refused("L-3", Attack{Attacker: 0, Defenders: []int{1}})
	sc.refused("L-3", Attack{Attacker: 0, Defenders: []int{2, 1}})
	sc.refused("L-3", Target{Actor: 0, Owner: 1, Kind: TargetPlayer})
	sc.do(Target{Actor: 0, Owner: 1, Kind: TargetPermanent})
	sc.do(Target{Actor: 3, Owner: 1, Kind: TargetLibrary})
	sc.do(Target{Actor: 1, Owner: 1, Kind: TargetPlayer}) // the Lord targets themselves
	sc.do(Pass{}, Attack{Attacker: 1, Defenders: []int{0, 2, 3, 4}})
	sc.do(life(NoSeat, 1, -20)) // untargeted effects can eliminate the Lord
	if len(sc.g.Eliminations()) != 1 {
		t.Error("the Lord was not eliminated")
	}
}

// TestWorkedExample2 is RULES.md worked example 2: Lord L, pairs B–C, D–E,
// F–G, each case from the same position.
func TestWorkedExample2(t *testing.T) {
	const L, B, C, D, E, F, G = 0, 1, 2, 3, 4, 5, 6
	start := func(t *testing.T) *scenario {
		return lord(t, 7, L, NoSeat, Pair{B, C}, Pair{D, E}, Pair{F, G})
	}
	t.Run("a: B eliminates C", func(t *testing.T) {
		sc := start(t)
		sc.do(life(B, C, -20))
		sc.wantPoints(0, 2, 0, 0, 0, 0, 0)
		// C re-enters as the new Lord with 20 life and protection 4.
		if sc.g.Lord != C || sc.player(C).Life != 20 || sc.player(C).Protection != (Protection{Rounds: 4}) {
			t.Errorf("C after re-entry: Lord %d, %+v", sc.g.Lord, sc.player(C))
		}
		checkRoles(t, sc.g.State)
		if slices.ContainsFunc(sc.g.Pairs, func(p Pair) bool { return p[0] == C || p[1] == C }) {
			t.Error("the new Lord is in a pair")
		}
		if len(sc.g.Pairs) != 3 {
			t.Errorf("want 3 new pairs of L, B, D, E, F, G, got %v", sc.g.Pairs)
		}
	})
	t.Run("b: the Lord eliminates D", func(t *testing.T) {
		sc := start(t)
		sc.do(Eliminate{Seats: []int{D}, Culprit: L, Cause: CausePoison})
		sc.wantPoints(1, 0, 0, 0, 1, 0, 0)
	})
	t.Run("c: F's Earthquake eliminates B and G", func(t *testing.T) {
		sc := start(t)
		sc.do(life(F, B, -20, G, -20))
		sc.wantPoints(0, 0, 1, 0, 0, 2, 0)
	})
	t.Run("d: F's Earthquake eliminates only B", func(t *testing.T) {
		sc := start(t)
		sc.do(life(F, B, -20))
		sc.wantPoints(0, 0, 1, 0, 0, -1, 0)
	})
	t.Run("e: B's Earthquake eliminates the Lord", func(t *testing.T) {
		sc := start(t)
		sc.do(life(B, L, -20))
		sc.wantPoints(0, 2, 0, 0, 0, 0, 0)
	})
}

func TestL4_Points(t *testing.T) {
	const L, B, C, D, E, F, G = 0, 1, 2, 3, 4, 5, 6
	start := func(t *testing.T) *scenario {
		return lord(t, 7, L, NoSeat, Pair{B, C}, Pair{D, E}, Pair{F, G})
	}
	t.Run("eliminated by nobody: the pair still scores", func(t *testing.T) {
		sc := start(t)
		sc.do(Eliminate{Seats: []int{B}, Culprit: NoSeat, Cause: CauseConcede})
		sc.wantPoints(0, 0, 1, 0, 0, 0, 0)
	})
	t.Run("eliminated by themselves: the pair scores, no -1", func(t *testing.T) {
		sc := start(t)
		sc.do(life(B, B, -20))
		sc.wantPoints(0, 0, 1, 0, 0, 0, 0)
	})
	t.Run("the Lord eliminated by nobody: nobody scores", func(t *testing.T) {
		sc := start(t)
		sc.do(life(NoSeat, L, -20))
		sc.wantPoints(0, 0, 0, 0, 0, 0, 0)
	})
	t.Run("one event, an opponent and a stranger: no -1", func(t *testing.T) {
		sc := start(t)
		sc.do(life(B, C, -20, D, -20))
		sc.wantPoints(0, 2, 0, 0, 1, 0, 0)
	})
	t.Run("the Lord eliminates two: +1 each, pairs +1", func(t *testing.T) {
		sc := start(t)
		sc.do(life(L, B, -20, D, -20))
		sc.wantPoints(2, 0, 1, 0, 1, 0, 0)
	})
	t.Run("house rule lord_death_rewards_all", func(t *testing.T) {
		names := []string{"L", "B", "C", "D", "E", "F", "G"}
		sc := newScenario(t, Setup{Variant: Lord, Players: names, House: HouseRules{LordDeathRewardsAll: true}})
		sc.do(Roles{Lord: L, Pairs: []Pair{{B, C}, {D, E}, {F, G}}, Waiting: NoSeat})
		sc.do(life(B, L, -20))
		sc.wantPoints(0, 2, 1, 1, 1, 1, 1)
	})
}

func TestL5_Victory(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 1, Delta: 9, Reason: "test"})
	if sc.g.Over {
		t.Fatal("over below the target")
	}
	sc.do(life(1, 2, -20)) // +2: 11
	if !sc.g.Over || !reflect.DeepEqual(sc.g.Winners, []int{1}) {
		t.Fatalf("over %v winners %v", sc.g.Over, sc.g.Winners)
	}
	if sc.g.Players[2].TakesTurns() {
		t.Error("the game ended, yet the eliminated player re-entered")
	}
	tie := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	tie.do(Points{Seat: 3, Delta: 10, Reason: "test"}, Undo{}, Points{Seat: 3, Delta: 9, Reason: "test"}, Points{Seat: 1, Delta: 9, Reason: "test"})
	tie.do(life(3, 4, -20, 1, -20)) // D: +2 for E, -0; B's pair C +1
	if !tie.g.Over || !reflect.DeepEqual(tie.g.Winners, []int{3}) {
		t.Fatalf("over %v winners %v", tie.g.Over, tie.g.Winners)
	}
	shared := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	shared.do(Points{Seat: 1, Delta: 9, Reason: "test"}, Points{Seat: 3, Delta: 9, Reason: "test"})
	shared.do(life(NoSeat, 2, -20, 4, -20)) // B +1 (C out), D +1 (E out)
	if !shared.g.Over || !reflect.DeepEqual(shared.g.Winners, []int{1, 3}) {
		t.Fatalf("shared: over %v winners %v", shared.g.Over, shared.g.Winners)
	}
}

func TestL6_ReEntry(t *testing.T) {
	t.Run("no waiting player", func(t *testing.T) {
		sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
		sc.do(life(NoSeat, 1, -20, 3, -20))
		for _, seat := range []int{1, 3} {
			if p := sc.player(seat); !p.TakesTurns() || p.Life != 20 {
				t.Errorf("seat %d: %+v", seat, p)
			}
		}
		checkRoles(t, sc.g.State)
	})
	t.Run("waiting player, two eliminated", func(t *testing.T) {
		sc := lord(t, 6, 0, 5, Pair{1, 2}, Pair{3, 4})
		sc.do(life(NoSeat, 1, -20, 3, -20))
		if sc.g.Waiting != 1 && sc.g.Waiting != 3 {
			t.Fatalf("waiting: %d", sc.g.Waiting)
		}
		if !sc.player(5).TakesTurns() {
			t.Error("the waiting player did not enter")
		}
		checkRoles(t, sc.g.State)
	})
}

// TestWorkedExample3 is RULES.md worked example 3.
func TestWorkedExample3(t *testing.T) {
	const W, X = 5, 1
	sc := lord(t, 6, 0, W, Pair{1, 2}, Pair{3, 4})
	sc.do(life(NoSeat, X, -20))
	if sc.g.Lord != W || sc.g.Waiting != X {
		t.Fatalf("Lord %d waiting %d", sc.g.Lord, sc.g.Waiting)
	}
	if len(sc.g.Pairs) != 2 {
		t.Errorf("pairs among the 4 non-Lord players: %v", sc.g.Pairs)
	}
	checkRoles(t, sc.g.State)
	if got := sc.player(W).Protection; got != (Protection{Rounds: 4}) {
		t.Errorf("W's protection: %+v", got)
	}
}

func TestL7_NewLordAndNewPairs(t *testing.T) {
	sc := lord(t, 7, 0, NoSeat, Pair{1, 2}, Pair{3, 4}, Pair{5, 6})
	sc.do(life(NoSeat, 3, -20, 5, -20))
	if sc.g.Lord != 3 && sc.g.Lord != 5 {
		t.Fatalf("the new Lord %d is not an entrant", sc.g.Lord)
	}
	checkRoles(t, sc.g.State)
	// Hand-set pairs must pair every playing non-Lord player exactly once.
	other := 3 + 5 - sc.g.Lord
	sc.do(SetPairs{Pairs: []Pair{{0, 1}, {2, 4}, {6, other}}})
	sc.refused("L-7", SetPairs{Pairs: []Pair{{0, 1}, {2, 4}}})
	sc.refused("L-7", SetPairs{Pairs: []Pair{{0, 1}, {2, 4}, {6, sc.g.Lord}}})
	sc.refused("L-7", SetPairs{Pairs: []Pair{{0, 1}, {1, 4}, {6, other}}})
}

func TestL7a_FirstTurn(t *testing.T) {
	sc := newScenario(t, Setup{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F"}, First: 2})
	sc.do(Roles{Lord: 0, Pairs: []Pair{{1, 3}, {4, 5}}, Waiting: 2})
	sc.wantActive(3)
	sc.do(Roles{Lord: 0, Pairs: []Pair{{1, 3}, {4, 2}}, Waiting: 5})
	sc.wantActive(2)
	if sc.player(2).Stats.TurnsTaken != 1 || sc.player(3).Stats.TurnsTaken != 0 {
		t.Error("turn 1 is not counted for the new first player")
	}
}

func TestL8_Protection(t *testing.T) {
	if ProtectionRounds(3) != 4 || ProtectionRounds(4) != 3 || ProtectionRounds(6) != 3 || ProtectionRounds(7) != 2 || ProtectionRounds(-2) != 4 {
		t.Fatal("protection lengths")
	}
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 3, Delta: 5, Reason: "test"}, life(NoSeat, 3, -20)) // D re-enters with 5 points (+0)
	if sc.player(3).Protection != (Protection{Rounds: 3}) {
		t.Fatalf("D's protection: %+v", sc.player(3).Protection)
	}
	if sc.g.Lord == 3 {
		sc.do(SetPairs{Pairs: sc.g.Pairs}) // keep
	}
	attacker := sc.g.Active
	if attacker == 3 || attacker == sc.g.Lord {
		t.Fatalf("unexpected active %d", attacker)
	}
	sc.refused("L-8", Target{Actor: 1, Owner: 3, Kind: TargetGraveyard})
	sc.refused("L-8", Target{Actor: 1, Owner: 3, Kind: TargetPermanent})
	if sc.g.Lord != 3 {
		sc.refused("L-8", Attack{Attacker: attacker, Defenders: []int{3}})
	}
	sc.do(Target{Actor: 3, Owner: 3, Kind: TargetPermanent}) // their own things
}

func TestL9_ProtectionCountdown(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(life(NoSeat, 3, -20)) // D re-enters on A's turn, protection 4 waits
	want := func(rounds int, started bool) {
		t.Helper()
		if got := sc.player(3).Protection; got != (Protection{Rounds: rounds, Started: started}) {
			t.Errorf("D's protection: got %+v, want %d started %v", got, rounds, started)
		}
	}
	want(4, false)
	sc.do(passes(2)...) // B, C
	want(4, false)
	sc.do(Pass{}) // D's first turn after entry: the full length shows
	want(4, true)
	for _, rounds := range []int{3, 2, 1} {
		sc.do(passes(5)...)
		want(rounds, true)
	}
	sc.do(passes(5)...)
	want(0, false)
	if !sc.hasEffect(ProtectionEnded, 3) {
		t.Error("no ProtectionEnded effect")
	}
}

func TestL10_LosingProtectionEarly(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(life(NoSeat, 1, -20)) // B re-enters, protected
	sc.do(Target{Actor: 1, Owner: 1, Kind: TargetPermanent})
	if !sc.player(1).Protected() {
		t.Fatal("targeting their own things cost protection")
	}
	sc.do(Target{Actor: 1, Owner: 4, Kind: TargetLibrary})
	if sc.player(1).Protected() {
		t.Fatal("targeting another player's library kept protection")
	}
	sc2 := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc2.do(life(NoSeat, 1, -20), Pass{}) // B's turn
	defender := 2
	if sc2.g.Lord == 2 {
		defender = 3
	}
	sc2.do(Attack{Attacker: 1, Defenders: []int{defender}})
	if sc2.player(1).Protected() || !sc2.hasEffect(ProtectionLost, 1) {
		t.Fatal("attacking kept protection")
	}
}

func TestL11_ManualPoints(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 2, Delta: 3, Reason: "dispute"}, Points{Seat: 2, Delta: -5, Reason: "house rule"})
	sc.wantPoints(0, 0, -2, 0, 0)
	if got := sc.player(2).Stats.PointsBySource[PointsManual]; got != -2 {
		t.Errorf("manual points by source: %d", got)
	}
	sc.refused("L-11", Points{Seat: 2, Delta: 0, Reason: "test"})
	sc.do(Undo{})
	sc.wantPoints(0, 0, 3, 0, 0)
	buhmann(t, "A", "B", "C").refused("L-11", Points{Seat: 0, Delta: 1, Reason: "test"})
}

func TestL12_EndingEarly(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 2, Delta: 3, Reason: "test"}, Points{Seat: 4, Delta: 3, Reason: "test"}, End{})
	if !sc.g.Over || !reflect.DeepEqual(sc.g.Winners, []int{2, 4}) {
		t.Fatalf("Lord early end: over %v winners %v", sc.g.Over, sc.g.Winners)
	}
	b := buhmann(t, "A", "B", "C")
	b.do(End{})
	if !b.g.Over || len(b.g.Winners) != 0 {
		t.Fatalf("Buhmann early end: over %v winners %v", b.g.Over, b.g.Winners)
	}
}
