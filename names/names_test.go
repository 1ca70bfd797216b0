package names

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

func TestC1_NamesUnicode(t *testing.T) {
	cases := []struct {
		name    string
		players []string
		ok      bool
	}{
		{"plain", []string{"Ana", "Ben", "Cem"}, true},
		{"Zoë typed two ways", []string{"Zo\u00eb", "Zoe\u0308", "Cem"}, false},
		{"ZOË and zoë", []string{"ZO\u00cb", "zo\u00eb", "Cem"}, false},
		{"Ana and full-width Ａna (NFKC)", []string{"Ana", "\uff21na", "Cem"}, false},
		{"German sharp s folds", []string{"STRASSE", "straße", "Cem"}, false},
		{"24 graphemes with marks", []string{strings.Repeat("e\u0301", 24), "Ben", "Cem"}, true},
		{"25 graphemes", []string{strings.Repeat("é", 25), "Ben", "Cem"}, false},
		{"flags and CJK", []string{"🇩🇪🇫🇷", "李小龍", "Zoë"}, true},
		{"emoji with skin tone", []string{"👍🏽 Ana", "Ben", "Cem"}, true},
		{"zero-width joiner", []string{"Ana\u200d", "Ben", "Cem"}, false},
		{"byte order mark", []string{"\ufeffAna", "Ben", "Cem"}, false},
		{"tab", []string{"A\tna", "Ben", "Cem"}, false},
		{"leading space", []string{" Ana", "Ben", "Cem"}, false},
		{"empty", []string{"", "Ben", "Cem"}, false},
		{"invalid UTF-8", []string{"A\xffna", "Ben", "Cem"}, false},
		{"decomposed Hangul, 9 syllables", []string{strings.Repeat("\u1112\u1161\u11ab", 9), "Ben", "Cem"}, true},
		{"half-width Hangul filler", []string{"A\uffa0", "A", "Cem"}, false},
		{"blank Braille pattern", []string{"\u2800", "Ben", "Cem"}, false},
		{"combining grapheme joiner", []string{"A\u034f", "A", "Cem"}, false},
		{"variation selector", []string{"A\ufe00", "A", "Cem"}, false},
		{"heart with and without emoji style", []string{"\u2764\ufe0f", "\u2764", "Cem"}, false},
		{"only combining marks", []string{"\u0301\u0301", "Ben", "Cem"}, false},
	}
	for _, c := range cases {
		err := Check(c.players)
		if (err == nil) != c.ok {
			t.Errorf("%s: want ok=%v, got %v", c.name, c.ok, err)
		}
		if err != nil {
			if re, isRule := err.(*rules.RuleError); !isRule || re.Rule != "C-1" {
				t.Errorf("%s: want a C-1 rule error, got %v", c.name, err)
			}
		}
		if err == nil {
			s := rules.Setup{Variant: rules.Buhmann, Players: c.players, Life: 20}
			if err := s.Validate(); err != nil {
				t.Errorf("%s: names accepts but rules refuses: %v", c.name, err)
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	if got := Normalize("  Zoe\u0308 "); got != "Zo\u00eb" {
		t.Errorf("Normalize: %q", got)
	}
	if Length("🇩🇪") != 1 || Length("e\u0301") != 1 || Length("李") != 1 {
		t.Error("Length does not count graphemes")
	}
}

// TestFault14_NamesCompareAfterNFKC: C-1 compares names after NFKC
// normalisation, ignoring case: full-width letters, ligatures and other
// compatibility forms are the same name as their plain letters, in the
// setup's check and in the rules' own check (which folds the full-width
// forms with the standard library); a name is kept as typed (NFC).
func TestFault14_NamesCompareAfterNFKC(t *testing.T) {
	for _, players := range [][]string{{"Ana", "\uff21na", "Cem"}, {"ＡＮＡ", "ana", "Cem"}, {"\ufb01sh", "fish", "Cem"},
		{"Ana²", "ana2", "Cem"}} {
		if err := Check(players); err == nil {
			t.Errorf("names.Check accepts %q as different names", players)
		}
	}
	if err := (rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "\uff21na", "Cem"}, Life: 20}).Validate(); err == nil {
		t.Error("the rules' check accepts Ana and Ａna as different names")
	}
	if got := Normalize("\uff21na"); got != "\uff21na" {
		t.Errorf("Normalize(Ａna) = %q: the name is not kept as typed", got)
	}
	if Key("\uff21na") != Key("ana") {
		t.Error("Key does not compare after NFKC")
	}
}

// TestC1_EmojiSequences: C-1's Decision. A zero-width joiner stands only
// between two emoji, a variation selector or skin tone only right after a
// character it modifies; such a sequence is one character of the 24; the
// rules' own check (standard library only) agrees with names on each.
func TestC1_EmojiSequences(t *testing.T) {
	cases := []struct {
		name string
		ok   bool
	}{
		{"🧙\u200d♂\ufe0fBen", true}, // man mage: ZWJ, then VS16
		{"👩\u200d💻", true},          // woman technologist
		{"🏳\ufe0f\u200d🌈", true},    // rainbow flag: VS16 before the joiner
		{"👩🏽\u200d💻", true},         // with a skin tone before the joiner
		{"💅🏻Ana", true},             // skin tone after its emoji
		{"🎙\ufe0fCy", true},         // VS16 after its emoji
		{"1\ufe0f\u20e3 Ida", true}, // keycap
		{"葛\U000E0100", true},       // an ideographic variation sequence
		{"Ana\u200d", false},        // a joiner at the end
		{"\u200dAna", false},        // at the start
		{"A\u200dna", false},        // between letters
		{"🧙\u200dBen", false},       // an emoji, then a letter
		{"Ben\u200d🧙", false},       // a letter, then an emoji
		{"🧙\u200d\u200d♂", false},   // two joiners
		{"\ufe0fAna", false},        // a selector at the start
		{"A\ufe0f", false},          // after a letter it does not modify
		{"A\ufe00", false},
		{"🎙\ufe0f\ufe0fCy", false}, // a selector after a selector
		{"🏻Ana", false},            // a skin tone at the start
		{"Ana🏻", false},            // after a letter
		{"💅🏻🏻", false},             // after another skin tone
	}
	for _, c := range cases {
		err := CheckOne(c.name)
		if (err == nil) != c.ok {
			t.Errorf("%q (%+q): want ok=%v, got %v", c.name, c.name, c.ok, err)
		}
		rulesErr := rules.CheckName(c.name)
		if (rulesErr == nil) != c.ok {
			t.Errorf("%q: rules.CheckName want ok=%v, got %v", c.name, c.ok, rulesErr)
		}
		if err != nil {
			if re, isRule := err.(*rules.RuleError); !isRule || re.Rule != "C-1" {
				t.Errorf("%q: want a C-1 rule error, got %v", c.name, err)
			}
		}
	}
	// The limit counts an emoji sequence as one character.
	mage := "🧙\u200d♂\ufe0f"
	if Length(mage) != 1 {
		t.Errorf("Length(%q) = %d, want 1", mage, Length(mage))
	}
	if err := CheckOne(strings.Repeat(mage, 24)); err != nil {
		t.Errorf("24 mages refused: %v", err)
	}
	if err := rules.CheckName(strings.Repeat(mage, 24)); err != nil {
		t.Errorf("rules refuse 24 mages: %v", err)
	}
	if CheckOne(strings.Repeat(mage, 25)) == nil || rules.CheckName(strings.Repeat(mage, 25)) == nil {
		t.Error("25 mages accepted")
	}
}
