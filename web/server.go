// Package web serves the table to the phones around it: one read-only
// page, a live view of the game that `rolekeeper serve` follows, reached
// by scanning a QR code. The page and everything it needs are inside the
// binary (go:embed); it follows the game by Server-Sent Events.
//
// Only the table sees it: a request shows nothing of the game without
// the access token (in the address the QR code holds, then in a cookie of
// the phone's own, admission.go) or the table code typed on the page (a
// POST from the page's own origin), which Config.CheckCode checks with
// the limits of the SSH viewers (serve.Server.CheckCode). A request that
// names another host than this laptop is refused with 421 (host.go).
// Nothing a request says can change a file: the server only reads the
// feed, and refuses every method but GET and HEAD (and the code's POST).
// At most Config.MaxPages pages follow the game at once, a few per phone
// and per address; a stream lasts Config.StreamLife, so that a client
// that stopped reading gives its place up; clients that are slow to send
// a request or to read the page are cut off, and connections that have
// not sent a whole request make room for new ones (conns.go).
package web

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"rolekeeper/live"
	"rolekeeper/wording"
)

// DefaultListen is where the page is served unless told otherwise: this
// laptop only, as for SSH. --lan listens on the local network.
const DefaultListen = "127.0.0.1:8023"

// Defaults of Config.
const (
	DefaultMaxPages  = 64
	DefaultTimeout   = 10 * time.Second
	DefaultHeartbeat = 15 * time.Second
	// DefaultStreamLife frees a stopped client's place within a minute.
	DefaultStreamLife = 45 * time.Second
)

// cookieName holds the token once a page was opened with it or with the
// table code; cookieAge is how long a phone keeps it.
const (
	cookieName = "rolekeeper"
	cookieAge  = 12 * 60 * 60
)

// Config configures a Server.
type Config struct {
	// Feed follows the game that is shown. Required.
	Feed *live.Feed
	// Token is the access token that the page's address holds; "" draws
	// a random one (128 bits). serve keeps it as long as the game
	// (live.TokenPath), so that a page outlives a restart of serve.
	Token string
	// CheckCode reports whether code, typed on the page by the client at
	// the address from, is the table code, with the limits of every other
	// try (serve.Server.CheckCode: the limits of SSH). nil admits nobody
	// by code.
	CheckCode func(code, from string) bool
	// MaxPages is how many pages may follow the game at once; 0 means
	// DefaultMaxPages.
	MaxPages int
	// StreamsPerClient and StreamsPerAddress are how many pages one
	// phone (its cookie) and one network address may follow the game
	// with at once; 0 means DefaultStreamsPerClient and
	// DefaultStreamsPerAddress.
	StreamsPerClient, StreamsPerAddress int
	// StreamLife is how long one stream lasts before the server tells
	// the page to open a new one ("bye"): a client that stopped reading
	// (a process stopped, a phone gone) gives its place up so; 0 means
	// DefaultStreamLife.
	StreamLife time.Duration
	// Timeout is how long a client may take to send a request's header,
	// and to take each part of the page; 0 means DefaultTimeout.
	Timeout time.Duration
	// Heartbeat is how often an open page is sent an event "beat" when
	// nothing happens, so that a connection gone dead is noticed: the
	// page opens a new stream when it hears nothing for two; 0 means
	// DefaultHeartbeat.
	Heartbeat time.Duration
	// Words are the words of a page whose phone asks for no language we
	// have; nil means English.
	Words *wording.Words
	// Logf reports pages opened and closed; nil says nothing.
	Logf func(format string, args ...any)
	// Night reads the club night of a game started from its seating
	// (its setup's night), for the round clock in the page's header and
	// the view of tonight's tables; nil shows no night. One reader for
	// the served game calls it about once a second, for every page.
	Night NightSource
	// Now is the time; nil means time.Now.
	Now func() time.Time
}

// Server serves the page.
type Server struct {
	cfg     Config
	hub     *hub
	streams streams
	open    atomic.Int64
	http    *http.Server
	conns   *conns
	hosts   *hosts

	// ctx ends when the server stops; every page ends with it.
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{} // closed when the hub and the night's reader have stopped
}

// New returns a server for cfg; it listens once Serve is called, and
// follows the feed from now until Shutdown.
func New(cfg Config) (*Server, error) {
	if cfg.Feed == nil {
		return nil, errors.New("web: a feed is required")
	}
	if cfg.Token == "" {
		cfg.Token = NewToken()
	}
	if cfg.MaxPages <= 0 {
		cfg.MaxPages = DefaultMaxPages
	}
	if cfg.StreamsPerClient <= 0 {
		cfg.StreamsPerClient = DefaultStreamsPerClient
	}
	if cfg.StreamsPerAddress <= 0 {
		cfg.StreamsPerAddress = DefaultStreamsPerAddress
	}
	if cfg.StreamLife <= 0 {
		cfg.StreamLife = DefaultStreamLife
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = DefaultHeartbeat
	}
	if cfg.Words == nil {
		cfg.Words = wording.English()
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Server{cfg: cfg, hub: newHub(), done: make(chan struct{}), conns: newConns(3*cfg.MaxPages + 16),
		hosts: newHosts()}
	s.streams.byClient, s.streams.byAddress = map[string]int{}, map[string]int{}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.http = &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: cfg.Timeout,
		ReadTimeout:       cfg.Timeout,
		// The page's events extend it before every write.
		WriteTimeout:   cfg.Timeout,
		IdleTimeout:    2 * cfg.Timeout, // a phone's idle connections give their place up soon
		MaxHeaderBytes: 8 << 10,
		ErrorLog:       log.New(io.Discard, "", 0),
		BaseContext:    func(net.Listener) context.Context { return s.ctx },
		ConnContext:    s.conns.context,
		ConnState:      s.conns.state,
	}
	var running sync.WaitGroup
	running.Go(func() { s.hub.run(s.ctx, cfg.Feed) })
	if cfg.Night != nil {
		running.Go(func() { s.hub.watchNight(s.ctx, cfg.Night, cfg.Now) })
	}
	go func() {
		running.Wait()
		close(s.done)
	}()
	return s, nil
}

// NewToken draws an access token: 128 random bits, in hexadecimal.
func NewToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand never fails on Linux
	return hex.EncodeToString(b)
}

// Token returns the access token.
func (s *Server) Token() string { return s.cfg.Token }

// Pages returns how many pages follow the game now.
func (s *Server) Pages() int { return int(s.open.Load()) }

// URL is the page's address on host (host:port) with token: what the QR
// code holds.
func URL(host, token string) string {
	return "http://" + host + "/?t=" + url.QueryEscape(token)
}

// Serve serves the page on ln until Shutdown; it returns
// http.ErrServerClosed after Shutdown. It holds at most three connections
// a page (a browser opens a few to load one) and a few more: beyond that,
// and beyond a few from one address, the oldest connection that has not
// sent a whole request yet (or is idle) gives its place to the newcomer,
// so that connections left half-open never hold a page up (conns.go).
func (s *Server) Serve(ln net.Listener) error {
	s.hosts.listening(ln.Addr())
	return s.http.Serve(s.conns.listener(ln))
}

// Shutdown ends every page and stops serving, waiting for requests in
// progress until ctx ends.
func (s *Server) Shutdown(ctx context.Context) error {
	s.cancel()
	err := s.http.Shutdown(ctx)
	if err != nil {
		err = s.http.Close()
	}
	<-s.done
	return err
}

// authorized reports whether r holds a cookie that the token made.
func (s *Server) authorized(r *http.Request) bool {
	_, ok := s.session(r)
	return ok
}

func (s *Server) isToken(t string) bool {
	return subtle.ConstantTimeCompare([]byte(t), []byte(s.cfg.Token)) == 1
}

// admit gives r's client the cookie and sends it to the page.
func (s *Server) admit(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.newSession(), Path: "/", MaxAge: cookieAge,
		HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, pageAddress(r, false), http.StatusSeeOther)
}

// pageAddress is the page's own address in r's language, with the note
// of a wrong code.
func pageAddress(r *http.Request, wrong bool) string {
	q := url.Values{}
	if l := r.URL.Query().Get("lang"); l != "" {
		if _, ok := wording.For(l); ok {
			q.Set("lang", l)
		}
	}
	if n, err := strconv.Atoi(r.URL.Query().Get("seat")); err == nil && n > 0 && n <= 99 {
		q.Set("seat", strconv.Itoa(n)) // the player's own seat, large at the top
	}
	if wrong {
		q.Set("wrong", "1")
	}
	if len(q) == 0 {
		return "/"
	}
	return "/?" + q.Encode()
}
