package cli

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/rules"
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
	q := league.NewQueue(league.QueueFile(state), s.DB, tableName())
	if dir, err := journal.DefaultDir(); err == nil {
		q.Folder(dir) // a game saved elsewhere (--file) is practice
	}
	return q
}

// practiceFlag is rolekeeper's --practice: the games of this run are not
// pushed to the league by themselves.
const practiceFlag = "practice"

// isPractice reports whether cmd was run with --practice.
func isPractice(cmd *cobra.Command) bool {
	on, err := cmd.Flags().GetBool(practiceFlag)
	return err == nil && on
}

// forLeague wires the league into a game's options: a new game started
// (OnStart) is enrolled, pushed by itself from then on, unless this run
// is practice; a game given up before its first event (OnDiscard) is
// withdrawn from the league. path is the saver's game file. Neither does
// any I/O in the game's Update.
func forLeague(opts model.Options, q *league.Queue, path func() string, practice bool) model.Options {
	if q == nil {
		return opts
	}
	if start := opts.OnStart; start != nil && !practice {
		opts.OnStart = func(setup rules.Setup) tea.Cmd {
			q.EnrolNext()
			return start(setup)
		}
	}
	if discard := opts.OnDiscard; discard != nil {
		opts.OnDiscard = func() tea.Cmd {
			q.Withdraw(path())
			return discard()
		}
	}
	return opts
}

// withdrawSetAside withdraws from the league a game set aside, when a
// league is configured: its id waits in the withdrawals' file for the
// next queue or push. A file that cannot be read has no id to withdraw.
func withdrawSetAside(path string) {
	s, err := leagueSettings()
	if err != nil || s.DB == "" {
		return
	}
	state, err := live.StateDir()
	if err != nil {
		return
	}
	f, err := journal.ReadFinal(path)
	if err != nil || f.ID == "" {
		return
	}
	_ = league.AddWithdrawal(league.WithdrawalsFile(state), f.ID)
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

// leagueGameState is what the summary is told of the game in play.
func leagueGameState(s league.GameState) string {
	switch s {
	case league.Sent:
		return model.LeagueSent
	case league.Sending:
		return model.LeagueSending
	case league.WaitingOffline:
		return model.LeagueOffline
	case league.RefusedGame:
		return model.LeagueRefused
	}
	return ""
}
