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
// state at once (unless the page says, by Last-Event-ID, that it has it
// already), then again at every change, and an event "beat" every
// Heartbeat when nothing changes, so that the page sees that its stream
// is alive. A page without the token is told so; one beyond MaxPages is
// told to try again later.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	rc := http.NewResponseController(w)
	send := func(b []byte) error {
		_ = rc.SetWriteDeadline(time.Now().Add(s.cfg.Timeout))
		if _, err := w.Write(b); err != nil {
			return err
		}
		return rc.Flush()
	}
	if r.Method == http.MethodHead {
		return
	}
	if !s.authorized(r) {
		_ = send(frame("denied", "", map[string]string{}))
		return
	}
	wd := s.wordsFor(r)
	select {
	case s.pages <- struct{}{}:
	default:
		_ = send(append([]byte("retry: 10000\n"), frame("full", "", map[string]string{"text": wd.Web.Full(s.cfg.MaxPages)})...))
		return
	}
	n := s.open.Add(1)
	s.cfg.Logf("%s", wd.Web.LogPage(clientOf(r), int(n)))
	defer func() {
		n := s.open.Add(-1)
		<-s.pages
		s.cfg.Logf("%s", wd.Web.LogPage(clientOf(r), int(n)))
	}()
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	context.AfterFunc(s.ctx, cancel)
	if send([]byte("retry: 2000\n\n")) != nil {
		return
	}
	s.follow(ctx, send, wd.Lang, s.hub.seen(r.Header.Get("Last-Event-ID")))
}

// beat is the event a page is sent when nothing changed for a Heartbeat.
var beat = frame("beat", "", map[string]string{})

// follow sends the page every new state in lang after the version seen,
// and a beat every Heartbeat without one, until ctx ends or a write
// fails.
func (s *Server) follow(ctx context.Context, send func([]byte) error, lang string, seen uint64) {
	if seen > 0 && send(beat) != nil { // the page knows the state: tell it at once that it is current
		return
	}
	for {
		wait, stop := context.WithTimeout(ctx, s.cfg.Heartbeat)
		data, version, err := s.hub.next(wait, lang, seen)
		stop()
		switch {
		case err == nil:
			seen = version
			err = send(data)
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
