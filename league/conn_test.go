package league

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"rolekeeper/internal/absent"
	"rolekeeper/internal/pgtest"
)

// networkIP is an address of this machine that is not loopback, for a
// server that must look as if it were on the network.
func networkIP(t *testing.T) string {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			return n.IP.String()
		}
	}
	absent.Skip(t, "this machine has no network address but loopback: the test needs one to be a server on the network")
	return ""
}

// wire is a TCP server on a network address that passes every connection
// to the cluster's socket, and keeps what the clients sent.
type wire struct {
	addr string
	mu   sync.Mutex
	sent [][]byte // per connection
}

func newWire(t *testing.T, c *pgtest.Cluster) *wire {
	t.Helper()
	ln, err := net.Listen("tcp", net.JoinHostPort(networkIP(t), "0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	w := &wire{addr: ln.Addr().String()}
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial("unix", filepath.Join(c.Dir, ".s.PGSQL.5432"))
			if err != nil {
				client.Close()
				continue
			}
			w.mu.Lock()
			i := len(w.sent)
			w.sent = append(w.sent, nil)
			w.mu.Unlock()
			go func() {
				defer server.Close()
				defer client.Close()
				io.Copy(client, server)
			}()
			go func() {
				defer server.Close()
				buf := make([]byte, 4096)
				for {
					n, err := client.Read(buf)
					w.mu.Lock()
					w.sent[i] = append(w.sent[i], buf[:n]...)
					w.mu.Unlock()
					if err != nil || n == 0 {
						return
					}
					if _, err := server.Write(buf[:n]); err != nil {
						return
					}
				}
			}()
		}
	}()
	return w
}

// connections returns what each client sent.
func (w *wire) connections() [][]byte {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := make([][]byte, len(w.sent))
	for i, s := range w.sent {
		out[i] = bytes.Clone(s)
	}
	return out
}

// sslRequest is the message a client asks for TLS with, before anything
// else (the protocol's SSLRequest: length 8, code 80877103).
var sslRequest = binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, 8), 80877103)

// TestNoTLSRefusedOnTheNetwork: a URL to a host on the network without
// sslmode never connects in plaintext to a server with TLS off: it asks
// for TLS, the server says no, and neither the user's login nor the
// password is sent; prefer and allow are refused before connecting; only
// sslmode=disable written out connects in clear, and says so.
func TestNoTLSRefusedOnTheNetwork(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t) // PostgreSQL with ssl off, as initdb makes it
	name := strings.TrimPrefix(strings.SplitN(c.NewDatabase(t), "?", 2)[0], "postgres://postgres:"+pgtest.Password+"@/")
	w := newWire(t, c)
	base := "postgres://postgres:" + pgtest.Password + "@" + w.addr + "/" + name
	ctx := context.Background()

	_, err := Connect(ctx, base)
	if err == nil {
		t.Fatal("no sslmode, a server without TLS on the network: connected")
	}
	if strings.Contains(err.Error(), pgtest.Password) {
		t.Errorf("the error holds the password: %v", err)
	}
	conns := w.connections()
	if len(conns) == 0 {
		t.Fatal("no connection reached the server: the refusal is not the server's")
	}
	for i, sent := range conns {
		if !bytes.Equal(sent, sslRequest) {
			t.Errorf("connection %d sent %d bytes (%q), want only the request for TLS", i, len(sent), sent)
		}
	}

	for _, mode := range []string{"prefer", "allow"} {
		before := len(w.connections())
		_, err := Connect(ctx, base+"?sslmode="+mode)
		var le *Error
		if !errors.As(err, &le) || le.Kind != Insecure || le.Mode != mode {
			t.Errorf("sslmode=%s on the network: %v, want refused as insecure", mode, err)
		}
		if after := len(w.connections()); after != before {
			t.Errorf("sslmode=%s: %d connections made, want none", mode, after-before)
		}
	}

	db, err := Connect(ctx, base+"?sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got, want := db.Security(), (Security{Mode: "disable", Written: true}); got != want {
		t.Errorf("sslmode=disable: security %+v, want %+v", got, want)
	}
}

// TestSocketIsLocal: a Unix socket with no sslmode is this machine's
// (pgx's prefer), and the connection says it is not encrypted.
func TestSocketIsLocal(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := strings.Replace(c.NewDatabase(t), "&sslmode=disable", "", 1)
	db := connect(t, url)
	if got, want := db.Security(), (Security{Mode: "prefer", Local: true}); got != want {
		t.Errorf("a socket: security %+v, want %+v", got, want)
	}
}

// TestParseURLChoosesTLS: what parseURL makes of each kind of URL, without
// connecting.
func TestParseURLChoosesTLS(t *testing.T) {
	t.Setenv("PGSSLMODE", "")
	for _, tc := range []struct {
		url     string
		mode    string
		written bool
		local   bool
		refused bool
	}{
		{url: "postgres://u:p@db.example/league", mode: "verify-full"},
		{url: "host=db.example dbname=league password=p", mode: "verify-full"},
		{url: "postgres://u:p@db.example/league?sslmode=require", mode: "require", written: true},
		{url: "postgres://u:p@db.example/league?sslmode=disable", mode: "disable", written: true},
		{url: "host=db.example sslmode=disable", mode: "disable", written: true},
		{url: "postgres://u:p@db.example/league?sslmode=prefer", mode: "prefer", written: true, refused: true},
		{url: "postgres://u:p@localhost,db.example/league", mode: "verify-full"},
		{url: "postgres://u:p@localhost/league", mode: "prefer", local: true},
		{url: "postgres://u:p@127.0.0.1:5433/league?sslmode=prefer", mode: "prefer", written: true, local: true},
		{url: "postgres://u:p@[::1]/league", mode: "prefer", local: true},
		{url: "postgres://u:p@/league?host=/run/postgresql", mode: "prefer", local: true},
	} {
		cfg, sec, err := parseURL(tc.url)
		if tc.refused {
			var le *Error
			if !errors.As(err, &le) || le.Kind != Insecure {
				t.Errorf("%s: %v, want refused", tc.url, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.url, err)
			continue
		}
		if sec.Mode != tc.mode || sec.Written != tc.written || sec.Local != tc.local {
			t.Errorf("%s: %+v, want mode %s written %v local %v", tc.url, sec, tc.mode, tc.written, tc.local)
		}
		if !sec.Local && sec.Mode != "disable" {
			if cfg.TLSConfig == nil {
				t.Errorf("%s: first attempt without TLS", tc.url)
			}
			for _, f := range cfg.Fallbacks {
				if f.TLSConfig == nil {
					t.Errorf("%s: an attempt at %s without TLS", tc.url, f.Host)
				}
			}
		}
		if cfg.RuntimeParams["application_name"] != AppName {
			t.Errorf("%s: application_name %q", tc.url, cfg.RuntimeParams["application_name"])
		}
	}
}

// TestPoolSettingsAndApplicationName: a pooler's settings in the URL
// (pool_max_conns, …) are not sent to the server as parameters it does
// not know, and the connection carries rolekeeper's application_name.
func TestPoolSettingsAndApplicationName(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t)+"&pool_max_conns=2&pool_min_conns=1&pool_max_conn_lifetime=1h")
	var name string
	if err := db.conn.QueryRow(context.Background(),
		"SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()").Scan(&name); err != nil {
		t.Fatal(err)
	}
	if name != AppName {
		t.Errorf("application_name %q, want %q", name, AppName)
	}
}

// TestPasswordInNoMessage: no failure says the password, whatever the
// kind: a URL that cannot be read, a login refused, a missing database,
// a server that does not answer.
func TestPasswordInNoMessage(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	const secret = "s3cr3t-Pa55"
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, url := range []string{
		"postgres://postgres:" + secret + "@/postgres?host=" + c.Dir + "&sslmode=disable",
		"postgres://postgres:" + pgtest.Password + "@/nothere?host=" + c.Dir + "&sslmode=disable",
		"postgres://postgres:" + secret + "@127.0.0.1:1/league?sslmode=disable",
		"postgres://postgres:" + secret + "@127.0.0.1:x/league",
		"postgres://postgres:" + secret + "@db.example/league?sslmode=bogus",
		"postgres://postgres:" + secret + "@db.example/league?sslmode=allow",
		"host=/nowhere password=" + secret + " sslmode=disable",
		"host=/nowhere password='" + secret,
	} {
		_, err := Connect(ctx, url)
		if err == nil {
			t.Errorf("%s: connected", url)
			continue
		}
		var le *Error
		if !errors.As(err, &le) {
			t.Errorf("%s: %T %v, want an *Error", url, err, err)
			continue
		}
		for _, s := range []string{err.Error(), le.Reason(), le.Where.String()} {
			if strings.Contains(s, secret) || strings.Contains(s, pgtest.Password) {
				t.Errorf("%s: a message holds the password: %s", url, s)
			}
		}
	}
}
