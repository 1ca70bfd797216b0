package cli

import (
	"bufio"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rolekeeper/internal/absent"
	"rolekeeper/internal/browsertest"
	"rolekeeper/wording"
)

// What the club night's integration test (TestClubNightClockReachesEveryScreen)
// plays with: laptops of their own, a tmux of its own, and the screens it
// reads the round clock from.

// laptop is one machine of the club: its own home with its state,
// config, data and cache folders, its language, and a league in its
// config when it has one.
type laptop struct {
	name, home, lang string
}

// newLaptop makes a laptop's folders under the test's temporary folder,
// with [league] db = url in its config when url is not "".
func newLaptop(t *testing.T, name, lang, url string) laptop {
	t.Helper()
	l := laptop{name: name, home: filepath.Join(t.TempDir(), name), lang: lang}
	for _, d := range []string{l.state(), l.config(), filepath.Join(l.home, ".local", "share"), filepath.Join(l.home, ".cache")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if url != "" {
		if err := os.WriteFile(filepath.Join(l.config(), "config.toml"), []byte("[league]\ndb = \""+url+"\"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

func (l laptop) state() string  { return filepath.Join(l.home, ".local", "state") }
func (l laptop) config() string { return filepath.Join(l.home, ".config", "rolekeeper") }

// games are the game files saved on the laptop.
func (l laptop) games() []string {
	files, _ := filepath.Glob(filepath.Join(l.state(), "rolekeeper", "games", "*.jsonl"))
	return files
}

// env is the laptop's environment: its folders, a UTF-8 locale, no
// colour.
func (l laptop) env() []string {
	return []string{"HOME=" + l.home, "XDG_STATE_HOME=" + l.state(), "XDG_CONFIG_HOME=" + filepath.Dir(l.config()),
		"XDG_DATA_HOME=" + filepath.Join(l.home, ".local", "share"), "XDG_CACHE_HOME=" + filepath.Join(l.home, ".cache"),
		"LANG=C.UTF-8", "NO_COLOR=1", "TERM=xterm-256color"}
}

// run runs the binary on the laptop, as a person types a command, and
// returns what it printed; it fails the test when the command fails.
func (l laptop) run(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := runEnv(t, l.env(), append([]string{"--lang", l.lang}, args...)...)
	if code != 0 {
		t.Fatalf("%s: rolekeeper %s: exit %d\n%s%s", l.name, strings.Join(args, " "), code, out, errOut)
	}
	return out
}

// command is the shell command that runs the binary on the laptop in a
// tmux pane, as the pane's process (exec).
func (l laptop) command(args ...string) string {
	cmd := "exec env"
	for _, kv := range l.env() {
		cmd += " '" + kv + "'"
	}
	cmd += " '" + binary + "' --lang " + l.lang
	for _, a := range args {
		cmd += " '" + a + "'"
	}
	return cmd
}

// tmuxServer is a tmux on a socket of the test's own (in its temporary
// folder, which goes with it), killed when the test ends.
type tmuxServer struct{ sock string }

// newTmux starts the test's tmux, or skips the test (fails it under
// CI=true) without tmux. A pane whose program ends stays, with its last
// words; when the test ends the server is killed and every pane's
// program waited for (killed after 5 s), so that none writes in the
// test's folders as they are removed.
func newTmux(t *testing.T) tmuxServer {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		absent.Skip(t, "tmux is not installed (apt-get install tmux)")
	}
	x := tmuxServer{sock: filepath.Join(t.TempDir(), "tmux")}
	t.Cleanup(func() {
		pids, _ := exec.Command("tmux", "-S", x.sock, "list-panes", "-a", "-F", "#{pane_pid}").Output()
		_ = exec.Command("tmux", "-S", x.sock, "kill-server").Run()
		for _, f := range strings.Fields(string(pids)) {
			if pid, err := strconv.Atoi(f); err == nil {
				awaitEnd(pid, 5*time.Second)
			}
		}
	})
	// A session that stays, so that the server does not end between panes.
	x.do(t, "new-session", "-d", "-s", "keep", "sleep 600")
	x.do(t, "set-option", "-g", "remain-on-exit", "on")
	return x
}

// awaitEnd waits up to limit for the process pid to end, then kills it.
func awaitEnd(pid int, limit time.Duration) {
	p, err := os.FindProcess(pid)
	if err != nil {
		return
	}
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if p.Signal(syscall.Signal(0)) != nil {
			return
		}
	}
	_ = p.Kill()
}

func (x tmuxServer) do(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("tmux", append([]string{"-S", x.sock}, args...)...).CombinedOutput(); err != nil {
		t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
}

// open runs cmd in a new pane (a session) name of size columns×rows.
func (x tmuxServer) open(t *testing.T, name string, size [2]int, cmd string) {
	t.Helper()
	x.do(t, "new-session", "-d", "-s", name, "-x", strconv.Itoa(size[0]), "-y", strconv.Itoa(size[1]), cmd)
}

// capture is what the pane name shows.
func (x tmuxServer) capture(name string) (string, error) {
	out, err := exec.Command("tmux", "-S", x.sock, "capture-pane", "-p", "-N", "-t", name).Output()
	return string(out), err
}

// header is the first line of the pane name: a game's header.
func (x tmuxServer) header(name string) (string, error) {
	screen, err := x.capture(name)
	line, _, _ := strings.Cut(screen, "\n")
	return line, err
}

// clockWords are the round clock's texts of a language as patterns: the
// clock running and paused with the time left, and time called; the
// mark of a copy that may be stale (with the time it was last read) and
// the words of a clock that cannot be read, whole and short.
type clockWords struct {
	running, paused *regexp.Regexp
	called          string
	stale           *regexp.Regexp
	unread          []string
}

// clockWordsOf makes the patterns of round from the words every screen
// says them in.
func clockWordsOf(wd *wording.Words, round int) clockWords {
	pattern := func(say func(int, string) string) *regexp.Regexp {
		before, after, _ := strings.Cut(say(round, "\x00"), "\x00")
		return regexp.MustCompile(regexp.QuoteMeta(before) + `(\d+:\d\d(?::\d\d)?)` + regexp.QuoteMeta(after))
	}
	before, after, _ := strings.Cut(wd.Night.ClockStaleShort("\x00", "\x01"), "\x01")
	mid, _, _ := strings.Cut(after, "\x00")
	return clockWords{running: pattern(wd.Night.ClockRunning), paused: pattern(wd.Night.ClockPaused),
		called: wd.Night.ClockCalled(round, -1),
		stale:  regexp.MustCompile(regexp.QuoteMeta(before) + `\d\d:\d\d` + regexp.QuoteMeta(mid)),
		unread: []string{wd.Night.ClockUnread(true), wd.Night.ClockUnreadShort(true)}}
}

// shown is the round clock a screen shows: none, running, paused or
// called, and the time left it says; stale when it says that it is a
// copy that may be old (since when), or unread when it says that it
// cannot read the clock (the league away).
type shown struct {
	state string
	left  time.Duration
	stale bool
}

// read finds the round clock in text.
func (w clockWords) read(text string) shown {
	for _, u := range w.unread {
		if strings.Contains(text, u) {
			return shown{state: "unread"}
		}
	}
	s := w.readClock(text)
	s.stale = s.state != "none" && w.stale.MatchString(text)
	return s
}

// readClock finds the clock's state and time left in text.
func (w clockWords) readClock(text string) shown {
	if strings.Contains(text, w.called) {
		return shown{state: "called"}
	}
	for _, c := range []struct {
		state string
		re    *regexp.Regexp
	}{{"paused", w.paused}, {"running", w.running}} {
		if m := c.re.FindStringSubmatch(text); m != nil {
			return shown{state: c.state, left: clockLeft(m[1])}
		}
	}
	return shown{state: "none"}
}

// clockLeft reads h:mm:ss or m:ss.
func clockLeft(s string) time.Duration {
	var d time.Duration
	for _, part := range strings.Split(s, ":") {
		n, _ := strconv.Atoi(part)
		d = d*60 + time.Duration(n)
	}
	return d * time.Second
}

// screen is a place the room's clock is shown: what it shows now, read
// in its language.
type screen struct {
	name  string
	words clockWords
	text  func() (string, error)
}

// clockStep is a command of the organiser's and what every screen shows
// after it.
type clockStep struct {
	args  []string
	what  string
	shows func(shown) bool
}

// awaitScreens waits until every screen shows what step makes it show,
// each at most limit from since (the command's return), and returns how
// long each took; it fails the test, saying what it waited for and what
// the screen showed last, for a screen that took longer.
func awaitScreens(t *testing.T, screens []screen, step clockStep, since time.Time, limit time.Duration) []time.Duration {
	t.Helper()
	delays := make([]time.Duration, len(screens))
	failed := make([]bool, len(screens))
	lasts := make([]string, len(screens)) // what a screen that failed showed last
	var wg sync.WaitGroup
	for i, s := range screens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var last string
			for {
				text, err := s.text()
				if err == nil && step.shows(s.words.read(text)) {
					delays[i] = time.Since(since)
					return
				}
				if err != nil {
					last = err.Error()
				} else {
					last = text
				}
				if time.Since(since) > limit {
					failed[i], lasts[i] = true, last
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
		}()
	}
	wg.Wait()
	for i, f := range failed {
		if f {
			last := strings.TrimRight(lasts[i], "\n ")
			if last == "" {
				last = "(nothing)"
			}
			t.Errorf("night round %s: %s did not show %s within %v; it showed:\n%s",
				strings.Join(step.args, " "), screens[i].name, step.what, limit, last)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	return delays
}

// tablePage runs `rolekeeper serve` of the game file on the laptop, the
// phones' page on a port of its own, and returns the page's address
// with its token, as serve prints it; serve is stopped when the test
// ends.
func tablePage(t *testing.T, l laptop, game string) string {
	t.Helper()
	cmd := exec.Command(binary, "--lang", l.lang, "serve", "--file", game, "--listen", "127.0.0.1:0", "--web", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), l.env()...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	found := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			if u, ok := strings.CutPrefix(strings.TrimSpace(s.Text()), "http://"); ok && strings.Contains(u, "/?t=") {
				found <- "http://" + u
			}
		}
		_, _ = io.Copy(io.Discard, out)
	}()
	select {
	case u := <-found:
		return u
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: serve printed no page address within 10 s", l.name)
		return ""
	}
}

// openPhone opens the page in a tab of the test's Chromium the size of a
// phone held upright, and waits for it to show the table.
func openPhone(t *testing.T, url string) context.Context {
	t.Helper()
	tab := browsertest.Tab(t)
	phone := chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateScale(2))
	if err := chromedp.Do(tab, phone, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	_, err := chromedp.Run(tab, chromedp.Poll[chromedp.Void](`document.querySelectorAll('.seat').length > 0`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		text, _ := chromedp.Run(tab, chromedp.Evaluate[string]("document.body ? document.body.innerText : ''"))
		t.Fatalf("the phone's page shows no table within 10 s (%v):\n%s", err, text)
	}
	return tab
}

// pageClock is the round clock the page shows: the text of its
// id="round-clock", "" while it is hidden or not there.
func pageClock(tab context.Context) (string, error) {
	ctx, cancel := context.WithTimeout(tab, time.Second)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[string](
		`(() => { const c = document.getElementById('round-clock'); return c && !c.hidden ? c.textContent : ''; })()`))
}
