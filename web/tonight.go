package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html/template"
	"strconv"
	"strings"
	"time"

	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// NightSource reads the club night id (a game's setup names it when the
// game was started from the night's seating): its seating and its round
// clock, as they are now. serve reads the night's file on this laptop,
// else the league; a league that cannot be reached is a *night.Problem
// of night.ReasonLeagueAway (the page says so while it has never read
// the night). The night returned is only read. The page calls it from
// one goroutine, about once a second, whatever the number of pages.
type NightSource func(ctx context.Context, id string) (*night.Night, error)

// How often the night is read, and how long one reading may take.
const (
	nightEvery = time.Second
	nightWait  = 5 * time.Second
)

// nightGame is what the night's view needs of the game followed: its
// night, round and table (no ID: a game of no night), and what the turns
// still to play once time is called are counted from.
type nightGame struct {
	seat rules.NightSeat
	end  rules.EndOfRound
}

// nightReading is the night as last read for the game's night.
type nightReading struct {
	id   string       // the night it is of
	n    *night.Night // nil before the first good reading
	ok   bool         // whether the last reading was good
	read time.Time    // when the night was last read well
	// away: the last reading failed because the league cannot be reached.
	away bool
}

// copyOf is the page's copy of the round clock (night.Copy, the rule
// every screen shows its copy by).
func (r nightReading) copyOf() night.Copy {
	var c night.Copy
	if r.n != nil {
		c = c.Took(r.n.Clock, r.read)
	}
	if !r.ok {
		c = c.Missed()
	}
	return c
}

// nightPart is the night's part of the page in one language: the round
// clock (its words around the time left, which the phone counts down)
// and the view of tonight's tables.
type nightPart struct {
	On bool
	// State is the clock's: running, paused, called, unread; "" when no
	// clock is started (the line is hidden). Stale: the clock is the
	// copy last read, which may be old (its words say since when).
	State, Label  string
	Before, After string
	Stale         bool
	// Title heads the tonight view; Body is its tables.
	Title string
	Body  template.HTML
}

// nightShown is what the pages were last sent of the night: per
// language, and the clock the time left is counted from.
type nightShown struct {
	parts map[string]nightPart
	clock night.Clock
	live  bool // the clock runs or is paused: the time left is shown
}

// same reports whether the pages would be told nothing new.
func (a nightShown) same(b nightShown) bool {
	if a.live != b.live || !sameClock(a.clock, b.clock) || len(a.parts) != len(b.parts) {
		return false
	}
	for lang, p := range a.parts {
		if b.parts[lang] != p {
			return false
		}
	}
	return true
}

func sameClock(a, b night.Clock) bool {
	return a.Round == b.Round && a.Length == b.Length && a.Elapsed == b.Elapsed &&
		a.Since.Equal(b.Since) && a.Called.Equal(b.Called) && a.Extra == b.Extra
}

// setNightGame tells the night's reader the game followed now, and
// wakes it when that changed.
func (h *hub) setNightGame(g nightGame) {
	h.mu.Lock()
	changed := h.game != g
	h.game = g
	h.mu.Unlock()
	if changed {
		select {
		case h.poke <- struct{}{}:
		default:
		}
	}
}

// watchNight reads the night of the game followed every nightEvery, and
// at once when the game changes, and publishes its part of the page
// when what the pages show of it changed; until ctx ends.
func (h *hub) watchNight(ctx context.Context, source NightSource, now func() time.Time) {
	tick := time.NewTicker(nightEvery)
	defer tick.Stop()
	var r nightReading
	for {
		h.mu.Lock()
		g := h.game
		h.mu.Unlock()
		r = readNight(ctx, source, g.seat.ID, r, now())
		h.publishNight(g.seat.ID, h.nightOf(g, r, now()))
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-h.poke:
		}
	}
}

// readNight reads the night id, keeping the last good reading of it
// when this one fails.
func readNight(ctx context.Context, source NightSource, id string, last nightReading, now time.Time) nightReading {
	if id == "" {
		return nightReading{}
	}
	if last.id != id {
		last = nightReading{id: id}
	}
	rctx, cancel := context.WithTimeout(ctx, nightWait)
	defer cancel()
	n, err := source(rctx, id)
	if err != nil || n == nil || n.ID != id {
		var p *night.Problem
		last.ok, last.away = false, errors.As(err, &p) && p.Key == night.ReasonLeagueAway
		return last
	}
	return nightReading{id: id, n: n, ok: true, read: now}
}

// nightOf is the night's part of the page in every language.
func (h *hub) nightOf(g nightGame, r nightReading, now time.Time) nightShown {
	sh := nightShown{parts: make(map[string]nightPart, len(h.words))}
	if g.seat.ID == "" || r.id != g.seat.ID {
		return sh
	}
	if r.n != nil {
		sh.clock = r.n.Clock
		st := r.copyOf().At(now).State
		sh.live = st == night.Running || st == night.Paused
	}
	for tag, wd := range h.words {
		sh.parts[tag] = nightPartOf(g, r, now, wd)
	}
	return sh
}

// nightPartOf is the night's part of the page in wd's words.
func nightPartOf(g nightGame, r nightReading, now time.Time, wd *wording.Words) nightPart {
	t := wd.Web.Tonight
	p := nightPart{On: true, Label: t.Clock}
	if sh := r.copyOf().At(now); sh.Unread {
		p.State, p.Before = "unread", wd.Night.ClockUnread(r.away)
	} else if r.n != nil {
		p.State, p.Before, p.After = clockWords(sh, g.end.TurnsToPlay(r.n.Clock.Extra), wd)
		p.Stale = sh.Stale
	}
	p.Title, p.Body = t.NoTables, renderTonight(tonightOf(g, r, wd))
	if r.n == nil {
		p.Title = t.Heading
	} else if len(r.n.Seated) > 0 {
		last := len(r.n.Seated)
		p.Title = t.Title(last, r.n.Rounds, wd.Common.Variant(r.n.VariantOf(last)))
	}
	return p
}

// leftMark stands for the time left in the clock's words, which the
// page counts down itself.
const leftMark = "\x00"

// clockWords are the clock's state and its words as shown (the copy's,
// night.Copy.At), as the table's header says them, split around the
// time left; a stale copy says since when, as the header does.
func clockWords(sh night.Shown, turns int, wd *wording.Words) (state, before, after string) {
	var text string
	switch sh.State {
	case night.Running:
		state, text = "running", wd.Night.ClockRunning(sh.Round, leftMark)
	case night.Paused:
		state, text = "paused", wd.Night.ClockPaused(sh.Round, leftMark)
	case night.TimeCalled:
		state, text = "called", wd.Night.ClockCalled(sh.Round, turns)
	default:
		return "", "", ""
	}
	if sh.Stale {
		text = wd.Night.ClockStale(text, sh.Read.Format("15:04"))
	}
	before, after, _ = strings.Cut(text, leftMark)
	return state, before, after
}

// clockInner is the clock line's content: its words around the time
// left, escaped.
func clockInner(p nightPart, left string) template.HTML {
	var b strings.Builder
	b.WriteString(template.HTMLEscapeString(p.Before))
	if p.State == "running" || p.State == "paused" {
		b.WriteString(`<span id="round-left" class="left">` + template.HTMLEscapeString(left) + `</span>`)
	}
	b.WriteString(template.HTMLEscapeString(p.After))
	return template.HTML(b.String())
}

// publishNight keeps sh, the night's part of the page for the game's
// night id, and wakes the pages, when it differs from what they were
// last told.
func (h *hub) publishNight(id string, sh nightShown) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.nightFor = id
	if h.closed || h.nightVersion > 0 && h.night.same(sh) || h.nightVersion == 0 && len(sh.parts) == 0 {
		return
	}
	h.nightVersion++
	h.night = sh
	close(h.changed)
	h.changed = make(chan struct{})
}

// nightRead waits, until ctx ends, for the night of the game followed
// to be read once (or to be of no night), so that a page drawn just after
// serve started is drawn with it.
func (h *hub) nightRead(ctx context.Context) {
	for {
		h.mu.Lock()
		ready, changed := h.nightFor == h.game.seat.ID, h.changed
		h.mu.Unlock()
		if ready {
			return
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return
		}
	}
}

// nightNow is the night's part of the page in lang at now, with the time
// left then, and its id; ok is false when the game has no night (or it
// is not read yet).
func (h *hub) nightNow(lang string, now time.Time) (p nightPart, left time.Duration, id string, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	p, ok = h.night.parts[lang]
	if h.night.live {
		_, left = h.night.clock.At(now)
	}
	return p, left, h.nightID(h.nightVersion), ok
}

// nightID is the night events' id of version: the run, then the version.
func (h *hub) nightID(version uint64) string {
	return h.runID + "-n" + strconv.FormatUint(version, 10)
}

// seenNight is the night's version a page holds by the id it last got,
// or 0 when it comes from another run or is no id of ours.
func (h *hub) seenNight(id string) uint64 {
	rest, ok := strings.CutPrefix(id, h.runID+"-n")
	if !ok {
		return 0
	}
	v, err := strconv.ParseUint(rest, 10, 64)
	h.mu.Lock()
	defer h.mu.Unlock()
	if err != nil || v > h.nightVersion {
		return 0
	}
	return v
}

// nightFrame is the event "night" in lang at now: the night's version
// (v), whether the game has one (on), the clock's state (and whether it
// is a copy that may be old, stale), its line and
// the time left in milliseconds, which the page counts down (left_ms),
// and the tonight view's title and tables.
func (h *hub) nightFrame(lang string, now time.Time) []byte {
	p, left, id, on := h.nightNow(lang, now)
	data := map[string]any{"v": id, "on": on && p.On, "state": p.State, "stale": p.Stale, "label": p.Label,
		"clock": string(clockInner(p, wording.ClockLeft(left))), "left_ms": left.Milliseconds(),
		"title": p.Title, "tonight": string(p.Body)}
	body, _ := json.Marshal(data) // strings, numbers and a bool always marshal
	var b bytes.Buffer
	b.WriteString("event: night\ndata: ")
	b.Write(body)
	b.WriteString("\n\n")
	return b.Bytes()
}
