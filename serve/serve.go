// Package serve shows a game being played to viewers over SSH: every
// connection gets its own read-only live view (package live), drawn at its
// own terminal's size and theme, with Charm's wish and its Bubble Tea
// middleware.
//
// A viewer is admitted only with the table code (typed as the password or
// at the keyboard-interactive prompt) or with a public key listed in the
// authorized keys file. Wrong codes are slowed down (Config.FailDelay each,
// one at a time per address), counted per connection (Config.CodeTries)
// and per address (Config.AddressTries, then a lock-out), and once wrong
// codes came from Config.RotateAfter networks (a /24 or /64 each) the code changes. What a
// client may ask for is bounded (limits.go): the terminal's size, the
// connections logging in, the sessions per connection and address, the
// time to log in and to idle. No input of a viewer can change the game: the only program a
// session runs is the viewer, which has no binding that writes; there is
// no shell, no command, no subsystem and no port forwarding.
package serve

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	bm "charm.land/wish/v2/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/safefile"
	"rolekeeper/ui/common"
	liveviewer "rolekeeper/ui/viewer"
	"rolekeeper/wording"
)

// DefaultListen is where serve listens unless told otherwise: this
// laptop only. A LAN address must be given explicitly.
const DefaultListen = "127.0.0.1:2323"

// Defaults of Config.
const (
	DefaultMaxViewers  = 16
	DefaultFailDelay   = time.Second
	DefaultCodeTries   = 3
	DefaultRotateAfter = 10
)

// Config configures a Server.
type Config struct {
	// Feed follows the game that is served. Required.
	Feed *live.Feed
	// HostKey is the path of the server's private host key, made (ed25519)
	// when missing. Required.
	HostKey string
	// AuthorizedKeys is the path of a file of public keys, one a line as
	// in OpenSSH's authorized_keys, whose holders are admitted without the
	// code. A missing file admits nobody by key.
	AuthorizedKeys string
	// Sharing is the path of the file that tells the player's screen the
	// code and the number of viewers (live.SharingPath); "" writes none.
	Sharing string
	// Listen is the address written to the sharing file.
	Listen string
	// Web is the address of the page for phones, with its token, written
	// to the sharing file; "" for none.
	Web string
	// Code is the table code; "" draws six random digits.
	Code string
	// MaxViewers is how many viewers may watch at once; 0 means
	// DefaultMaxViewers.
	MaxViewers int
	// FailDelay is the pause after each wrong code; 0 means
	// DefaultFailDelay.
	FailDelay time.Duration
	// CodeTries is how many codes one connection may try; 0 means
	// DefaultCodeTries.
	CodeTries int
	// RotateAfter is from how many networks (a /24 or a /64 each) wrong
	// codes change the code; 0 means DefaultRotateAfter.
	RotateAfter int
	// Now is the clock of the sharing file; nil means time.Now.
	Now func() time.Time
	// Logf reports connections and refusals; nil says nothing.
	Logf func(format string, args ...any)
	// Words are the words viewers read; nil means English.
	Words *wording.Words

	// The limits of what a client may ask for (limits.go); 0 means the
	// Default of the same name.
	MaxWidth, MaxHeight                    int
	MaxPending, MaxPendingPerAddress       int
	SessionsPerConn, SessionsPerAddress    int
	AddressTries                           int
	HandshakeTimeout, IdleTimeout, LockOut time.Duration
}

// Server serves one game to viewers over SSH.
type Server struct {
	cfg   Config
	ssh   *ssh.Server
	words *wording.Words

	mu      sync.Mutex
	code    string
	viewers int
	changed chan struct{} // signalled when the code or the count changes

	// adm counts what the limits limit (limits.go).
	adm *admission
	// ctx ends when the server stops; every viewer ends with it.
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{} // closed when the sharing writer has stopped
}

// New returns a server for cfg; it listens once Serve is called.
func New(cfg Config) (*Server, error) {
	if cfg.Feed == nil || cfg.HostKey == "" {
		return nil, errors.New("serve: a feed and a host key are required")
	}
	cfg = withDefaults(cfg)
	s := &Server{cfg: cfg, words: cfg.Words, code: cfg.Code, changed: make(chan struct{}, 1), done: make(chan struct{}),
		adm: newAdmission()}
	if s.words == nil {
		s.words = wording.English()
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if s.code == "" {
		s.code = newCode()
	}
	if err := os.MkdirAll(filepath.Dir(cfg.HostKey), 0o700); err != nil {
		return nil, err
	}
	if err := checkHostKey(cfg.HostKey); err != nil {
		return nil, err
	}
	srv, err := wish.NewServer(
		wish.WithHostKeyPath(cfg.HostKey),
		wish.WithPasswordAuth(s.password),
		wish.WithKeyboardInteractiveAuth(s.keyboardInteractive),
		wish.WithPublicKeyAuth(s.publicKey),
		wish.WithMiddleware(bm.Middleware(s.viewer), s.clampPty, s.admit),
		s.serverOptions,
	)
	if err != nil {
		return nil, err
	}
	s.ssh = srv
	go s.share()
	return s, nil
}

func withDefaults(cfg Config) Config {
	if cfg.MaxViewers <= 0 {
		cfg.MaxViewers = DefaultMaxViewers
	}
	if cfg.FailDelay <= 0 {
		cfg.FailDelay = DefaultFailDelay
	}
	if cfg.CodeTries <= 0 {
		cfg.CodeTries = DefaultCodeTries
	}
	if cfg.RotateAfter <= 0 {
		cfg.RotateAfter = DefaultRotateAfter
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	return limitDefaults(cfg)
}

// newCode draws a table code: six random digits.
func newCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic("serve: no random numbers: " + err.Error()) // crypto/rand never fails on Linux
	}
	return fmt.Sprintf("%06d", n.Int64())
}

// Code returns the table code now in force.
func (s *Server) Code() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.code
}

// Viewers returns how many viewers are connected.
func (s *Server) Viewers() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.viewers
}

// Serve accepts viewers on ln until Shutdown. It returns
// ssh.ErrServerClosed after Shutdown. From New to Shutdown the server
// keeps the sharing file up to date.
func (s *Server) Serve(ln net.Listener) error {
	return s.ssh.Serve(ln)
}

// Shutdown stops accepting viewers, ends every session (each viewer is
// told that the live view has ended) and removes the sharing file. It
// waits for the viewers to leave until ctx ends, then cuts them off.
func (s *Server) Shutdown(ctx context.Context) error {
	s.cancel()
	err := s.ssh.Shutdown(ctx)
	if err != nil {
		err = s.ssh.Close()
	}
	<-s.done
	return err
}

// signal tells the sharing writer that the code or the count changed.
func (s *Server) signal() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

// share writes the sharing file at every change and every heartbeat, and
// removes it when the server stops.
func (s *Server) share() {
	defer close(s.done)
	if s.cfg.Sharing == "" {
		<-s.ctx.Done()
		return
	}
	first, sharing := s.cfg.Feed.Path(), s.cfg.Sharing
	defer func() { os.Remove(sharing) }()
	go s.followTable()
	tick := time.NewTicker(live.Heartbeat)
	defer tick.Stop()
	for {
		s.mu.Lock()
		sh := live.Sharing{Game: s.cfg.Feed.Path(), Code: s.code, Viewers: s.viewers,
			Listen: s.cfg.Listen, Web: s.cfg.Web, Updated: s.cfg.Now().UTC()}
		s.mu.Unlock()
		if abs, err := filepath.Abs(sh.Game); err == nil {
			sh.Game = abs
		}
		if next := live.SharingBeside(s.cfg.Sharing, sh.Game); sh.Game != first && next != sharing {
			os.Remove(sharing) // the table went on to its next game: its screen reads the next one's
			sharing = next
		}
		if err := live.WriteSharing(sharing, sh); err != nil {
			s.cfg.Logf("%s", s.words.Live.LogCannotTell(s.words.ErrorText(err)))
		}
		select {
		case <-s.ctx.Done():
			return
		case <-s.changed:
		case <-tick.C:
		}
	}
}

// triesKey keys the number of codes a connection has tried.
type triesKey struct{}

func (s *Server) password(ctx ssh.Context, password string) bool {
	return s.checkCode(ctx, password)
}

func (s *Server) keyboardInteractive(ctx ssh.Context, challenge gossh.KeyboardInteractiveChallenge) bool {
	w := s.wordsForUser(ctx.User()).Live // asked before the client sends its locale
	answers, err := challenge("", w.CodeInstruction, []string{w.CodePrompt}, []bool{true})
	if err != nil || len(answers) != 1 {
		return false
	}
	return s.checkCode(ctx, answers[0])
}

// publicKey admits a key listed in the authorized keys file, read at
// every try so that a key added or removed counts at once.
func (s *Server) publicKey(ctx ssh.Context, key ssh.PublicKey) bool {
	if s.cfg.AuthorizedKeys == "" {
		return false
	}
	data, err := safefile.ReadFile(s.cfg.AuthorizedKeys, maxSecret)
	if err != nil {
		return false
	}
	for len(data) > 0 {
		k, _, _, rest, err := gossh.ParseAuthorizedKey(data)
		if err != nil {
			return false
		}
		if ssh.KeysEqual(key, k) {
			s.loggedIn(ctx)
			return true
		}
		data = rest
	}
	return false
}

// admit lets a session in while fewer than MaxViewers watch, and counts
// it while it lasts.
func (s *Server) admit(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		s.mu.Lock()
		full := s.viewers >= s.cfg.MaxViewers
		if !full {
			s.viewers++
		}
		s.mu.Unlock()
		if full {
			s.cfg.Logf("%s", s.words.Live.LogRefused(sess.RemoteAddr().String(), s.cfg.MaxViewers))
			wish.Fatalln(sess, s.words.Live.Full(s.cfg.MaxViewers))
			return
		}
		s.signal()
		s.cfg.Logf("%s", s.words.Live.LogConnected(sess.RemoteAddr().String()))
		defer func() {
			s.mu.Lock()
			s.viewers--
			s.mu.Unlock()
			s.signal()
			s.cfg.Logf("%s", s.words.Live.LogLeft(sess.RemoteAddr().String()))
		}()
		next(sess)
		_, _ = fmt.Fprint(sess, "\r\n"+s.words.Live.Ended+"\r\n")
		_ = sess.Exit(0)
	}
}

// wordsFor picks a session's language from the locale its client sent
// (LC_ALL, LC_MESSAGES, LANG, as OpenSSH sends them with SendEnv; see
// wording.LocaleLanguage), else from the user name (wordsForUser).
func (s *Server) wordsFor(user string, env []string) *wording.Words {
	vars := map[string]string{}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok {
			vars[k] = v
		}
	}
	if tag := wording.LocaleLanguage(func(k string) string { return vars[k] }); tag != "" {
		if w, ok := wording.For(tag); ok {
			return w
		}
	}
	return s.wordsForUser(user)
}

// viewer is the program of one session: a live viewer of the game, which
// ends with the session, when the server stops or the file is removed.
func (s *Server) viewer(sess ssh.Session) (tea.Model, []tea.ProgramOption) {
	ctx, cancel := context.WithCancel(sess.Context())
	stop := context.AfterFunc(s.ctx, cancel)
	context.AfterFunc(sess.Context(), func() { stop(); cancel() })
	m, err := liveviewer.New(ctx, s.cfg.Feed, model.Options{Words: s.wordsFor(sess.User(), sess.Environ())}, true)
	if err != nil {
		wish.Errorln(sess, err)
		return nil, nil
	}
	// The server's own signals (Ctrl+C in its terminal) are not the
	// viewer's: Shutdown ends the sessions and tells each viewer.
	return m, common.ProgramOptions(tea.WithoutSignalHandler())
}
