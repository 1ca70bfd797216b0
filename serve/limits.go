package serve

import (
	"errors"
	"io/fs"
	"net"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/safefile"
)

// The limits of what a viewer, or anyone who reaches the port, may ask
// for: the player's own rolekeeper shares the laptop, so that nothing a
// client sends may grow the server without bound. Each is a field of
// Config; 0 there means the default here.
const (
	// DefaultMaxWidth and DefaultMaxHeight clamp the terminal a client
	// asks for, at the start and at every resize: a 10000×10000 pty drove
	// the server to 3.8 GB in 2 s.
	DefaultMaxWidth  = 500
	DefaultMaxHeight = 200
	// DefaultMaxPending is how many connections may be logging in (not yet
	// admitted) at once, DefaultMaxPendingPerAddress how many of them
	// from one address. Over the first, the oldest of the address with
	// the most is cut off for the newcomer; over the second, the newcomer
	// is.
	DefaultMaxPending           = 32
	DefaultMaxPendingPerAddress = 8
	// DefaultHandshakeTimeout is how long a connection has to log in,
	// typing the code included.
	DefaultHandshakeTimeout = 20 * time.Second
	// DefaultSessionsPerConn and DefaultSessionsPerAddress are how many
	// viewer sessions one connection and one address may hold.
	DefaultSessionsPerConn    = 2
	DefaultSessionsPerAddress = 4
	// DefaultIdleTimeout ends a connection that neither sent nor received
	// anything for so long.
	DefaultIdleTimeout = 30 * time.Minute
	// DefaultAddressTries is how many wrong codes one address may try
	// before it may try no more for DefaultLockOut.
	DefaultAddressTries = 10
	DefaultLockOut      = 15 * time.Minute
)

// maxSecret is the largest host key or viewers' keys file read.
const maxSecret = 64 << 10

func limitDefaults(cfg Config) Config {
	for _, f := range []struct {
		v   *int
		def int
	}{{&cfg.MaxWidth, DefaultMaxWidth}, {&cfg.MaxHeight, DefaultMaxHeight}, {&cfg.MaxPending, DefaultMaxPending},
		{&cfg.MaxPendingPerAddress, DefaultMaxPendingPerAddress}, {&cfg.SessionsPerConn, DefaultSessionsPerConn},
		{&cfg.SessionsPerAddress, DefaultSessionsPerAddress}, {&cfg.AddressTries, DefaultAddressTries}} {
		if *f.v <= 0 {
			*f.v = f.def
		}
	}
	for _, f := range []struct {
		v   *time.Duration
		def time.Duration
	}{{&cfg.HandshakeTimeout, DefaultHandshakeTimeout}, {&cfg.IdleTimeout, DefaultIdleTimeout},
		{&cfg.LockOut, DefaultLockOut}} {
		if *f.v <= 0 {
			*f.v = f.def
		}
	}
	return cfg
}

// checkHostKey refuses a host key that is not a regular file, is over
// maxSecret, or that others may read, or whose folder others may write
// to: such a key may be known, or replaced, by someone else.
func checkHostKey(path string) error {
	if err := safefile.Private(path, filepath.Dir(path)); err != nil {
		return err
	}
	if err := safefile.Regular(path, maxSecret); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// admission keeps what the limits count: the connections logging in by
// address, the sessions by address, the wrong codes by address.
type admission struct {
	mu       sync.Mutex
	pending  map[string][]*tracked // oldest first
	npending int
	sessions map[string]int
	wrong    map[string]*guesses
	// guessers are the networks that tried a wrong code since the code
	// last changed.
	guessers map[string]bool
}

func newAdmission() *admission {
	return &admission{pending: map[string][]*tracked{}, sessions: map[string]int{}, wrong: map[string]*guesses{},
		guessers: map[string]bool{}}
}

// tracked is a connection as the limits know it.
type tracked struct {
	net.Conn
	s        *Server
	addr     string
	once     sync.Once
	since    time.Time // when it connected
	sessions int       // guarded by admission.mu
}

// Close implements net.Conn: a connection that closes is no longer
// pending.
func (c *tracked) Close() error {
	c.once.Do(func() { c.s.adm.admitted(c) })
	return c.Conn.Close()
}

// connKey keys a connection's *tracked in its context.
type connKey struct{}

// hostOf is the address of a remote end without its port.
func hostOf(addr net.Addr) string {
	if addr == nil {
		return ""
	}
	host, _, err := net.SplitHostPort(addr.String())
	if err != nil {
		return addr.String()
	}
	return host
}

// connect admits a new connection to log in, or refuses it (nil) when its
// address has MaxPendingPerAddress logging in already. When
// MaxPending are logging in, the oldest of the address with the most is
// cut off to make room.
func (s *Server) connect(ctx ssh.Context, conn net.Conn) net.Conn {
	a := s.adm
	c := &tracked{Conn: conn, s: s, addr: hostOf(conn.RemoteAddr()), since: time.Now()}
	a.mu.Lock()
	if len(a.pending[c.addr]) >= s.cfg.MaxPendingPerAddress {
		a.mu.Unlock()
		return nil
	}
	var evict *tracked
	if a.npending >= s.cfg.MaxPending {
		evict = a.heaviest()
		a.remove(evict)
	}
	a.pending[c.addr] = append(a.pending[c.addr], c)
	a.npending++
	a.mu.Unlock()
	if evict != nil {
		evict.Conn.Close()
	}
	ctx.SetValue(connKey{}, c)
	return c
}

// heaviest returns the oldest pending connection of the address with the
// most pending (of the oldest such address when several have as many);
// a.mu is held and some are pending.
func (a *admission) heaviest() *tracked {
	var most []*tracked
	for _, conns := range a.pending {
		if len(conns) > len(most) || len(conns) == len(most) && conns[0].since.Before(most[0].since) {
			most = conns
		}
	}
	return most[0]
}

// remove takes c out of the pending connections, if it is there; a.mu is
// held.
func (a *admission) remove(c *tracked) {
	conns := a.pending[c.addr]
	i := slices.Index(conns, c)
	if i < 0 {
		return
	}
	conns = slices.Delete(conns, i, i+1)
	if len(conns) == 0 {
		delete(a.pending, c.addr)
	} else {
		a.pending[c.addr] = conns
	}
	a.npending--
}

// admitted takes c out of the pending connections: it logged in, or left.
func (a *admission) admitted(c *tracked) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.remove(c)
}

// loggedIn is told that the connection of ctx has logged in.
func (s *Server) loggedIn(ctx ssh.Context) {
	if c, ok := ctx.Value(connKey{}).(*tracked); ok {
		s.adm.admitted(c)
	}
}

// session is the handler of session channels: at most SessionsPerConn
// per connection and SessionsPerAddress per address, each without agent
// or X11 forwarding.
func (s *Server) session(srv *ssh.Server, conn *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	c, _ := ctx.Value(connKey{}).(*tracked)
	addr := hostOf(conn.RemoteAddr())
	a := s.adm
	a.mu.Lock()
	full := a.sessions[addr] >= s.cfg.SessionsPerAddress || c != nil && c.sessions >= s.cfg.SessionsPerConn
	if !full {
		a.sessions[addr]++
		if c != nil {
			c.sessions++
		}
	}
	a.mu.Unlock()
	if full {
		_ = nc.Reject(gossh.ResourceShortage, s.words.Limits.TooManySessions)
		return
	}
	defer func() {
		a.mu.Lock()
		if a.sessions[addr]--; a.sessions[addr] <= 0 {
			delete(a.sessions, addr)
		}
		if c != nil {
			c.sessions--
		}
		a.mu.Unlock()
	}()
	ssh.DefaultSessionHandler(srv, conn, noForwarding{nc}, ctx)
}

// noForwarding is a session channel whose requests for agent or X11
// forwarding are refused before the session sees them (charm's session
// answers yes to the agent).
type noForwarding struct{ gossh.NewChannel }

// Accept implements gossh.NewChannel.
func (n noForwarding) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := n.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		for r := range reqs {
			if r.Type == "auth-agent-req@openssh.com" || r.Type == "x11-req" {
				if r.WantReply {
					_ = r.Reply(false, nil)
				}
				continue
			}
			out <- r
		}
	}()
	return ch, out, nil
}

// clampPty is the middleware that shows the viewer a terminal of at most
// MaxWidth×MaxHeight, whatever size the client asks for at the start and
// at every resize; a storm of resizes is read as its last size.
func (s *Server) clampPty(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		pty, winch, ok := sess.Pty()
		if !ok {
			next(sess)
			return
		}
		pty.Window = s.clamp(pty.Window)
		sizes := make(chan ssh.Window, 1)
		go func() {
			for w := range winch {
				w = s.clamp(w)
				select {
				case sizes <- w:
				default: // the viewer has not taken the last one yet: this one replaces it
					select {
					case <-sizes:
					default:
					}
					sizes <- w
				}
			}
		}()
		next(&clamped{Session: sess, pty: pty, sizes: sizes})
	}
}

// clamp is w at most MaxWidth×MaxHeight.
func (s *Server) clamp(w ssh.Window) ssh.Window {
	w.Width, w.Height = min(max(w.Width, 1), s.cfg.MaxWidth), min(max(w.Height, 1), s.cfg.MaxHeight)
	return w
}

// clamped is a session with a clamped terminal.
type clamped struct {
	ssh.Session
	pty   ssh.Pty
	sizes chan ssh.Window
}

// Pty implements ssh.Session.
func (c *clamped) Pty() (ssh.Pty, <-chan ssh.Window, bool) { return c.pty, c.sizes, true }

// serverOptions are the options of the SSH server that the limits set.
func (s *Server) serverOptions(srv *ssh.Server) error {
	srv.ServerConfigCallback = func(ssh.Context) *gossh.ServerConfig {
		return &gossh.ServerConfig{MaxAuthTries: s.cfg.CodeTries + 3}
	}
	srv.HandshakeTimeout = s.cfg.HandshakeTimeout
	srv.IdleTimeout = s.cfg.IdleTimeout
	srv.ConnCallback = s.connect
	srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.session}
	srv.LocalPortForwardingCallback = nil
	srv.ReversePortForwardingCallback = nil
	return nil
}
