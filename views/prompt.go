package views

import (
	"strings"

	"rolekeeper/styles"
)

// PromptView is an open prompt as the model describes it: a title, its
// fields, a line of key hints and an error for the last try.
type PromptView struct {
	Title  string
	Fields []PromptField
	// Text holds lines of plain explanation shown under the title.
	Text  []string
	Hint  string
	Error string
	// Note is news about the prompt, shown plainly in place of the hint:
	// what was not entered when Esc came back to this step.
	Note string
}

// PromptField is one field of a prompt: "Owner: ◀ Ben ▶".
type PromptField struct {
	Label, Value string
	Focused      bool
}

// Prompt draws an open prompt w cells wide. Framed draws it in a box (the
// full layout); otherwise its title is a bar and it takes no border (the
// compact layout). Its height is len(Fields)+len(Text)+2 lines (up to two
// more for each line of Text and the hint that wraps), plus 2 when
// framed (when there is room for a frame).
func Prompt(p PromptView, st styles.Styles, w int, framed bool) string {
	if w <= 0 {
		return ""
	}
	framed = framed && w > frameWidth
	inner := w
	if framed {
		inner = max(w-frameWidth, 1)
	}
	labelW := 0
	for _, f := range p.Fields {
		labelW = max(labelW, textWidth(st.Cells, f.Label))
	}
	lines := []string{promptTitle(p.Title, st, inner, framed)}
	lines = append(lines, textLines(st, p.Text, inner)...)
	for _, f := range p.Fields {
		lines = append(lines, promptField(f, labelW, st, inner))
	}
	switch {
	case p.Error != "":
		lines = append(lines, st.Danger.Render(CutMessage(st.Cells, "✗ "+p.Error, inner)))
	case p.Note != "":
		lines = append(lines, st.Bold.Render(CutMessage(st.Cells, p.Note, inner)))
	default:
		lines = append(lines, hintLines(st, p.Hint, inner)...)
	}
	for i, l := range lines {
		lines[i] = pad(st.Cells, l, inner)
	}
	if framed {
		return frame(lines, inner, st.Prompt)
	}
	return strings.Join(lines, "\n")
}

// hintLines are a prompt's hint in w cells: whole on one line, or
// wrapped between its parts ("l: type an amount · …") onto at most
// maxHintLines lines, the last cut if it must be, so that no key of a
// hint is lost at 80 columns in either language.
func hintLines(st styles.Styles, hint string, w int) []string {
	lines := wrapParts(st.Cells, hint, " · ", w)
	for i, l := range lines {
		lines[i] = st.Muted.Render(l)
	}
	return lines
}

// textLines are a prompt's lines of explanation in w cells, each wrapped
// between its words as a hint between its parts.
func textLines(st styles.Styles, text []string, w int) []string {
	var lines []string
	for _, t := range text {
		lines = append(lines, wrapParts(st.Cells, t, " ", w)...)
	}
	return lines
}

// wrapParts is text in w cells: whole on one line, or wrapped between
// its parts (split at sep) onto at most maxHintLines lines, the last cut
// if it must be.
func wrapParts(c styles.Cells, text, sep string, w int) []string {
	var lines []string
	line := ""
	for i, part := range strings.Split(text, sep) {
		switch {
		case i == 0:
			line = part
		case textWidth(c, line+sep+part) <= w || len(lines) == maxHintLines-1:
			line += sep + part
		default:
			lines, line = append(lines, line), part
		}
	}
	lines = append(lines, line)
	for i, l := range lines {
		lines[i] = cut(c, l, w)
	}
	return lines
}

// maxHintLines is the most lines a prompt's hint takes.
const maxHintLines = 3

func promptTitle(title string, st styles.Styles, w int, framed bool) string {
	if framed {
		return cut(st.Cells, st.Bold.Render(title), w)
	}
	return pad(st.Cells, st.Banner.Render(cut(st.Cells, title, max(w-2, 1))), w)
}

func promptField(f PromptField, labelW int, st styles.Styles, w int) string {
	label := pad(st.Cells, f.Label, labelW)
	marker := "  "
	value := st.Field.Render(f.Value)
	if f.Focused {
		marker = st.FieldFocus.Render("›") + " "
		value = st.FieldFocus.Render(f.Value)
	}
	return cut(st.Cells, marker+st.Muted.Render(label)+"  "+value, w)
}
