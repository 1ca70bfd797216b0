package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Variant is the game being played.
type Variant uint8

const (
	// Buhmann is the variant with the IT and passivity counters (B-1…B-11).
	Buhmann Variant = iota
	// Lord is "Lord is killing you": Lord, pairs, points (L-1…L-12).
	Lord
)

// String returns the variant's name in the game file: "buhmann" or "lord".
func (v Variant) String() string {
	if v == Lord {
		return "lord"
	}
	return "buhmann"
}

// ParseVariant reads a variant name of the game file ("buhmann", "lord").
func ParseVariant(s string) (Variant, bool) {
	switch s {
	case "buhmann":
		return Buhmann, true
	case "lord":
		return Lord, true
	}
	return Buhmann, false
}

// Limits of a setup (C-1, C-4, L-1).
const (
	MinBuhmannPlayers = 3
	MinLordPlayers    = 5
	MaxPlayers        = 12
	MaxNameLength     = 24 // user-perceived characters
	DefaultLife       = 20
	MinLife           = 1
	MaxLife           = 999
	DefaultTarget     = 10
	MinTarget         = 1
	MaxTarget         = 99
)

// HouseRules are optional rule changes a table agrees on.
type HouseRules struct {
	// LordDeathRewardsAll gives +1 to every other non-Lord player who takes
	// turns when the Lord is eliminated (L-4, house rule
	// lord_death_rewards_all).
	LordDeathRewardsAll bool
}

// Setup is the first record of a game: who plays, in which seats, with what
// starting life (and target score for Lord), who goes first and the seed of
// every random draw (C-1, C-9, L-1).
type Setup struct {
	Variant Variant
	// Players are the names in clockwise seat order; seat i is Players[i].
	Players []string
	// Life is the starting life, 1–999 (C-4).
	Life int
	// Target is the target score of a Lord game, 1–99 (L-1, L-5). Ignored
	// for Buhmann.
	Target int
	// First is the seat of the first player (C-3, L-7a).
	First int
	// Seed seeds the random generator of all draws (C-9).
	Seed  uint64
	House HouseRules
	// Decks, when set, name each seat's deck at the start, "" for one not
	// said (statistics only; see Deck).
	Decks []string
	// Night is where a game started from a club night's seating sits: the
	// night, its round and table. Zero for a game set up by hand; it
	// changes no rule.
	Night NightSeat
}

// NightSeat is a game's place in a club night: the night's id (32
// lowercase hex digits), the round and the table, both from 1.
type NightSeat struct {
	ID           string
	Round, Table int
}

// The largest round and table a NightSeat may name.
const (
	MaxNightRound = 12
	MaxNightTable = 100
)

// Validate checks a setup against C-1 and L-1 and returns the first problem
// as a *RuleError (rule C-1, C-4 or L-1), or nil.
//
// Names are checked with the standard library only: trimmed, non-empty, at
// most 24 user-perceived characters, no control or zero-width characters,
// and unique ignoring case and width (full-width letters are the same as
// their plain ones, the part of NFKC that needs no tables). Package names
// adds the whole of NFKC and exact grapheme counting; names that pass it
// also pass here.
func (s Setup) Validate() error {
	if s.Variant != Buhmann && s.Variant != Lord {
		return refuse("C-1", RefuseUnknownVariant, numbers(int(s.Variant)))
	}
	min := MinBuhmannPlayers
	if s.Variant == Lord {
		min = MinLordPlayers
	}
	if n := len(s.Players); n < min || n > MaxPlayers {
		return refuse("C-1", RefusePlayerCount, RefusalArgs{Variant: s.Variant, Numbers: []int{min, MaxPlayers, n}})
	}
	seen := make(map[string]int, len(s.Players))
	for i, name := range s.Players {
		if err := CheckName(name); err != nil {
			// Seats are counted from 1 here, as the screen and names.Check
			// count them for people.
			return refuse("C-1", RefuseSeatName, RefusalArgs{Numbers: []int{i + 1}, Name: err.(*RuleError)})
		}
		key := strings.ToLower(strings.Map(narrowWidth, name))
		if j, dup := seen[key]; dup {
			return refuse("C-1", RefuseSameName, RefusalArgs{Numbers: []int{j + 1, i + 1}, Text: name})
		}
		seen[key] = i
	}
	if s.Life < MinLife || s.Life > MaxLife {
		return refuse("C-4", RefuseStartingLife, numbers(MinLife, MaxLife, s.Life))
	}
	if s.Variant == Lord && (s.Target < MinTarget || s.Target > MaxTarget) {
		return refuse("L-1", RefuseTargetScore, numbers(MinTarget, MaxTarget, s.Target))
	}
	if s.First < 0 || s.First >= len(s.Players) {
		return refuse("C-3", RefuseFirstSeat, numbers(len(s.Players)-1, s.First))
	}
	return s.checkDecks()
}

// narrowWidth maps a full-width form (U+FF01–U+FF5E, the ideographic
// space U+3000) to its plain ASCII character, as NFKC does; other
// characters stay.
func narrowWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3000:
		return ' '
	}
	return r
}

// CheckName checks one player name against C-1, leaving uniqueness to the
// caller: it must be trimmed, non-empty, at most 24 user-perceived
// characters and free of control and zero-width characters. The error is a
// *RuleError of rule C-1.
func CheckName(name string) error { return checkText(name, MaxNameLength) }

// checkText is CheckName with a limit of longest characters.
func checkText(name string, longest int) error {
	if !utf8.ValidString(name) {
		return refuse("C-1", RefuseNameNotText, RefusalArgs{})
	}
	if strings.TrimSpace(name) == "" {
		return refuse("C-1", RefuseNameEmpty, RefusalArgs{})
	}
	if strings.TrimSpace(name) != name {
		return refuse("C-1", RefuseNameSpaces, RefusalArgs{Text: name})
	}
	if r, bad := misplacedModifier(name); bad {
		return refuse("C-1", RefuseNameLoneModifier, RefusalArgs{Text: name, Numbers: []int{int(r)}})
	}
	visible := false
	for _, r := range name {
		if r == zeroWidthJoiner {
			continue // between two emoji: misplacedModifier has checked it
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || IsBlank(r) || r == '\u034f' {
			return refuse("C-1", RefuseNameInvisible, RefusalArgs{Text: name, Numbers: []int{int(r)}})
		}
		visible = visible || !unicode.IsSpace(r) && !unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc)
	}
	if !visible {
		return refuse("C-1", RefuseNameNotVisible, RefusalArgs{Text: name})
	}
	if n := approxGraphemes(name); n > longest {
		return refuse("C-1", RefuseNameTooLong, RefusalArgs{Text: name, Numbers: []int{n, longest}})
	}
	return nil
}

// IsBlank reports whether r is a character that shows nothing although it
// is not a space or a control: Hangul fillers and the blank Braille
// pattern. C-1 refuses them in names.
func IsBlank(r rune) bool {
	switch r {
	case '\u115f', '\u1160', '\u3164', '\uffa0', '\u2800':
		return true
	}
	return false
}

// approxGraphemes counts user-perceived characters with the standard
// library: combining marks, variation selectors and emoji modifiers join the
// character before them, and a pair of regional indicators is one flag.
// A zero-width joiner joins the emoji after it to the one before (C-1's
// Decision: CheckName has refused any other).
func approxGraphemes(s string) int {
	n, flagHalf, joined := 0, false, false
	for _, r := range s {
		switch {
		case r == zeroWidthJoiner && n > 0:
			joined = true
			continue
		case joined:
			joined = false
		case unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) && n > 0:
		case r >= 0x1F3FB && r <= 0x1F3FF && n > 0: // emoji modifiers
		case (r >= 0x1160 && r <= 0x11FF || r >= 0xD7B0 && r <= 0xD7FF) && n > 0: // Hangul vowel and final jamo
		case r >= 0x1F1E6 && r <= 0x1F1FF: // regional indicators pair up
			if !flagHalf {
				n++
			}
			flagHalf = !flagHalf
			continue
		default:
			n++
		}
		flagHalf = false
	}
	return n
}
