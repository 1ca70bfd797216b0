package views

import (
	"strings"
	"unicode/utf8"

	"rolekeeper/styles"
)

// textWidth is the number of cells s takes on screen by the terminal's
// rule c (per code point or by grapheme clusters, styles.Styles.Cells),
// ignoring escape sequences, exactly as c.StringWidth counts it (and so
// as Bubble Tea's renderer places it). ASCII and the narrow letters,
// punctuation, box, block and shape characters the views draw are counted
// directly; from the first other character on, c.StringWidth measures
// the rest. This keeps a frame
// well under a millisecond: grapheme segmentation of every line was most
// of the time spent drawing.
func textWidth(c styles.Cells, s string) int {
	w := 0
	for i := 0; i < len(s); {
		b := s[i]
		switch {
		case b == 0x1b:
			i = skipEscape(s, i)
			continue
		case b < 0x80:
			if b >= 0x20 && b != 0x7f {
				w++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		cells := 1
		if wide(r) {
			cells = 2
		} else if !narrow(r) {
			return w + c.StringWidth(s[i:])
		}
		if joinsNext(s[i+size:]) {
			return w + c.StringWidth(s[i:])
		}
		w += cells
		i += size
	}
	return w
}

// joinsNext reports whether the text after a character may belong to the
// same grapheme cluster (a combining mark, a joiner, a variation
// selector): then the slow path must measure it.
func joinsNext(rest string) bool {
	for i := 0; i < len(rest); {
		c := rest[i]
		if c == 0x1b {
			i = skipEscape(rest, i)
			continue
		}
		if c < 0x80 {
			return false
		}
		r, _ := utf8.DecodeRuneInString(rest[i:])
		return !narrow(r) && !wide(r)
	}
	return false
}

// skipEscape returns the index after the escape sequence starting at i:
// CSI (ESC [ … final byte), OSC and string sequences (ESC ] … BEL or
// ESC \), or a two-byte escape.
func skipEscape(s string, i int) int {
	if i+1 >= len(s) {
		return len(s)
	}
	switch s[i+1] {
	case '[':
		for j := i + 2; j < len(s); j++ {
			if s[j] >= 0x40 && s[j] <= 0x7e {
				return j + 1
			}
		}
		return len(s)
	case ']', 'P', '_', '^', 'X':
		for j := i + 2; j < len(s); j++ {
			if s[j] == 0x07 {
				return j + 1
			}
			if s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\' {
				return j + 2
			}
		}
		return len(s)
	}
	return i + 2
}

// narrow reports whether r is one cell wide on its own and never starts
// or joins a wider cluster, for the fast path of textWidth. The ranges are
// checked against ansi.StringWidth by a test.
func narrow(r rune) bool {
	switch {
	case r >= 0xA0 && r <= 0x2FF && r != 0xAD:
		return true // Latin-1, Latin Extended, IPA
	case r >= 0x370 && r <= 0x3FF && r != 0x37E:
		return true // Greek
	case r >= 0x400 && r <= 0x482, r >= 0x48A && r <= 0x4FF:
		return true // Cyrillic
	case r >= 0x2010 && r <= 0x2027, r >= 0x2030 && r <= 0x205E:
		return true // dashes, quotes, bullets, ellipsis
	case r >= 0x2190 && r <= 0x21FF:
		return true // arrows
	case r >= 0x2200 && r <= 0x22FF:
		return true // mathematical operators, − among them
	case r >= 0x2500 && r <= 0x259F:
		return true // box drawing, block elements
	case r >= 0x25A0 && r <= 0x25FF:
		return r != 0x25FD && r != 0x25FE // geometric shapes but two emoji
	case r == 0x2605 || r == 0x2606:
		return true // stars
	}
	return false
}

// wide reports whether r is two cells wide on its own and never joins a
// cluster: CJK ideographs, kana and Hangul syllables. Checked against
// ansi.StringWidth by a test.
func wide(r rune) bool {
	switch {
	case r >= 0x3041 && r <= 0x3096, r >= 0x30A1 && r <= 0x30FA:
		return true // hiragana, katakana
	case r >= 0x4E00 && r <= 0x9FFF:
		return true // CJK unified ideographs
	case r >= 0xAC00 && r <= 0xD7A3:
		return true // Hangul syllables
	}
	return false
}

// frame draws lines in a border with one cell of padding on each side.
// Every line must already be exactly inner cells wide.
func frame(lines []string, inner int, box styles.Box) string {
	return frameLabel(styles.Cells{}, lines, inner, box, "") // no label: nothing to measure
}

// frameLabel is frame with a short label set into the top border at the
// left ("╭ 3 ──…╮"); the label is already styled. A label that does not
// fit is left out.
func frameLabel(c styles.Cells, lines []string, inner int, box styles.Box, label string) string {
	b := box.Border()
	left := box.Paint(b.Left) + " "
	right := " " + box.Paint(b.Right)
	var sb strings.Builder
	sb.Grow((inner + 40) * (len(lines) + 2))
	if lw := textWidth(c, label); label != "" && lw+3 <= inner+2 {
		sb.WriteString(box.Paint(b.TopLeft+b.Top) + " " + label + " " +
			box.Paint(strings.Repeat(b.Top, inner+2-lw-3)+b.TopRight))
	} else {
		sb.WriteString(box.Paint(b.TopLeft + strings.Repeat(b.Top, inner+2) + b.TopRight))
	}
	for _, l := range lines {
		sb.WriteByte('\n')
		sb.WriteString(left)
		sb.WriteString(l)
		sb.WriteString(right)
	}
	sb.WriteByte('\n')
	sb.WriteString(box.Paint(b.BottomLeft + strings.Repeat(b.Bottom, inner+2) + b.BottomRight))
	return sb.String()
}

// frameWidth is the cells frame adds around its lines.
const frameWidth = 4
