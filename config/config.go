// Package config reads rolekeeper's config file,
// $XDG_CONFIG_HOME/rolekeeper/config.toml (by default
// ~/.config/rolekeeper/config.toml on Linux). It is a leaf package: it
// knows the file's layout and nothing of what the settings do.
//
// The file is optional; a missing file is the zero Config. Keys this
// version does not know are ignored, so that a file written for a newer
// rolekeeper still works. Example:
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
//	db = "postgres://club@db.example/league?sslmode=require"
//	table = "Table 2"
package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
	"github.com/adrg/xdg"
)

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
	// forms ignored).
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
	// Table names this laptop in the league (the standings screen's
	// "which table plays what"); "" is the host name.
	Table string `toml:"table"`
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
// and no error. A file that is not valid TOML, or whose values have the
// wrong type, is an error "PATH:LINE: reason" (the line when known).
func Load(path string) (Config, error) {
	var c Config
	_, err := toml.DecodeFile(path, &c)
	var pe toml.ParseError
	switch {
	case err == nil:
		return c, nil
	case errors.Is(err, os.ErrNotExist):
		return Config{}, nil
	case errors.As(err, &pe):
		return Config{}, &fileError{path: path, line: pe.Position.Line,
			err: &reason{key: "config.syntax", text: pe.Message, args: []string{pe.Message}}}
	}
	var fe *fs.PathError
	if errors.As(err, &fe) {
		err = fe.Err // the path is said once
	}
	return Config{}, &fileError{path: path, err: err}
}
