package serve

import (
	"crypto/subtle"
	"net/netip"
	"sync"
	"time"

	"charm.land/ssh"
)

// guesses are one address's wrong codes.
type guesses struct {
	n     int
	until time.Time // no more tries before
	mu    sync.Mutex
}

// checkCode reports whether code is the table code. A wrong code waits
// FailDelay, one at a time per address, and counts towards CodeTries of
// the connection and AddressTries of the address, after which the address
// may try no more for LockOut; the code changes once RotateAfter
// networks (networkOf) have tried wrong codes, so that one stranger cannot make the
// table read a new code again and again. Tries beyond a limit are refused
// unseen.
func (s *Server) checkCode(ctx ssh.Context, code string) bool {
	tries, _ := ctx.Value(triesKey{}).(int)
	if tries >= s.cfg.CodeTries {
		return false
	}
	ctx.SetValue(triesKey{}, tries+1)
	if !s.CheckCode(code, hostOf(ctx.RemoteAddr())) {
		return false
	}
	s.loggedIn(ctx)
	return true
}

// CheckCode reports whether code, tried from the address addr (a host,
// over SSH or on the page for phones), is the table code, with the
// limits of checkCode but CodeTries, which counts an SSH connection's.
func (s *Server) CheckCode(code, addr string) bool {
	now := s.cfg.Now()
	s.mu.Lock()
	g := s.adm.guessesOf(addr)
	locked := now.Before(g.until)
	ok := !locked && subtle.ConstantTimeCompare([]byte(code), []byte(s.code)) == 1
	s.mu.Unlock()
	if ok {
		return true
	}
	if locked {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	time.Sleep(s.cfg.FailDelay)
	s.mu.Lock()
	g.n++
	lockOut := g.n%s.cfg.AddressTries == 0
	if lockOut {
		g.until = now.Add(s.cfg.LockOut)
	}
	s.adm.guessers[networkOf(addr)] = true
	rotate := len(s.adm.guessers) >= s.cfg.RotateAfter
	if rotate {
		s.code, s.adm.guessers = newCode(), map[string]bool{}
	}
	s.mu.Unlock()
	s.cfg.Logf("%s", s.words.Live.LogWrongCode(addr))
	if lockOut {
		s.cfg.Logf("%s", s.words.Limits.LogLockedOut(addr, s.cfg.AddressTries, int(s.cfg.LockOut.Minutes())))
	}
	if rotate {
		s.cfg.Logf("%s", s.words.Limits.LogCodeChanged(s.cfg.RotateAfter))
		s.signal()
	}
	return false
}

// networkOf is the network of the address addr that the code's rotation
// counts: its /24 (IPv4) or /64 (IPv6), so that one machine with many
// addresses counts once and cannot make the table read a new code again
// and again. An address that is no IP address is its own.
func networkOf(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.WithZone("").Unmap()
	bits := 64
	if ip.Is4() {
		bits = 24
	}
	p, err := ip.Prefix(bits)
	if err != nil {
		return addr
	}
	return p.String()
}

// guessesOf returns the wrong codes of addr, made if need be; s.mu is
// held. The addresses kept are bounded: an address whose lock-out is
// over and that has not guessed since is forgotten when many are kept.
func (a *admission) guessesOf(addr string) *guesses {
	g := a.wrong[addr]
	if g == nil {
		if len(a.wrong) >= 4096 {
			a.forget(time.Now())
		}
		g = &guesses{}
		a.wrong[addr] = g
	}
	return g
}

// forget drops the addresses that are not locked out at now; s.mu is
// held.
func (a *admission) forget(now time.Time) {
	for addr, g := range a.wrong {
		if !now.Before(g.until) {
			delete(a.wrong, addr)
		}
	}
}
