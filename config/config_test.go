package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"rolekeeper/wording"
)

func write(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadAliases(t *testing.T) {
	c, err := Load(write(t, "lang = \"de\"\n\n[aliases]\nJule = \"Julia\"\n\"Dr. K\" = \"Konrad\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Aliases) != 2 || c.Aliases["Jule"] != "Julia" || c.Aliases["Dr. K"] != "Konrad" {
		t.Errorf("aliases %v", c.Aliases)
	}
}

func TestLoadMissingIsEmpty(t *testing.T) {
	c, err := Load(filepath.Join(t.TempDir(), "none.toml"))
	if err != nil || c.Aliases != nil {
		t.Errorf("missing file: %+v, %v; want the zero Config and no error", c, err)
	}
}

func TestLoadBadFileSaysWhere(t *testing.T) {
	for _, text := range []string{"[aliases]\nJule = Julia\n", "[aliases]\nJule = 3\n"} {
		path := write(t, text)
		_, err := Load(path)
		if err == nil || !strings.HasPrefix(err.Error(), path+":") {
			t.Errorf("%q: error %v, want one starting with the path", text, err)
		}
	}
}

func TestLoadLangAndTheme(t *testing.T) {
	c, err := Load(write(t, "lang = \"de\"\ntheme = \"light\"\n"))
	if err != nil || c.Lang != "de" || c.Theme != "light" {
		t.Errorf("got %+v, %v; want lang de and theme light", c, err)
	}
}

// TestErrorsInWords: a config file that is not TOML, or cannot be read,
// and no home folder are said in the player's language, "PATH:LINE:
// reason" where the line is known.
func TestErrorsInWords(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(bad, []byte("lang = \"de\"\nthis is not toml\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(bad)
	if got := wording.German().ErrorText(err); !strings.HasPrefix(got, bad+":2: kein gültiges TOML (") {
		t.Errorf("bad TOML in German: %q", got)
	}
	if got := wording.English().ErrorText(err); !strings.HasPrefix(got, bad+":2: ") || got != err.Error() {
		t.Errorf("bad TOML in English: %q, error %q", got, err)
	}
	_, err = Load(dir) // a folder: it cannot be read as a file
	if got := wording.German().ErrorText(err); err == nil || !strings.HasPrefix(got, dir+": ") || strings.Contains(got, "is a directory") {
		t.Errorf("a folder in German: %q (%v)", got, err)
	}
	home := xdg.ConfigHome
	xdg.ConfigHome = ""
	defer func() { xdg.ConfigHome = home }()
	_, err = DefaultPath()
	if got := wording.German().ErrorText(err); !strings.Contains(got, "XDG_CONFIG_HOME oder HOME setzen") {
		t.Errorf("no home folder in German: %q", got)
	}
}

// TestLeagueTable reads [league] db and table, and refuses a db that is
// not text.
func TestLeagueTable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte("[league]\ndb = \"postgres://club@db/league\"\ntable = \"Table 2\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Load(path)
	if err != nil || c.League.DB != "postgres://club@db/league" || c.League.Table != "Table 2" {
		t.Errorf("league %+v, %v", c.League, err)
	}
	if err := os.WriteFile(path, []byte("[league]\ndb = 5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "league.db") {
		t.Errorf("db = 5: %v, want refused naming league.db", err)
	}
}
