package stats

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/export"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Format is an output format of `rolekeeper stats`: text, or one of the
// export formats (export.Formats), so that a new export format is one
// place for both.
type Format = export.Format

// The formats of the report.
const (
	Text     Format = "text"
	Markdown        = export.Markdown
	CSV             = export.CSV
	JSON            = export.JSON
	// DecksCSV is the CSV of the decks (stats --format csv --decks).
	DecksCSV Format = "csv-decks"
)

// Formats are the formats of the report: text, then export's.
var Formats = append([]Format{Text}, export.Formats[:]...)

// ParseFormat reads a --format value.
func ParseFormat(s string) (Format, bool) {
	if f := Format(s); slices.Contains(Formats, f) {
		return f, true
	}
	return "", false
}

// Report is a season ready to be written: the figures, the words, and
// the line that says which games were chosen ("" for all).
type Report struct {
	Season Season
	Words  wording.Stats
	Filter string
	// History is the person key (Identities.Key) of a player whose
	// rating the report lists game by game; "" for none.
	History string
	// Results puts every player's games one by one in the JSON (their
	// results and each rating's history: `stats --format json
	// --results`); without, it holds the totals only. At 10,000 games
	// those lists were 97 % of the JSON's 35 MB and most of its time.
	Results bool
}

// Write writes the report in format f. It returns w's error.
func (r Report) Write(w io.Writer, f Format) error {
	switch f {
	case Markdown:
		return r.writeText(w, true)
	case CSV:
		return r.writeCSV(w)
	case DecksCSV:
		return r.writeDecksCSV(w)
	case JSON:
		return r.writeJSON(w)
	}
	return r.writeText(w, false)
}

// table is a report table: heads and rows of cells, the first column
// left-aligned and the others right-aligned.
type table struct {
	title string
	// note, when set, is a line under the title that says how to read
	// the table.
	note  string
	heads []string
	rows  [][]string
	// left aligns every column left, not only the first.
	left bool
}

// Tables returns the report's tables in the order they are written; the
// stats screen shows the same.
func (r Report) tables() []table {
	s, w := r.Season, r.Words
	var out []table
	if len(s.Players) == 0 {
		return nil
	}
	out = append(out, r.standings())
	if t := r.buhmann(); len(t.rows) > 0 {
		out = append(out, t)
	}
	if t := r.lord(); len(t.rows) > 0 {
		out = append(out, t, r.sources())
	}
	out = append(out, r.ratingTables()...)
	out = append(out, r.bySize())
	out = append(out, r.decks()...)
	out = append(out, r.turnOrder()...)
	out = append(out, r.howOut(), r.matrix())
	results := table{title: w.Results, heads: []string{w.Player, w.Rated.Course}, left: true}
	for _, p := range s.Players {
		results.rows = append(results.rows, []string{p.Name, Spark(p.Results)})
	}
	return append(out, results)
}

func (r Report) standings() table {
	w := r.Words
	t := table{title: w.Standings, note: w.Rated.IntervalNote(RankedGames), heads: []string{w.Player, w.Games, w.Wins, w.Draws,
		w.WinRate, w.Rated.Interval, w.AveragePlace, w.Eliminations, w.TimesOut, w.Turns}}
	for _, p := range r.Season.Players {
		t.rows = append(t.rows, []string{p.Name, itoa(p.Games), itoa(p.Wins), itoa(p.Draws),
			w.Percent(p.WinRate()), IntervalText(w, p.Wins, p.Games), w.Decimal(p.AveragePlace()), itoa(p.Eliminations),
			itoa(p.TimesEliminated()), itoa(p.TurnsTaken)})
	}
	return t
}

func (r Report) buhmann() table {
	w := r.Words
	t := table{title: w.VariantGames(w.Buhmann, r.variantGames(rules.Buhmann)),
		heads: []string{w.Player, w.Games, w.TurnsAsIT, w.PassivityLost}}
	for _, p := range r.Season.Players {
		if b := p.Buhmann; b.Games > 0 {
			t.rows = append(t.rows, []string{p.Name, itoa(b.Games), itoa(b.TurnsAsIT), wording.Number(b.PassivityLost)})
		}
	}
	return t
}

func (r Report) lord() table {
	w := r.Words
	t := table{title: w.VariantGames(w.Lord, r.variantGames(rules.Lord)),
		heads: []string{w.Player, w.Games, w.Points, w.PointsPerGame, w.TurnsAsLord, w.Entries, w.Protection}}
	for _, p := range r.Season.Players {
		if l := p.Lord; l.Games > 0 {
			t.rows = append(t.rows, []string{p.Name, itoa(l.Games), wording.Number(l.Points),
				wording.SignedDecimal(w.Decimal, l.PointsPerGame()), itoa(l.TurnsAsLord), itoa(l.Entries), itoa(l.ProtectionGranted)})
		}
	}
	return t
}

func (r Report) sources() table {
	w := r.Words
	t := table{title: w.PointsBySource, heads: []string{w.Player}}
	for src := range rules.PointSourceCount {
		t.heads = append(t.heads, w.Source(src))
	}
	for _, p := range r.Season.Players {
		if p.Lord.Games == 0 {
			continue
		}
		row := []string{p.Name}
		for _, n := range p.Lord.PointsBySource {
			row = append(row, wording.Number(n))
		}
		t.rows = append(t.rows, row)
	}
	return t
}

func (r Report) howOut() table {
	w := r.Words
	t := table{title: w.HowOut, heads: []string{w.Player}}
	for _, c := range Causes {
		t.heads = append(t.heads, w.Cause(c))
	}
	for _, p := range r.Season.Players {
		row := []string{p.Name}
		for _, n := range p.Eliminated {
			row = append(row, itoa(n))
		}
		t.rows = append(t.rows, row)
	}
	return t
}

// matrix is who eliminated whom: a row per culprit (and one for nobody),
// a column per victim, numbered as the rows.
func (r Report) matrix() table {
	ps := r.Season.Players
	t := table{title: r.Words.Matrix, note: r.Words.MatrixNote, heads: []string{r.Words.Rated.Corner}}
	for i := range ps {
		t.heads = append(t.heads, itoa(i+1))
	}
	row := func(label, culprit string) []string {
		cells := []string{label}
		for _, v := range ps {
			cells = append(cells, cellCount(r.Season.Matrix.Count(culprit, v.Key)))
		}
		return cells
	}
	for i, p := range ps {
		t.rows = append(t.rows, row(itoa(i+1)+" "+p.Name, p.Key))
	}
	t.rows = append(t.rows, row(r.Words.Nobody, NoCulprit))
	return t
}

// variantGames counts the finished games of a variant: the most any
// player played of it is a lower bound, so count from the results.
func (r Report) variantGames(v rules.Variant) int {
	seen := map[string]bool{}
	for _, p := range r.Season.Players {
		for _, g := range p.Results {
			if g.Variant == v {
				seen[g.Path] = true
			}
		}
	}
	return len(seen)
}

// cellCount writes a matrix count, a middle dot for none so that the
// counts stand out.
func cellCount(n int) string {
	if n == 0 {
		return "·"
	}
	return itoa(n)
}

func itoa(n int) string { return strconv.Itoa(n) }

// writeText writes the report for people: aligned plain-text tables, or
// Markdown tables when md is set.
func (r Report) writeText(w io.Writer, md bool) error {
	var b strings.Builder
	heading := func(level int, s string) {
		if md {
			b.WriteString(strings.Repeat("#", level) + " " + mdEscape(s) + "\n\n")
			return
		}
		b.WriteString(s + "\n")
	}
	heading(1, r.Words.Title)
	b.WriteString(r.Words.Counted(r.Season.Games, r.Season.Unfinished) + "\n")
	if f := r.Season.FirstPlayer; f.Games > 0 {
		b.WriteString(r.Words.FirstPlayer(f.Wins, f.Games, r.Words.Percent(f.WinRate())) + "\n")
	}
	if r.Filter != "" {
		b.WriteString(r.Filter + "\n")
	}
	if r.Season.Games == 0 {
		b.WriteString("\n" + r.Words.NoGames + "\n")
	}
	for _, t := range r.tables() {
		b.WriteString("\n")
		heading(2, t.title)
		if t.note != "" {
			b.WriteString(t.note + "\n")
			if md {
				b.WriteString("\n")
			}
		}
		if md {
			writeMarkdownTable(&b, t)
		} else {
			writeTextTable(&b, t)
		}
	}
	if len(r.Season.Players) > 0 {
		b.WriteString("\n")
		for _, line := range r.Words.Legend {
			b.WriteString(line + "\n")
		}
	}
	r.writeDamaged(&b, md)
	_, err := io.WriteString(w, b.String())
	return err
}

func (r Report) writeDamaged(b *strings.Builder, md bool) {
	for _, counted := range []bool{false, true} {
		var lines []string
		for _, d := range r.Season.Damaged {
			if d.Counted != counted {
				continue
			}
			line := d.Reason
			if d.Counted {
				line = d.Path + ":" + itoa(d.Line) + ": " + d.Reason
			}
			if md {
				line = "- " + mdEscape(line)
			}
			lines = append(lines, line)
		}
		if len(lines) == 0 {
			continue
		}
		title := r.Words.Damaged
		if counted {
			title = r.Words.DamagedTail
		}
		b.WriteString("\n")
		if md {
			b.WriteString("## " + mdEscape(title) + "\n\n")
		} else {
			b.WriteString(title + "\n")
		}
		b.WriteString(strings.Join(lines, "\n") + "\n")
	}
}

// writeTextTable writes t with columns padded to their display width as
// a terminal measures per code point (tmux, xterm): printed text cannot
// ask the terminal, and those draw most of the terminals it reaches.
func writeTextTable(b *strings.Builder, t table) {
	widths := make([]int, len(t.heads))
	for _, row := range append([][]string{t.heads}, t.rows...) {
		for i, cell := range row {
			widths[i] = max(widths[i], ansi.StringWidthWc(cell))
		}
	}
	for _, row := range append([][]string{t.heads}, t.rows...) {
		var line strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", widths[i]-ansi.StringWidthWc(cell))
			switch {
			case i == 0:
				line.WriteString(cell + pad)
			case t.left:
				line.WriteString("  " + cell + pad)
			default:
				line.WriteString("  " + pad + cell)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// writeMarkdownTable writes t as a Markdown table, numbers right-aligned.
func writeMarkdownTable(b *strings.Builder, t table) {
	cells := func(row []string) string {
		out := make([]string, len(row))
		for i, c := range row {
			out[i] = mdEscape(c)
		}
		return "| " + strings.Join(out, " | ") + " |\n"
	}
	b.WriteString(cells(t.heads))
	align := make([]string, len(t.heads))
	for i := range align {
		align[i] = "---:"
		if t.left {
			align[i] = "---"
		}
	}
	align[0] = "---"
	b.WriteString("| " + strings.Join(align, " | ") + " |\n")
	for _, row := range t.rows {
		b.WriteString(cells(row))
	}
}

// mdEscape escapes the characters that Markdown would read as markup.
func mdEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`\|*_[]<>#`+"`", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Spark draws a player's games, oldest first, one character each: █ a
// win, ░ a draw, and otherwise a bar from ▇ (first place without a win)
// down to ▁ (last place).
func Spark(results []GameResult) string {
	const levels = "▁▂▃▄▅▆▇"
	bars := []rune(levels)
	var b strings.Builder
	for _, g := range results {
		switch {
		case g.Result == Win:
			b.WriteRune('█')
		case g.Result == Draw:
			b.WriteRune('░')
		case g.Players < 2:
			b.WriteRune(bars[0])
		default:
			level := (g.Players - g.Place) * (len(bars) - 1) / (g.Players - 1)
			b.WriteRune(bars[min(max(level, 0), len(bars)-1)])
		}
	}
	return b.String()
}
