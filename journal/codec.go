package journal

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

// FormatVersion is the game file format version written in every record's
// "v" field. Files of another version are refused.
const FormatVersion = 1

// Record is one decoded line of a game file: the setup (first line) or an
// event (every later line).
type Record struct {
	// Seq numbers events from 1; 0 when absent (hand-written files).
	Seq int
	// At is when the record was written; zero when absent.
	At time.Time
	// Setup is set for a setup record, Event for every other.
	Setup *rules.Setup
	Event rules.Event
}

// wire is every field any record may carry. Pointers tell absent fields
// from zero values.
type wire struct {
	V    *int            `json:"v"`
	Seq  *int            `json:"seq"`
	At   *string         `json:"at"`
	Type *string         `json:"type"`
	Vari *string         `json:"variant"`
	Plys []string        `json:"players"`
	Life *int            `json:"life"`
	Targ *int            `json:"target"`
	Frst *int            `json:"first"`
	Seed *json.Number    `json:"seed"`
	Hous map[string]bool `json:"house"`
	Chgs []struct {
		Seat  *int `json:"seat"`
		Delta *int `json:"delta"`
	} `json:"changes"`
	Source    *int    `json:"source"`
	Attacker  *int    `json:"attacker"`
	Defenders []int   `json:"defenders"`
	Actor     *int    `json:"actor"`
	Owner     *int    `json:"owner"`
	Kind      *string `json:"kind"`
	Seats     []int   `json:"seats"`
	Culprit   *int    `json:"culprit"`
	Cause     *string `json:"cause"`
	Seat      *int    `json:"seat"`
	Delta     *int    `json:"delta"`
	Reason    *string `json:"reason"`
	Lord      *int    `json:"lord"`
	Pairs     [][]int `json:"pairs"`
	Waiting   *int    `json:"waiting"`
}

// DecodeRecord reads one line of a game file. Unknown fields are ignored;
// an unknown "type" or "v", a missing required field or a malformed value
// is an error that says which.
func DecodeRecord(line []byte) (Record, error) {
	var w wire
	if err := json.Unmarshal(line, &w); err != nil {
		return Record{}, fmt.Errorf("not a valid record: %v", jsonProblem(err))
	}
	if w.V == nil {
		return Record{}, fmt.Errorf(`the format version "v" is missing`)
	}
	if *w.V != FormatVersion {
		return Record{}, fmt.Errorf("unknown format version %d (this rolekeeper reads version %d)", *w.V, FormatVersion)
	}
	if w.Type == nil {
		return Record{}, fmt.Errorf(`the record "type" is missing`)
	}
	var r Record
	if w.Seq != nil {
		r.Seq = *w.Seq
	}
	if w.At != nil {
		at, err := time.Parse(time.RFC3339, *w.At)
		if err != nil {
			return Record{}, fmt.Errorf("bad time %q: want RFC 3339, like 2026-11-29T20:15:02Z", *w.At)
		}
		r.At = at
	}
	var err error
	if *w.Type == "setup" {
		var s rules.Setup
		s, err = w.setup()
		r.Setup = &s
	} else {
		r.Event, err = w.event(*w.Type)
	}
	if err != nil {
		return Record{}, err
	}
	return r, nil
}

func jsonProblem(err error) string {
	if se, ok := err.(*json.SyntaxError); ok {
		return fmt.Sprintf("broken JSON at byte %d (%v)", se.Offset, se)
	}
	if te, ok := err.(*json.UnmarshalTypeError); ok {
		if te.Field == "" {
			return fmt.Sprintf("a record must be a JSON object, not %s", jsonValueName(te.Value))
		}
		return fmt.Sprintf("field %q should be %s, not %s", te.Field, jsonKindName(te.Type), jsonValueName(te.Value))
	}
	return "broken JSON"
}

// jsonKindName says in words what JSON value a Go type reads.
func jsonKindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Pointer:
		return jsonKindName(t.Elem())
	case reflect.Int, reflect.Int64, reflect.Uint64:
		return "a whole number"
	case reflect.String:
		if t == reflect.TypeFor[json.Number]() {
			return "a whole number"
		}
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}

// jsonValueName names the JSON value found, as encoding/json reports it.
func jsonValueName(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	}
	if strings.HasPrefix(v, "number") {
		return "the number" + strings.TrimPrefix(v, "number")
	}
	return v
}

func (w wire) setup() (rules.Setup, error) {
	s := rules.Setup{Life: rules.DefaultLife, Target: rules.DefaultTarget}
	if w.Vari == nil {
		return s, fmt.Errorf(`setup: "variant" is missing`)
	}
	v, ok := rules.ParseVariant(*w.Vari)
	if !ok {
		return s, fmt.Errorf(`setup: unknown variant %q (buhmann or lord)`, *w.Vari)
	}
	s.Variant = v
	s.Players = w.Plys
	if w.Life != nil {
		s.Life = *w.Life
	}
	if w.Targ != nil {
		s.Target = *w.Targ
	}
	if w.Frst != nil {
		s.First = *w.Frst
	}
	if w.Seed != nil {
		seed, err := parseSeed(string(*w.Seed))
		if err != nil {
			return s, err
		}
		s.Seed = seed
	}
	s.House.LordDeathRewardsAll = w.Hous["lord_death_rewards_all"]
	return s, nil
}

// parseSeed accepts any integer that fits 64 bits, negative ones as their
// two's complement.
func parseSeed(text string) (uint64, error) {
	if u, err := strconv.ParseUint(text, 10, 64); err == nil {
		return u, nil
	}
	if i, err := strconv.ParseInt(text, 10, 64); err == nil {
		return uint64(i), nil
	}
	return 0, fmt.Errorf("setup: the seed %s is not a 64-bit integer", text)
}

// need reports a missing required field.
func need(kind, field string) error {
	return fmt.Errorf("%s: %q is missing", kind, field)
}

// seatOrNone reads a field that holds a seat or null. A negative seat is
// not NoSeat in disguise: it is kept as rules.BadSeat, which the rules
// refuse (C-6a).
func seatOrNone(p *int) int {
	switch {
	case p == nil:
		return rules.NoSeat
	case *p < 0:
		return rules.BadSeat
	}
	return *p
}

func (w wire) event(kind string) (rules.Event, error) {
	switch rules.Kind(kind) {
	case rules.KindPass:
		return rules.Pass{}, nil
	case rules.KindEnd:
		return rules.End{}, nil
	case rules.KindUndo:
		return rules.Undo{}, nil
	case rules.KindRedo:
		return rules.Redo{}, nil
	case rules.KindLife:
		return w.life()
	case rules.KindAttack:
		if w.Attacker == nil {
			return nil, need(kind, "attacker")
		}
		return rules.Attack{Attacker: *w.Attacker, Defenders: w.Defenders}, nil
	case rules.KindTarget:
		return w.target()
	case rules.KindEliminate:
		if w.Cause == nil {
			return nil, need(kind, "cause")
		}
		return rules.Eliminate{Seats: w.Seats, Culprit: seatOrNone(w.Culprit), Cause: rules.Cause(*w.Cause)}, nil
	case rules.KindPoints:
		if w.Seat == nil || w.Delta == nil {
			return nil, need(kind, "seat and delta")
		}
		reason := ""
		if w.Reason != nil {
			reason = *w.Reason
		}
		return rules.Points{Seat: *w.Seat, Delta: *w.Delta, Reason: reason}, nil
	case rules.KindRoles:
		if w.Lord == nil {
			return nil, need(kind, "lord")
		}
		pairs, err := decodePairs(w.Pairs)
		return rules.Roles{Lord: *w.Lord, Pairs: pairs, Waiting: seatOrNone(w.Waiting)}, err
	case rules.KindPairs:
		pairs, err := decodePairs(w.Pairs)
		return rules.SetPairs{Pairs: pairs}, err
	}
	return nil, fmt.Errorf("unknown record type %q", kind)
}

func (w wire) life() (rules.Event, error) {
	e := rules.LifeChange{Source: seatOrNone(w.Source), Changes: make([]rules.Change, len(w.Chgs))}
	for i, c := range w.Chgs {
		if c.Seat == nil || c.Delta == nil {
			return nil, fmt.Errorf("life: change %d needs a seat and a delta", i+1)
		}
		e.Changes[i] = rules.Change{Seat: *c.Seat, Delta: *c.Delta}
	}
	return e, nil
}

func (w wire) target() (rules.Event, error) {
	if w.Actor == nil || w.Owner == nil || w.Kind == nil {
		return nil, need("target", "actor, owner and kind")
	}
	return rules.Target{Actor: *w.Actor, Owner: *w.Owner, Kind: rules.TargetKind(*w.Kind)}, nil
}

func decodePairs(in [][]int) ([]rules.Pair, error) {
	pairs := make([]rules.Pair, len(in))
	for i, p := range in {
		if len(p) != 2 {
			return nil, fmt.Errorf("pair %d has %d seats, not 2", i+1, len(p))
		}
		pairs[i] = rules.Pair{p[0], p[1]}
	}
	return pairs, nil
}

// EncodeSetup writes the setup record, without a trailing newline.
func EncodeSetup(s rules.Setup) []byte {
	type house struct {
		LordDeathRewardsAll bool `json:"lord_death_rewards_all,omitempty"`
	}
	rec := struct {
		V       int      `json:"v"`
		Type    string   `json:"type"`
		Variant string   `json:"variant"`
		Players []string `json:"players"`
		Life    int      `json:"life"`
		Target  *int     `json:"target,omitempty"`
		First   int      `json:"first"`
		Seed    uint64   `json:"seed"`
		House   *house   `json:"house,omitempty"`
	}{V: FormatVersion, Type: "setup", Variant: s.Variant.String(), Players: s.Players,
		Life: s.Life, First: s.First, Seed: s.Seed}
	if s.Variant == rules.Lord {
		rec.Target = &s.Target
	}
	if s.House.LordDeathRewardsAll {
		rec.House = &house{LordDeathRewardsAll: true}
	}
	return marshal(rec)
}

// EncodeEvent writes one event record with its sequence number and time
// (seq 0 and a zero time are left out), without a trailing newline.
func EncodeEvent(e rules.Event, seq int, at time.Time) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"v":%d`, FormatVersion)
	if seq > 0 {
		fmt.Fprintf(&b, `,"seq":%d`, seq)
	}
	if !at.IsZero() {
		fmt.Fprintf(&b, `,"at":%q`, at.UTC().Format(time.RFC3339))
	}
	fmt.Fprintf(&b, `,"type":%q`, e.Type())
	body := marshal(eventFields(e))
	if len(body) > 2 {
		b.WriteByte(',')
		b.Write(body[1 : len(body)-1])
	}
	b.WriteByte('}')
	return b.Bytes()
}

// seatJSON writes NoSeat as null.
type seatJSON int

// MarshalJSON implements json.Marshaler.
func (s seatJSON) MarshalJSON() ([]byte, error) {
	if s == rules.NoSeat {
		return []byte("null"), nil
	}
	return strconv.AppendInt(nil, int64(s), 10), nil
}

func eventFields(e rules.Event) any {
	switch e := e.(type) {
	case rules.LifeChange:
		type change struct {
			Seat  int `json:"seat"`
			Delta int `json:"delta"`
		}
		changes := make([]change, len(e.Changes))
		for i, c := range e.Changes {
			changes[i] = change(c)
		}
		return struct {
			Changes []change `json:"changes"`
			Source  seatJSON `json:"source"`
		}{changes, seatJSON(e.Source)}
	case rules.Attack:
		return struct {
			Attacker  int   `json:"attacker"`
			Defenders []int `json:"defenders"`
		}{e.Attacker, nonNil(e.Defenders)}
	case rules.Target:
		return struct {
			Actor int              `json:"actor"`
			Owner int              `json:"owner"`
			Kind  rules.TargetKind `json:"kind"`
		}{e.Actor, e.Owner, e.Kind}
	case rules.Eliminate:
		return struct {
			Seats   []int       `json:"seats"`
			Culprit seatJSON    `json:"culprit"`
			Cause   rules.Cause `json:"cause"`
		}{nonNil(e.Seats), seatJSON(e.Culprit), e.Cause}
	case rules.Points:
		return struct {
			Seat   int    `json:"seat"`
			Delta  int    `json:"delta"`
			Reason string `json:"reason"`
		}{e.Seat, e.Delta, e.Reason}
	case rules.Roles:
		return struct {
			Lord    int      `json:"lord"`
			Pairs   [][2]int `json:"pairs"`
			Waiting seatJSON `json:"waiting"`
		}{e.Lord, pairsJSON(e.Pairs), seatJSON(e.Waiting)}
	case rules.SetPairs:
		return struct {
			Pairs [][2]int `json:"pairs"`
		}{pairsJSON(e.Pairs)}
	}
	return struct{}{}
}

func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

func pairsJSON(p []rules.Pair) [][2]int {
	out := make([][2]int, len(p))
	for i, pair := range p {
		out[i] = pair
	}
	return out
}

// marshal encodes values whose types cannot fail to encode.
func marshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("{}")
	}
	return b
}
