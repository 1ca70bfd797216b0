package journal

import (
	"bytes"
	"testing"
	"time"

	"rolekeeper/rules"
)

// TestSetupKeepsItsNight: a setup started from a club night's seating
// writes its night, round and table and reads them back; one without
// writes none of them, so that it is as before.
func TestSetupKeepsItsNight(t *testing.T) {
	s := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"}, Life: 20, Target: 10,
		First: 0, Seed: 9, Night: rules.NightSeat{ID: "0123456789abcdef0123456789abcdef", Round: 2, Table: 3}}
	line := EncodeSetup(s)
	if !bytes.Contains(line, []byte(`"night":"0123456789abcdef0123456789abcdef","round":2,"table":3`)) {
		t.Fatalf("written as %s", line)
	}
	f, err := Parse("night.jsonl", append(line, '\n'))
	if err != nil {
		t.Fatal(err)
	}
	if f.Setup.Night != s.Night {
		t.Fatalf("read back %+v, wrote %+v", f.Setup.Night, s.Night)
	}
	s.Night = rules.NightSeat{}
	if line := EncodeSetup(s); bytes.Contains(line, []byte(`"night"`)) || bytes.Contains(line, []byte(`"round"`)) {
		t.Fatalf("a setup without a night writes %s", line)
	}
}

// TestTimeCalledRecord: a time record (N-1) is written with called and
// turns and read back as the event.
func TestTimeCalledRecord(t *testing.T) {
	s := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1}
	line := EncodeEvent(rules.TimeCalled{Turns: 3}, 1, time.Date(2026, 11, 27, 21, 0, 0, 0, time.UTC))
	if !bytes.Contains(line, []byte(`"type":"time","called":true,"turns":3`)) {
		t.Fatalf("written as %s", line)
	}
	data := append(append(append(EncodeSetup(s), '\n'), line...), '\n')
	f, err := Parse("time.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Game.State.Time; !got.Called || got.Turns != 3 {
		t.Fatalf("read back %+v", got)
	}
}
