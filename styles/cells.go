package styles

import "github.com/charmbracelet/x/ansi"

// CellsReported is how the terminal measures text after it answered the
// query of Unicode mode 2027 (a DECRPM report of mode and value), as
// Bubble Tea's renderer decides it: grapheme clusters when the terminal
// knows the mode (set, reset or permanently set: the renderer then sets
// it), and ok false for any other report, which changes nothing.
func CellsReported(mode ansi.Mode, value ansi.ModeSetting) (cells ansi.Method, ok bool) {
	if mode != ansi.ModeUnicodeCore {
		return 0, false
	}
	switch value {
	case ansi.ModeSet, ansi.ModeReset, ansi.ModePermanentlySet:
		return ansi.GraphemeWidth, true
	}
	return 0, false
}
