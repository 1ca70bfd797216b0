package web

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"rolekeeper/internal/feedtest"
	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/rules"
)

// The feed tests' games and clock (internal/feedtest).
var (
	testTime     = feedtest.Time
	lordSetup    = feedtest.Lord
	buhmannSetup = feedtest.Buhmann
	newGame      = feedtest.NewGame
	appendEvent  = feedtest.Append
	fileHash     = feedtest.Hash
)

// testServer serves the page of j's game on a loopback port; the table
// code is "123456", checked by a checker that counts its tries.
type testServer struct {
	srv   *Server
	base  string // http://127.0.0.1:port
	tries *atomic.Int64
	// state is where the table notes its next game (live.FollowNext).
	state string
}

func startServer(t testing.TB, j *journal.Journal, cfg Config) *testServer {
	t.Helper()
	state := t.TempDir()
	feed, err := live.Follow(j.Path(), live.FollowNext(state))
	if err != nil {
		t.Fatal(err)
	}
	tries := new(atomic.Int64)
	cfg.Feed = feed
	if cfg.CheckCode == nil {
		cfg.CheckCode = func(code, _ string) bool { tries.Add(1); return code == "123456" }
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		feed.Close()
	})
	return &testServer{srv: srv, base: "http://" + ln.Addr().String(), tries: tries, state: state}
}

// client is a browser's cookie jar, following redirects.
func client(t testing.TB) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar, Timeout: 10 * time.Second}
}

// clientFrom is a client whose connections come from the loopback
// address ip (127.0.0.0/8 is all this machine's).
func clientFrom(t testing.TB, ip string) *http.Client {
	c := client(t)
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	c.Transport = &http.Transport{DialContext: d.DialContext}
	return c
}

// get fetches path and returns the status and body.
func get(t testing.TB, c *http.Client, url string) (int, string) {
	t.Helper()
	resp, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(body)
}

// stream is an open page's events.
type stream struct {
	resp *http.Response
	r    *bufio.Reader
}

// openEvents opens the events of a page with c's cookies.
func openEvents(t testing.TB, c *http.Client, base, lang string) *stream {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/events?lang="+lang, nil)
	sc := *c
	sc.Timeout = 0
	resp, err := sc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return &stream{resp: resp, r: bufio.NewReader(resp.Body)}
}

// next returns the next event's name and data (its "html" or "text").
func (s *stream) next(t testing.TB) (event, data string) {
	t.Helper()
	done := make(chan struct{})
	timer := time.AfterFunc(5*time.Second, func() { s.resp.Body.Close() })
	defer func() { timer.Stop(); close(done) }()
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			t.Fatalf("events ended: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			var d map[string]string
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &d); err != nil {
				t.Fatalf("data %q: %v", line, err)
			}
			data = d["html"] + d["text"]
		case line == "" && event != "":
			return event, data
		}
	}
}

// netListen listens on a free loopback port.
func netListen() (net.Listener, error) { return net.Listen("tcp", "127.0.0.1:0") }

// rematch starts the table's next game of setup from the summary, as the
// playing rolekeeper does: a new game file beside j's, noted in state
// (live.WriteNext).
func rematch(t testing.TB, j *journal.Journal, state string, setup rules.Setup) *journal.Journal {
	t.Helper()
	next, err := journal.CreateFile(filepath.Join(filepath.Dir(j.Path()), "next.jsonl"), setup)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { next.Close() })
	if err := live.WriteNext(state, j.Path(), next.Path()); err != nil {
		t.Fatal(err)
	}
	return next
}

// postCode sends code on the code form, as the page does, and returns the
// status and body of the page it leads to.
func postCode(t testing.TB, c *http.Client, base, code string) (int, string) {
	t.Helper()
	resp, err := c.PostForm(base+"/code?lang=en", url.Values{"c": {code}})
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(body)
}
