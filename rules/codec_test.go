package rules

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestDecodeErrorsSayWhatIsWrong(t *testing.T) {
	cases := map[string]string{
		`[1,2]`:                              "a record must be a JSON object, not a list",
		`"hello"`:                            "a record must be a JSON object, not text",
		`{"v":1,"type":"life","changes":3}`:  `field "changes" should be a list, not the number`,
		`{"v":1,"type":"setup","seed":true}`: `field "seed" should be a whole number, not true or false`,
		`{"v":1,"type":"setup","house":3}`:   `field "house" should be an object, not the number`,
		`{"v":2,"type":"pass"}`:              "unknown format version 2",
		`{"type":"pass"}`:                    `"v" is missing`,
		`{"v":1,"type":"shuffle"}`:           `unknown record type "shuffle"`,
		`{"v":1,"type":"pass"`:               "broken JSON",
		`{"v":1,"type":"attack"}`:            `"attacker" is missing`,
	}
	for line, want := range cases {
		_, err := DecodeRecord([]byte(line))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want %q, got %v", line, want, err)
		}
		if err != nil && strings.Contains(err.Error(), "rules.") {
			t.Errorf("%s: the message shows a Go type: %v", line, err)
		}
	}
}

func TestNegativeSeatIsNotNobody(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	for _, line := range []string{
		`{"v":1,"type":"life","changes":[{"seat":1,"delta":-1}],"source":-1}`,
		`{"v":1,"type":"eliminate","seats":[1],"culprit":-1,"cause":"poison"}`,
	} {
		rec, err := DecodeRecord([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		sc.refused("C-6a", rec.Event)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	at := time.Date(2026, 11, 29, 20, 15, 2, 0, time.UTC)
	events := []Event{
		Pass{}, End{}, Undo{}, Redo{},
		LifeChange{Changes: []Change{{Seat: 2, Delta: -20}, {Seat: 0, Delta: 3}}, Source: 1},
		LifeChange{Changes: []Change{{Seat: 2, Delta: -1}}, Source: NoSeat},
		Attack{Attacker: 0, Defenders: []int{1, 2}},
		Target{Actor: 0, Owner: 3, Kind: TargetGraveyard},
		Eliminate{Seats: []int{4}, Culprit: NoSeat, Cause: CauseConcede},
		Points{Seat: 1, Delta: -2, Reason: "dispute"},
		Roles{Lord: 0, Pairs: []Pair{{1, 2}, {3, 4}}, Waiting: 5},
		SetPairs{Pairs: []Pair{{1, 3}, {2, 4}}},
	}
	for i, e := range events {
		line := EncodeEvent(e, i+1, at)
		rec, err := DecodeRecord(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if rec.Seq != i+1 || !rec.At.Equal(at) {
			t.Errorf("%s: seq %d at %v", line, rec.Seq, rec.At)
		}
		if got := normalEvent(rec.Event); !equalEvents(got, normalEvent(e)) {
			t.Errorf("%s decoded as %#v", line, rec.Event)
		}
	}
	setup := Setup{Variant: Lord, Players: []string{"Ana", "Zoë", "李"}, Life: 30, Target: 7, First: 2, Seed: 1<<63 + 5,
		House: HouseRules{LordDeathRewardsAll: true}}
	rec, err := DecodeRecord(EncodeSetup(setup))
	if err != nil || rec.Setup == nil || !equalSetups(*rec.Setup, setup) {
		t.Fatalf("setup round trip: %+v, %v", rec.Setup, err)
	}
}

func equalEvents(a, b Event) bool {
	return string(EncodeEvent(a, 0, time.Time{})) == string(EncodeEvent(b, 0, time.Time{}))
}

func equalSetups(a, b Setup) bool { return string(EncodeSetup(a)) == string(EncodeSetup(b)) }

func TestSummaryPlaces(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(Eliminate{Seats: []int{3}, Culprit: 0, Cause: CausePoison})
	sc.do(life(NoSeat, 1, -20, 2, -20)) // B and C out together: A wins
	sum := NewSummary(sc.g.State)
	places := map[string]int{}
	for _, st := range sum.Standings {
		places[st.Name] = st.Place
	}
	if places["A"] != 1 || places["B"] != 2 || places["C"] != 2 || places["D"] != 4 {
		t.Errorf("places: %v", places)
	}
	if len(sum.Eliminations) != 3 || sum.Eliminations[1].Event != sum.Eliminations[2].Event {
		t.Errorf("eliminations: %+v", sum.Eliminations)
	}
}

func TestReasonChecked(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.refused("L-11", Points{Seat: 1, Delta: 1, Reason: "\x1b[2Jgone"})
	sc.refused("L-11", Points{Seat: 1, Delta: 1, Reason: strings.Repeat("x", MaxReasonLength+1)})
	var re *RuleError
	if _, _, err := Apply(sc.g, Points{Seat: 1, Delta: 1, Reason: "ok"}); errors.As(err, &re) {
		t.Fatal(err)
	}
}
