package web

import (
	"reflect"

	"rolekeeper/live"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// keepEntries is how many of the last entries a table keeps, for undo and
// redo to be told in words; showEntries how many the page shows.
const (
	keepEntries = 32
	showEntries = 6
)

// lastEntries is the log a feed builds beside its replay (model.Log,
// through live.WithLog): the last entries as they were entered.
type lastEntries interface {
	LastEntries(n int) []wording.Entry
}

// table is the game a page shows, followed from the feed's updates: it
// applies only the records it has not seen, so that an event costs the
// same at any length of game, and starts again from the file when the
// file no longer begins with what it has seen (a new game: the table's
// next one, or a file replaced).
type table struct {
	ok      bool
	game    rules.Game
	applied int         // records applied
	last    rules.Event // the last record applied
	// recent are the last entries (keepEntries to twice as many),
	// oldest first; a game's first entry is its start (Event nil).
	recent []wording.Entry
	// status is the state of the file when it is not whole: torn, gone,
	// unreadable; nil when it is.
	status func(wd *wording.Words) string
}

// follow is t after the update u.
func (t table) follow(u live.Update) table {
	t.status = statusOf(u)
	f := u.File
	// A feed with a log keeps no records, but its log gives the events
	// (read from the file where it reads them there): only those from
	// the last one applied are asked for.
	n := u.Count()
	var events []rules.Event // the events from the last one applied on (from the first when none is)
	same := t.ok && reflect.DeepEqual(t.game.Setup, f.Setup) && n >= t.applied
	if same && t.applied > 0 {
		from, err := u.EventsFrom(t.applied - 1)
		same = err == nil && len(from) > 0 && reflect.DeepEqual(from[0], t.last)
		if same {
			events = from[1:]
		}
	}
	if !same && n > 2*keepEntries {
		if log, ok := u.Log().(lastEntries); ok && len(f.Game.Players) > 0 {
			// The feed's replay and log: the whole file is not replayed again.
			last, err := u.EventsFrom(n - 1)
			if err == nil && len(last) == 1 {
				return table{ok: true, game: f.Game, status: t.status, applied: n, last: last[0],
					recent: log.LastEntries(keepEntries)}
			}
		}
	}
	if same && t.applied == 0 {
		events, _ = u.EventsFrom(0)
	}
	if !same {
		events, _ = u.EventsFrom(0)
		g, effects, err := rules.NewGame(f.Setup)
		if err != nil {
			return table{status: t.status}
		}
		st := t.status
		t = table{ok: true, game: g, status: st,
			recent: []wording.Entry{{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects}}}
	}
	for _, e := range events {
		next, effects, err := rules.Apply(t.game, e)
		if err != nil {
			break // the journal checked every record when it read them
		}
		en := wording.Entry{Turn: t.game.Turn, Round: t.game.Round, Active: t.game.Active, Event: e, Effects: effects}
		if _, undo := e.(rules.Undo); undo {
			en.Active = next.Active // the state the undone event was entered in
		}
		t.recent = append(t.recent, en)
		if len(t.recent) > 2*keepEntries {
			t.recent = append(t.recent[:0:0], t.recent[len(t.recent)-keepEntries:]...)
		}
		t.game, t.last = next, e
		t.applied++
	}
	return t
}

// lines are the last events in words: the newest entry first, each
// with what it caused beneath it.
func (t table) lines(wd *wording.Words) [][]string {
	names := wording.Names(t.game.State)
	entries := wording.Resolve(t.recent[max(len(t.recent)-keepEntries, 0):])
	var out [][]string
	for i := len(entries) - 1; i >= 0 && len(out) < showEntries; i-- {
		lines := wd.EntryLines(names, entries[i])
		var kept []string
		for _, l := range lines {
			if l != "" {
				kept = append(kept, l)
			}
		}
		if len(kept) > 0 {
			out = append(out, kept)
		}
	}
	return out
}

// statusOf says what is wrong with the followed file, if anything.
func statusOf(u live.Update) func(wd *wording.Words) string {
	switch {
	case u.Gone:
		return func(wd *wording.Words) string { return wd.Live.Gone }
	case u.Err != nil:
		return func(wd *wording.Words) string { return wd.Live.Problem(wd.ErrorText(u.Err)) }
	case u.File.Damage.Damaged():
		return func(wd *wording.Words) string { return wd.Live.Waiting }
	}
	return nil
}
