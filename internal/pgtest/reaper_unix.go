//go:build unix

package pgtest

import (
	"os"
	"os/exec"
	"syscall"
)

// reaper is a shell waiting on a pipe this process holds open: when this
// process ends, however it ends, the pipe closes and the shell stops the
// cluster at once and removes its folder, so that no server is left
// running on the machine.
type reaper struct {
	cmd *exec.Cmd
	// w is the pipe's end this process holds until it ends (kept here so
	// that it is not closed when collected).
	w *os.File
}

// startReaper starts the reaper of the cluster c in dir; nil if it
// cannot be started (Run still stops the cluster).
func startReaper(c *Cluster, dir string) *reaper {
	r, w, err := os.Pipe()
	if err != nil {
		return nil
	}
	defer r.Close()
	stop := c.command("pg_ctl", "-D", c.data(), "-m", "immediate", "-w", "stop")
	args := append([]string{"-c", `read _; dir=$1; shift; "$@" >/dev/null 2>&1; rm -rf "$dir"`, "pgtest-reaper", dir}, stop.Args...)
	cmd := exec.Command("/bin/sh", args...)
	cmd.Stdin = r
	// A group of its own: an interrupt at the terminal ends the tests,
	// not the reaper.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		w.Close()
		return nil
	}
	return &reaper{cmd: cmd, w: w}
}

// cancel ends the reaper without its stopping anything: Run stops the
// cluster itself.
func (r *reaper) cancel() {
	if r == nil {
		return
	}
	r.cmd.Process.Kill()
	r.cmd.Wait()
	r.w.Close()
}
