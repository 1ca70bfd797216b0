package web

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestOtherHostsAreMisdirected: a request naming another host (a page of
// another site whose name points at this laptop: DNS rebinding) gets 421
// on every route, the events too with the phone's cookie, and shows
// nothing of the game; this laptop's names and addresses are served.
func TestOtherHostsAreMisdirected(t *testing.T) {
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{})
	c := client(t)
	get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
	u, _ := url.Parse(ts.base)
	for _, host := range []string{"attacker.example", "attacker.example:" + u.Port(), "192.0.2.7", "localhost.attacker.example", "127.0.0.1.nip.io"} {
		for _, p := range []string{"/", "/?t=" + ts.srv.Token(), "/events", "/events?probe=1", "/code", "/page.js", "/page.css", "/nothing"} {
			method := http.MethodGet
			if p == "/code" {
				method = http.MethodPost
			}
			req, _ := http.NewRequest(method, ts.base+p, nil)
			req.Host = host
			for _, ck := range c.Jar.Cookies(u) {
				req.AddCookie(ck)
			}
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusMisdirectedRequest {
				t.Errorf("Host %q, %s %s: %d, want 421", host, method, p, resp.StatusCode)
			}
		}
	}
	for _, host := range []string{"localhost:" + u.Port(), "LOCALHOST:" + u.Port(), "127.0.0.1:" + u.Port(), "[::1]:" + u.Port()} {
		req, _ := http.NewRequest(http.MethodGet, ts.base+"/page.css", nil)
		req.Host = host
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("Host %q: %d, want 200", host, resp.StatusCode)
		}
	}
	for ip := range ownAddresses() {
		if !ts.srv.hosts.allowed(net.JoinHostPort(ip.String(), u.Port())) {
			t.Errorf("this laptop's address %s is refused", ip)
		}
	}
}

// TestCodeFromAnotherSiteIsRefused: the code form sent from another
// site's page (its Origin, or Sec-Fetch-Site cross-site) is refused and
// tries no code; from the page itself it is tried.
func TestCodeFromAnotherSiteIsRefused(t *testing.T) {
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{})
	for _, h := range []map[string]string{{"Origin": "http://attacker.example"}, {"Sec-Fetch-Site": "cross-site"},
		{"Origin": "http://attacker.example", "Sec-Fetch-Site": "cross-site"}} {
		req, _ := http.NewRequest(http.MethodPost, ts.base+"/code", strings.NewReader("c=123456"))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		for k, v := range h {
			req.Header.Set(k, v)
		}
		resp, err := client(t).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("code form with %v: %d, want 403", h, resp.StatusCode)
		}
	}
	if ts.tries.Load() != 0 {
		t.Errorf("%d codes tried from another site", ts.tries.Load())
	}
	req, _ := http.NewRequest(http.MethodPost, ts.base+"/code", strings.NewReader("c=123456"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", ts.base)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	resp, err := client(t).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || ts.tries.Load() != 1 {
		t.Errorf("the page's own code form: %d, %d tries", resp.StatusCode, ts.tries.Load())
	}
}

// TestHalfOpenRequestsHoldNoPageUp: 400 connections that send half a
// request and then nothing (as many as a laptop's crowd could) do not
// delay a page: it loads within a second, and so does its stream.
func TestHalfOpenRequestsHoldNoPageUp(t *testing.T) {
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{})
	u, _ := url.Parse(ts.base)
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}
	for i := range 400 {
		conn, err := d.Dial("tcp", u.Host)
		if err != nil {
			t.Fatalf("connection %d: %v", i, err)
		}
		t.Cleanup(func() { conn.Close() })
		fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: %s\r\nX-Slow: ", u.Host)
	}
	c := client(t)
	start := time.Now()
	status, body := get(t, c, URL(u.Host, ts.srv.Token()))
	took := time.Since(start)
	if status != http.StatusOK || !strings.Contains(body, "Ana") {
		t.Fatalf("the page beside 400 half-open requests: %d\n%s", status, body)
	}
	ev := openEvents(t, c, ts.base, "en")
	if name, _ := ev.next(t); name != "state" {
		t.Errorf("the stream: %q", name)
	}
	total := time.Since(start)
	t.Logf("page %v, page and stream %v beside 400 half-open requests", took.Round(time.Millisecond), total.Round(time.Millisecond))
	if total > time.Second {
		t.Errorf("the page and its stream took %v beside 400 half-open requests, more than 1 s", total)
	}
}

// TestOtherPortsAreMisdirected: this laptop's names with another port
// than the one listened on (another server of the laptop's, another
// origin), or with none (HTTP's own 80, not listened on), get 421; the
// port listened on is served. Before, any port of an allowed host was.
func TestOtherPortsAreMisdirected(t *testing.T) {
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{})
	u, _ := url.Parse(ts.base)
	other := "8080"
	if u.Port() == other {
		other = "8081"
	}
	for _, host := range []string{"localhost:" + other, "127.0.0.1:" + other, "[::1]:" + other, "localhost", "127.0.0.1",
		"127.0.0.1:0", "127.0.0.1:" + u.Port() + "0", "127.0.0.1:", "localhost:http"} {
		for _, p := range []string{"/", "/events", "/page.css"} {
			req, _ := http.NewRequest(http.MethodGet, ts.base+p, nil)
			req.Host = host
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusMisdirectedRequest {
				t.Errorf("Host %q, %s: %d, want 421", host, p, resp.StatusCode)
			}
		}
	}
	for ip := range ownAddresses() {
		if ts.srv.hosts.allowed(net.JoinHostPort(ip.String(), other)) {
			t.Errorf("this laptop's address %s with port %s is allowed", ip, other)
		}
	}
	h := newHosts()
	h.listening(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 80})
	if !h.allowed("localhost") || !h.allowed("127.0.0.1:80") || h.allowed("localhost:8023") {
		t.Error("on port 80, a Host without a port names it, and another port does not")
	}
}
