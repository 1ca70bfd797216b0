package journal

import (
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// wire is every field any record may carry, as read from one line.
type wire struct {
	// has tells which of the fields that must be present were found.
	has     fieldSet
	v, seq  int
	at      time.Time
	atErr   error
	kind    rules.Kind
	crc     bool
	id      string
	variant string
	players []string
	// decks are the setup's decks, "" for null; deck is a deck record's.
	decks   []string
	deck    string
	life    int
	target  int
	first   int
	seed    string
	house   rules.HouseRules
	changes []rules.Change
	source  int
	culprit int
	waiting int
	// attacker, actor, owner, seat, lord and delta are single seats or
	// numbers; defenders and seats lists of seats.
	attacker, actor, owner, seat, lord, delta int
	defenders, seats                          []int
	targetKind, cause, reason                 string
	pairs                                     []rules.Pair
	// night is the setup's place in a club night (night, round, table).
	night rules.NightSeat
	// called and turns are a time record's (N-1).
	called bool
	turns  int
}

// fieldSet is a set of fields found, one bit each.
type fieldSet uint32

// The fields whose presence matters.
const (
	hasV fieldSet = 1 << iota
	hasSeq
	hasAt
	hasType
	hasVariant
	hasLife
	hasTarget
	hasFirst
	hasSeed
	hasAttacker
	hasActor
	hasOwner
	hasKind
	hasCause
	hasSeat
	hasDelta
	hasLord
	hasDeck
	hasNight
	hasRound
	hasTable
	hasCalled
	hasTurns
)

// reset empties the fields for the next record. Lists are never reused:
// the events decoded keep them.
func (w *wire) reset() {
	*w = wire{source: rules.NoSeat, culprit: rules.NoSeat, waiting: rules.NoSeat}
}

// knownKeys are the members a record may carry; a member that differs
// from one of them only in case is refused, since keys are case-sensitive.
var knownKeys = []string{"v", "seq", "at", "type", "crc", "id", "variant", "players", "life", "target",
	"first", "seed", "house", "changes", "source", "attacker", "defenders", "actor", "owner", "kind",
	"seats", "culprit", "cause", "seat", "delta", "reason", "lord", "pairs", "waiting", "decks", "deck",
	"night", "round", "table", "called", "turns"}

// unknownMember reads past a member the record does not use, refusing a
// known key written in another case.
func (d *decoder) unknownMember(key []byte, known []string) error {
	for _, k := range known {
		if strings.EqualFold(string(key), k) {
			return problem(wording.ReasonKeyCase, quoted(key), strconv.Quote(k))
		}
	}
	for _, k := range protection {
		if oneByteOff(key, k) {
			return &Problem{Key: wording.ReasonKeyDamaged, Args: []string{quoted(key), strconv.Quote(k)}, kind: ErrChecksum}
		}
	}
	return d.skip()
}

// protection are the members that protect a record: a member one byte
// away from one of them ("czc") is damage that would otherwise leave the
// record unchecked, and is read as a checksum that does not match.
var protection = []string{"crc", "seq"}

// oneByteOff reports whether key differs from k in exactly one byte.
func oneByteOff(key []byte, k string) bool {
	if len(key) != len(k) {
		return false
	}
	diff := 0
	for i := range key {
		if key[i] != k[i] {
			diff++
		}
	}
	return diff == 1
}

// member reads one member of a record.
func (d *decoder) member(key []byte) error {
	w := &d.w
	var err error
	switch string(key) {
	case "v":
		w.v, err = d.intValue("v")
		w.has |= hasV
	case "seq":
		w.seq, err = d.intValue("seq")
		w.has |= hasSeq
	case "at":
		var b []byte
		b, err = d.textValue("at")
		w.at, w.atErr = parseTime(b)
		w.has |= hasAt
	case "type":
		w.kind, err = d.kindValue()
		w.has |= hasType
	case "crc":
		_, err = d.stringValue("crc")
		w.crc = true
	case "id":
		w.id, err = d.stringValue("id")
		if err == nil {
			err = checkID(w.id)
		}
	case "variant":
		w.variant, err = d.stringValue("variant")
		w.has |= hasVariant
	case "players":
		err = d.list("players", func(int) error {
			name, err := d.stringValue("players")
			w.players = append(w.players, name)
			return err
		})
	case "life":
		w.life, err = d.intValue("life")
		w.has |= hasLife
	case "target":
		w.target, err = d.intValue("target")
		w.has |= hasTarget
	case "first":
		w.first, err = d.intValue("first")
		w.has |= hasFirst
	case "seed":
		w.seed, err = d.numberText("seed")
		w.has |= hasSeed
	case "house":
		err = d.houseRules()
	case "night", "round", "table", "called", "turns":
		err = d.nightMember(string(key))
	case "decks":
		w.decks = []string{}
		err = d.list("decks", func(int) error {
			deck, err := d.textOrNull("decks")
			w.decks = append(w.decks, deck)
			return err
		})
	default:
		return d.eventMember(key)
	}
	return err
}

// eventMember reads one member that only events carry.
func (d *decoder) eventMember(key []byte) error {
	w := &d.w
	var err error
	switch string(key) {
	case "changes":
		err = d.changes()
	case "source":
		w.source, err = d.seatOrNone("source")
	case "culprit":
		w.culprit, err = d.seatOrNone("culprit")
	case "waiting":
		w.waiting, err = d.seatOrNone("waiting")
	case "attacker":
		w.attacker, err = d.intValue("attacker")
		w.has |= hasAttacker
	case "actor":
		w.actor, err = d.intValue("actor")
		w.has |= hasActor
	case "owner":
		w.owner, err = d.intValue("owner")
		w.has |= hasOwner
	case "seat":
		w.seat, err = d.intValue("seat")
		w.has |= hasSeat
	case "delta":
		w.delta, err = d.intValue("delta")
		w.has |= hasDelta
	case "lord":
		w.lord, err = d.intValue("lord")
		w.has |= hasLord
	case "defenders":
		w.defenders, err = d.ints("defenders", nil)
	case "seats":
		w.seats, err = d.ints("seats", nil)
	case "kind":
		w.targetKind, err = d.knownText("kind", targetKinds)
		w.has |= hasKind
	case "cause":
		w.cause, err = d.knownText("cause", causes)
		w.has |= hasCause
	case "reason":
		w.reason, err = d.stringValue("reason")
	case "deck":
		w.deck, err = d.stringValue("deck")
		w.has |= hasDeck
	case "pairs":
		err = d.pairList()
	default:
		return d.unknownMember(key, knownKeys)
	}
	return err
}

// The texts of the target kinds and causes, so that decoding them does not
// allocate.
var (
	targetKinds = texts(rules.TargetKinds[:])
	causes      = texts(rules.Causes[:])
)

func texts[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, t := range list {
		out[i] = string(t)
	}
	return out
}

// nightMember reads the setup's place in a club night: the night's id
// (as a game id is written) and the round and table.
func (d *decoder) nightMember(key string) error {
	w := &d.w
	var err error
	switch key {
	case "night":
		w.night.ID, err = d.stringValue("night")
		if err == nil && !ValidID(w.night.ID) {
			err = problem(wording.ReasonNightSeatID, quoted([]byte(w.night.ID)))
		}
		w.has |= hasNight
	case "round":
		w.night.Round, err = d.intValue("round")
		w.has |= hasRound
	case "called":
		if d.l.kind() != 't' {
			return problem(wording.ReasonTimeNotCalled)
		}
		w.called, w.has = true, w.has|hasCalled
		err = d.skip()
	case "turns":
		w.turns, err = d.intValue("turns")
		w.has |= hasTurns
	default:
		w.night.Table, err = d.intValue("table")
		w.has |= hasTable
	}
	return err
}
