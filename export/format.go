package export

import (
	"slices"
	"strings"

	"rolekeeper/wording"
)

// Format is a summary export format: its name is what --format takes and
// the extension of the file written.
type Format string

// The export formats of `rolekeeper export --format`.
const (
	Markdown Format = "md"
	CSV      Format = "csv"
	JSON     Format = "json"
)

// Formats are every export format, in the order the summary screen's
// export prompt offers them. Adding a format is a line here, its Title,
// its case in WriteLists and its golden file; `rolekeeper export --format`,
// the summary's prompt and `rolekeeper stats --format` take it from here.
var Formats = [...]Format{Markdown, CSV, JSON}

// Title is the format's name for people, the same in every language.
func (f Format) Title() string {
	switch f {
	case Markdown:
		return "Markdown"
	case CSV:
		return "CSV"
	case JSON:
		return "JSON"
	}
	return string(f)
}

// Names are the names of Formats, as --format takes them.
func Names() []string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = string(f)
	}
	return names
}

// ParseFormat reads a format name: one of Formats, or markdown; any other
// is an *UnknownFormat.
func ParseFormat(s string) (Format, error) {
	f := Format(strings.ToLower(s))
	if f == "markdown" {
		f = Markdown
	}
	if !slices.Contains(Formats[:], f) {
		return "", &UnknownFormat{Name: s}
	}
	return f, nil
}

// UnknownFormat is a format name that is none of Formats. It is worded in
// wording (Reasons.UnknownFormat, a wording.Keyed error).
type UnknownFormat struct{ Name string }

func (e *UnknownFormat) Error() string {
	text, _ := wording.English().Reasons.Text(e.ReasonKey(), e.ReasonArgs())
	return text
}

// ReasonKey names the reason in the catalogue.
func (e *UnknownFormat) ReasonKey() string { return wording.ReasonUnknownFormat }

// ReasonArgs are the name and the formats there are.
func (e *UnknownFormat) ReasonArgs() []string { return append([]string{e.Name}, Names()...) }
