package journal

import (
	"strconv"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"rolekeeper/rules"
)

// EncodeSetup writes the setup record with its checksum, without a
// trailing newline, and without a game id (as rolekeeper wrote it before
// game ids); see EncodeSetupID.
func EncodeSetup(s rules.Setup) []byte { return EncodeSetupID(s, "") }

// EncodeSetupID writes the setup record with the game id id (left out
// when empty) and its checksum, without a trailing newline.
func EncodeSetupID(s rules.Setup, id string) []byte {
	b := append(make([]byte, 0, 200), `{"v":1,"type":"setup",`...)
	if id != "" {
		b = append(appendText(append(b, `"id":`...), id), ',')
	}
	b = append(b, `"variant":`...)
	b = appendText(b, s.Variant.String())
	b = append(b, `,"players":[`...)
	for i, name := range s.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendText(b, name)
	}
	b = append(b, `],"life":`...)
	b = strconv.AppendInt(b, int64(s.Life), 10)
	if s.Variant == rules.Lord {
		b = append(b, `,"target":`...)
		b = strconv.AppendInt(b, int64(s.Target), 10)
	}
	b = append(b, `,"first":`...)
	b = strconv.AppendInt(b, int64(s.First), 10)
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, s.Seed, 10)
	if s.House.LordDeathRewardsAll {
		b = append(b, `,"house":{"lord_death_rewards_all":true}`...)
	}
	if len(s.Decks) > 0 {
		b = append(b, `,"decks":[`...)
		for i, deck := range s.Decks {
			if i > 0 {
				b = append(b, ',')
			}
			if deck == "" {
				b = append(b, "null"...)
			} else {
				b = appendText(b, deck)
			}
		}
		b = append(b, ']')
	}
	if n := s.Night; n.ID != "" {
		b = appendText(append(b, `,"night":`...), n.ID)
		b = strconv.AppendInt(append(b, `,"round":`...), int64(n.Round), 10)
		b = strconv.AppendInt(append(b, `,"table":`...), int64(n.Table), 10)
	}
	return appendChecksum(append(b, '}'), 0)
}

// EncodeEvent writes one event record with its sequence number and time
// (seq 0 and a zero time are left out) and its checksum, without a
// trailing newline.
func EncodeEvent(e rules.Event, seq int, at time.Time) []byte {
	return AppendEvent(make([]byte, 0, 128), e, seq, at)
}

// AppendEvent appends the record EncodeEvent writes to b.
func AppendEvent(b []byte, e rules.Event, seq int, at time.Time) []byte {
	start := len(b)
	return appendChecksum(appendRecord(b, e, seq, at), start)
}

// appendRecord appends an event record without its checksum.
func appendRecord(b []byte, e rules.Event, seq int, at time.Time) []byte {
	b = append(b, `{"v":1`...)
	if seq > 0 {
		b = append(b, `,"seq":`...)
		b = strconv.AppendInt(b, int64(seq), 10)
	}
	if !at.IsZero() {
		b = append(b, `,"at":"`...)
		b = at.UTC().AppendFormat(b, time.RFC3339)
		b = append(b, '"')
	}
	b = append(b, `,"type":"`...)
	b = append(b, e.Type()...)
	b = append(b, '"')
	return append(appendFields(b, e), '}')
}

// appendFields appends the members of an event after its type.
func appendFields(b []byte, e rules.Event) []byte {
	switch e := e.(type) {
	case rules.LifeChange:
		return appendChanges(b, e.Changes, e.Source)
	case rules.Poison:
		return appendChanges(b, e.Changes, e.Source)
	case rules.Attack:
		b = appendInt(append(b, `,"attacker":`...), e.Attacker)
		return appendInts(append(b, `,"defenders":`...), e.Defenders)
	case rules.Target:
		b = appendInt(append(b, `,"actor":`...), e.Actor)
		b = appendInt(append(b, `,"owner":`...), e.Owner)
		return appendText(append(b, `,"kind":`...), string(e.Kind))
	case rules.Eliminate:
		b = appendInts(append(b, `,"seats":`...), e.Seats)
		b = appendSeat(append(b, `,"culprit":`...), e.Culprit)
		return appendText(append(b, `,"cause":`...), string(e.Cause))
	case rules.Points:
		b = appendInt(append(b, `,"seat":`...), e.Seat)
		b = appendInt(append(b, `,"delta":`...), e.Delta)
		return appendText(append(b, `,"reason":`...), e.Reason)
	case rules.Roles:
		b = appendInt(append(b, `,"lord":`...), e.Lord)
		b = appendPairs(append(b, `,"pairs":`...), e.Pairs)
		return appendSeat(append(b, `,"waiting":`...), e.Waiting)
	case rules.SetPairs:
		return appendPairs(append(b, `,"pairs":`...), e.Pairs)
	case rules.Deck:
		b = appendInt(append(b, `,"seat":`...), e.Seat)
		return appendText(append(b, `,"deck":`...), e.Deck)
	case rules.TimeCalled:
		return appendInt(append(b, `,"called":true,"turns":`...), e.Turns)
	}
	return b
}

// appendChanges appends the changes and the source of a life or poison
// record.
func appendChanges(b []byte, changes []rules.Change, source int) []byte {
	b = append(b, `,"changes":[`...)
	for i, c := range changes {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(append(b, `{"seat":`...), c.Seat)
		b = append(appendInt(append(b, `,"delta":`...), c.Delta), '}')
	}
	return appendSeat(append(b, `],"source":`...), source)
}

func appendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }

// appendSeat writes a seat, or null for NoSeat.
func appendSeat(b []byte, seat int) []byte {
	if seat == rules.NoSeat {
		return append(b, "null"...)
	}
	return appendInt(b, seat)
}

func appendInts(b []byte, list []int) []byte {
	b = append(b, '[')
	for i, n := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, n)
	}
	return append(b, ']')
}

func appendPairs(b []byte, pairs []rules.Pair) []byte {
	b = append(b, '[')
	for i, p := range pairs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(append(b, '['), p[0])
		b = append(appendInt(append(b, ','), p[1]), ']')
	}
	return append(b, ']')
}

// appendText writes a JSON string. Text that is not valid UTF-8 (which the
// rules never accept in names or reasons) has its bad bytes replaced, so
// that the record stays readable.
func appendText(b []byte, s string) []byte {
	out, _ := jsontext.AppendQuote(b, s) // the error only says bytes were replaced
	return out
}
