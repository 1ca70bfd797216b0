package wording

import "strconv"

// Keyed is an error of a package that has no words of its own (config,
// stats): what went wrong as a key of Reasons, and the values the words
// name. ErrorText says it in the catalogue's language; its Error is the
// English text, for logs and tests. A package below wording implements
// it by its methods alone, without importing wording.
type Keyed interface {
	error
	ReasonKey() string
	ReasonArgs() []string
}

// The keys of Reasons, as the errors of config and stats return them.
const (
	ReasonNoConfigFolder = "config.no-folder"
	ReasonConfigSyntax   = "config.syntax"
	ReasonConfigText     = "config.text"
	ReasonConfigTable    = "config.table"
	// ReasonConfigKind: args key, and "number", "bool", "list" or
	// "season" (a [league.season] table).
	ReasonConfigKind = "config.kind"
	// ReasonConfigRange: args key, the least and the most of a whole
	// number out of its range.
	ReasonConfigRange   = "config.range"
	ReasonNoIndexFolder = "stats.no-index-folder"
	ReasonIndexDamaged  = "stats.index-damaged"
	ReasonIndexFacts    = "stats.index-facts"
	ReasonNotIndexed    = "stats.not-indexed"
	ReasonUnknownFormat = "export.unknown-format"
	ReasonSeriesTaken   = "safefile.series-taken"
	ReasonNoStateFolder = "live.no-state-folder"
)

// Reasons are the words of the Keyed errors.
type Reasons struct {
	// NoConfigFolder and NoIndexFolder: no home folder is known, so there
	// is no place for the config file or the index of games.
	NoConfigFolder, NoIndexFolder string
	// ConfigSyntax is a config file that is not TOML; detail is the TOML
	// reader's own (English) words, all the English text says.
	ConfigSyntax func(detail string) string
	// ConfigText and ConfigTable: the setting key should be text in
	// quotes, or a table of names.
	ConfigText, ConfigTable func(key string) string
	// ConfigKind: the setting key should be of kind ("number", "bool",
	// "list", "season").
	ConfigKind func(key, kind string) string
	// ConfigRange: the setting key is a whole number outside least to
	// most.
	ConfigRange func(key, least, most string) string
	// IndexDamaged is an index SQLite finds damaged (check is SQLite's
	// report); IndexFacts one whose facts of a game cannot be read;
	// NotIndexed a game file still missing from the index after reading.
	IndexDamaged func(check string) string
	IndexFacts   string
	NotIndexed   string
	// UnknownFormat is an export format there is not; choices are those
	// there are.
	UnknownFormat func(name string, choices []string) string
	// SeriesTaken: every name of a series of files (first, and the
	// next taken-1) is taken. NoStateFolder: no home folder is known, so no
	// place for serve's key and the sharing files.
	SeriesTaken   func(first, taken string) string
	NoStateFolder string
}

// Text says the Keyed error of key with args; ok is false for a key the
// catalogue does not know.
func (r Reasons) Text(key string, args []string) (text string, ok bool) {
	arg := func(i int) string {
		if i < len(args) {
			return args[i]
		}
		return ""
	}
	switch key {
	case ReasonNoConfigFolder:
		return r.NoConfigFolder, true
	case ReasonConfigSyntax:
		return r.ConfigSyntax(arg(0)), true
	case ReasonConfigText:
		return r.ConfigText(Excerpt(arg(0))), true
	case ReasonConfigTable:
		return r.ConfigTable(Excerpt(arg(0))), true
	case ReasonConfigKind:
		return r.ConfigKind(Excerpt(arg(0)), arg(1)), true
	case ReasonConfigRange:
		return r.ConfigRange(Excerpt(arg(0)), minusSign(arg(1)), minusSign(arg(2))), true
	case ReasonNoIndexFolder:
		return r.NoIndexFolder, true
	case ReasonIndexDamaged:
		return r.IndexDamaged(arg(0)), true
	case ReasonIndexFacts:
		return r.IndexFacts, true
	case ReasonNotIndexed:
		return r.NotIndexed, true
	case ReasonSeriesTaken:
		return r.SeriesTaken(arg(0), arg(1)), true
	case ReasonNoStateFolder:
		return r.NoStateFolder, true
	case ReasonUnknownFormat:
		return r.UnknownFormat(arg(0), args[min(1, len(args)):]), true
	}
	return "", false
}

func reasonsEN() Reasons {
	return Reasons{
		NoConfigFolder: "cannot find the folder of the config file: set XDG_CONFIG_HOME or HOME",
		NoIndexFolder:  "cannot find a folder for the index of games: set XDG_STATE_HOME or HOME",
		ConfigSyntax:   func(detail string) string { return detail },
		ConfigText:     func(key string) string { return key + " should be text in quotes: " + key + ` = "…"` },
		ConfigTable:    func(key string) string { return key + " should be a table of names: [" + key + "]" },
		ConfigKind: func(key, kind string) string {
			return key + " should be " + map[string]string{"number": "a whole number", "bool": "true or false",
				"list": "a list in brackets", "season": "a table [league.season] (or a list [[league.season]])"}[kind]
		},
		ConfigRange: func(key, least, most string) string {
			return key + " is out of range: a whole number from " + least + " to " + most
		},
		IndexDamaged: func(check string) string { return "the index is damaged: " + check },
		IndexFacts:   "the index holds facts it cannot read",
		NotIndexed:   "not in the index after reading it",
		UnknownFormat: func(name string, choices []string) string {
			return "unknown format " + strconv.Quote(name) + ": use " + joinList(choices, ", ", " or ")
		},
		SeriesTaken:   func(first, taken string) string { return first + ": " + taken + " names of this series are taken" },
		NoStateFolder: "cannot find a folder for rolekeeper's state: set XDG_STATE_HOME or HOME",
	}
}

func reasonsDE() Reasons {
	return Reasons{
		NoConfigFolder: "kein Ordner für die Konfigurationsdatei zu finden: XDG_CONFIG_HOME oder HOME setzen",
		NoIndexFolder:  "kein Ordner für den Index der Spiele zu finden: XDG_STATE_HOME oder HOME setzen",
		ConfigSyntax:   func(detail string) string { return "kein gültiges TOML (" + detail + ")" },
		ConfigText:     func(key string) string { return key + " sollte Text in Anführungszeichen sein: " + key + ` = "…"` },
		ConfigTable:    func(key string) string { return key + " sollte eine Tabelle von Namen sein: [" + key + "]" },
		ConfigKind: func(key, kind string) string {
			return key + " sollte " + map[string]string{"number": "eine ganze Zahl", "bool": "true oder false",
				"list": "eine Liste in eckigen Klammern", "season": "eine Tabelle [league.season] (oder eine Liste [[league.season]])"}[kind] + " sein"
		},
		ConfigRange: func(key, least, most string) string {
			return key + " liegt außerhalb des Bereichs: erlaubt ist eine ganze Zahl von " + least + " bis " + most
		},
		IndexDamaged: func(check string) string { return "der Index der Spiele ist beschädigt (" + check + ")" },
		IndexFacts:   "der Index der Spiele enthält Angaben, die sich nicht lesen lassen",
		NotIndexed:   "nach dem Lesen nicht im Index der Spiele",
		UnknownFormat: func(name string, choices []string) string {
			return "unbekanntes Format " + strconv.Quote(name) + ": möglich sind " + joinList(choices, ", ", " oder ")
		},
		SeriesTaken: func(first, taken string) string {
			return first + ": alle " + taken + " Namen dieser Reihe sind vergeben"
		},
		NoStateFolder: "kein Ordner für die Daten von rolekeeper zu finden: XDG_STATE_HOME oder HOME setzen",
	}
}
