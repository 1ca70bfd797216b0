package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
