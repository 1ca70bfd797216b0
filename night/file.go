package night

import (
	"bytes"
	"io"
	"regexp"
	"slices"
	"time"

	"github.com/go-json-experiment/json"

	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/seating"
)

// MaxFileSize is the largest night file read: a night at every limit
// (MaxPlayers players of 24 characters, MaxRounds rounds) is under half
// of it.
const MaxFileSize = 1 << 20

// fileNight is the night file: one JSON object, its members matched
// exactly, none unknown, none twice.
type fileNight struct {
	V        int                  `json:"v"`
	Type     string               `json:"type"`
	ID       string               `json:"id"`
	Started  time.Time            `json:"started"`
	Players  []string             `json:"players"`
	Variants []string             `json:"variants"`
	Rounds   int                  `json:"rounds"`
	Sizes    map[string]fileSizes `json:"sizes"`
	Seated   []fileRound          `json:"seated"`
	// ExtraTurns is the club's end of round; a file without it (written
	// before the member was) has the default.
	ExtraTurns *int       `json:"extra_turns,omitempty"`
	Clock      *fileClock `json:"clock,omitempty"`
	// Change and After are the night's lineage (Head); a file without
	// them was written before they were kept.
	Change int64    `json:"change,omitempty"`
	After  []string `json:"after,omitempty"`
}

// fileClock is the round clock in seconds, its times in RFC 3339.
type fileClock struct {
	Round   int        `json:"round"`
	Length  int64      `json:"length_s"`
	Elapsed int64      `json:"elapsed_s"`
	Since   *time.Time `json:"since"`
	Called  *time.Time `json:"called"`
}

type fileSizes struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

type fileRound struct {
	Round        int        `json:"round"`
	Variant      string     `json:"variant"`
	At           time.Time  `json:"at"`
	Seed         uint64     `json:"seed"`
	Algorithm    int        `json:"algorithm"`
	Ratings      []float64  `json:"ratings"`
	SeasonFirsts []int      `json:"season_firsts"`
	Tables       [][]string `json:"tables"`
}

// maxSeasonFirsts bounds a player's first seats in the season.
const maxSeasonFirsts = 1_000_000

var idPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)

// Encode writes the night as its file.
func (n *Night) Encode(w io.Writer) error {
	f := fileNight{V: 1, Type: "night", ID: n.ID, Started: n.Started.UTC(), Players: n.Players,
		Rounds: n.Rounds, Sizes: map[string]fileSizes{}, Seated: []fileRound{}, ExtraTurns: &n.ExtraTurns,
		Change: n.Change, After: n.After}
	for _, v := range n.Variants {
		f.Variants = append(f.Variants, v.String())
		f.Sizes[v.String()] = fileSizes{n.Sizes[v].Min, n.Sizes[v].Max}
	}
	for _, r := range n.Seated {
		fr := fileRound{Round: r.Number, Variant: n.VariantOf(r.Number).String(), At: r.At.UTC(), Seed: r.Inputs.Seed,
			Algorithm: Algorithm, Ratings: r.Inputs.Ratings, SeasonFirsts: r.Inputs.SeasonFirsts}
		for _, tb := range r.Seating.Tables {
			var ps []string
			for _, p := range tb.Players {
				ps = append(ps, n.Players[p])
			}
			fr.Tables = append(fr.Tables, ps)
		}
		f.Seated = append(f.Seated, fr)
	}
	if c := n.Clock; c.Round > 0 {
		f.Clock = &fileClock{Round: c.Round, Length: int64(c.Length / time.Second), Elapsed: int64(c.Elapsed / time.Second),
			Since: timeOrNil(c.Since), Called: timeOrNil(c.Called)}
	}
	out, err := json.Marshal(f, json.Deterministic(true))
	if err != nil {
		return err
	}
	_, err = w.Write(append(out, '\n'))
	return err
}

// Save replaces the night's file at path (safefile: a temporary file,
// fsync, rename, fsync of the folder).
func (n *Night) Save(path string) error {
	return safefile.Replace(path, n.Encode)
}

// Load reads the night's file at path: at most MaxFileSize bytes of a
// regular file, every member known, every value in its limits, and every
// round drawn again from its seed and inputs to the same tables.
func Load(path string) (*Night, error) {
	n, _, err := readFile(path)
	return n, err
}

// Decode reads a night file's bytes (Load without the file).
func Decode(data []byte) (*Night, error) {
	var f fileNight
	if err := json.Unmarshal(bytes.TrimSpace(data), &f, json.RejectUnknownMembers(true)); err != nil {
		return nil, badJSON(err)
	}
	if f.V != 1 || f.Type != "night" {
		return nil, problem(ReasonVersion, f.V)
	}
	if !idPattern.MatchString(f.ID) {
		return nil, &Problem{Key: ReasonBadID}
	}
	n := &Night{ID: f.ID, Started: f.Started, Players: f.Players, Rounds: f.Rounds, Sizes: map[rules.Variant]seating.Sizes{}}
	if len(f.Variants) > MaxVariants {
		return nil, problem(ReasonVariants, len(f.Variants), MaxVariants)
	}
	for _, name := range f.Variants {
		v, ok := rules.ParseVariant(name)
		if !ok {
			return nil, &Problem{Key: ReasonUnknownVariant, Args: []string{name}}
		}
		n.Variants = append(n.Variants, v)
		n.Sizes[v] = seating.DefaultSizes(seatingVariant(v))
		if s, ok := f.Sizes[name]; ok {
			n.Sizes[v] = seating.Sizes{Min: s.Min, Max: s.Max}
		}
	}
	if err := n.readExtraTurns(f.ExtraTurns); err != nil {
		return nil, err
	}
	if err := n.readLineage(f.Change, f.After); err != nil {
		return nil, err
	}
	if err := n.check(); err != nil {
		return nil, err
	}
	if len(f.Seated) > n.Rounds {
		return nil, problem(ReasonAllSeated, n.Rounds)
	}
	for i, fr := range f.Seated {
		if err := n.replay(i+1, fr); err != nil {
			return nil, err
		}
	}
	return n, n.readClock(f.Clock)
}

// readExtraTurns reads the club's end of round, the default when the
// file does not say.
func (n *Night) readExtraTurns(extra *int) error {
	n.ExtraTurns = DefaultExtraTurns
	if extra == nil {
		return nil
	}
	if *extra < 0 || *extra > MaxExtraTurns {
		return problem(ReasonExtraTurns, *extra, MaxExtraTurns)
	}
	n.ExtraTurns = *extra
	return nil
}

// readClock reads the round clock: of a round seated, its length and
// time run within the limits, whole seconds.
func (n *Night) readClock(c *fileClock) error {
	if c == nil {
		return nil
	}
	maxS := int64(MaxRoundLength / time.Second)
	if c.Round < 1 || c.Round > len(n.Seated) || c.Length < 60 || c.Length > maxS || c.Elapsed < 0 || c.Elapsed > maxS {
		return problem(ReasonClockLength, int(c.Length/60), int(maxS/60))
	}
	n.Clock = Clock{Round: c.Round, Length: time.Duration(c.Length) * time.Second, Elapsed: time.Duration(c.Elapsed) * time.Second,
		Extra: n.ExtraTurns}
	if c.Since != nil {
		n.Clock.Since = *c.Since
	}
	if c.Called != nil {
		n.Clock.Called = *c.Called
	}
	return nil
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

// replay checks the recorded round r and draws it again: a round of this
// seating's version must come out of its seed as recorded.
func (n *Night) replay(r int, fr fileRound) error {
	v := n.VariantOf(r)
	if fr.Round != r {
		return problem(ReasonRoundNumber, r, fr.Round)
	}
	if fr.Variant != v.String() {
		return &Problem{Key: ReasonRoundVariant, Args: []string{itoa(r), fr.Variant}}
	}
	in := Inputs{Ratings: fr.Ratings, SeasonFirsts: fr.SeasonFirsts, Seed: fr.Seed}
	if len(in.Ratings) != len(n.Players) || len(in.SeasonFirsts) != len(n.Players) ||
		slices.ContainsFunc(in.SeasonFirsts, func(k int) bool { return k < 0 || k > maxSeasonFirsts }) ||
		slices.ContainsFunc(in.Ratings, func(x float64) bool { return x < -seating.MaxRating || x > seating.MaxRating }) {
		return problem(ReasonInputs, r)
	}
	recorded, err := n.tables(r, v, fr.Tables)
	if err != nil {
		return err
	}
	if fr.Algorithm != Algorithm {
		sn := n.seatingNight(r, in)
		n.Seated = append(n.Seated, Round{Number: r, At: fr.At, Inputs: in, Seating: recorded, Score: seating.ScoreRound(sn, recorded)})
		return nil
	}
	round, err := n.Seat(fr.At, in)
	if err != nil {
		return err
	}
	if !sameTables(round.Seating.Tables, recorded.Tables) {
		return problem(ReasonNoReplay, r)
	}
	return nil
}

// tables reads round r's tables: names of the night's players (as
// written in its list), each seated once, at tables the rules allow.
func (n *Night) tables(r int, v rules.Variant, tables [][]string) (seating.Round, error) {
	at := make(map[string]int, len(n.Players))
	for i, p := range n.Players {
		at[p] = i
	}
	round := seating.Round{Variant: seatingVariant(v)}
	seated := make([]bool, len(n.Players))
	lo, hi := round.Variant.Limits()
	for _, names := range tables {
		if len(names) < lo || len(names) > hi {
			return round, problem(ReasonTableSize, r, len(names))
		}
		var tb seating.Table
		for _, name := range names {
			i, ok := at[name]
			if !ok || seated[i] {
				return round, &Problem{Key: ReasonStranger, Args: []string{itoa(r), name}}
			}
			seated[i] = true
			tb.Players = append(tb.Players, i)
		}
		round.Tables = append(round.Tables, tb)
	}
	if i := slices.Index(seated, false); i >= 0 {
		return round, &Problem{Key: ReasonNotSeated, Args: []string{itoa(r), n.Players[i]}}
	}
	return round, nil
}

func sameTables(a, b []seating.Table) bool {
	return slices.EqualFunc(a, b, func(x, y seating.Table) bool { return slices.Equal(x.Players, y.Players) })
}
