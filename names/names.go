// Package names checks and normalises player names by rule C-1 of
// RULES.md with full Unicode support: names are kept as typed (NFC) and
// compared after NFKC normalisation and case folding (so Ana and Ａna in
// full-width letters are one name), and their length is counted in
// user-perceived characters (grapheme clusters).
//
// Package rules checks the same rule with the standard library only,
// which has neither Unicode normalisation nor grapheme clusters; every name
// this package accepts, rules accepts too. Whatever creates a game from
// names people typed or from a file (the setup screen, replay, the
// journal) checks them here as well.
package names

import (
	"strings"
	"unicode"

	"github.com/rivo/uniseg"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"rolekeeper/rules"
)

// MaxLength is the longest name in user-perceived characters (C-1).
const MaxLength = rules.MaxNameLength

// Normalize returns the name as it should be stored: trimmed of spaces and
// in Unicode NFC.
func Normalize(name string) string {
	return norm.NFC.String(strings.TrimSpace(name))
}

// Key returns the identity of a name: two names are the same player name
// when their keys are equal (NFKC, case folded, NFKC again: Unicode's
// NFKC_Casefold but for the default ignorables, which C-1 refuses anyway).
// Variation selectors are left out: they change how a character looks,
// not which character it is.
func Key(name string) string {
	folded := norm.NFKC.String(cases.Fold().String(norm.NFKC.String(name)))
	return strings.Map(func(r rune) rune {
		if r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF {
			return -1
		}
		return r
	}, folded)
}

// Length returns the length of a name in user-perceived characters.
func Length(name string) int { return uniseg.GraphemeClusterCount(name) }

// CheckOne checks a single name (C-1), leaving uniqueness to Check. The
// error is a *rules.RuleError of rule C-1 whose key is one of the typed
// names' keys (rules.RefuseTypedNameEmpty …) or one of rules.CheckName's.
func CheckOne(name string) error {
	if err := checkText(name, MaxLength); err != nil {
		return err
	}
	return rules.CheckName(name)
}

// CheckDeck checks a deck name by the character rules of names (C-1):
// at most rules.MaxDeckLength characters. The error is CheckOne's.
func CheckDeck(deck string) error {
	if err := checkText(deck, rules.MaxDeckLength); err != nil {
		return err
	}
	return rules.CheckDeck(deck)
}

// CheckDecks checks the decks of a setup, "" for one not said: every other
// by CheckDeck. The error is a *rules.RuleError of rule C-1 and key
// rules.RefuseSeatDeck, whose words count seats from 1.
func CheckDecks(decks []string) error {
	for i, deck := range decks {
		if deck == "" {
			continue
		}
		if err := CheckDeck(deck); err != nil {
			return refuse(rules.RefuseSeatDeck, rules.RefusalArgs{Numbers: []int{i + 1}, Name: err.(*rules.RuleError)})
		}
	}
	return nil
}

// checkText is the typed checks of CheckOne with a limit of longest
// characters.
func checkText(name string, longest int) error {
	if strings.TrimSpace(name) == "" {
		return refuse(rules.RefuseTypedNameEmpty, rules.RefusalArgs{})
	}
	if strings.TrimSpace(name) != name {
		return refuse(rules.RefuseTypedNameSpaces, rules.RefusalArgs{Text: name})
	}
	for _, r := range name {
		if unseen(r) {
			return refuse(rules.RefuseTypedNameInvisible, rules.RefusalArgs{Text: name, Numbers: []int{int(r)}})
		}
	}
	if n := Length(name); n > longest {
		return refuse(rules.RefuseTypedNameTooLong, rules.RefusalArgs{Text: name, Numbers: []int{n, longest}})
	}
	return nil
}

// unseen reports whether r is a character C-1 refuses in a name because
// it is not seen as what it is: a control character, a format character
// (Cf) but the joiner of emoji sequences (rules.CheckName places it), a
// line or paragraph separator (U+2028, U+2029: a line break in a file's
// name list), a default-ignorable character (the Hangul fillers, U+034F,
// the tags' block; variation selectors excepted, which rules.CheckName
// places), a private-use character (its glyph is a font's), a
// noncharacter, the braille blank, or a byte that is no UTF-8.
func unseen(r rune) bool {
	switch {
	case r == unicode.ReplacementChar, r == '\u2800':
		return true
	case r == '\u200d':
		return false
	}
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co,
		unicode.Other_Default_Ignorable_Code_Point, unicode.Noncharacter_Code_Point)
}

// Check checks all the names of a setup (C-1): each by CheckOne, and no
// two the same after NFKC normalisation, ignoring case (Key). The error is a
// *rules.RuleError of rule C-1, rules.RefuseTypedSeatName or
// rules.RefuseTypedSameName, whose words count seats from 1.
func Check(players []string) error {
	seen := make(map[string]int, len(players))
	for i, name := range players {
		if err := CheckOne(name); err != nil {
			return refuse(rules.RefuseTypedSeatName, rules.RefusalArgs{Numbers: []int{i}, Name: err.(*rules.RuleError)})
		}
		key := Key(name)
		if j, dup := seen[key]; dup {
			return refuse(rules.RefuseTypedSameName, rules.RefusalArgs{Numbers: []int{j, i}, Text: name})
		}
		seen[key] = i
	}
	return nil
}

// refuse is a refusal of a name by C-1.
func refuse(key rules.RefusalKey, args rules.RefusalArgs) error {
	return &rules.RuleError{Rule: "C-1", Key: key, Args: args}
}
