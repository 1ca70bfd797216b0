package cli

import (
	"context"
	"time"

	"rolekeeper/league"
	"rolekeeper/live"
)

// finalPush bounds the push when a game is left: a laptop without
// network quits that much later at most, and the game waits in the queue.
const finalPush = 2 * time.Second

// leagueQueue returns the queue that pushes games by themselves when the
// config file names a league ([league] db), or nil.
func leagueQueue() *league.Queue {
	s, err := leagueSettings()
	if err != nil || s.DB == "" {
		return nil
	}
	state, err := live.StateDir()
	if err != nil {
		return nil
	}
	return league.NewQueue(league.QueueFile(state), s.DB, tableName())
}

// runQueue runs q (nil: nothing) in the background until the returned
// function is called with the game file last played, which it pushes
// once more, for at most finalPush.
func runQueue(ctx context.Context, q *league.Queue) func(path string) {
	if q == nil {
		return func(string) {}
	}
	qctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		q.Run(qctx)
	}()
	return func(path string) {
		cancel()
		<-done
		q.Watch(path)
		fctx, cancel := context.WithTimeout(context.Background(), finalPush)
		defer cancel()
		q.Once(fctx)
		q.Close()
	}
}
