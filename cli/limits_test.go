package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// configHome makes a config folder whose config.toml is made by put, and
// returns the folder for XDG_CONFIG_HOME.
func configHome(t *testing.T, put func(path string) error) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "rolekeeper"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := put(filepath.Join(dir, "rolekeeper", "config.toml")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// hostileConfig copies a config of config/testdata/hostile.
func hostileConfig(name string) func(string) error {
	return func(path string) error {
		data, err := os.ReadFile(filepath.Join("..", "config", "testdata", "hostile", name))
		if err != nil {
			return err
		}
		return os.WriteFile(path, data, 0o644)
	}
}

// TestBadConfigIsOneWarning: a config file that cannot be used, whatever
// is wrong with it (a pipe, a device, too large, too deep, a value of the
// wrong type, an alias C-1 refuses), is one warning naming it; check and
// the other commands go on with the defaults and exit 0.
func TestBadConfigIsOneWarning(t *testing.T) {
	game := "../testdata/lord-7-players.jsonl"
	cases := map[string]func(string) error{
		"fifo":     func(p string) error { return syscall.Mkfifo(p, 0o644) },
		"zero":     func(p string) error { return os.Symlink("/dev/zero", p) },
		"nested":   hostileConfig("nested-tables.toml"),
		"deep":     hostileConfig("nested-small.toml"),
		"text":     hostileConfig("aliases-text.toml"),
		"number":   hostileConfig("alias-number.toml"),
		"syntax":   hostileConfig("bad-syntax.toml"),
		"empty":    hostileConfig("alias-empty.toml"),
		"invisble": hostileConfig("alias-invisible.toml"),
		"long":     hostileConfig("alias-long.toml"),
	}
	want := map[string]string{
		"fifo": "refused: a named pipe (FIFO), not a regular file", "zero": "refused: a device, not a regular file",
		"nested": "refused: larger than 64 KiB", "deep": ":2: refused: nested more than 8 levels deep",
		"text": ": aliases should be a table of names", "number": ": aliases.Jule should be text",
		"syntax": ":3: ", "empty": `: the alias "" is not a name: C-1: `,
		"invisble": `is not a name: C-1: `, "long": `: the alias "JJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJ…" is not a name: C-1: `,
	}
	for name, put := range cases {
		home := configHome(t, put)
		path := filepath.Join(home, "rolekeeper", "config.toml")
		for _, args := range [][]string{{"check", game}, {"stats", game}, {"replay", game}} {
			stdout, stderr, code := runEnv(t, []string{"LANG=C", "XDG_CONFIG_HOME=" + home}, args...)
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if code != 0 || stdout == "" && args[0] != "check" || len(lines) != 1 ||
				!strings.HasPrefix(lines[0], "warning: "+path) || !strings.Contains(lines[0], want[name]) ||
				!strings.HasSuffix(lines[0], "; the config file is ignored, the defaults hold") || len(stderr) > 400 {
				t.Errorf("%s, %s: exit %d, stderr %.300q; want one warning …%s…", name, args[0], code, stderr, want[name])
			}
		}
	}
}
