package names

import (
	"errors"
	"testing"

	"rolekeeper/rules"
)

// TestC1_SeparatorsAndInvisibles: a name (or a deck) holding a character
// that is not seen as what it is is refused as invisible, whatever its
// kind: line and paragraph separators (U+2028 was accepted by check),
// format characters, default ignorables, private use, noncharacters.
// Emoji sequences keep their joiner and variation selector.
func TestC1_SeparatorsAndInvisibles(t *testing.T) {
	for _, r := range []rune{
		'\u2028', '\u2029', // Zl, Zp
		'\u0085', '\u009b', // C1 controls: next line, CSI
		'\u00ad', '\u061c', '\u180e', '\u200b', '\u200e', '\u202e', '\u2060', '\u2066', '\ufeff', '\U000e0001', // Cf
		'\u034f', '\u115f', '\u1160', '\u17b4', '\u3164', '\uffa0', '\U000e0080', // default ignorable
		'\ue000', '\U000f0000', // private use
		'\ufdd0', '\ufffe', '\U0001ffff', // noncharacters
		'\u2800', // braille blank
	} {
		for _, text := range []string{"A" + string(r) + "na", "Ana" + string(r) + "!"} {
			for what, check := range map[string]func(string) error{"name": CheckOne, "deck": CheckDeck} {
				err := check(text)
				var re *rules.RuleError
				if !errors.As(err, &re) || re.Key != rules.RefuseTypedNameInvisible {
					t.Errorf("%s %q (U+%04X): %v, want refused as invisible", what, text, r, err)
				}
			}
		}
	}
	for _, ok := range []string{"🧙\u200d♂\ufe0fBen", "👩\u200d💻Eva", "💅🏻Ana", "🎙\ufe0fCy", "🇩🇪Lea", "王小明", "Zoë", "Lea Marie", "Jean\u00a0Luc"} {
		if err := CheckOne(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
}
