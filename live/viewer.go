package live

import (
	"context"
	"errors"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/journal"
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

// Followed turns an update into what the viewer model takes.
func Followed(u Update) model.Followed {
	f := u.File
	events := make([]rules.Event, len(f.Records))
	times := make([]time.Time, len(f.Records))
	for i, r := range f.Records {
		events[i], times[i] = r.Event, r.At
	}
	info := journal.InfoOf(f)
	return model.Followed{Setup: f.Setup, Events: events, Times: times, Started: info.Start, Ended: info.End,
		Torn: f.Damage.Damaged(), Gone: u.Gone, Problem: u.Err}
}
