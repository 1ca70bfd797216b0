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
// Each screen is read once the terminal's answers are drawn and it rests
// (screenwait_test.go), not after a fixed time, and the screens are played
// side by side.
func TestBordersLineUpInXterm(t *testing.T) {
	for _, tool := range []string{"Xvfb", "xterm", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			absent.Skip(t, "%s is not installed (apt-get install xvfb xterm xdotool)", tool)
		}
	}
	dir := t.TempDir()
	var shots []shot
	for _, variant := range []string{"buhmann", "lord"} {
		setup := map[string]any{"v": 1, "type": "setup", "variant": variant, "players": issueNames, "life": 20, "first": 0, "seed": 4}
		if variant == "lord" {
			setup["target"] = 10
		}
		line, _ := json.Marshal(setup)
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			for _, screen := range []string{"table", "summary", "watch"} {
				s := shot{name: fmt.Sprintf("%s %s %dx%d", variant, screen, size[0], size[1]), size: size, want: "Lea"}
				file := filepath.Join(dir, strings.ReplaceAll(s.name, " ", "-")+".jsonl")
				if err := os.WriteFile(file, append(line, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				switch screen {
				case "table":
					s.cmd = "resume " + file
				case "summary":
					// A Lord game begins on its roles (L-1): Enter begins the
					// first turn, whose summary S shows.
					s.cmd, s.keys, s.want = "resume "+file, []string{"S"}, "Summary so far"
					if variant == "lord" {
						s.keys = []string{"Enter", "S"}
					}
				case "watch":
					s.cmd = "watch " + file
				}
				shots = append(shots, s)
			}
		}
	}
	// The screens are played four at a time, each in an X server of its
	// own (the keys go to the window that has the focus), and checked one
	// after the other.
	screens, errs := make([][]string, len(shots)), make([]error, len(shots))
	atOnce(len(shots), 4, func(i int) {
		screens[i], errs[i] = xtermScreen(t, filepath.Join(dir, strconv.Itoa(i)), shots[i])
	})
	for i, s := range shots {
		if errs[i] != nil {
			t.Errorf("%s: %v", s.name, errs[i])
			continue
		}
		checkBorders(t, s.name, screens[i], s.size[0], xtermColumns)
	}
}

// startXvfb starts an Xvfb on a display it chooses itself (-displayfd:
// it writes the number once it accepts clients) and returns the display.
// A display number of the test's own choosing once met a lock another
// run's killed Xvfb had left in /tmp, and the xterm found no server:
// xdotool then searched for its window for ever. It is stopped with
// SIGTERM, so that it removes its lock and socket, when t ends.
func startXvfb(t *testing.T) (string, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", err
	}
	defer r.Close()
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1920x1200x24")
	x.ExtraFiles = []*os.File{w}
	err = x.Start()
	w.Close()
	if err != nil {
		return "", err
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
			return "", fmt.Errorf("Xvfb ended without saying its display")
		}
		return ":" + n, nil
	case <-time.After(screenBound):
		return "", fmt.Errorf("Xvfb said no display within %v", screenBound)
	}
}

// xtermScreen runs the binary with the shot's arguments in an xterm of
// its size in an X server of its own, its output logged from the first
// byte (-l), presses the keys once the screen is drawn with the
// terminal's answers (awaitAnswered), and returns the screen as xterm
// prints it once it shows the shot's text and rests (settled).
// Its files are under prefix.
func xtermScreen(t *testing.T, prefix string, s shot) ([]string, error) {
	display, err := startXvfb(t)
	if err != nil {
		return nil, err
	}
	log, print := prefix+".out", prefix+"-print-"
	cmd := exec.Command("xterm", "-u8", "-fa", "DejaVu Sans Mono", "-geometry", fmt.Sprintf("%dx%d", s.size[0], s.size[1]),
		"-l", "-lf", log,
		"-xrm", "XTerm*printFileImmediate: "+print, "-xrm", "XTerm*printAttributes: 0",
		"-xrm", "XTerm*VT100.translations: #override <Key>F9: print-immediate()",
		"-e", "env", "NO_COLOR=1", "LANG=C.UTF-8", binary, "--lang", "en")
	cmd.Args = append(cmd.Args, strings.Fields(s.cmd)...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	// Every xdotool call is bounded: --sync waits for ever for a window
	// that never comes (an xterm that died).
	xdo := func(a ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), screenBound)
		defer cancel()
		c := exec.CommandContext(ctx, "xdotool", a...)
		c.Env = cmd.Env
		out, err := c.CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("xdotool %v: %v (within %v): %s", a, err, screenBound, out)
		}
		return strings.TrimSpace(string(out)), nil
	}
	if err := awaitAnswered(log); err != nil {
		return nil, err
	}
	found, err := xdo("search", "--sync", "--pid", strconv.Itoa(cmd.Process.Pid))
	if err != nil {
		return nil, err
	}
	// Then the keys go through XTEST, which xterm takes (not sent events).
	if _, err := xdo("windowfocus", "--sync", strings.Fields(found)[0]); err != nil {
		return nil, err
	}
	for _, k := range s.keys {
		if k == "Enter" {
			_, err = xdo("key", "Return")
		} else {
			_, err = xdo("type", k)
		}
		if err != nil {
			return nil, err
		}
	}
	return settled(func() (string, error) { return xtermPrint(xdo, print) }, s.want)
}

// xtermPrint has xterm print its screen (F9, print-immediate, to a new
// file that starts with prefix) and returns the print.
func xtermPrint(xdo func(...string) (string, error), prefix string) (string, error) {
	before, _ := filepath.Glob(prefix + "*")
	if _, err := xdo("key", "F9"); err != nil {
		return "", err
	}
	for deadline := time.Now().Add(screenBound); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		after, _ := filepath.Glob(prefix + "*")
		if len(after) <= len(before) {
			continue
		}
		// The print is written at once; a moment for it to be whole.
		time.Sleep(100 * time.Millisecond)
		b, err := os.ReadFile(after[len(after)-1])
		for _, old := range after {
			_ = os.Remove(old)
		}
		return string(b), err
	}
	return "", fmt.Errorf("xterm printed nothing within %v", screenBound)
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
