package stats

import (
	"encoding/binary"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// The facts of a game are kept in the index in a compact binary form:
// warm statistics decode a thousand games, and decoding JSON by
// reflection took most of their time. The form is a version byte, then
// every number as a signed varint and every string as its length and its
// bytes, in the order of encodeFacts. The path is the row's key and is
// not repeated.
const factsVersion = 5 // 2: decks and the turn order; 3: the first player too; 4: the game id and the number of records; 5: the club night

var errFacts = newReason(wording.ReasonIndexFacts)

// encodeFacts writes the facts of g.
func encodeFacts(g Game) []byte {
	e := factsEncoder{buf: make([]byte, 0, 64+len(g.Players)*48+len(g.Eliminations)*8)}
	e.buf = append(e.buf, factsVersion)
	e.ints(int(g.Variant), boolInt(g.Over), g.Events, g.Turns, g.Rounds, g.First)
	e.time(g.Start)
	e.time(g.End)
	e.int(len(g.Players))
	for _, p := range g.Players {
		e.str(p.Name)
		e.ints(p.Seat, int(p.Result), p.Place, p.TurnsTaken, p.Eliminations)
		e.ints(p.Eliminated[:]...)
		e.ints(p.TurnsAsIT, p.PassivityLost, p.Points)
		e.ints(p.PointsBySource[:]...)
		e.ints(p.TurnsAsLord, p.Entries, p.ProtectionGranted, p.Position)
		e.int(len(p.Decks))
		for _, d := range p.Decks {
			e.str(d.Deck)
			e.int(d.Points)
		}
		e.str(p.FinalDeck)
	}
	e.int(len(g.Eliminations))
	for _, el := range g.Eliminations {
		e.ints(el.Victim, el.Culprit)
		e.str(string(el.Cause))
	}
	e.str(g.ID)
	e.int(g.Lines)
	e.str(g.Night.ID)
	e.ints(g.Night.Round, g.Night.Table)
	return e.buf
}

type factsEncoder struct{ buf []byte }

func (e *factsEncoder) int(n int) { e.buf = binary.AppendVarint(e.buf, int64(n)) }

func (e *factsEncoder) ints(ns ...int) {
	for _, n := range ns {
		e.int(n)
	}
}

func (e *factsEncoder) str(s string) {
	e.int(len(s))
	e.buf = append(e.buf, s...)
}

func (e *factsEncoder) time(t time.Time) { e.buf = binary.AppendVarint(e.buf, unixNano(t)) }

// decodeFacts reads facts written by encodeFacts; path is the game's.
func decodeFacts(path string, data []byte) (Game, error) {
	var r factsReader
	return r.decode(path, data, "")
}

// factsReader decodes the facts of many games: their players in slices
// of one array (slab), their strings cut from the text they were read
// from when it is given (decode's whole), so that ten thousand games are
// a few allocations, not a hundred thousand.
type factsReader struct {
	slab []PlayerGame
}

// decode reads facts written by encodeFacts; whole, when not "", is the
// same bytes as data as a string, whose parts the strings become.
func (r *factsReader) decode(path string, data []byte, whole string) (Game, error) {
	if len(data) == 0 || data[0] != factsVersion {
		return Game{}, errFacts
	}
	d := factsDecoder{buf: data, pos: 1, whole: whole}
	g := Game{Path: path, Variant: rules.Variant(d.int()), Over: d.int() == 1, Events: d.int(),
		Turns: d.int(), Rounds: d.int(), First: d.int(), Start: d.time(), End: d.time()}
	g.Players = r.players(d.count())
	for i := range g.Players {
		d.player(&g.Players[i])
	}
	if n := d.count(); n > 0 {
		g.Eliminations = make([]Elimination, n)
	}
	for i := range g.Eliminations {
		g.Eliminations[i] = Elimination{Victim: d.int(), Culprit: d.int(), Cause: rules.Cause(d.str())}
	}
	g.ID, g.Lines = d.str(), d.int()
	g.Night = rules.NightSeat{ID: d.str(), Round: d.int(), Table: d.int()}
	if d.bad || d.left() != 0 {
		return Game{}, errFacts
	}
	return g, nil
}

// players returns n players from the slab, taking a new one when it has
// too few left.
func (r *factsReader) players(n int) []PlayerGame {
	if n > len(r.slab) {
		r.slab = make([]PlayerGame, max(n, 1024))
	}
	out := r.slab[:n:n]
	r.slab = r.slab[n:]
	return out
}

// player reads one player's facts into p.
func (d *factsDecoder) player(p *PlayerGame) {
	p.Name = d.str()
	p.Seat, p.Result, p.Place, p.TurnsTaken, p.Eliminations = d.int(), Result(d.int()), d.int(), d.int(), d.int()
	d.into(p.Eliminated[:])
	p.TurnsAsIT, p.PassivityLost, p.Points = d.int(), d.int(), d.int()
	d.into(p.PointsBySource[:])
	p.TurnsAsLord, p.Entries, p.ProtectionGranted, p.Position = d.int(), d.int(), d.int(), d.int()
	if k := d.count(); k > 0 {
		p.Decks = make([]DeckPlay, k)
		for j := range p.Decks {
			p.Decks[j] = DeckPlay{Deck: d.str(), Points: d.int()}
		}
	}
	p.FinalDeck = d.str()
}

// factsDecoder reads numbers and strings from buf, from pos on; bad is
// set, and zeros are read, once the data runs out or holds no number.
// When whole is set it holds the same bytes as buf, as a string: the
// strings read are its parts, not copies. It moves a position rather
// than cutting buf, and reads a one-byte number (most of them) without
// binary.Varint: the facts of 10,000 games are millions of numbers.
type factsDecoder struct {
	buf   []byte
	pos   int
	bad   bool
	whole string
}

// left is the number of bytes not read yet.
func (d *factsDecoder) left() int { return len(d.buf) - d.pos }

// fail marks the data bad and reads nothing more.
func (d *factsDecoder) fail() {
	d.bad, d.pos = true, len(d.buf)
}

func (d *factsDecoder) int() int {
	if d.pos < len(d.buf) {
		if b := d.buf[d.pos]; b < 0x80 { // zig-zag: b>>1, negative when odd
			d.pos++
			return int(b>>1) ^ -int(b&1)
		}
	}
	n, k := binary.Varint(d.buf[d.pos:])
	if k <= 0 {
		d.fail()
		return 0
	}
	d.pos += k
	return int(n)
}

func (d *factsDecoder) into(dst []int) {
	for i := range dst {
		dst[i] = d.int()
	}
}

// count reads a length, which cannot be more than the bytes left.
func (d *factsDecoder) count() int {
	n := d.int()
	if n < 0 || n > d.left() {
		d.fail()
		return 0
	}
	return n
}

func (d *factsDecoder) str() string {
	n := d.count()
	var s string
	if d.whole != "" {
		s = d.whole[d.pos : d.pos+n]
	} else {
		s = string(d.buf[d.pos : d.pos+n])
	}
	d.pos += n
	return s
}

// bytes reads a length and that many bytes, and returns them with the
// same part of whole ("" without whole).
func (d *factsDecoder) bytes() ([]byte, string) {
	n := d.count()
	b, s := d.buf[d.pos:d.pos+n:d.pos+n], ""
	if d.whole != "" {
		s = d.whole[d.pos : d.pos+n]
	}
	d.pos += n
	return b, s
}

func (d *factsDecoder) time() time.Time { return fromNano(int64(d.int())) }
