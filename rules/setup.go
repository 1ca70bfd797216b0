package rules

import (
	"fmt"
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

// Title returns the variant's name for people: "Buhmann" or "Lord is killing you".
func (v Variant) Title() string {
	if v == Lord {
		return "Lord is killing you"
	}
	return "Buhmann"
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
}

// Validate checks a setup against C-1 and L-1 and returns the first problem
// as a *RuleError (rule C-1, C-4 or L-1), or nil.
//
// Names are checked with the standard library only: trimmed, non-empty, at
// most 24 user-perceived characters, no control or zero-width characters,
// and unique ignoring case. Package names adds Unicode normalisation (NFC)
// and exact grapheme counting; names that pass it also pass here.
func (s Setup) Validate() error {
	if s.Variant != Buhmann && s.Variant != Lord {
		return refuse("C-1", "unknown variant %d", s.Variant)
	}
	min := MinBuhmannPlayers
	if s.Variant == Lord {
		min = MinLordPlayers
	}
	if n := len(s.Players); n < min || n > MaxPlayers {
		rule := "C-1"
		return refuse(rule, "%s needs %d to %d players, not %d", s.Variant.Title(), min, MaxPlayers, n)
	}
	seen := make(map[string]int, len(s.Players))
	for i, name := range s.Players {
		if err := CheckName(name); err != nil {
			return refuse("C-1", "seat %d: %s", i+1, err.(*RuleError).Reason) // 1-based, as the screen and names.Check count
		}
		key := strings.ToLower(name)
		if j, dup := seen[key]; dup {
			return refuse("C-1", "seats %d and %d have the same name %q", j+1, i+1, name)
		}
		seen[key] = i
	}
	if s.Life < MinLife || s.Life > MaxLife {
		return refuse("C-4", "starting life must be %d to %d, not %d", MinLife, MaxLife, s.Life)
	}
	if s.Variant == Lord && (s.Target < MinTarget || s.Target > MaxTarget) {
		return refuse("L-1", "the target score must be %d to %d, not %d", MinTarget, MaxTarget, s.Target)
	}
	if s.First < 0 || s.First >= len(s.Players) {
		return refuse("C-3", "the first seat must be 0 to %d (seats count from 0), not %d", len(s.Players)-1, s.First)
	}
	return nil
}

// CheckName checks one player name against C-1, leaving uniqueness to the
// caller: it must be trimmed, non-empty, at most 24 user-perceived
// characters and free of control and zero-width characters. The error is a
// *RuleError of rule C-1.
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return refuse("C-1", "the name is not valid text")
	}
	if strings.TrimSpace(name) == "" {
		return refuse("C-1", "the name is empty")
	}
	if strings.TrimSpace(name) != name {
		return refuse("C-1", "the name %s starts or ends with a space", Printable(name))
	}
	visible := false
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || IsBlank(r) || r == '\u034f' {
			return refuse("C-1", "the name %s holds an invisible or control character (%s)", Printable(name), CharName(r))
		}
		visible = visible || !unicode.IsSpace(r) && !unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc)
	}
	if !visible {
		return refuse("C-1", "the name %s has no visible character", Printable(name))
	}
	if n := approxGraphemes(name); n > MaxNameLength {
		return refuse("C-1", "the name %s is %d characters long; at most %d", Printable(name), n, MaxNameLength)
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
// Zero-width joiners never reach here (CheckName refuses them).
func approxGraphemes(s string) int {
	n, flagHalf := 0, false
	for _, r := range s {
		switch {
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

// Printable quotes a name for a message without its invisible and control
// characters, which would garble the screen or show as escape codes.
func Printable(name string) string {
	clean := strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || IsBlank(r) {
			return -1
		}
		return r
	}, name)
	return "\u201c" + clean + "\u201d"
}

// CharName names an invisible or control character for a message: "a
// zero-width joiner (U+200D)".
func CharName(r rune) string {
	names := map[rune]string{
		'\u200b': "a zero-width space", '\u200c': "a zero-width non-joiner", '\u200d': "a zero-width joiner",
		'\u2060': "a word joiner", '\ufeff': "a byte order mark", '\t': "a tab", '\n': "a line break",
		'\u034f': "a combining grapheme joiner", '\u2800': "a blank Braille pattern",
	}
	if n, ok := names[r]; ok {
		return fmt.Sprintf("%s, U+%04X", n, r)
	}
	return fmt.Sprintf("U+%04X", r)
}
