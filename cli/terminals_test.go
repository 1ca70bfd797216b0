package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rivo/uniseg"

	"rolekeeper/internal/absent"
)

// issueNames are the names of issue 29, whose widths terminals disagree
// about: tmux 3.3a draws 🧙‍♂️ and 👩‍💻 2 cells wide, 💅🏻 4 and 🎙️ 1.
var issueNames = []string{"🧙\u200d♂\ufe0fBen", "👩\u200d💻Eva", "💅🏻Ana", "🎙\ufe0fCy", "🇩🇪Lea", "王小明", "Zoë"}

// TestBordersLineUpInTmux plays both variants with the seven names in a
// real tmux at 80x24 and 120x40, on the table, the summary and in watch,
// and checks what tmux drew: every vertical border stands under a
// border or a corner (a name drawn narrower than the program counted it
// moved the rest of its line left), measured with the widths tmux itself
// gives each grapheme (printed in a pane of its own, the cursor column
// read back).
// Each screen is read once the terminal's answers are drawn and it rests
// (screenwait_test.go), not after a fixed time, and the screens are played
// side by side.
func TestBordersLineUpInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		absent.Skip(t, "tmux is not installed (apt-get install tmux)")
	}
	dir := t.TempDir()
	sock := "rk-width-" + strconv.Itoa(os.Getpid())
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", sock, "kill-server").Run() })
	// A session that stays, so that the server does not end between screens.
	if out, err := exec.Command("tmux", "-L", sock, "new-session", "-d", "-s", "keep", "sleep 600").CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v: %s", err, out)
	}
	var shots []shot
	for _, variant := range []string{"buhmann", "lord"} {
		setup := map[string]any{"v": 1, "type": "setup", "variant": variant, "players": issueNames, "life": 20, "first": 0, "seed": 4}
		if variant == "lord" {
			setup["target"] = 10
		}
		line, _ := json.Marshal(setup)
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			for _, screen := range []string{"table", "summary", "watch", "ssh viewer"} {
				// A game of its own for each screen: a game is open in one
				// rolekeeper at a time.
				s := shot{name: fmt.Sprintf("%s %s %dx%d", variant, screen, size[0], size[1]), size: size}
				file := filepath.Join(dir, strings.ReplaceAll(s.name, " ", "-")+".jsonl")
				if err := os.WriteFile(file, append(line, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				switch screen {
				case "table":
					s.cmd = program("resume", file)
				case "summary":
					// A Lord game begins on its roles (L-1): Enter begins the
					// first turn, whose summary S shows.
					s.cmd, s.keys, s.want = program("resume", file), []string{"S"}, "Summary so far"
					if variant == "lord" {
						s.keys = []string{"Enter", "S"}
					}
				case "watch":
					s.cmd = program("watch", file)
				case "ssh viewer":
					s.cmd = sshViewer(t, dir, file)
				}
				if s.want == "" {
					s.want = "Lea"
				}
				shots = append(shots, s)
			}
		}
	}
	// The screens are played four at a time, each in a session of its
	// own, and checked one after the other.
	screens, errs := make([][]string, len(shots)), make([]error, len(shots))
	atOnce(len(shots), 4, func(i int) {
		screens[i], errs[i] = tmuxScreen(sock, dir, "game-"+strconv.Itoa(i), shots[i])
	})
	widths := tmuxWidths{sock: sock, dir: dir, known: map[string]int{}}
	for i, s := range shots {
		if errs[i] != nil {
			t.Errorf("%s: %v", s.name, errs[i])
			continue
		}
		widths.check(t, s.name, screens[i], s.size[0])
	}
}

// shot is a screen a terminal test plays: its name, the terminal's size,
// the command (a shell command for tmux), the keys pressed once it is
// drawn, and a text the screen shows once they are taken.
type shot struct {
	name string
	size [2]int
	cmd  string
	keys []string
	want string
}

// program is the shell command that runs the binary with args.
func program(args ...string) string {
	cmd := "env NO_COLOR=1 LANG=C.UTF-8 " + binary + " --lang en"
	for _, a := range args {
		cmd += " '" + a + "'"
	}
	return cmd
}

// sshViewer serves file over SSH (serve on a port the system chooses, a
// key of the test's listed) and is the shell command of an OpenSSH client
// viewing it; it skips without ssh and ssh-keygen but under CI=true.
func sshViewer(t *testing.T, dir, file string) string {
	t.Helper()
	for _, tool := range []string{"ssh", "ssh-keygen"} {
		if _, err := exec.LookPath(tool); err != nil {
			absent.Skip(t, "%s is not installed (apt-get install openssh-client)", tool)
		}
	}
	key := filepath.Join(dir, "id-"+filepath.Base(file))
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v: %s", err, out)
	}
	serve := exec.Command(binary, "--lang", "en", "serve", "--file", file, "--listen", "127.0.0.1:0", "--web", "off",
		"--authorized-keys", key+".pub")
	stdout, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = serve.Process.Kill(); _ = serve.Wait() })
	port := servedPort(t, stdout)
	return "env LANG=C.UTF-8 ssh -t -q -i " + key + " -p " + port + " -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes en@127.0.0.1"
}

// servedPort is the port serve says it listens on ("Serving … on
// 127.0.0.1:PORT."), its first line, said once it listens; the rest of
// its output is read and dropped.
func servedPort(t *testing.T, stdout io.Reader) string {
	t.Helper()
	first := make(chan string, 1)
	go func() {
		r := bufio.NewReader(stdout)
		line, _ := r.ReadString('\n')
		first <- line
		_, _ = io.Copy(io.Discard, r)
	}()
	select {
	case line := <-first:
		m := regexp.MustCompile(`on 127\.0\.0\.1:(\d+)\.`).FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("serve said no port: %q", line)
		}
		return m[1]
	case <-time.After(screenBound):
		t.Fatalf("serve said nothing within %v", screenBound)
	}
	return ""
}

// tmuxScreen runs the shot's command in a tmux session named name, its
// output piped to a log from its first byte, presses the keys once the
// screen is drawn with the terminal's answers (awaitAnswered), and
// returns the screen once it shows the shot's text and rests (settled).
func tmuxScreen(sock, dir, name string, s shot) ([]string, error) {
	tmux := func(a ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-L", sock}, a...)...).CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("tmux %v: %v: %s", a, err, out)
		}
		return string(out), nil
	}
	log := filepath.Join(dir, name+".out")
	// The program starts once its output is piped (wait-for), so that the
	// log holds its question.
	if _, err := tmux("new-session", "-d", "-s", name, "-x", strconv.Itoa(s.size[0]), "-y", strconv.Itoa(s.size[1]),
		"tmux -L "+sock+" wait-for "+name+"; "+s.cmd+"; sleep 30"); err != nil {
		return nil, err
	}
	defer func() { _, _ = tmux("kill-session", "-t", name) }()
	if _, err := tmux("pipe-pane", "-t", name, "-o", "cat > '"+log+"'"); err != nil {
		return nil, err
	}
	if _, err := tmux("wait-for", "-S", name); err != nil {
		return nil, err
	}
	if err := awaitAnswered(log); err != nil {
		return nil, err
	}
	for _, k := range s.keys {
		if _, err := tmux("send-keys", "-t", name, k); err != nil {
			return nil, err
		}
	}
	return settled(func() (string, error) { return tmux("capture-pane", "-p", "-N", "-t", name) }, s.want)
}

// tmuxWidths are the widths tmux draws graphemes with, each measured once
// in a pane of its own.
type tmuxWidths struct {
	sock, dir string
	known     map[string]int
}

// measure learns tmux's width of every grapheme of lines not known yet.
func (tw tmuxWidths) measure(t *testing.T, lines []string) {
	t.Helper()
	var fresh []string
	for _, l := range lines {
		g := uniseg.NewGraphemes(l)
		for g.Next() {
			if s := g.Str(); len(s) > 1 && !slicesContains(fresh, s) {
				if _, ok := tw.known[s]; !ok {
					fresh = append(fresh, s)
				}
			}
		}
	}
	if len(fresh) == 0 {
		return
	}
	list, out := filepath.Join(tw.dir, "graphemes"), filepath.Join(tw.dir, "widths")
	_ = os.Remove(out)
	if err := os.WriteFile(list, []byte(strings.Join(fresh, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := fmt.Sprintf(`while IFS= read -r g; do printf '\r\033[2K%%s' "$g"; tmux -L %s display -p -t probe '#{cursor_x}' >> %s; done < %s; echo done >> %s`,
		tw.sock, out, list, out)
	if err := exec.Command("tmux", "-L", tw.sock, "new-session", "-d", "-s", "probe", "-x", "100", "-y", "5", "bash", "-c", script+"; sleep 5").Run(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = exec.Command("tmux", "-L", tw.sock, "kill-session", "-t", "probe").Run() }()
	for range 100 {
		time.Sleep(100 * time.Millisecond)
		if b, _ := os.ReadFile(out); strings.HasSuffix(string(b), "done\n") {
			got := strings.Fields(string(b))
			for i, g := range fresh {
				tw.known[g], _ = strconv.Atoi(got[i])
			}
			return
		}
	}
	t.Fatal("the widths were not measured")
}

// columns are the columns tmux drew each cell of line at.
func (tw tmuxWidths) columns(line string) map[int]string {
	out := map[int]string{}
	x := 0
	g := uniseg.NewGraphemes(line)
	for g.Next() {
		s := g.Str()
		out[x] = s
		if w, ok := tw.known[s]; ok {
			x += w
		} else {
			x++
		}
	}
	return out
}

// check fails when a vertical border of lines does not stand under a
// border or a corner, or a line is wider than w.
func (tw tmuxWidths) check(t *testing.T, name string, lines []string, w int) {
	t.Helper()
	tw.measure(t, lines)
	checkBorders(t, name, lines, w, tw.columns)
}

// checkBorders fails when a vertical border of lines, at the columns the
// terminal drew each grapheme at (columns), does not stand under a border
// or a corner, or a line is wider than w; on the summary, when the rows
// of players end in different columns.
func checkBorders(t *testing.T, name string, lines []string, w int, columns func(string) map[int]string) {
	t.Helper()
	if !strings.Contains(strings.Join(lines, "\n"), "Lea") {
		t.Errorf("%s: the names are not on the screen:\n%s", name, strings.Join(lines, "\n"))
		return
	}
	var prev map[int]string
	for y, l := range lines {
		cols := columns(l)
		for x, s := range cols {
			if x >= w {
				t.Errorf("%s: line %d is wider than %d: %q", name, y, w, l)
				break
			}
			if strings.Contains("│┃║", s) && prev != nil && !strings.Contains("│┃║╮╭┓┏╗╔╯╰┛┗", prev[x]) {
				t.Errorf("%s: line %d has a border at column %d under %q:\n%s\n%s", name, y, x, prev[x], lines[y-1], l)
			}
		}
		prev = cols
	}
	summaryRows(t, name, columns, lines)
}

// summaryRows fails when the summary's rows of players end in different
// columns.
func summaryRows(t *testing.T, name string, columns func(string) map[int]string, lines []string) {
	t.Helper()
	if !strings.Contains(name, "summary") {
		return
	}
	ends := map[int]string{}
	for _, l := range lines {
		for _, n := range issueNames {
			if strings.Contains(l, n) && strings.HasSuffix(strings.TrimRight(l, " "), "–") {
				end := 0
				for x := range columns(strings.TrimRight(l, " ")) {
					end = max(end, x)
				}
				ends[end] = l
			}
		}
	}
	if len(ends) > 1 {
		t.Errorf("%s: the rows of players end in %d columns: %v", name, len(ends), ends)
	}
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
