package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/absent"
)

// TestBordersLineUpInXterm plays both variants with the seven names in a
// real xterm under Xvfb at 80x24 and 120x40, on the table, the summary and
// in watch, and checks what xterm drew: its own print of the screen
// (print-immediate, one character a cell, U+FFFF the right half of a wide
// one, marks and joiners with the character before them) gives the
// column of every cell, and every vertical border must stand under a
// border or a corner.
func TestBordersLineUpInXterm(t *testing.T) {
	for _, tool := range []string{"Xvfb", "xterm", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			absent.Skip(t, "%s is not installed (apt-get install xvfb xterm xdotool)", tool)
		}
	}
	dir := t.TempDir()
	display := startXvfb(t)
	for _, variant := range []string{"buhmann", "lord"} {
		setup := map[string]any{"v": 1, "type": "setup", "variant": variant, "players": issueNames, "life": 20, "first": 0, "seed": 4}
		if variant == "lord" {
			setup["target"] = 10
		}
		line, _ := json.Marshal(setup)
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			for _, screen := range []struct {
				name string
				cmd  string
				keys []string
			}{{"table", "resume", nil}, {"summary", "resume", []string{"S"}}, {"watch", "watch", nil}} {
				name := fmt.Sprintf("%s %s %dx%d", variant, screen.name, size[0], size[1])
				file := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".jsonl")
				if err := os.WriteFile(file, append(line, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				lines := xtermScreen(t, display, dir, size, []string{screen.cmd, file}, screen.keys)
				checkBorders(t, name, lines, size[0], xtermColumns)
			}
		}
	}
}

// startXvfb starts an Xvfb on a display it chooses itself (-displayfd:
// it writes the number once it accepts clients) and returns the display.
// A display number of the test's own choosing once met a lock another
// run's killed Xvfb had left in /tmp, and the xterm found no server:
// xdotool then searched for its window for ever. It is stopped with
// SIGTERM, so that it removes its lock and socket.
func startXvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1920x1200x24")
	x.ExtraFiles = []*os.File{w}
	err = x.Start()
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = x.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = x.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = x.Process.Kill()
			<-done
		}
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatal("Xvfb ended without saying its display")
		}
		return ":" + n
	case <-time.After(30 * time.Second):
		t.Fatal("Xvfb said no display within 30 s")
	}
	return ""
}

// xtermScreen runs the binary in an xterm of size, presses keys once the
// widths are asked, and returns the screen as xterm prints it.
func xtermScreen(t *testing.T, display, dir string, size [2]int, args, keys []string) []string {
	t.Helper()
	prefix := filepath.Join(dir, "print-"+strconv.Itoa(size[0])+"-")
	cmd := exec.Command("xterm", "-u8", "-fa", "DejaVu Sans Mono", "-geometry", fmt.Sprintf("%dx%d", size[0], size[1]),
		"-xrm", "XTerm*printFileImmediate: "+prefix, "-xrm", "XTerm*printAttributes: 0",
		"-xrm", "XTerm*VT100.translations: #override <Key>F9: print-immediate()",
		"-e", "env", "NO_COLOR=1", "LANG=C.UTF-8", binary, "--lang", "en", args[0], args[1])
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	// Every xdotool call is bounded: --sync waits for ever for a window
	// that never comes (an xterm that died).
	xdo := func(a ...string) string {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, "xdotool", a...)
		c.Env = cmd.Env
		out, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("xdotool %v: %v (within 30 s): %s", a, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	time.Sleep(4 * time.Second) // the screen, the widths asked and answered, the screen again
	win := strings.Fields(xdo("search", "--sync", "--pid", strconv.Itoa(cmd.Process.Pid)))[0]
	xdo("windowfocus", "--sync", win) // then the keys go through XTEST, which xterm takes (not sent events)
	for _, k := range keys {
		xdo("type", k)
		time.Sleep(time.Second)
	}
	before, _ := filepath.Glob(prefix + "*")
	xdo("key", "F9")
	for range 50 {
		time.Sleep(100 * time.Millisecond)
		if after, _ := filepath.Glob(prefix + "*"); len(after) > len(before) {
			time.Sleep(200 * time.Millisecond)
			b, err := os.ReadFile(after[len(after)-1])
			if err != nil {
				t.Fatal(err)
			}
			for _, old := range after {
				_ = os.Remove(old)
			}
			return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
		}
	}
	t.Fatal("xterm printed nothing")
	return nil
}

// xtermColumns are the columns of the cells of a line of xterm's print:
// every character a cell (U+FFFF the right half of a wide one), but those
// of no width, which xterm keeps with the character before them.
func xtermColumns(line string) map[int]string {
	out := map[int]string{}
	x := -1
	for len(line) > 0 {
		r, n := utf8.DecodeRuneInString(line)
		s := line[:n]
		line = line[n:]
		if r != 0xFFFF && ansi.StringWidthWc(s) == 0 && x >= 0 {
			out[x] += s
			continue
		}
		x++
		out[x] = s
	}
	return out
}
