package night

import "strconv"

// The keys of a night's problems (wording says them).
const (
	ReasonTooManyPlayers = "night.too-many-players"
	ReasonVariants       = "night.variants"
	ReasonRounds         = "night.rounds"
	ReasonAllSeated      = "night.all-seated"
	ReasonVersion        = "night.version"
	ReasonBadID          = "night.bad-id"
	ReasonBadJSON        = "night.bad-json"
	ReasonUnknownVariant = "night.unknown-variant"
	ReasonRoundNumber    = "night.round-number"
	ReasonRoundVariant   = "night.round-variant"
	ReasonInputs         = "night.inputs"
	ReasonStranger       = "night.stranger"
	ReasonTableSize      = "night.table-size"
	ReasonNotSeated      = "night.not-seated"
	ReasonNoReplay       = "night.no-replay"
	ReasonNoNight        = "night.none"
	ReasonExists         = "night.exists"
	ReasonSeed           = "night.seed"
	ReasonNoPlayers      = "night.no-players"
	ReasonBadSizes       = "night.bad-sizes"
	ReasonNoTable        = "night.no-table"
	ReasonNotDrawn       = "night.not-drawn"
	ReasonClockLength    = "night.clock-length"
	ReasonClockState     = "night.clock-state"
	ReasonRoundAction    = "night.round-action"
	ReasonBusy           = "night.busy"
	ReasonExtraTurns     = "night.extra-turns"
	ReasonLineage        = "night.lineage"
	// ReasonLeagueAway: the league, where the night was to be read, cannot
	// be reached.
	ReasonLeagueAway = "night.league-away"
)

// Problem is what is wrong with a night or its file: a key and the values
// it names (a wording.Keyed error).
type Problem struct {
	Key  string
	Args []string
}

func (p *Problem) Error() string {
	text := p.Key
	for _, a := range p.Args {
		text += " " + a
	}
	return text
}

// ReasonKey names the problem in the catalogue (wording.Keyed).
func (p *Problem) ReasonKey() string { return p.Key }

// ReasonArgs are the values the problem names.
func (p *Problem) ReasonArgs() []string { return p.Args }

// problem is the Problem of key with numbers.
func problem(key string, numbers ...int) *Problem {
	p := &Problem{Key: key}
	for _, n := range numbers {
		p.Args = append(p.Args, strconv.Itoa(n))
	}
	return p
}

// PathError is a problem with the night's file: "PATH: reason"
// (wording.FileError).
type PathError struct {
	Path string
	Err  error
}

func (e *PathError) Error() string    { return e.Path + ": " + e.Err.Error() }
func (e *PathError) FilePath() string { return e.Path }
func (e *PathError) Unwrap() error    { return e.Err }

func itoa(n int) string { return strconv.Itoa(n) }
