package rules

import "unicode"

// C-1's Decision on emoji sequences: a zero-width joiner only between two
// emoji, a variation selector or a skin-tone modifier only right after a
// character it modifies. The standard library has no emoji properties,
// so "emoji" is a symbol (category So: every pictograph, ♂, ⚕, ❤, the
// regional indicators) here; package names checks the same sequences
// with grapheme clusters.

const (
	zeroWidthJoiner = '\u200d'
	// textStyle and emojiStyle are the variation selectors VS15 and VS16.
	textStyle, emojiStyle = '\ufe0e', '\ufe0f'
)

// IsSkinTone reports whether r is one of the five emoji modifiers
// (skin tones, U+1F3FB–U+1F3FF).
func IsSkinTone(r rune) bool { return r >= 0x1F3FB && r <= 0x1F3FF }

// IsVariationSelector reports whether r is a variation selector
// (VS1–VS16, VS17–VS256).
func IsVariationSelector(r rune) bool {
	return r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF
}

// isEmojiSymbol is what a joiner may stand between and a skin tone or
// VS16 may follow: a symbol of category So.
func isEmojiSymbol(r rune) bool { return unicode.Is(unicode.So, r) }

// modifiable reports whether variation selector vs may follow r: the
// emoji and text styles follow a symbol or a keycap's base (0–9, #, *);
// the other selectors follow a symbol, a mathematical symbol or a
// character of the scripts that have standardized or ideographic
// variation sequences (Han, Myanmar, Phags-pa, Manichaean).
func modifiable(r, vs rune) bool {
	if vs == textStyle || vs == emojiStyle {
		return isEmojiSymbol(r) || r >= '0' && r <= '9' || r == '#' || r == '*'
	}
	return unicode.In(r, unicode.So, unicode.Sm, unicode.Han, unicode.Myanmar, unicode.Phags_Pa, unicode.Manichaean)
}

// misplacedModifier finds the first joiner, variation selector or skin
// tone of name that C-1's Decision refuses: its code point and true, or
// 0 and false when every one is in its place.
func misplacedModifier(name string) (rune, bool) {
	rs := []rune(name)
	for i, r := range rs {
		var ok bool
		switch {
		case r == zeroWidthJoiner:
			ok = i > 0 && i+1 < len(rs) && isEmojiSymbol(emojiBase(rs[:i])) && isEmojiSymbol(rs[i+1])
		case IsVariationSelector(r):
			ok = i > 0 && modifiable(rs[i-1], r)
		case IsSkinTone(r):
			ok = i > 0 && isEmojiSymbol(rs[i-1]) && !IsSkinTone(rs[i-1])
		default:
			continue
		}
		if !ok {
			return r, true
		}
	}
	return 0, false
}

// emojiBase is the last character of rs that is not a variation selector
// or a skin tone: the emoji a joiner after rs joins; 0 for none.
func emojiBase(rs []rune) rune {
	for i := len(rs) - 1; i >= 0; i-- {
		if r := rs[i]; !IsVariationSelector(r) && !IsSkinTone(r) {
			return r
		}
	}
	return 0
}
