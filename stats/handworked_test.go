package stats

import (
	"reflect"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// The figures in this file were worked out by hand from the game files,
// record by record, before any code ran on them; the walk-through is in
// testdata/handworked.md. Causes are in the order of Causes: life,
// passivity, poison, library, concede, other.

// readGame reads a game file of the repository's testdata and derives its
// facts.
func readGame(t *testing.T, name string) Game {
	t.Helper()
	path := "../testdata/" + name
	f, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	// A fixed modification time: the checkout's would make the facts of a
	// game without times depend on the day the repository was cloned.
	return FromFile(f, time.Date(2026, 10, 1, 20, 0, 0, 0, time.UTC))
}

// elim is an eliminated-by-cause array: life, passivity, poison, library,
// concede, other.
func elim(counts ...int) (a [CauseCount]int) {
	copy(a[:], counts)
	return a
}

// points is a points-by-source array in rules.PointSource order: Lord
// elimination (+1), opponent elimination (+2), paired opponent out (+1),
// wrong elimination (−1), Lord death bonus (+1), by hand.
func points(bySource ...int) (a [rules.PointSourceCount]int) {
	copy(a[:], bySource)
	return a
}

func TestHandWorkedBuhmann(t *testing.T) {
	g := readGame(t, "buhmann-5-players.jsonl")
	want := []PlayerGame{
		{Seat: 0, Name: "Ana", Result: Loss, Place: 4, TurnsTaken: 3, Eliminations: 1, Eliminated: elim(1), TurnsAsIT: 6, PassivityLost: 1},
		{Seat: 1, Name: "Ben", Result: Loss, Place: 5, TurnsTaken: 2, Eliminations: 0, Eliminated: elim(0, 0, 1), TurnsAsIT: 0, PassivityLost: 1},
		{Seat: 2, Name: "Cem", Result: Win, Place: 1, TurnsTaken: 5, Eliminations: 2, Eliminated: elim(), TurnsAsIT: 2, PassivityLost: 1},
		{Seat: 3, Name: "Dora", Result: Loss, Place: 2, TurnsTaken: 4, Eliminations: 1, Eliminated: elim(1), TurnsAsIT: 5, PassivityLost: 1},
		{Seat: 4, Name: "Eli", Result: Loss, Place: 3, TurnsTaken: 4, Eliminations: 0, Eliminated: elim(1), TurnsAsIT: 1, PassivityLost: 3},
	}
	if !g.Over || g.Turns != 18 || g.Rounds != 5 || g.Variant != rules.Buhmann {
		t.Errorf("game: over %v, turn %d, round %d, variant %v; want over, turn 18, round 5, Buhmann", g.Over, g.Turns, g.Rounds, g.Variant)
	}
	for i := range want {
		want[i].Position = i + 1 // the first seat is 0 and nobody waits: the turn order is the seat order
	}
	comparePlayers(t, g.Players, want)
	wantElims := []Elimination{
		{Victim: 1, Culprit: 0, Cause: rules.CausePoison}, // seq 19: Ana poisons Ben
		{Victim: 0, Culprit: 2, Cause: rules.CauseLife},   // seq 22: Cem −19 to Ana
		{Victim: 4, Culprit: 3, Cause: rules.CauseLife},   // seq 30: Dora −10 to Eli
		{Victim: 3, Culprit: 2, Cause: rules.CauseLife},   // seq 32: Cem −15 to Dora
	}
	compareEliminations(t, g.Eliminations, wantElims)
}

func TestHandWorkedLord(t *testing.T) {
	g := readGame(t, "lord-7-players.jsonl")
	want := []PlayerGame{
		{Seat: 0, Name: "Ana", Result: Win, Place: 1, TurnsTaken: 4, Eliminations: 4, Eliminated: elim(1),
			Points: 11, PointsBySource: points(1, 6, 0, 0, 0, 4), TurnsAsLord: 4, Entries: 1, ProtectionGranted: 2},
		{Seat: 1, Name: "Ben", Result: Loss, Place: 4, TurnsTaken: 3, Eliminations: 2, Eliminated: elim(2),
			Points: 4, PointsBySource: points(0, 4), TurnsAsLord: 2, Entries: 1, ProtectionGranted: 4},
		{Seat: 2, Name: "Cem", Result: Loss, Place: 6, TurnsTaken: 3, Eliminations: 1, Eliminated: elim(2),
			Points: 2, PointsBySource: points(0, 2), TurnsAsLord: 4, Entries: 2, ProtectionGranted: 8},
		{Seat: 3, Name: "Dora", Result: Loss, Place: 4, TurnsTaken: 3, Eliminations: 2, Eliminated: elim(1),
			Points: 4, PointsBySource: points(0, 4), TurnsAsLord: 2, Entries: 1, ProtectionGranted: 4},
		{Seat: 4, Name: "Eli", Result: Loss, Place: 2, TurnsTaken: 3, Eliminations: 1, Eliminated: elim(1, 0, 2),
			Points: 5, PointsBySource: points(0, 2, 0, 0, 0, 3), TurnsAsLord: 4, Entries: 3, ProtectionGranted: 10},
		{Seat: 5, Name: "Finn", Result: Loss, Place: 2, TurnsTaken: 3, Eliminations: 2, Eliminated: elim(0, 0, 0, 1),
			Points: 5, PointsBySource: points(0, 4, 1), TurnsAsLord: 3, Entries: 1, ProtectionGranted: 4},
		{Seat: 6, Name: "Gus", Result: Loss, Place: 7, TurnsTaken: 3, Eliminations: 0, Eliminated: elim(2),
			Points: 0, PointsBySource: points(), TurnsAsLord: 3, Entries: 2, ProtectionGranted: 8},
	}
	if !g.Over || g.Turns != 22 || g.Rounds != 4 || g.Variant != rules.Lord {
		t.Errorf("game: over %v, turn %d, round %d, variant %v; want over, turn 22, round 4, Lord", g.Over, g.Turns, g.Rounds, g.Variant)
	}
	for i := range want {
		want[i].Position = i + 1 // the first seat is 0 and nobody waits: the turn order is the seat order
	}
	comparePlayers(t, g.Players, want)
	life, poison, library := rules.CauseLife, rules.CausePoison, rules.CauseLibrary
	wantElims := []Elimination{
		{2, 1, life}, {4, 3, poison}, {6, 5, life}, {1, 0, life}, {3, 2, life}, {5, 4, library},
		{6, 0, life}, {2, 1, life}, {4, 3, poison}, {0, 5, life}, {4, 0, life}, {1, 0, life},
	}
	compareEliminations(t, g.Eliminations, wantElims)
}

// TestHandWorkedSeason adds the two hand-worked games into a season: the
// figures of the two games side by side, and the matrix of both.
func TestHandWorkedSeason(t *testing.T) {
	games := []Game{readGame(t, "buhmann-5-players.jsonl"), readGame(t, "lord-7-players.jsonl")}
	s := Aggregate(games, Filter{}, Identities{})
	if s.Games != 2 || s.Unfinished != 0 || len(s.Players) != 7 {
		t.Fatalf("season: %d games, %d unfinished, %d players; want 2, 0, 7", s.Games, s.Unfinished, len(s.Players))
	}
	// Wins: Ana (Lord) and Cem (Buhmann) one each; the rest none. Ana has
	// the better average place ((4+1)/2 = 2.5 against (1+6)/2 = 3.5), so
	// she ranks first. Without wins, by average place: Finn 2 (Lord
	// only), Eli (3+2)/2, Dora (2+4)/2, Ben (5+4)/2, Gus 7 (Lord only).
	order := []string{"Ana", "Cem", "Finn", "Eli", "Dora", "Ben", "Gus"}
	for i, name := range order {
		if s.Players[i].Name != name {
			t.Errorf("standings %d: %s, want %s", i+1, s.Players[i].Name, name)
		}
	}
	ana := find(t, s, "Ana")
	checkInts(t, "Ana", []int{ana.Games, ana.Wins, ana.Draws, ana.PlaceSum, ana.TurnsTaken, ana.Eliminations, ana.TimesEliminated(),
		ana.Buhmann.Games, ana.Buhmann.TurnsAsIT, ana.Buhmann.PassivityLost,
		ana.Lord.Games, ana.Lord.Points, ana.Lord.TurnsAsLord, ana.Lord.Entries, ana.Lord.ProtectionGranted},
		[]int{2, 1, 0, 5, 7, 5, 2, 1, 6, 1, 1, 11, 4, 1, 2})
	eli := find(t, s, "Eli")
	checkInts(t, "Eli", []int{eli.Games, eli.Wins, eli.PlaceSum, eli.TurnsTaken, eli.Eliminations, eli.TimesEliminated(),
		eli.Eliminated[0], eli.Eliminated[2], eli.Lord.Points, eli.Lord.PointsBySource[rules.PointsManual]},
		[]int{2, 0, 5, 7, 1, 4, 2, 2, 5, 3})
	gus := find(t, s, "Gus")
	checkInts(t, "Gus", []int{gus.Games, gus.Wins, gus.Buhmann.Games, gus.Lord.Games, gus.Lord.Entries},
		[]int{1, 0, 0, 1, 2})
	key := func(name string) string { return find(t, s, name).Key }
	for _, c := range []struct {
		culprit, victim string
		n               int
	}{
		{"Ana", "Ben", 3}, // poison in Buhmann, twice in Lord
		{"Ana", "Gus", 1}, {"Ana", "Eli", 1}, {"Ben", "Cem", 2}, {"Cem", "Ana", 1}, {"Cem", "Dora", 2},
		{"Dora", "Eli", 3}, {"Eli", "Finn", 1}, {"Finn", "Gus", 1}, {"Finn", "Ana", 1}, {"Gus", "Ana", 0},
	} {
		if got := s.Matrix.Count(key(c.culprit), key(c.victim)); got != c.n {
			t.Errorf("%s eliminated %s %d times, want %d", c.culprit, c.victim, got, c.n)
		}
	}
}

func find(t *testing.T, s Season, name string) Totals {
	t.Helper()
	for _, p := range s.Players {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no player %s", name)
	return Totals{}
}

func checkInts(t *testing.T, who string, got, want []int) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s: figure %d is %d, want %d (all: %v, want %v)", who, i, got[i], want[i], got, want)
			return
		}
	}
}

func comparePlayers(t *testing.T, got, want []PlayerGame) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d players, want %d", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("seat %d:\n got %+v\nwant %+v", i, got[i], want[i])
		}
	}
}

func compareEliminations(t *testing.T, got, want []Elimination) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d eliminations, want %d: %v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("elimination %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
}
