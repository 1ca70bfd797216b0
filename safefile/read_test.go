package safefile_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/internal/absent"
	"rolekeeper/safefile"

	"rolekeeper/safefile/safefiletest"
)

// refusal returns the *safefile.Refusal in err, failing the test when there
// is none or it does not name path.
func refusal(t *testing.T, err error, path string) *safefile.Refusal {
	t.Helper()
	var r *safefile.Refusal
	var pe *fs.PathError
	if !errors.As(err, &r) || !errors.As(err, &pe) || pe.Path != path {
		t.Fatalf("got %v, want a refusal of %s", err, path)
	}
	return r
}

// hostile makes, in dir, a named pipe, a link to /dev/zero and a link to
// /dev/urandom, and returns their paths by kind.
func hostile(t *testing.T, dir string) map[string]string {
	t.Helper()
	paths := map[string]string{
		"named pipe":   filepath.Join(dir, "fifo.jsonl"),
		"device":       filepath.Join(dir, "zero.jsonl"),
		"device again": filepath.Join(dir, "urandom.jsonl"),
	}
	if err := safefiletest.Mkfifo(paths["named pipe"], 0o644); err != nil {
		t.Fatal(err)
	}
	for kind, target := range map[string]string{"device": "/dev/zero", "device again": "/dev/urandom"} {
		if err := os.Symlink(target, paths[kind]); err != nil {
			t.Fatal(err)
		}
	}
	return paths
}

// TestReadFileRefusesWhatIsNotARegularFile: a named pipe (which would block
// a reader for good) and links to /dev/zero and /dev/urandom (which never
// end) are refused at once, by name and kind, by ReadFile and Open.
func TestReadFileRefusesWhatIsNotARegularFile(t *testing.T) {
	for kind, path := range hostile(t, t.TempDir()) {
		_, err := safefile.ReadFile(path, 1<<20)
		r := refusal(t, err, path)
		if r.Why != safefile.NotRegular || r.Kind != strings.TrimSuffix(kind, " again") {
			t.Errorf("%s: got %+v", kind, r)
		}
		if _, err := safefile.Open(path, 0); err == nil {
			t.Errorf("%s: Open took it", kind)
		}
	}
}

// TestReadFileRefusesAFileOverTheLimit: a file one byte over the limit is
// refused without being read; one at the limit is read whole.
func TestReadFileRefusesAFileOverTheLimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big")
	if err := os.WriteFile(path, []byte(strings.Repeat("x", 1001)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := safefile.ReadFile(path, 1000)
	if r := refusal(t, err, path); r.Why != safefile.TooLarge || r.Limit != 1000 {
		t.Errorf("got %+v", r)
	}
	data, err := safefile.ReadFile(path, 1001)
	if err != nil || len(data) != 1001 {
		t.Errorf("at the limit: %d bytes, %v", len(data), err)
	}
}

// TestLimitStopsAFileThatGrows: a reader that goes on past its limit (a
// file that grows while it is read) is cut at the limit with a refusal.
func TestLimitStopsAFileThatGrows(t *testing.T) {
	zero, err := os.Open("/dev/zero")
	if err != nil {
		absent.Skip(t, "no /dev/zero: %v", err)
	}
	defer zero.Close()
	n, err := io.Copy(io.Discard, safefile.Limit("grows", zero, 1<<20))
	if r := refusal(t, err, "grows"); r.Why != safefile.TooLarge || n != 1<<20 {
		t.Errorf("read %d bytes, %+v", n, r)
	}
}

// TestReadDirRefusesAPipe: a games folder that is a named pipe is refused
// without being opened (opening it would block).
func TestReadDirRefusesAPipe(t *testing.T) {
	path := hostile(t, t.TempDir())["named pipe"]
	_, err := safefile.ReadDir(path)
	if r := refusal(t, err, path); r.Why != safefile.NotFolder {
		t.Errorf("got %+v", r)
	}
}

// TestPrivateRefusesASecretOthersCanRead: a host key others can read, or a
// folder others can write to, is refused; an owner-only key in an
// owner-only folder passes, and so does a key not made yet.
func TestPrivateRefusesASecretOthersCanRead(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	key := filepath.Join(dir, "key")
	if err := safefile.Private(key, dir); err != nil {
		t.Errorf("no key yet: %v", err)
	}
	if err := os.WriteFile(key, []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := safefile.Private(key, dir); err != nil {
		t.Errorf("0600 in 0700: %v", err)
	}
	if err := os.Chmod(key, 0o666); err != nil {
		t.Fatal(err)
	}
	if r := refusal(t, safefile.Private(key, dir), key); r.Why != safefile.OpenToOthers || r.Kind != "file" || r.Limit != 0o666 {
		t.Errorf("0666 key: %+v", r)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if r := refusal(t, safefile.Private(key, dir), dir); r.Kind != "folder" {
		t.Errorf("0777 folder: %+v", r)
	}
}

// TestSize says sizes as people read them.
func TestSize(t *testing.T) {
	for n, want := range map[int64]string{65536: "64 KiB", 64 << 20: "64 MiB", 1000: "1000 bytes"} {
		if got := safefile.Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
