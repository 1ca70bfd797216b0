package web

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// events follows the game for one page, as Server-Sent Events: the whole
// state at once (unless the page says, by Last-Event-ID or ?last=, that
// it has it already), then again at every change, and an event "beat"
// every Heartbeat when nothing changes, so that the page sees that its
// stream is alive. After StreamLife the stream ends with an event "bye"
// and the page opens a new one: so a client that stopped reading gives
// its place up. A page without the token is told so ("denied"); one
// beyond the limits is refused with 503, Retry-After and the reason in
// words. ?probe=1 asks only whether a stream would be given: 200, 503
// as above, or 403 without the token.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	send := func(b []byte) error {
		_ = rc.SetWriteDeadline(time.Now().Add(s.cfg.Timeout))
		if _, err := w.Write(b); err != nil {
			return err
		}
		return rc.Flush()
	}
	client, ok := s.session(r)
	probe := r.URL.Query().Get("probe") != ""
	switch {
	case r.Method == http.MethodHead:
		w.Header().Set("Content-Type", "text/event-stream")
		return
	case !ok && probe:
		http.Error(w, "denied", http.StatusForbidden)
		return
	case !ok:
		w.Header().Set("Content-Type", "text/event-stream")
		_ = send(frame("denied", "", map[string]string{}))
		return
	}
	wd, addr := s.wordsFor(r), clientOf(r)
	if probe {
		if why := s.check(client, addr); why != nil {
			refuse(w, why(wd))
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
		return
	}
	if why := s.take(client, addr); why != nil {
		refuse(w, why(wd))
		return
	}
	n := s.open.Add(1)
	s.cfg.Logf("%s", wd.Web.LogPage(addr, int(n)))
	defer func() {
		n := s.open.Add(-1)
		s.give(client, addr)
		s.cfg.Logf("%s", wd.Web.LogPage(addr, int(n)))
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.StreamLife)
	defer cancel()
	context.AfterFunc(s.ctx, cancel)
	if send([]byte("retry: 2000\n\n")) != nil {
		return
	}
	last := r.Header.Get("Last-Event-ID")
	if last == "" {
		last = r.URL.Query().Get("last")
	}
	s.follow(ctx, send, wd.Lang, seenVersions{state: s.hub.seen(last), night: s.hub.seenNight(r.URL.Query().Get("night"))})
	if r.Context().Err() == nil && s.ctx.Err() == nil {
		_ = send(bye)
	}
}

// bye ends a stream that lasted StreamLife: the page opens a new one.
var bye = frame("bye", "", map[string]string{})

// beat is the event a page is sent when nothing changed for a Heartbeat.
var beat = frame("beat", "", map[string]string{})

// follow sends the page every new state in lang after the version seen,
// and every new part of the club night (the event "night"), and a beat
// every Heartbeat without either, until ctx ends or a write fails.
func (s *Server) follow(ctx context.Context, send func([]byte) error, lang string, seen seenVersions) {
	if seen.state > 0 && send(beat) != nil { // the page knows the state: tell it at once that it is current
		return
	}
	for {
		wait, stop := context.WithTimeout(ctx, s.cfg.Heartbeat)
		state, night, got, err := s.hub.next(wait, lang, seen, s.cfg.Now)
		stop()
		switch {
		case err == nil:
			seen = got
			if state != nil {
				err = send(state)
			}
			if night != nil && err == nil {
				err = send(night)
			}
		case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
			err = send(beat)
		}
		if err != nil {
			return
		}
	}
}

// seen is the version of the state a page holds by the id it last got
// (Last-Event-ID), or 0 when it comes from another run of the server or
// is no id of ours.
func (h *hub) seen(id string) uint64 {
	rest, ok := strings.CutPrefix(id, h.runID+"-")
	if !ok {
		return 0
	}
	v, err := strconv.ParseUint(rest, 10, 64)
	if err != nil {
		return 0
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if v > h.version {
		return 0
	}
	return v
}
