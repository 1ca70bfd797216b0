package views

import (
	"path/filepath"
	"strings"

	"rolekeeper/styles"

	"github.com/charmbracelet/x/ansi"
)

// FitPath fits a one-line message that names path into w cells. When
// the line is too wide, path is shortened where it stands: the middle of
// its folder gives way to an ellipsis and its last element (the file
// name) stays whole; only when the file name alone is too wide is its
// front cut, so that its extension stays. Whatever is still too wide is
// cut at the end, with an ellipsis. A path that is not in line leaves
// the line to that last cut.
func FitPath(c styles.Cells, line, path string, w int) string {
	if w <= 0 {
		return ""
	}
	over := textWidth(c, line) - w
	if over <= 0 {
		return line
	}
	if path != "" && strings.Contains(line, path) {
		line = strings.Replace(line, path, shortPath(c, path, textWidth(c, path)-over), 1)
	}
	return cut(c, line, w)
}

// CutMessage fits a one-line message into w cells as FitPath does, with
// the widest word of the message that holds a path separator taken for
// its path (trailing punctuation left out). Every message line that may
// name a file passes through it, so that no file name is cut away.
func CutMessage(c styles.Cells, line string, w int) string {
	return FitPath(c, line, pathIn(c, line), w)
}

// pathIn returns the widest word of line that holds a path separator,
// without the punctuation that may end a sentence or a clause after it;
// "" when there is none.
func pathIn(c styles.Cells, line string) string {
	best := ""
	for _, word := range strings.Fields(ansi.Strip(line)) {
		word = strings.TrimRight(word, ".,;:)\"'")
		if strings.ContainsAny(word, "/"+string(filepath.Separator)) && textWidth(c, word) > textWidth(c, best) {
			best = word
		}
	}
	return best
}

// shortPath shortens path to at most w cells (at least one): the start
// of its folder, an ellipsis, a separator and the file name; a file name
// too wide for that loses its front instead.
func shortPath(c styles.Cells, path string, w int) string {
	w = max(w, 1)
	if textWidth(c, path) <= w {
		return path
	}
	i := strings.LastIndexAny(path, "/"+string(filepath.Separator))
	tail := path[i+1:]
	if i >= 0 {
		tail = path[i:] // the separator and the file name
	}
	room := w - textWidth(c, tail) - textWidth(c, ellipsis)
	if i > 0 && room >= 1 {
		return truncate(c, path[:i], room, "") + ellipsis + tail
	}
	keep := max(w-textWidth(c, ellipsis), 0)
	return ellipsis + c.TruncateLeft(tail, textWidth(c, tail)-keep, "")
}
