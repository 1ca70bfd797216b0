package web

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"
)

// pendingPerAddress is how many connections one address may hold that
// have not sent a whole request (or sit idle between two): a browser
// opens six at most to one server.
const pendingPerAddress = 16

// conns keeps the server's connections: at most max at once, at most
// pendingPerAddress waiting from one address. A newcomer beyond either
// limit takes the place of the oldest connection that waits (of its
// address first): one that sent no whole request yet, or that is idle.
// A connection whose request is being answered (a page's stream among
// them) is never cut for a newcomer; when every one of them is, the
// newcomer is closed.
type conns struct {
	max int

	mu   sync.Mutex
	all  map[*conn]struct{}
	list []*conn // in the order they came, for the oldest waiting
}

// conn is one connection as conns knows it.
type conn struct {
	net.Conn
	cs    *conns
	addr  string
	since time.Time
	busy  bool // a request is being answered (guarded by conns.mu)
	once  sync.Once
}

func newConns(max int) *conns { return &conns{max: max, all: map[*conn]struct{}{}} }

// Close implements net.Conn, and forgets the connection.
func (c *conn) Close() error {
	c.once.Do(func() { c.cs.forget(c) })
	return c.Conn.Close()
}

type connKey struct{}

// context is the http.Server's ConnContext: a request's context knows
// its connection.
func (cs *conns) context(ctx context.Context, c net.Conn) context.Context {
	if tc, ok := c.(*conn); ok {
		return context.WithValue(ctx, connKey{}, tc)
	}
	return ctx
}

// state is the http.Server's ConnState: a connection that is idle again
// waits.
func (cs *conns) state(c net.Conn, st http.ConnState) {
	tc, ok := c.(*conn)
	if !ok || st != http.StateIdle {
		return
	}
	cs.mu.Lock()
	tc.busy = false
	cs.mu.Unlock()
}

// answering marks r's connection as answering a request, until the
// returned function is called.
func (cs *conns) answering(r *http.Request) {
	if tc, ok := r.Context().Value(connKey{}).(*conn); ok {
		cs.mu.Lock()
		tc.busy = true
		cs.mu.Unlock()
	}
}

// listener wraps ln: every connection it accepts is kept.
func (cs *conns) listener(ln net.Listener) net.Listener { return &listener{Listener: ln, cs: cs} }

type listener struct {
	net.Listener
	cs *conns
}

func (l *listener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if tc := l.cs.add(c); tc != nil {
			return tc, nil
		}
	}
}

// add keeps c, making room for it; it returns nil (and closes c) when
// there is none.
func (cs *conns) add(c net.Conn) *conn {
	tc := &conn{Conn: c, cs: cs, addr: hostOf(c.RemoteAddr()), since: time.Now()}
	var cut []*conn
	cs.mu.Lock()
	waiting := 0
	for _, o := range cs.list {
		if o.addr == tc.addr && !o.busy {
			waiting++
		}
	}
	if waiting >= pendingPerAddress {
		cut = append(cut, cs.oldestWaiting(tc.addr))
	}
	if len(cs.all)-len(cut) >= cs.max {
		if o := cs.oldestWaiting(""); o != nil && (len(cut) == 0 || o != cut[0]) {
			cut = append(cut, o)
		}
	}
	full := len(cs.all)-len(cut) >= cs.max
	if !full {
		cs.all[tc] = struct{}{}
		cs.list = append(cs.list, tc)
	}
	cs.mu.Unlock()
	for _, o := range cut {
		if o != nil {
			o.Close()
		}
	}
	if full {
		c.Close()
		return nil
	}
	return tc
}

// oldestWaiting is the oldest connection not answering a request, of
// addr ("" for any); cs.mu is held.
func (cs *conns) oldestWaiting(addr string) *conn {
	for _, o := range cs.list {
		if !o.busy && (addr == "" || o.addr == addr) {
			return o
		}
	}
	return nil
}

func (cs *conns) forget(c *conn) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	delete(cs.all, c)
	for i, o := range cs.list {
		if o == c {
			cs.list = append(cs.list[:i], cs.list[i+1:]...)
			break
		}
	}
}

// hostOf is an address without its port.
func hostOf(a net.Addr) string {
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}
