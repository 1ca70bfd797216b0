package journal

import (
	"cmp"
	"math"
	"strconv"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// houseRules reads the setup's house rules. An unknown house rule is
// refused: it could change the score, and a game scored without it would
// be scored wrongly.
func (d *decoder) houseRules() error {
	return d.objectOf("house", func(key []byte) error {
		if string(key) != "lord_death_rewards_all" {
			return problem(wording.ReasonUnknownHouseRule, quoted(key), "lord_death_rewards_all")
		}
		switch k := d.l.kind(); k {
		case 't':
			d.w.house.LordDeathRewardsAll = true
		case 'f':
		default:
			return problem(wording.ReasonHouseRuleKind, quoted(key), kindName(k))
		}
		return d.skip()
	})
}

// changes reads the changes of a life or poison record.
func (d *decoder) changes() error {
	w := &d.w
	w.changes = make([]rules.Change, 0, 2)
	return d.list("changes", func(i int) error {
		var c rules.Change
		var has fieldSet
		err := d.objectOf("changes", func(key []byte) error {
			var err error
			switch string(key) {
			case "seat":
				c.Seat, err = d.intValue("seat")
				has |= hasSeat
			case "delta":
				c.Delta, err = d.intValue("delta")
				has |= hasDelta
			default:
				return d.unknownMember(key, []string{"seat", "delta"})
			}
			return err
		})
		if err == nil && has != hasSeat|hasDelta {
			err = problem(wording.ReasonChangeIncomplete, string(cmp.Or(w.kind, "changes")), strconv.Itoa(i+1))
		}
		w.changes = append(w.changes, c)
		return err
	})
}

// pairList reads a list of pairs of seats.
func (d *decoder) pairList() error {
	w := &d.w
	w.pairs = make([]rules.Pair, 0, 6)
	var seats [4]int
	return d.list("pairs", func(i int) error {
		pair, err := d.ints("pairs", seats[:0])
		if err != nil {
			return err
		}
		if len(pair) != 2 {
			return problem(wording.ReasonPairSize, strconv.Itoa(i+1), strconv.Itoa(len(pair)))
		}
		w.pairs = append(w.pairs, rules.Pair{pair[0], pair[1]})
		return nil
	})
}

// record builds the record from the fields read.
func (w *wire) record() (Record, error) {
	if w.has&hasV == 0 {
		return Record{}, problem(wording.ReasonNoVersion)
	}
	if w.v != FormatVersion {
		return Record{}, problem(wording.ReasonVersion, strconv.Itoa(w.v), strconv.Itoa(FormatVersion))
	}
	if w.has&hasType == 0 {
		return Record{}, problem(wording.ReasonNoType)
	}
	if w.has&hasSeq != 0 && w.seq < 1 {
		return Record{}, problem(wording.ReasonSeqZero, strconv.Itoa(w.seq))
	}
	r := Record{Seq: w.seq}
	if w.atErr != nil {
		return Record{}, w.atErr
	}
	r.At = w.at
	var err error
	if w.kind == kindSetup {
		var s rules.Setup
		s, err = w.setup()
		r.Setup, r.ID = &s, w.id
	} else {
		r.Event, err = w.event()
	}
	if err != nil {
		return Record{}, err
	}
	return r, nil
}

// parseTime reads an RFC 3339 time, without allocating in the form the
// app writes (2026-11-29T20:15:02Z).
func parseTime(b []byte) (time.Time, error) {
	if len(b) == len("2006-01-02T15:04:05Z") && b[4] == '-' && b[7] == '-' && b[10] == 'T' &&
		b[13] == ':' && b[16] == ':' && b[19] == 'Z' {
		y, mo, d := digitsAt(b, 0, 4), digitsAt(b, 5, 7), digitsAt(b, 8, 10)
		h, mi, sec := digitsAt(b, 11, 13), digitsAt(b, 14, 16), digitsAt(b, 17, 19)
		if y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && h >= 0 && h < 24 && mi >= 0 && mi < 60 && sec >= 0 && sec < 60 {
			if t := time.Date(y, time.Month(mo), d, h, mi, sec, 0, time.UTC); t.Day() == d {
				return t, nil
			}
		}
	}
	t, err := time.Parse(time.RFC3339, string(b))
	if err != nil {
		return t, problem(wording.ReasonBadTime, quoted(b))
	}
	return t, nil
}

// digitsAt reads the decimal digits b[from:to], or returns -1 if any is
// not a digit.
func digitsAt(b []byte, from, to int) int {
	n := 0
	for _, c := range b[from:to] {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

func (w *wire) setup() (rules.Setup, error) {
	s := rules.Setup{Life: rules.DefaultLife, Target: rules.DefaultTarget}
	if w.has&hasVariant == 0 {
		return s, problem(wording.ReasonNoVariant)
	}
	v, ok := rules.ParseVariant(w.variant)
	if !ok {
		return s, problem(wording.ReasonUnknownVariant, quoted(w.variant))
	}
	s.Variant = v
	s.Players = w.players
	if w.has&hasLife != 0 {
		s.Life = w.life
	}
	if w.has&hasTarget != 0 {
		s.Target = w.target
	}
	s.First = w.first
	if w.has&hasSeed != 0 {
		seed, err := parseSeed(w.seed)
		if err != nil {
			return s, err
		}
		s.Seed = seed
	}
	s.House = w.house
	if w.decks != nil {
		s.Decks = w.decks
	}
	night, err := w.nightSeat()
	s.Night = night
	return s, err
}

// nightSeat is the setup's place in a club night: none, or all three of
// night, round and table, the round and table in range.
func (w *wire) nightSeat() (rules.NightSeat, error) {
	switch w.has & (hasNight | hasRound | hasTable) {
	case 0:
		return rules.NightSeat{}, nil
	case hasNight | hasRound | hasTable:
	default:
		return rules.NightSeat{}, problem(wording.ReasonNightSeatIncomplete)
	}
	n := w.night
	if n.Round < 1 || n.Round > rules.MaxNightRound || n.Table < 1 || n.Table > rules.MaxNightTable {
		return n, problem(wording.ReasonNightSeatRange, strconv.Itoa(n.Round), strconv.Itoa(n.Table))
	}
	return n, nil
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
	if digits([]byte(text)) {
		return 0, problem(wording.ReasonSeedRange, excerpt(text), wording.Minus+"9223372036854775808", strconv.FormatUint(math.MaxUint64, 10))
	}
	return 0, problem(wording.ReasonBadSeed, excerpt(text))
}

// field is a field a record of some type must carry: its bit in has and
// its key.
type field struct {
	bit fieldSet
	key string
}

// The fields that events must carry.
var (
	fieldAttacker = field{hasAttacker, "attacker"}
	fieldActor    = field{hasActor, "actor"}
	fieldOwner    = field{hasOwner, "owner"}
	fieldKind     = field{hasKind, "kind"}
	fieldCause    = field{hasCause, "cause"}
	fieldSeat     = field{hasSeat, "seat"}
	fieldDelta    = field{hasDelta, "delta"}
	fieldLord     = field{hasLord, "lord"}
	fieldDeck     = field{hasDeck, "deck"}
)

// missing names the fields of want the record lacks (nil, without
// allocating, when none).
func (w *wire) missing(want ...field) error {
	var all fieldSet
	for _, f := range want {
		all |= f.bit
	}
	if w.has&all == all {
		return nil
	}
	args := []string{string(w.kind)}
	for _, f := range want {
		if w.has&f.bit == 0 {
			args = append(args, strconv.Quote(f.key))
		}
	}
	return problem(wording.ReasonMissing, args...)
}

func (w *wire) event() (rules.Event, error) {
	switch w.kind {
	case rules.KindPass:
		return rules.Pass{}, nil
	case rules.KindEnd:
		return rules.End{}, nil
	case rules.KindUndo:
		return rules.Undo{}, nil
	case rules.KindRedo:
		return rules.Redo{}, nil
	case rules.KindLife:
		return rules.LifeChange{Source: w.source, Changes: w.changes}, nil
	case rules.KindPoison:
		return rules.Poison{Source: w.source, Changes: w.changes}, nil
	case rules.KindAttack:
		if err := w.missing(fieldAttacker); err != nil {
			return nil, err
		}
		return rules.Attack{Attacker: w.attacker, Defenders: w.defenders}, nil
	case rules.KindTarget:
		if err := w.missing(fieldActor, fieldOwner, fieldKind); err != nil {
			return nil, err
		}
		return rules.Target{Actor: w.actor, Owner: w.owner, Kind: rules.TargetKind(w.targetKind)}, nil
	case rules.KindEliminate:
		if err := w.missing(fieldCause); err != nil {
			return nil, err
		}
		return rules.Eliminate{Seats: w.seats, Culprit: w.culprit, Cause: rules.Cause(w.cause)}, nil
	case rules.KindPoints:
		if err := w.missing(fieldSeat, fieldDelta); err != nil {
			return nil, err
		}
		return rules.Points{Seat: w.seat, Delta: w.delta, Reason: w.reason}, nil
	case rules.KindRoles:
		if err := w.missing(fieldLord); err != nil {
			return nil, err
		}
		return rules.Roles{Lord: w.lord, Pairs: w.pairs, Waiting: w.waiting}, nil
	case rules.KindPairs:
		return rules.SetPairs{Pairs: w.pairs}, nil
	case rules.KindDeck:
		if err := w.missing(fieldSeat, fieldDeck); err != nil {
			return nil, err
		}
		return rules.Deck{Seat: w.seat, Deck: w.deck}, nil
	case rules.KindTime:
		if w.has&hasCalled == 0 || w.has&hasTurns == 0 {
			return nil, problem(wording.ReasonTimeIncomplete)
		}
		return rules.TimeCalled{Turns: w.turns}, nil
	}
	return nil, problem(wording.ReasonUnknownType, quoted(w.kind))
}
