// Package viewer is the live viewer: the game's Model in watch mode, fed
// by a live.Feed, whose game changes only when the file does. `watch`
// runs one in the terminal, `serve` one per SSH viewer. It is the only
// package that joins live (following a file) and the game's screens
// (model), so that live imports no screen.
package viewer

import (
	"context"
	"errors"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/live"
	"rolekeeper/model"
)

// Follow starts following the game file at path for viewers, as
// live.Follow does, with the game's log built beside the Feed's replay
// (live.WithLog): then every viewer of the Feed takes the Feed's game and
// log instead of replaying the file itself, so that a viewer of a long
// game costs about what the player's resumed game does, and a second
// viewer little more.
func Follow(path string, opts ...live.Option) (*live.Feed, error) {
	return live.Follow(path, append(opts, WithLog())...)
}

// WithLog is the Feed option that builds the viewers' log beside the
// Feed's replay (see Follow).
func WithLog() live.Option {
	return live.WithLog(func() live.Log { return new(model.Log) })
}

// New returns a live viewer of the game that feed follows: a model in
// watch mode whose game changes only when the file does. It stops
// following when ctx ends. The viewer's Followed messages come from its
// own subscription, so that viewers of one Feed are independent. With
// endWhenGone the viewer quits once the game file is removed (a viewer
// over SSH); otherwise it stays on the last state and says so.
func New(ctx context.Context, feed *live.Feed, opts model.Options, endWhenGone bool) (model.Model, error) {
	sub := feed.Subscribe()
	first, err := sub.Next(ctx)
	if err != nil {
		return model.Model{}, err
	}
	opts.Follow = func() tea.Cmd { return followCmd(ctx, sub, endWhenGone) }
	return model.Watch(Followed(first), opts)
}

// followCmd waits for the next update of sub. When the feed stops or ctx
// ends, and with endWhenGone when the file is removed, the viewer quits.
func followCmd(ctx context.Context, sub *live.Sub, endWhenGone bool) tea.Cmd {
	return func() tea.Msg {
		u, err := sub.Next(ctx)
		if errors.Is(err, live.ErrClosed) || ctx.Err() != nil || (err == nil && u.Gone && endWhenGone) {
			return tea.QuitMsg{}
		}
		if err != nil {
			return nil
		}
		return Followed(u)
	}
}

// Followed turns an update into what the viewer model takes. An update
// of a Feed costs the same at any length of the game: its events are kept
// beside the records as they grow, and the viewer is told which reading
// of the file they come from, so that it applies the new ones without
// comparing the old.
func Followed(u live.Update) model.Followed {
	f := u.File
	var start, end time.Time
	if !f.Start.IsZero() {
		start, end = f.Start.Local(), f.End.Local() // as journal.InfoOf gives them
	}
	followed := model.Followed{Setup: f.Setup, Started: start, Ended: end,
		Torn: f.Damage.Damaged(), Gone: u.Gone, Problem: u.Err, Reading: u.Reading()}
	if log, ok := u.Log().(*model.Log); ok && u.Reading() != 0 {
		// The feed's log gives the events (read from the file when it
		// reads them there): none is listed here.
		followed.Game, followed.Clocks, followed.Log = f.Game, f.Clocks, log
		return followed
	}
	followed.Events, followed.Times, followed.Reading = u.Events()
	return followed
}
