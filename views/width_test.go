package views

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestNarrowMatchesAnsi: every character the fast path counts as one cell
// is one cell for ansi.StringWidth too.
func TestNarrowMatchesAnsi(t *testing.T) {
	for r := rune(0x80); r < 0x30000; r++ {
		if narrow(r) {
			if w := ansi.StringWidth(string(r)); w != 1 {
				t.Errorf("U+%04X %q: fast path 1, ansi %d", r, string(r), w)
			}
		}
		if wide(r) {
			if w := ansi.StringWidth(string(r)); w != 2 {
				t.Errorf("U+%04X %q: fast path 2, ansi %d", r, string(r), w)
			}
		}
	}
}

// TestTextWidth compares textWidth with ansi.StringWidth on styled and
// mixed text.
func TestTextWidth(t *testing.T) {
	for _, s := range []string{
		"", "abc", "\x1b[1;38;2;1;2;3mAna\x1b[m", "Zoë", "Zoe\u0308", "山田太郎", "Kai 🎲", "╭──╮ ▀█▄ ●○ ◆3 ★ −3 → …",
		"e\u0301x", "a\x1b]8;;http://x\x07link\x1b]8;;\x07", "★\ufe0f", "▶ Ana", "👍🏽 ok", "a\u200db", "山\u0301田", "▶\ufe0f x", "한국어 テスト",
	} {
		if got, want := textWidth(grapheme, s), ansi.StringWidth(s); got != want {
			t.Errorf("textWidth(%q) = %d, ansi says %d", s, got, want)
		}
	}
}
