package rules

import (
	"errors"
	"reflect"
	"testing"
)

// scenario drives a game through events in a test, failing on surprises.
type scenario struct {
	t       *testing.T
	g       Game
	effects []Effect
}

func newScenario(t *testing.T, s Setup) *scenario {
	t.Helper()
	if s.Life == 0 {
		s.Life = DefaultLife
	}
	if s.Target == 0 {
		s.Target = DefaultTarget
	}
	g, eff, err := NewGame(s)
	if err != nil {
		t.Fatalf("setup: %v", err)
	}
	return &scenario{t: t, g: g, effects: eff}
}

func buhmann(t *testing.T, names ...string) *scenario {
	t.Helper()
	return newScenario(t, Setup{Variant: Buhmann, Players: names, Seed: 1})
}

// lord sets up a Lord game and sets its roles by hand.
func lord(t *testing.T, n int, lordSeat int, waiting int, pairs ...Pair) *scenario {
	t.Helper()
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}
	sc := newScenario(t, Setup{Variant: Lord, Players: names[:n], Seed: 7})
	sc.do(Roles{Lord: lordSeat, Pairs: pairs, Waiting: waiting})
	return sc
}

// do applies events that must be accepted.
func (sc *scenario) do(events ...Event) *scenario {
	sc.t.Helper()
	for _, e := range events {
		g, eff, err := Apply(sc.g, e)
		if err != nil {
			sc.t.Fatalf("%T%+v refused: %v", e, e, err)
		}
		sc.g, sc.effects = g, eff
	}
	return sc
}

// refused applies an event that must be refused by rule, leaving the state
// unchanged.
func (sc *scenario) refused(rule string, e Event) {
	sc.t.Helper()
	g, eff, err := Apply(sc.g, e)
	var re *RuleError
	if !errors.As(err, &re) {
		sc.t.Fatalf("%T%+v: want refusal by %s, got %v", e, e, rule, err)
	}
	if re.Rule != rule {
		sc.t.Fatalf("%T%+v: want refusal by %s, got %v", e, e, rule, err)
	}
	if !reflect.DeepEqual(g, sc.g) || eff != nil {
		sc.t.Fatalf("a refused event changed the game")
	}
}

func (sc *scenario) player(seat int) Player { return sc.g.Players[seat] }

func (sc *scenario) wantLife(seat, life int) {
	sc.t.Helper()
	if got := sc.g.Players[seat].Life; got != life {
		sc.t.Errorf("%s's life: got %d, want %d", sc.g.Name(seat), got, life)
	}
}

func (sc *scenario) wantCounters(seat, n int) {
	sc.t.Helper()
	if got := sc.g.Players[seat].Passivity; got != n {
		sc.t.Errorf("%s's passivity counters: got %d, want %d", sc.g.Name(seat), got, n)
	}
}

func (sc *scenario) wantPoints(points ...int) {
	sc.t.Helper()
	for seat, want := range points {
		if got := sc.g.Players[seat].Points; got != want {
			sc.t.Errorf("%s's points: got %d, want %d", sc.g.Name(seat), got, want)
		}
	}
}

func (sc *scenario) wantIT(seat int) {
	sc.t.Helper()
	if sc.g.IT != seat {
		sc.t.Errorf("IT: got seat %d, want seat %d", sc.g.IT, seat)
	}
}

func (sc *scenario) wantActive(seat int) {
	sc.t.Helper()
	if sc.g.Active != seat {
		sc.t.Errorf("active player: got seat %d, want seat %d", sc.g.Active, seat)
	}
}

func (sc *scenario) hasEffect(kind EffectKind, seat int) bool {
	for _, e := range sc.effects {
		if e.Kind == kind && e.Seat == seat {
			return true
		}
	}
	return false
}

func life(source int, changes ...int) LifeChange {
	e := LifeChange{Source: source}
	for i := 0; i+1 < len(changes); i += 2 {
		e.Changes = append(e.Changes, Change{Seat: changes[i], Delta: changes[i+1]})
	}
	return e
}

func passes(n int) []Event {
	events := make([]Event, n)
	for i := range events {
		events[i] = Pass{}
	}
	return events
}

// replayEvents rebuilds a game from its setup and events, as the journal
// replays a game file.
func replayEvents(setup Setup, events []Event) (Game, error) {
	g, _, err := NewGame(setup)
	if err != nil {
		return g, err
	}
	for _, e := range events {
		if g, err = ApplyQuiet(g, e); err != nil {
			return g, err
		}
	}
	return g, nil
}
