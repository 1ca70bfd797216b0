//go:build unix

package journal

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"rolekeeper/safefile/safefiletest"
)

// childStepEnv names the step of a repair at which the repairer child
// kills itself.
const childStepEnv = "JOURNAL_TEST_STEP"

// childRepairer opens the game at path, killing itself with SIGKILL at the
// repair's step at.
func childRepairer(path, at string) int {
	repairStep = func(step string) {
		if step == at {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal is on its way
		}
	}
	if _, _, err := Open(path); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestRepairKeepsTheFile: a torn tail is cut off in place, so that a hard
// link still names the repaired file and a second rolekeeper opening the
// game through it is refused; before, the repair put a new file at the
// name, and the link let a second writer open the old one.
func TestRepairKeepsTheFile(t *testing.T) {
	data := sample(t, "sample-lord.jsonl")
	path := writeFile(t, "game.jsonl", data[:len(data)-5]) // a torn last line
	link := filepath.Join(filepath.Dir(path), "link.jsonl")
	if err := os.Link(path, link); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	j, d, err := Open(path)
	if err != nil || !d.Damaged() {
		t.Fatalf("open: %v, damage %+v", err, d)
	}
	defer j.Close()
	after, err := os.Stat(link)
	if err != nil || !os.SameFile(before, after) {
		t.Fatalf("the link no longer names the game file (%v)", err)
	}
	if got, want := readFile(t, link), readFile(t, path); !bytes.Equal(got, want) || bytes.Equal(got, data[:len(data)-5]) {
		t.Fatal("the link does not show the repaired file")
	}
	cmd, out := child(t, "locker", link, 0)
	if line, _ := out.ReadString('\n'); line == "locked\n" {
		t.Fatal("a second process opened the repaired game through a hard link")
	}
	_ = cmd.Wait()
}

// TestKillDuringRepair kills a rolekeeper with SIGKILL at every step of a
// repair, half-way through the copy included: the game file is then either
// as it was or repaired, always the same file, a NAME.damaged is either
// missing or the whole file as it was, no temporary file is left, and the
// next resume repairs what is left to repair.
func TestKillDuringRepair(t *testing.T) {
	data := sample(t, "sample-lord.jsonl")
	torn := data[:len(data)-5]
	noNewline := data[:len(data)-1]
	for _, c := range []struct {
		name  string
		data  []byte
		steps []string
	}{
		{"torn", torn, []string{"copying", "copied", "truncated", "synced"}},
		{"no newline", noNewline, []string{"newline", "synced"}},
	} {
		for _, at := range c.steps {
			t.Run(c.name+" "+at, func(t *testing.T) {
				path := writeFile(t, "game.jsonl", c.data)
				dir := filepath.Dir(path)
				before, _ := os.Stat(path)
				cmd := exec.Command(os.Args[0], "-test.run=^$")
				cmd.Env = append(os.Environ(), childEnv+"=repairer", childPathEnv+"="+path, childStepEnv+"="+at)
				err := cmd.Run()
				if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
					t.Fatalf("the child was not killed at %q: %v", at, err)
				}
				now := readFile(t, path)
				repaired := bytes.Equal(now, data) || bytes.Equal(now, data[:bytes.LastIndexByte(torn, '\n')+1])
				if !bytes.Equal(now, c.data) && !repaired {
					t.Fatalf("killed at %q, the file is neither as it was nor repaired:\n%q", at, now)
				}
				if after, _ := os.Stat(path); !os.SameFile(before, after) {
					t.Fatalf("killed at %q, another file is at the name", at)
				}
				for _, name := range safefiletest.Names(t, dir) {
					if strings.HasPrefix(name, ".") {
						t.Fatalf("killed at %q, a temporary file is left: %s", at, name)
					}
					if strings.HasPrefix(name, "game.jsonl.damaged") && !bytes.Equal(readFile(t, filepath.Join(dir, name)), c.data) {
						t.Fatalf("killed at %q, %s is not the whole file as it was", at, name)
					}
				}
				j, _, err := Open(path)
				if err != nil {
					t.Fatalf("resume after a kill at %q: %v", at, err)
				}
				j.Close()
				if got := readFile(t, path); !bytes.HasSuffix(got, []byte("\n")) || bytes.Contains(got, torn[bytes.LastIndexByte(torn, '\n'):][1:]) && c.name == "torn" {
					t.Fatalf("after resume the file is not repaired:\n%q", got)
				}
			})
		}
	}
}
