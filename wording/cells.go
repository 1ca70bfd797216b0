package wording

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// padCells pads s with spaces to n cells as a terminal draws it (a CJK
// letter or an emoji takes two), where fmt's %-Ns would count code points
// and push the columns after a wide name to the right. A longer s is kept
// whole.
func padCells(s string, n int) string {
	return s + strings.Repeat(" ", max(n-ansi.StringWidthWc(s), 0))
}
