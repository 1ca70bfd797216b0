//go:build unix

package childtest

import (
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"rolekeeper/internal/absent"
)

// NotRoot lets a test of a permission run where the tests run as root
// (CI does), who passes every permission check: as root it runs the
// test t again as the user nobody, in a child process (a copy of the
// test binary in t's temporary folder, run from there with a temporary
// folder of nobody's), fails t if the child fails or does not pass it,
// and returns false: the test returns. Not as root (and in the child) it
// returns true: the test goes on. The test must not read files relative
// to its package's folder.
func NotRoot(t *testing.T) bool {
	t.Helper()
	if os.Geteuid() != 0 {
		return true
	}
	u, err := user.Lookup("nobody")
	if err != nil {
		absent.Skip(t, "running as root, who passes every permission check, and no user nobody to run this test as: %v", err)
		return false
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	dir := t.TempDir()
	for _, d := range []string{filepath.Dir(dir), dir} { // t.TempDir's folders are private
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(dir, "test")
	if err := copyFile(os.Args[0], bin); err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(tmp, uid, gid); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "HOME="+tmp)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}}
	out, err := cmd.CombinedOutput()
	t.Logf("as the user nobody:\n%s", out)
	if err != nil || !strings.Contains(string(out), "--- PASS: "+t.Name()+" ") {
		t.Fatalf("the test as the user nobody did not pass: %v", err)
	}
	return false
}

// copyFile copies the program at from to to, executable by everyone.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}
