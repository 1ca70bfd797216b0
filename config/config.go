// Package config reads rolekeeper's config file,
// $XDG_CONFIG_HOME/rolekeeper/config.toml (by default
// ~/.config/rolekeeper/config.toml on Linux). It knows the file's layout
// and nothing of what the settings do; it reads files through safefile.
//
// The file is optional; a missing file is the zero Config. Keys this
// version does not know are ignored, so that a file written for a newer
// rolekeeper still works; the keys it knows are type-checked, every one.
// The file is a regular file of at most MaxSize bytes, nested at most
// MaxDepth levels deep. Example:
//
//	# German, light colours (--lang and --theme still choose for one run).
//	lang = "de"
//	theme = "light"
//
//	# Jule and Julia are the same person in statistics and the roster.
//	[aliases]
//	Jule = "Julia"
//	"Dr. K" = "Konrad"
//
//	# The club's league: games are pushed there by themselves.
//	[league]
//	db = "postgres://club@db.example/league"
//	table = "Table 2"
//
//	# A season counted by the club's rules (see Season).
//	[[league.season]]
//	name = "Herbst"
//	first = "2026-10-01"
//	last = "2026-12-31"
//	zone = "Europe/Berlin"
package config

import (
	"errors"
	"io/fs"
	"path/filepath"
	"slices"

	"github.com/BurntSushi/toml"
	"github.com/adrg/xdg"

	"rolekeeper/safefile"
)

// MaxSize is the largest config file read: 64 KiB, where a real one is a
// few hundred bytes.
const MaxSize = 64 << 10

// Config is the content of the config file.
type Config struct {
	// Lang is the language rolekeeper speaks when --lang does not say:
	// "de" or "en"; "" leaves it to the locale. The command line checks
	// the value.
	Lang string `toml:"lang"`
	// Theme is the colours of the full screen when --theme does not say:
	// "auto", "dark" or "light"; "" is auto. The command line checks the
	// value.
	Theme string `toml:"theme"`

	// Aliases maps a name to the name of the same person: "Jule" to
	// "Julia". The statistics and the roster count both as the one they
	// map to; names are compared as C-1 compares them (case and Unicode
	// forms ignored). The command line checks the names.
	Aliases map[string]string `toml:"aliases"`

	// League is the club's league (`rolekeeper league`).
	League League `toml:"league"`
}

// League is the [league] table: where the club's league database is
// and what this laptop is called there.
type League struct {
	// DB is the database's URL, postgres://USER@HOST/DB?sslmode=…; ""
	// leaves it to --db, or to the PG* environment variables. With it set,
	// the game in play is pushed by itself.
	DB string `toml:"db"`
	// Table names this table in the league (the standings screen's
	// "which table plays what"); "" is none (the screen says "Table N"; the host name never leaves).
	Table string `toml:"table"`
	// Seasons are the club's seasons ([league.season], season.go).
	Seasons []Season `toml:"-"`
}

// DefaultPath returns where the config file is looked for. It is an
// error only when no home folder is known.
func DefaultPath() (string, error) {
	if xdg.ConfigHome == "" {
		return "", errNoFolder
	}
	return filepath.Join(xdg.ConfigHome, "rolekeeper", "config.toml"), nil
}

// Load reads the config file at path. A missing file is the zero Config
// and no error. A file that is not a regular file, is over MaxSize, is
// nested deeper than MaxDepth, is not valid TOML, or whose values have the
// wrong type is an error "PATH:LINE: reason" (the line when known) that
// wording says: a *safefile.Refusal, a value of the wrong type
// (wording.ReasonConfigText, ReasonConfigTable) or the TOML reader's
// reason.
func Load(path string) (Config, error) {
	data, err := safefile.ReadFile(path, MaxSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Config{}, nil
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Path == path {
			err = pe.Err // the path is said once
		}
		return Config{}, &fileError{path: path, err: err}
	}
	if line := tooDeep(data); line > 0 {
		return Config{}, &fileError{path: path, line: line, err: &safefile.Refusal{Why: safefile.TooDeep, Limit: MaxDepth}}
	}
	var raw map[string]any
	_, err = toml.Decode(string(data), &raw)
	var pe toml.ParseError
	switch {
	case errors.As(err, &pe):
		return Config{}, &fileError{path: path, line: pe.Position.Line,
			err: &reason{key: "config.syntax", text: pe.Message, args: []string{pe.Message}}}
	case err != nil:
		return Config{}, &fileError{path: path, err: err}
	}
	c, err := typed(raw)
	if err != nil {
		return Config{}, &fileError{path: path, err: err}
	}
	return c, nil
}

// typed takes the settings rolekeeper knows from raw, checking the type
// of each.
func typed(raw map[string]any) (Config, error) {
	var c Config
	for key, to := range map[string]*string{"lang": &c.Lang, "theme": &c.Theme} {
		if v, ok := raw[key]; ok {
			s, ok := v.(string)
			if !ok {
				return Config{}, typeError(key, false)
			}
			*to = s
		}
	}
	if err := c.League.typed(raw); err != nil {
		return Config{}, err
	}
	v, ok := raw["aliases"]
	if !ok {
		return c, nil
	}
	table, ok := v.(map[string]any)
	if !ok {
		return Config{}, typeError("aliases", true)
	}
	names := make([]string, 0, len(table))
	for name := range table {
		names = append(names, name)
	}
	slices.Sort(names) // the first bad alias in order, the same at every run
	c.Aliases = make(map[string]string, len(table))
	for _, name := range names {
		to, ok := table[name].(string)
		if !ok {
			return Config{}, typeError("aliases."+name, false)
		}
		c.Aliases[name] = to
	}
	return c, nil
}

// typed takes the [league] table of raw, checking the type of each key
// it knows.
func (l *League) typed(raw map[string]any) error {
	v, ok := raw["league"]
	if !ok {
		return nil
	}
	table, ok := v.(map[string]any)
	if !ok {
		return typeError("league", true)
	}
	for key, to := range map[string]*string{"db": &l.DB, "table": &l.Table} {
		if v, ok := table[key]; ok {
			s, ok := v.(string)
			if !ok {
				return typeError("league."+key, false)
			}
			*to = s
		}
	}
	var err error
	l.Seasons, err = seasons(table)
	return err
}
