package live

import (
	"context"
	"errors"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/model"
	"rolekeeper/rules"
)

// Viewer returns a live viewer of the game that feed follows: a model in
// watch mode whose game changes only when the file does. It stops
// following when ctx ends. The viewer's Followed messages come from its
// own subscription, so that viewers of one Feed are independent. With
// endWhenGone the viewer quits once the game file is removed (a viewer
// over SSH); otherwise it stays on the last state and says so.
func Viewer(ctx context.Context, feed *Feed, opts model.Options, endWhenGone bool) (model.Model, error) {
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
func followCmd(ctx context.Context, sub *Sub, endWhenGone bool) tea.Cmd {
	return func() tea.Msg {
		u, err := sub.Next(ctx)
		if errors.Is(err, ErrClosed) || ctx.Err() != nil || (err == nil && u.Gone && endWhenGone) {
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
func Followed(u Update) model.Followed {
	f := u.File
	events, times := u.events, u.times
	if len(events) != len(f.Records) || len(times) != len(f.Records) { // an Update not made by a Feed
		events, times = make([]rules.Event, len(f.Records)), make([]time.Time, len(f.Records))
		for i, r := range f.Records {
			events[i], times[i] = r.Event, r.At
		}
		u.reading = 0
	}
	var start, end time.Time
	if !f.Start.IsZero() {
		start, end = f.Start.Local(), f.End.Local() // as journal.InfoOf gives them
	}
	return model.Followed{Setup: f.Setup, Events: events, Times: times, Started: start, Ended: end,
		Torn: f.Damage.Damaged(), Gone: u.Gone, Problem: u.Err, Reading: u.reading}
}
