package web

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"time"

	"rolekeeper/live"
	"rolekeeper/rules"
	"rolekeeper/tableview"
	"rolekeeper/wording"
)

// hub follows the feed for every page at once: it reads each update once,
// renders the table once per language, and hands every page the newest
// frame. A page that is slow skips the frames it missed and gets the
// newest, whole: the state is never sent in parts, so nothing is lost.
type hub struct {
	words map[string]*wording.Words

	// runID names this server's run in the events' ids, so that a page
	// that reconnects to a server started again is never taken for one
	// that has seen its state.
	runID string

	mu      sync.Mutex
	version uint64
	frames  map[string][]byte // by language, a whole Server-Sent Event
	html    map[string]string // by language, the table's part of the page
	changed chan struct{}     // closed and replaced at every frame, the night's too
	closed  bool

	// game is the followed game's night (tonight.go), which poke tells
	// the night's reader of; night is the night's part of the page, at
	// nightVersion.
	game         nightGame
	poke         chan struct{}
	night        nightShown
	nightVersion uint64
	nightFor     string // the night id the night's part was last built for
}

func newHub() *hub {
	h := &hub{words: map[string]*wording.Words{}, changed: make(chan struct{}), runID: NewToken()[:8],
		poke: make(chan struct{}, 1)}
	for _, tag := range wording.Languages() {
		h.words[tag], _ = wording.For(tag)
	}
	return h
}

// run follows feed until ctx ends or the feed closes, then wakes every
// page for the last time.
func (h *hub) run(ctx context.Context, feed *live.Feed) {
	defer h.close()
	sub := feed.Subscribe()
	var t table
	for {
		u, err := sub.Next(ctx)
		if err != nil {
			return
		}
		t = t.follow(u)
		if !t.ok {
			continue
		}
		h.setNightGame(nightGame{seat: t.game.Setup.Night, end: rules.EndOfRoundOf(t.game.State)}) // before the state: a page drawn with it waits for its night
		h.publish(t)
	}
}

// publish renders t in every language and wakes the pages.
func (h *hub) publish(t table) {
	frames := make(map[string][]byte, len(h.words))
	htmls := make(map[string]string, len(h.words))
	h.mu.Lock()
	version := h.version + 1
	h.mu.Unlock()
	tv := tableview.Of(t.game.State) // once for every language and every page
	for tag, wd := range h.words {
		htmls[tag] = string(render(t.view(wd, tv)))
		frames[tag] = frame("state", h.id(version), map[string]string{"html": htmls[tag]})
	}
	h.mu.Lock()
	h.version, h.frames, h.html = version, frames, htmls
	close(h.changed)
	h.changed = make(chan struct{})
	h.mu.Unlock()
}

func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.changed)
	}
}

// id is the events' id of version: the run, then the version.
func (h *hub) id(version uint64) string {
	return h.runID + "-" + strconv.FormatUint(version, 10)
}

// current returns the table's part of the page in lang and its id,
// waiting for the first state until ctx ends; ok is false when there is
// none.
func (h *hub) current(ctx context.Context, lang string) (html, id string, ok bool) {
	for {
		h.mu.Lock()
		version, html, changed, closed := h.version, h.html[lang], h.changed, h.closed
		h.mu.Unlock()
		if version > 0 && html != "" {
			return html, h.id(version), true
		}
		if closed {
			return "", "", false
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return "", "", false
		}
	}
}

// errStopped is what hub.next returns once the hub has stopped.
var errStopped = errors.New("the table is no longer followed")

// seenVersions are the versions of the state and of the night a page
// holds.
type seenVersions struct{ state, night uint64 }

// next returns the newest frames in lang after the versions seen, the
// state's and the night's (either nil when it has none newer), waiting
// for one, and the versions the page then holds. It returns errStopped
// once the hub has stopped, and ctx's error when ctx ends first.
func (h *hub) next(ctx context.Context, lang string, seen seenVersions, now func() time.Time) (state, night []byte, _ seenVersions, err error) {
	for {
		h.mu.Lock()
		version, data, nv, changed, closed := h.version, h.frames[lang], h.nightVersion, h.changed, h.closed
		h.mu.Unlock()
		if closed {
			return nil, nil, seen, errStopped
		}
		if version > seen.state && data != nil {
			state, seen.state = data, version
		}
		if nv > seen.night {
			night, seen.night = h.nightFrame(lang, now()), nv
		}
		if state != nil || night != nil {
			return state, night, seen, nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, nil, seen, ctx.Err()
		}
	}
}

// frame is one Server-Sent Event: its name, its id and its data as one
// line of JSON.
func frame(event string, id string, data any) []byte {
	body, _ := json.Marshal(data) // maps of strings always marshal
	out := []byte("event: " + event + "\n")
	if id != "" {
		out = append(out, "id: "+id+"\n"...)
	}
	out = append(out, "data: "...)
	out = append(out, body...)
	return append(out, "\n\n"...)
}
