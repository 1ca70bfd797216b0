package journal

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"
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
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		`{"v":1,"type":"life","changes":[{"seat":1,"delta":-1}],"source":-1}`,
		`{"v":1,"type":"eliminate","seats":[1],"culprit":-1,"cause":"poison"}`,
	} {
		rec, err := DecodeRecord([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		var re *rules.RuleError
		if _, err := rules.ApplyQuiet(g, rec.Event); !errors.As(err, &re) || re.Rule != "C-6a" {
			t.Errorf("%s: want a C-6a refusal, got %v", line, err)
		}
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	at := time.Date(2026, 11, 29, 20, 15, 2, 0, time.UTC)
	events := []rules.Event{
		rules.Pass{}, rules.End{}, rules.Undo{}, rules.Redo{},
		rules.LifeChange{Changes: []rules.Change{{Seat: 2, Delta: -20}, {Seat: 0, Delta: 3}}, Source: 1},
		rules.LifeChange{Changes: []rules.Change{{Seat: 2, Delta: -1}}, Source: rules.NoSeat},
		rules.Poison{Changes: []rules.Change{{Seat: 2, Delta: 6}, {Seat: 0, Delta: -1}}, Source: 1},
		rules.Poison{Changes: []rules.Change{{Seat: 3, Delta: 10}}, Source: rules.NoSeat},
		rules.Attack{Attacker: 0, Defenders: []int{1, 2}},
		rules.Target{Actor: 0, Owner: 3, Kind: rules.TargetGraveyard},
		rules.Eliminate{Seats: []int{4}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.Points{Seat: 1, Delta: -2, Reason: "dispute"},
		rules.Roles{Lord: 0, Pairs: []rules.Pair{{1, 2}, {3, 4}}, Waiting: 5},
		rules.SetPairs{Pairs: []rules.Pair{{1, 3}, {2, 4}}},
		rules.Deck{Seat: 2, Deck: "Elfen „Grün“ 🧝"},
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
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Zoë", "李"}, Life: 30, Target: 7, First: 2, Seed: 1<<63 + 5,
		House: rules.HouseRules{LordDeathRewardsAll: true}}
	rec, err := DecodeRecord(EncodeSetup(setup))
	if err != nil || rec.Setup == nil || !equalSetups(*rec.Setup, setup) {
		t.Fatalf("setup round trip: %+v, %v", rec.Setup, err)
	}
	setup.Decks = []string{"Elfen", "", "Zombies \"Z\""}
	rec, err = DecodeRecord(EncodeSetup(setup))
	if err != nil || rec.Setup == nil || !slices.Equal(rec.Setup.Decks, setup.Decks) {
		t.Fatalf("setup with decks round trip: %+v, %v", rec.Setup, err)
	}
}

func equalEvents(a, b rules.Event) bool {
	return string(EncodeEvent(a, 0, time.Time{})) == string(EncodeEvent(b, 0, time.Time{}))
}

func equalSetups(a, b rules.Setup) bool { return string(EncodeSetup(a)) == string(EncodeSetup(b)) }

// FuzzDecodeRecord checks that decoding never panics and that a decoded
// event encodes to a record that decodes to the same event.
func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte(`{"v":1,"type":"points","seat":1,"delta":2,"reason":"x"}`))
	f.Add([]byte(`{"v":1,"type":"roles","lord":0,"pairs":[[1,2]],"waiting":null}`))
	f.Add([]byte(`{"v":1,"type":"poison","changes":[{"seat":2,"delta":4}],"source":1}`))
	f.Add([]byte(`{"v":1,"type":"deck","seat":2,"deck":"Elfen"}`))
	f.Add([]byte(`{"v":1,"type":"setup","variant":"buhmann","players":["A","B","C"],"life":20,"first":0,"seed":1,"decks":["Elfen",null,"Z"]}`))
	f.Add([]byte(`{"v":1,"seq":0,"type":"pass"}`))
	f.Add([]byte(`{"v":1,"seq":2,"type":"pass","czc":"c39ba327"}`))
	f.Add([]byte("\uFEFF" + `{"v":1,"seq":2,"type":"pass"}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		rec, err := DecodeRecord(line)
		if err != nil || rec.Event == nil {
			return
		}
		if strings.HasPrefix(string(line), `{"v":1,"seq":0,`) {
			t.Fatalf("seq 0 taken: %s", line)
		}
		again, err := DecodeRecord(EncodeEvent(rec.Event, 1, rec.At))
		if err != nil {
			t.Fatalf("re-encoded %s does not decode: %v", line, err)
		}
		if !reflect.DeepEqual(normalEvent(again.Event), normalEvent(rec.Event)) {
			t.Fatalf("round trip: %#v became %#v", rec.Event, again.Event)
		}
	})
}

// normalEvent makes empty and nil lists compare equal.
func normalEvent(e rules.Event) rules.Event {
	switch e := e.(type) {
	case rules.Attack:
		e.Defenders = nonNil(e.Defenders)
		return e
	case rules.Eliminate:
		e.Seats = nonNil(e.Seats)
		return e
	case rules.LifeChange:
		if e.Changes == nil {
			e.Changes = []rules.Change{}
		}
		return e
	case rules.Roles:
		if e.Pairs == nil {
			e.Pairs = []rules.Pair{}
		}
		return e
	case rules.SetPairs:
		if e.Pairs == nil {
			e.Pairs = []rules.Pair{}
		}
		return e
	}
	return e
}

func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// TestOutOfRangeNumbersSayTheRange: a whole number too large for the
// reader, in every kind of number field (a record's own, a change's, a
// list's, the night's, the seed), is said to be out of range, with the
// range, in English and German; not "not a whole number", which it is.
func TestOutOfRangeNumbersSayTheRange(t *testing.T) {
	big := "12345678901234567890"
	lines := map[string]string{
		`{"v":` + big + `,"type":"pass"}`:                                               `"v"`,
		`{"v":1,"seq":-` + big + `,"type":"pass"}`:                                      `"seq"`,
		`{"v":1,"type":"setup","variant":"buhmann","life":` + big + `}`:                 `"life"`,
		`{"v":1,"type":"setup","variant":"lord","target":` + big + `}`:                  `"target"`,
		`{"v":1,"type":"setup","variant":"lord","first":` + big + `}`:                   `"first"`,
		`{"v":1,"type":"life","changes":[{"seat":1,"delta":-` + big + `}]}`:             `"delta"`,
		`{"v":1,"type":"life","changes":[{"seat":` + big + `,"delta":1}]}`:              `"seat"`,
		`{"v":1,"type":"attack","attacker":0,"defenders":[1,` + big + `]}`:              `"defenders"`,
		`{"v":1,"type":"eliminate","seats":[` + big + `],"culprit":null,"cause":"x"}`:   `"seats"`,
		`{"v":1,"type":"target","actor":` + big + `,"owner":1,"kind":"player"}`:         `"actor"`,
		`{"v":1,"type":"setup","variant":"lord","seed":1` + big + `}`:                   "seed",
		`{"v":1,"type":"points","seat":` + big + `,"delta":1,"reason":"x"}`:             `"seat"`,
		`{"v":1,"type":"roles","lord":` + big + `,"pairs":[]}`:                          `"lord"`,
		`{"v":1,"type":"pairs","pairs":[[0,` + big + `]]}`:                              `"pairs"`,
		`{"v":1,"type":"poison","changes":[{"seat":0,"delta":` + big + `}],"source":0}`: `"delta"`,
	}
	en, de := wording.English(), wording.German()
	for line, field := range lines {
		_, err := DecodeRecord([]byte(line))
		if err == nil {
			t.Errorf("%s: read", line)
			continue
		}
		e, d := en.ErrorText(err), de.ErrorText(err)
		if !strings.Contains(e, field) || !strings.Contains(e, "out of range: a whole number from −") || strings.Contains(e, "should be a whole number") {
			t.Errorf("%s: English %q", line, e)
		}
		if !strings.Contains(d, "außerhalb des Bereichs") || !strings.Contains(d, " bis ") {
			t.Errorf("%s: German %q", line, d)
		}
	}
	if _, err := DecodeRecord([]byte(`{"v":1,"type":"setup","variant":"buhmann","life":2.5}`)); err == nil ||
		!strings.Contains(err.Error(), "should be a whole number") {
		t.Errorf("2.5 is not a whole number: %v", err)
	}
}
