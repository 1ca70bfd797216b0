package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"rolekeeper/wording"
)

// Defaults of the limits per client.
const (
	// DefaultStreamsPerClient is how many streams one phone (its cookie)
	// may hold at once, DefaultStreamsPerAddress how many one network
	// address may: a few tabs, not the whole table's share.
	DefaultStreamsPerClient  = 4
	DefaultStreamsPerAddress = 4
	// retryAfter is the seconds a refused page waits before it tries
	// again (Retry-After).
	retryAfter = 10
)

// A phone admitted by the token or the table code is given a cookie of
// its own: an id drawn for it and the id's MAC under the table's token,
// so that the streams of one phone are counted as its, and so that the
// cookie stays good when serve is started again with the game's token.

// newSession draws a phone's cookie.
func (s *Server) newSession() string {
	id := NewToken()[:16]
	return id + "." + s.mac(id)
}

func (s *Server) mac(id string) string {
	m := hmac.New(sha256.New, []byte(s.cfg.Token))
	m.Write([]byte(id))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

// session returns the id of r's phone, from its cookie; ok is false when
// it has none that the token made.
func (s *Server) session(r *http.Request) (id string, ok bool) {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return "", false
	}
	id, sum, found := strings.Cut(c.Value, ".")
	if !found || len(id) != 16 || !hmac.Equal([]byte(sum), []byte(s.mac(id))) {
		return "", false
	}
	return id, true
}

// streams counts the open streams, all of them, by phone and by address.
type streams struct {
	mu        sync.Mutex
	all       int
	byClient  map[string]int
	byAddress map[string]int
}

// refusal is why a stream is refused, in words, or nil for none.
type refusal func(wd *wording.Words) string

// take holds a stream for client at addr, or says why not.
func (s *Server) take(client, addr string) refusal {
	st := &s.streams
	st.mu.Lock()
	defer st.mu.Unlock()
	switch {
	case st.all >= s.cfg.MaxPages:
		return func(wd *wording.Words) string { return wd.Web.Full(s.cfg.MaxPages) }
	case st.byClient[client] >= s.cfg.StreamsPerClient:
		return func(wd *wording.Words) string { return wd.Web.More.TooMany(s.cfg.StreamsPerClient) }
	case st.byAddress[addr] >= s.cfg.StreamsPerAddress:
		return func(wd *wording.Words) string { return wd.Web.More.TooMany(s.cfg.StreamsPerAddress) }
	}
	st.all++
	st.byClient[client]++
	st.byAddress[addr]++
	return nil
}

// check says why a stream would be refused now, taking none.
func (s *Server) check(client, addr string) refusal {
	if why := s.take(client, addr); why != nil {
		return why
	}
	s.give(client, addr)
	return nil
}

// give lets a stream go.
func (s *Server) give(client, addr string) {
	st := &s.streams
	st.mu.Lock()
	defer st.mu.Unlock()
	st.all--
	if st.byClient[client]--; st.byClient[client] <= 0 {
		delete(st.byClient, client)
	}
	if st.byAddress[addr]--; st.byAddress[addr] <= 0 {
		delete(st.byAddress, addr)
	}
}

// refuse answers a refused stream: 503, when to try again, and why in
// words.
func refuse(w http.ResponseWriter, why string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Retry-After", strconv.Itoa(retryAfter))
	w.WriteHeader(http.StatusServiceUnavailable)
	_, _ = w.Write([]byte(why + "\n"))
}
