package serve

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/internal/feedtest"
	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/rules"
	liveviewer "rolekeeper/ui/viewer"
	"rolekeeper/wording"
)

const testCode = "482913"

// table is a served game on the loopback address.
type table struct {
	t    testing.TB
	path string
	addr string
	srv  *Server
	dir  string
}

// serveGame writes a Lord game with a few events and serves it.
func serveGame(t testing.TB, cfg Config) *table {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "games", "game.jsonl")
	j, err := journal.CreateFile(path, feedtest.Lord())
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	for _, e := range []rules.Event{rules.Pass{}, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: -3}}}} {
		if err := j.Append(e, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	feed, err := live.Follow(path, liveviewer.WithLog())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(feed.Close)
	cfg.Feed, cfg.HostKey = feed, filepath.Join(dir, "state", "ssh_host_ed25519_key")
	cfg.Sharing = live.SharingPath(filepath.Join(dir, "state"), path)
	if cfg.Code == "" {
		cfg.Code = testCode
	}
	if cfg.FailDelay == 0 {
		cfg.FailDelay = 10 * time.Millisecond
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(ctx)
	})
	return &table{t: t, path: path, addr: ln.Addr().String(), srv: srv, dir: dir}
}

// dial connects with the given ways to log in.
func (tb *table) dial(auth ...gossh.AuthMethod) (*gossh.Client, error) {
	return tb.dialFrom("127.0.0.1", auth...)
}

// login connects with the table code, failing the test if it is
// refused; the connection is closed when the test ends.
func (tb *table) login(t testing.TB) *gossh.Client {
	t.Helper()
	client, err := tb.dial(gossh.Password(testCode))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	return client
}

// dialFrom connects from the loopback address from (127.0.0.2 and so on
// are other addresses of this machine) with the given ways to log in.
func (tb *table) dialFrom(from string, auth ...gossh.AuthMethod) (*gossh.Client, error) {
	d := net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	conn, err := d.Dial("tcp", tb.addr)
	if err != nil {
		return nil, err
	}
	c, chans, reqs, err := gossh.NewClientConn(conn, tb.addr, &gossh.ClientConfig{User: "viewer", Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
	if err != nil {
		conn.Close()
		return nil, err
	}
	return gossh.NewClient(c, chans, reqs), nil
}

// screen is the output of a session so far, collected in the background.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

// text is the output without escape sequences.
func (s *screen) text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ansi.Strip(s.buf.String())
}

// reset forgets the output so far.
func (s *screen) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.buf.Reset()
}

// viewer is one session with a terminal.
type viewer struct {
	sess  *gossh.Session
	in    io.WriteCloser
	out   *screen
	ended chan error
}

// open starts a session with a w×h terminal on client.
func open(t testing.TB, client *gossh.Client, w, h int) *viewer {
	t.Helper()
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	v := &viewer{sess: sess, out: &screen{}, ended: make(chan error, 1)}
	sess.Stdout, sess.Stderr = v.out, v.out
	if v.in, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	go func() { v.ended <- sess.Wait() }()
	return v
}

// waitFor waits until the session's output holds text.
func (v *viewer) waitFor(t testing.TB, text string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(v.out.text(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("the viewer never showed %q; it showed:\n%s", text, v.out.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitEnd waits for the session to end and returns how it ended.
func (v *viewer) waitEnd(t testing.TB) error {
	t.Helper()
	select {
	case err := <-v.ended:
		return err
	case <-time.After(5 * time.Second):
		t.Fatalf("the session did not end; it showed:\n%s", v.out.text())
		return nil
	}
}

func codeAnswer(code string) gossh.KeyboardInteractiveChallenge {
	return func(_, _ string, questions []string, _ []bool) ([]string, error) {
		answers := make([]string, len(questions))
		for i := range answers {
			answers[i] = code
		}
		return answers, nil
	}
}

// fileHash is the file's SHA-256 (internal/feedtest).
var fileHash = feedtest.Hash

// TestRightCodeSeesTheTable: the table code, as the password or at the
// keyboard-interactive prompt, shows the live table.
func TestRightCodeSeesTheTable(t *testing.T) {
	tb := serveGame(t, Config{})
	for name, auth := range map[string]gossh.AuthMethod{
		"password":             gossh.Password(testCode),
		"keyboard-interactive": gossh.KeyboardInteractive(codeAnswer(testCode)),
	} {
		t.Run(name, func(t *testing.T) {
			client, err := tb.dial(auth)
			if err != nil {
				t.Fatal(err)
			}
			defer client.Close()
			v := open(t, client, 120, 40)
			v.waitFor(t, "Ben's turn")
			v.waitFor(t, wording.English().Live.Mark)
		})
	}
}

// TestWrongCodeIsRefused: a wrong code gets no session, and once wrong
// codes came from RotateAfter networks (a /24 here) the table code
// changes.
func TestWrongCodeIsRefused(t *testing.T) {
	tb := serveGame(t, Config{RotateAfter: 4})
	for i := range 4 {
		client, err := tb.dialFrom(fmt.Sprintf("127.0.%d.2", 2+i), gossh.Password("000000"),
			gossh.KeyboardInteractive(codeAnswer("111111")))
		if err == nil {
			client.Close()
			t.Fatal("a wrong code was let in")
		}
	}
	if tb.srv.Code() == testCode {
		t.Fatal("the code did not change after wrong codes from 4 networks")
	}
	if _, err := tb.dial(gossh.Password(testCode)); err == nil {
		t.Fatal("the old code still lets viewers in")
	}
}

// TestOneNetworkRotatesTheCodeOnce: wrong codes from 30 addresses of
// one network (one machine with many addresses) count as one towards
// the code's change: the code stays, and the table need not read a new
// one again and again. IPv6 addresses count by their /64.
func TestOneNetworkRotatesTheCodeOnce(t *testing.T) {
	tb := serveGame(t, Config{RotateAfter: 3, AddressTries: 100, FailDelay: time.Millisecond})
	for i := range 30 {
		tb.srv.CheckCode("000000", fmt.Sprintf("127.0.0.%d", 2+i))
	}
	if tb.srv.Code() != testCode {
		t.Error("30 addresses of one /24 changed the code")
	}
	for i := range 30 {
		tb.srv.CheckCode("000000", fmt.Sprintf("2001:db8:1:2::%x", 1+i))
	}
	if tb.srv.Code() != testCode {
		t.Error("30 addresses of one /64 changed the code")
	}
	tb.srv.CheckCode("000000", "2001:db8:1:3::1")
	if tb.srv.Code() == testCode {
		t.Error("wrong codes from three networks did not change the code")
	}
}

// TestFewCodesPerConnection: a connection may try CodeTries codes; the
// right code after them is refused unseen.
func TestFewCodesPerConnection(t *testing.T) {
	tb := serveGame(t, Config{CodeTries: 2, RotateAfter: 100})
	tries := 0
	guess := gossh.RetryableAuthMethod(gossh.PasswordCallback(func() (string, error) {
		tries++
		if tries <= 2 {
			return "000000", nil
		}
		return testCode, nil
	}), 5)
	if client, err := tb.dial(guess); err == nil {
		client.Close()
		t.Fatalf("the right code was taken after %d wrong ones on one connection", tries-1)
	}
}

// TestSeventeenthViewerIsRefused: sixteen viewers watch at once; the
// seventeenth is told so and let go.
func TestSeventeenthViewerIsRefused(t *testing.T) {
	tb := serveGame(t, Config{})
	for i := range DefaultMaxViewers {
		client, err := tb.dialFrom(fmt.Sprintf("127.0.0.%d", 10+i/DefaultSessionsPerAddress), gossh.Password(testCode))
		if err != nil {
			t.Fatalf("viewer %d: %v", i+1, err)
		}
		defer client.Close()
		open(t, client, 80, 24).waitFor(t, "Ben's turn")
	}
	if n := tb.srv.Viewers(); n != DefaultMaxViewers {
		t.Fatalf("%d viewers counted, want %d", n, DefaultMaxViewers)
	}
	client := tb.login(t)
	v := open(t, client, 80, 24)
	var exit *gossh.ExitError
	if err := v.waitEnd(t); !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Fatalf("the 17th viewer ended with %v, want exit status 1", err)
	}
	if !strings.Contains(v.out.text(), "16 viewers are watching already") {
		t.Fatalf("the 17th viewer was not told why:\n%s", v.out.text())
	}
	// the sharing file is written from the server's own goroutine at each change
	waitFor(t, "the sharing file to count 16 viewers", func() bool {
		sh, ok := live.ReadSharing(tb.srv.cfg.Sharing, time.Now())
		return ok && sh.Viewers == DefaultMaxViewers && sh.Code == testCode
	})
}

// TestTypedKeysNeverChangeTheFile: whatever a viewer types, the game file
// stays byte for byte the same, and the viewer keeps watching.
func TestTypedKeysNeverChangeTheFile(t *testing.T) {
	tb := serveGame(t, Config{})
	before := fileHash(t, tb.path)
	client := tb.login(t)
	v := open(t, client, 120, 40)
	v.waitFor(t, "Ben's turn")
	typed := "uurrP-+<>=lel5\raxtEyy\rpR S\x1b[A\x1b[Bnq" // q last: the viewer leaves
	if _, err := io.WriteString(v.in, typed); err != nil {
		t.Fatal(err)
	}
	if err := v.waitEnd(t); err != nil {
		t.Fatalf("the viewer did not leave cleanly on q: %v", err)
	}
	if fileHash(t, tb.path) != before {
		t.Fatal("a viewer's keys changed the game file")
	}
	if entries, _ := os.ReadDir(filepath.Dir(tb.path)); len(entries) != 1 {
		t.Fatalf("a viewer left files beside the game: %v", entries)
	}
}

// TestResizeRedraws: a client that resizes its terminal gets the table
// drawn at the new size (the side panel appears at 120x40).
func TestResizeRedraws(t *testing.T) {
	tb := serveGame(t, Config{})
	client := tb.login(t)
	v := open(t, client, 80, 24)
	v.waitFor(t, "Ben's turn")
	if strings.Contains(v.out.text(), "Points (target") {
		t.Fatal("the side panel is drawn at 80x24")
	}
	v.out.reset()
	if err := v.sess.WindowChange(40, 120); err != nil {
		t.Fatal(err)
	}
	v.waitFor(t, "Points (target")
}

// TestSessionsEnd: removing the game file ends every session, and so does
// stopping the server; each viewer is told.
func TestSessionsEnd(t *testing.T) {
	tb := serveGame(t, Config{})
	client := tb.login(t)
	v := open(t, client, 80, 24)
	v.waitFor(t, "Ben's turn")
	if err := os.Remove(tb.path); err != nil {
		t.Fatal(err)
	}
	if err := v.waitEnd(t); err != nil {
		t.Fatalf("removing the file: %v", err)
	}
	v.waitFor(t, wording.English().Live.Ended)

	tb = serveGame(t, Config{})
	client = tb.login(t)
	v = open(t, client, 80, 24)
	v.waitFor(t, "Ben's turn")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := tb.srv.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	v.waitEnd(t)
	v.waitFor(t, wording.English().Live.Ended)
	if _, err := os.Stat(tb.srv.cfg.Sharing); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the sharing file is still there after the server stopped: %v", err)
	}
}

// TestNoShellNoForwarding: a command without a terminal runs nothing,
// and no port can be forwarded through the server.
func TestNoShellNoForwarding(t *testing.T) {
	tb := serveGame(t, Config{})
	client := tb.login(t)
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	out, err := sess.CombinedOutput("cat /etc/passwd")
	if err == nil || strings.Contains(string(out), "root:") {
		t.Fatalf("a command ran: %v\n%s", err, out)
	}
	if conn, err := client.Dial("tcp", tb.addr); err == nil {
		conn.Close()
		t.Fatal("a port was forwarded")
	}
}

// TestWordsForTheClientsLocale: a viewer whose client sends a locale of a
// language rolekeeper speaks reads that language; any other gets the
// server's.
func TestWordsForTheClientsLocale(t *testing.T) {
	s := &Server{words: wording.English()}
	for _, env := range [][]string{nil, {"LANG=C.UTF-8"}, {"LANG=xx_YY.UTF-8"}, {"LC_ALL=en_GB.UTF-8", "LANG=xx"}} {
		if got := s.wordsFor("viewer", env); got == nil || got.Lang != "en" {
			t.Fatalf("%v: words %v, want English", env, got)
		}
	}
	for _, tag := range wording.Languages() {
		if got := s.wordsFor("viewer", []string{"LANG=" + tag + "_XX.UTF-8"}); got.Lang != tag {
			t.Fatalf("LANG=%s: words in %q", tag, got.Lang)
		}
	}
}

// TestDisconnectLeavesNothing: viewers that drop their connection in the
// middle of the output are no longer counted, and the sharing file says
// so.
func TestDisconnectLeavesNothing(t *testing.T) {
	tb := serveGame(t, Config{})
	for range 3 {
		client, err := tb.dial(gossh.Password(testCode))
		if err != nil {
			t.Fatal(err)
		}
		v := open(t, client, 120, 40)
		v.waitFor(t, "Ben")
		client.Conn.Close() // mid-frame: the table is still being written
	}
	deadline := time.Now().Add(5 * time.Second)
	for tb.srv.Viewers() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d viewers still counted after they left", tb.srv.Viewers())
		}
		time.Sleep(10 * time.Millisecond)
	}
	for {
		sh, ok := live.ReadSharing(tb.srv.cfg.Sharing, time.Now())
		if ok && sh.Viewers == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sharing file says %+v after every viewer left", sh)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
