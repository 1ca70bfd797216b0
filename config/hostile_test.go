package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/safefile"

	"rolekeeper/safefile/safefiletest"
)

// hostileConfigs are the files of testdata/hostile and the start of what
// Load says of each ("" for a file Load takes: its names are checked by
// the command line).
var hostileConfigs = map[string]string{
	"nested-tables.toml":   "larger than 64 KiB",
	"nested-small.toml":    ":2: nested more than 8 levels deep",
	"nested-arrays.toml":   ":2: nested more than 8 levels deep",
	"dotted-key.toml":      ":2: nested more than 8 levels deep",
	"too-large.toml":       "larger than 64 KiB",
	"aliases-text.toml":    ": aliases should be a table of names",
	"alias-number.toml":    ": aliases.Jule should be text",
	"lang-number.toml":     ": lang should be text",
	"theme-table.toml":     ": theme should be text",
	"bad-syntax.toml":      ":3: ",
	"alias-empty.toml":     "",
	"alias-invisible.toml": "",
	"alias-long.toml":      "",
	"fine.toml":            "",
}

// TestHostileConfigs: every hostile config file is refused at once with
// one line naming it (and its line when known), or read.
func TestHostileConfigs(t *testing.T) {
	for name, want := range hostileConfigs {
		path := filepath.Join("testdata", "hostile", name)
		start := time.Now()
		c, err := Load(path)
		if took := time.Since(start); took > 10*time.Second {
			t.Errorf("%s: took %v", name, took) // 71 s before the depth limit
		}
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: got %v, want %s…%s", name, err, path, want)
		case want != "" && c.Lang != "":
			t.Errorf("%s: refused, yet lang %q", name, c.Lang)
		}
	}
	c, _ := Load(filepath.Join("testdata", "hostile", "fine.toml"))
	if c.Lang != "de" || c.Theme != "light" || c.Aliases["Dr. K."] != "Konrad [{#" || c.Aliases["a.b.c"] != "x\ny" {
		t.Errorf("fine.toml read as %+v", c)
	}
}

// TestConfigThatIsNoFile: a config.toml that is a named pipe or a link to
// /dev/zero is refused at once, not waited on or read without end.
func TestConfigThatIsNoFile(t *testing.T) {
	dir := t.TempDir()
	fifo, zero := filepath.Join(dir, "fifo.toml"), filepath.Join(dir, "zero.toml")
	if err := safefiletest.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, zero} {
		done := make(chan error, 1)
		go func() { _, err := Load(path); done <- err }()
		select {
		case err := <-done:
			var r *safefile.Refusal
			if !errors.As(err, &r) || r.Why != safefile.NotRegular {
				t.Errorf("%s: %v", path, err)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: still reading after 20 s", path)
		}
	}
}
