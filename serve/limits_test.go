package serve

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/safefile"
)

// widest is the widest line the viewer drew, in cells.
func widest(out string) int {
	w := 0
	for _, line := range strings.FieldsFunc(out, func(r rune) bool { return r == '\r' || r == '\n' }) {
		w = max(w, ansi.StringWidth(line))
	}
	return w
}

// TestPtyIsClamped: a client asking for a 10000×10000 terminal, and then
// resizing to 20000×20000 again and again, is drawn at most MaxWidth
// cells wide.
func TestPtyIsClamped(t *testing.T) {
	tb := serveGame(t, Config{MaxWidth: 150, MaxHeight: 60})
	client := tb.login(t)
	v := open(t, client, 10000, 10000)
	v.waitFor(t, "Ben's turn")
	for range 200 {
		if err := v.sess.WindowChange(20000, 20000); err != nil {
			t.Fatal(err)
		}
	}
	v.out.reset()
	if err := v.sess.WindowChange(20000, 20001); err != nil {
		t.Fatal(err)
	}
	v.waitFor(t, "Ben's turn")
	time.Sleep(200 * time.Millisecond) // the last frames of the storm
	if w := widest(v.out.text()); w > 150 {
		t.Fatalf("drawn %d cells wide, want at most 150", w)
	}
}

// TestOneAddressCannotRotateTheCode: an address that tries wrong code after
// wrong code is locked out (even its right code is refused) and never
// changes the code the table reads; a viewer from elsewhere still gets in.
func TestOneAddressCannotRotateTheCode(t *testing.T) {
	tb := serveGame(t, Config{RotateAfter: 3, AddressTries: 6})
	for range 4 {
		if c, err := tb.dialFrom("127.0.0.2", gossh.Password("000000"), gossh.KeyboardInteractive(codeAnswer("111111"))); err == nil {
			c.Close()
			t.Fatal("a wrong code was let in")
		}
	}
	if tb.srv.Code() != testCode {
		t.Fatal("one address changed the code for everyone")
	}
	if c, err := tb.dialFrom("127.0.0.2", gossh.Password(testCode)); err == nil {
		c.Close()
		t.Fatal("a locked-out address was let in")
	}
	c, err := tb.dialFrom("127.0.0.1", gossh.Password(testCode))
	if err != nil {
		t.Fatalf("a viewer from another address: %v", err)
	}
	c.Close()
}

// TestFewSessionsPerConnection: one connection may hold SessionsPerConn
// sessions; the next is refused.
func TestFewSessionsPerConnection(t *testing.T) {
	tb := serveGame(t, Config{})
	client := tb.login(t)
	for range DefaultSessionsPerConn {
		open(t, client, 80, 24).waitFor(t, "Ben's turn")
	}
	var oe *gossh.OpenChannelError
	if _, err := client.NewSession(); !errors.As(err, &oe) || oe.Reason != gossh.ResourceShortage {
		t.Fatalf("session %d: %v, want a refusal", DefaultSessionsPerConn+1, err)
	}
}

// TestAgentForwardingRefused: a client asking to forward its agent is
// told no.
func TestAgentForwardingRefused(t *testing.T) {
	tb := serveGame(t, Config{})
	client := tb.login(t)
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	if ok, err := sess.SendRequest("auth-agent-req@openssh.com", true, nil); ok || err != nil {
		t.Fatalf("agent forwarding: %v, %v; want a refusal", ok, err)
	}
}

// TestHostKeyOthersCanReadIsRefused: a host key others may read, or in a
// folder others may write to, is refused by name.
func TestHostKeyOthersCanReadIsRefused(t *testing.T) {
	tb := serveGame(t, Config{}) // makes the key, 0600 in a 0700 folder
	if c, err := tb.dial(gossh.Password(testCode)); err == nil {
		c.Close() // Serve is running: charm's Shutdown races a Serve that has not started
	}
	key := tb.srv.cfg.HostKey
	for _, c := range []struct {
		path string
		perm os.FileMode
	}{{key, 0o666}, {filepath.Dir(key), 0o777}} {
		if err := os.Chmod(c.path, c.perm); err != nil {
			t.Fatal(err)
		}
		_, err := New(Config{Feed: tb.srv.cfg.Feed, HostKey: key})
		var r *safefile.Refusal
		if !errors.As(err, &r) || r.Why != safefile.OpenToOthers || !strings.Contains(err.Error(), c.path) {
			t.Errorf("%s at %04o: %v", c.path, c.perm, err)
		}
	}
}

// peakMemory samples the memory the process holds from the system
// (runtime.MemStats.Sys less what was given back) until stop is closed,
// and returns the highest.
func peakMemory(stop <-chan struct{}) <-chan uint64 {
	peak := make(chan uint64, 1)
	go func() {
		var most uint64
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			most = max(most, m.Sys-m.HeapReleased)
			select {
			case <-stop:
				peak <- most
				return
			case <-tick.C:
			}
		}
	}()
	return peak
}

// loadBound is the memory the test process (server and clients) may hold
// while it is under attack: before the limits, one 10000×10000 pty took
// the server to 3.8 GB in 2 s.
const loadBound = 200 << 20

// TestHostileLoad: 1,000 connections that never log in, from ten other
// addresses of this machine, and a viewer with a 10000×10000 terminal
// that resizes without end, while a real viewer connects from its own
// address: the real viewer gets in and sees the table, and the process
// stays under loadBound. Loopback only, bounded in count and time.
func TestHostileLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test is not short")
	}
	tb := serveGame(t, Config{})
	stop := make(chan struct{})
	peak := peakMemory(stop)
	var held, refused atomic.Int64
	var conns sync.WaitGroup
	var mu sync.Mutex
	var hostile []net.Conn
	for i := range 1000 {
		conns.Go(func() {
			d := net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(fmt.Sprintf("127.0.1.%d", 1+i%10))}}
			c, err := d.Dial("tcp", tb.addr)
			if err != nil {
				refused.Add(1)
				return
			}
			_, _ = c.Write([]byte("SSH-2.0-hostile\r\n")) // and then nothing
			held.Add(1)
			mu.Lock()
			hostile = append(hostile, c)
			mu.Unlock()
		})
	}
	conns.Wait()
	defer func() {
		for _, c := range hostile {
			c.Close()
		}
	}()
	big, err := tb.dialFrom("127.0.0.3", gossh.Password(testCode))
	if err != nil {
		t.Fatal(err)
	}
	defer big.Close()
	huge := open(t, big, 10000, 10000)
	// charm's session writes the size of a resize where the handler
	// reads the first (a data race of the library): the storm starts once
	// the viewer has drawn.
	huge.waitFor(t, "Ben's turn")
	storm := make(chan struct{})
	go func() {
		defer close(storm)
		for i := 0; i < 2000; i++ {
			if huge.sess.WindowChange(10000+i%2, 10000) != nil {
				return
			}
		}
	}()
	client, err := tb.dial(gossh.Password(testCode))
	if err != nil {
		t.Fatalf("the real viewer was kept out: %v", err)
	}
	defer client.Close()
	v := open(t, client, 100, 30)
	v.waitFor(t, "Ben's turn")
	<-storm
	close(stop)
	most := <-peak
	t.Logf("%d hostile connections opened (%d refused at once), peak %.0f MB held by the process", held.Load(),
		refused.Load(), float64(most)/(1<<20))
	if most > loadBound {
		t.Fatalf("the process held %d MB under attack, over %d MB", most>>20, loadBound>>20)
	}
}

// TestSlowLoginsAreCut: a connection that sends nothing is closed after
// HandshakeTimeout; one address may hold MaxPendingPerAddress connections
// logging in, and the next is closed at once.
func TestSlowLoginsAreCut(t *testing.T) {
	tb := serveGame(t, Config{HandshakeTimeout: 300 * time.Millisecond, MaxPendingPerAddress: 2})
	var conns []net.Conn
	for range 3 {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.7")}}
		c, err := d.Dial("tcp", tb.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns = append(conns, c)
	}
	for i, c := range conns {
		_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
		buf := make([]byte, 256)
		var err error
		for err == nil {
			_, err = c.Read(buf) // the server's banner, then the end
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			t.Fatalf("connection %d was still open after 10 s", i+1)
		}
	}
}

// TestIdleConnectionIsClosed: a connection that neither sends nor
// receives anything for IdleTimeout is closed.
func TestIdleConnectionIsClosed(t *testing.T) {
	tb := serveGame(t, Config{IdleTimeout: 300 * time.Millisecond})
	client := tb.login(t)
	done := make(chan error, 1)
	go func() { done <- client.Wait() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("an idle connection was still open after 10 s")
	}
}
