package wording

import (
	"reflect"
	"slices"
	"strconv"
)

// Words is one language's catalogue: every text rolekeeper shows, in
// groups by where it is shown. Strings are fixed texts; functions build a
// sentence from typed arguments, with the language's own plural and word
// order. Build one with English or For; a *Words is never changed after
// it is built, so one value may be shared by any number of screens.
type Words struct {
	// Lang is the language's tag: "en", "de".
	Lang string

	Common  Common
	Log     Log
	Notice  Notice
	Table   Table
	Seat    Seat
	Panel   Panel
	Help    Help
	Prompt  Prompt
	Setup   Setup
	Summary Summary
	Picker  Picker
	Keys    Keys
	Export  Export
	Report  Report
	// Refusals say why the rules refuse an event or a setup.
	Refusals Refusals
	// Live is the live view's (watch, serve) and the viewers' count.
	Live Live
	// Web is the page for phones (serve --web).
	Web Web
	// CLI is the command line: help of commands and flags, messages.
	CLI CLI
	// Files are the operating system's reasons about files.
	Files Files
	// Saving is what failed saves say.
	Saving Saving
	// Limits are the words of input refused by its kind or a limit.
	Limits Limits
	// Stats are the words of the statistics, the stats screen and the
	// roster.
	Stats Stats
	// League are the words of the club's league.
	League League
	// Decks are the words of the decks at the table and at setup.
	Decks Decks
	// Poison are the words of poison counters (C-11).
	Poison Poison
	// Seating are the words of the setup screen's draws.
	Seating Seating
	// Night are the words of the club night (rolekeeper night).
	Night Night
	// Reasons are the errors of the packages without words (Keyed).
	Reasons Reasons
	// GameFile are the reasons why a game file cannot be read (Keyed).
	GameFile GameFile
}

// languages are the catalogues there are, each as written (a language
// other than English may leave texts out; For fills them from English,
// and a test fails until they are written).
var languages = map[string]func() *Words{
	"en": English,
	"de": German,
}

// Languages lists the tags of the languages there are, in alphabetical
// order: "de", "en".
func Languages() []string {
	tags := make([]string, 0, len(languages))
	for tag := range languages {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	return tags
}

// English returns the English catalogue, the base of every other.
func English() *Words {
	return &Words{
		Lang:     "en",
		Common:   commonEN(),
		Log:      logEN(),
		Notice:   noticeEN(),
		Table:    tableEN(),
		Seat:     seatEN(),
		Panel:    panelEN(),
		Help:     helpEN(),
		Prompt:   promptEN(),
		Setup:    setupEN(),
		Summary:  summaryEN(),
		Picker:   pickerEN(),
		Keys:     keysEN(),
		Export:   exportEN(),
		Refusals: refusalsEN(),
		Live:     liveEN(),
		Web:      webEN(),
		Report:   reportEN(),
		CLI:      cliEN(),
		Files:    filesEN(),
		Saving:   savingEN(),
		Limits:   limitsEN(),
		Stats:    statsEN(),
		League:   leagueEN(),
		Decks:    decksEN(),
		Poison:   poisonEN(),
		Seating:  seatingEN(),
		Night:    nightEN(),
		Reasons:  reasonsEN(),
		GameFile: gameFileEN(),
	}
}

// For returns the catalogue of the language tagged lang ("en", "de"),
// with any text it lacks taken from English; an unknown tag gives
// English, and ok is false.
func For(lang string) (w *Words, ok bool) {
	build, ok := languages[lang]
	if !ok || lang == "en" {
		return English(), ok
	}
	w = English()
	merge(reflect.ValueOf(w).Elem(), reflect.ValueOf(build()).Elem())
	return w, true
}

// merge copies every text that over has (a non-empty string, a function
// that is not nil) onto base, field by field, into the groups.
func merge(base, over reflect.Value) {
	switch over.Kind() {
	case reflect.Struct:
		for i := range over.NumField() {
			merge(base.Field(i), over.Field(i))
		}
	case reflect.Array:
		for i := range over.Len() {
			merge(base.Index(i), over.Index(i))
		}
	default:
		if !over.IsZero() {
			base.Set(over)
		}
	}
}

// missing lists the texts a catalogue leaves out, by their path in Words
// ("Log.Passed"), so that a test can name them.
func missing(v reflect.Value, path string) []string {
	switch v.Kind() {
	case reflect.Struct:
		var out []string
		for i := range v.NumField() {
			out = append(out, missing(v.Field(i), join(path, v.Type().Field(i).Name))...)
		}
		return out
	case reflect.Array:
		var out []string
		for i := range v.Len() {
			out = append(out, missing(v.Index(i), path+"["+strconv.Itoa(i)+"]")...)
		}
		return out
	}
	if v.IsZero() {
		return []string{path}
	}
	return nil
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
