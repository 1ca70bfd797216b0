package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"github.com/adrg/xdg"
	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/serve"
	"rolekeeper/ui/viewer"
	"rolekeeper/web"
	"rolekeeper/wording"
)

// newServeCommand builds `rolekeeper serve`.
func newServeCommand(wd *wording.Words) *cobra.Command {
	var file, listen, keys, page string
	var lan bool
	t := wd.CLI
	cmd := &cobra.Command{
		Use:     "serve",
		Short:   t.Serve.Short,
		Long:    t.Serve.Long,
		Example: t.Serve.Example,
		Args:    argCount(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if lan {
				listen, page = lanListen(cmd.OutOrStdout(), wd, listen, page,
					cmd.Flags().Changed("listen"), cmd.Flags().Changed("web"))
			}
			return runServe(cmd, wd, file, listen, keys, page)
		},
	}
	cmd.Flags().StringVar(&file, "file", "", t.FlagServeFile)
	cmd.Flags().StringVar(&listen, "listen", serve.DefaultListen, t.FlagListen)
	cmd.Flags().StringVar(&keys, "authorized-keys", defaultViewerKeys(), t.FlagAuthorizedKeys)
	cmd.Flags().StringVar(&page, "web", web.DefaultListen, wd.Web.FlagWeb)
	cmd.Flags().BoolVar(&lan, "lan", false, wd.Web.FlagLAN)
	return cmd
}

// defaultViewerKeys is $XDG_CONFIG_HOME/rolekeeper/viewer_keys.
func defaultViewerKeys() string {
	return filepath.Join(xdg.ConfigHome, "rolekeeper", "viewer_keys")
}

// runServe serves the game until interrupted.
func runServe(cmd *cobra.Command, words *wording.Words, file, listen, keys, pageAddr string) error {
	var args []string
	if file != "" {
		args = []string{file}
	}
	path, err := gameToFollow(args, words)
	if err != nil {
		return err
	}
	state, err := live.StateDir()
	if err != nil {
		return err
	}
	feed, err := live.Follow(path, live.FollowNext(state), viewer.WithLog()) // one replay and log for every viewer
	if err != nil {
		return err
	}
	defer feed.Close()
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return errors.New(words.CLI.CannotListen(listen, words.ErrorText(err)))
	}
	out := cmd.OutOrStdout()
	logf := func(format string, args ...any) {
		fmt.Fprintf(out, time.Now().Format("15:04:05")+" "+format+"\n", args...)
	}
	var srv *serve.Server
	var page *webPage
	if pageAddr != webOff {
		check := func(code, from string) bool { return srv.CheckCode(code, from) }
		if page, err = startWebPage(pageAddr, feed, state, words, logf, check); err != nil {
			ln.Close()
			return err
		}
	}
	cfg := serve.Config{Feed: feed, HostKey: filepath.Join(state, "ssh_host_ed25519_key"),
		AuthorizedKeys: keys, Sharing: live.SharingPath(state, path), Listen: ln.Addr().String(),
		Words: words, Logf: logf}
	if page != nil {
		cfg.Web = page.url
	}
	srv, err = serve.New(cfg)
	if err != nil {
		ln.Close()
		page.shutdown(context.Background())
		return err
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	fmt.Fprintln(out, words.Live.Started(path, ln.Addr().String(), port, srv.Code()))
	if page != nil {
		page.announce(out, words, themeOf(cmd), srv.Code())
	}
	served := make(chan error, 2)
	go func() { served <- srv.Serve(ln) }()
	page.serve(served)
	select {
	case <-ctx.Done():
	case err = <-served:
	}
	shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	page.shutdown(shut)
	_ = srv.Shutdown(shut)
	if err != nil && !errors.Is(err, ssh.ErrServerClosed) {
		return err
	}
	fmt.Fprintln(out, words.Live.Stopped)
	return nil
}

// sharingPoll returns the command that tells the playing screen what a
// `rolekeeper serve` of its game says: the viewers and the table code,
// and, with a league (q not nil), whether games wait for it. It looks
// about once a second and returns only when that changed, so that an
// idle table is not drawn again for nothing. path gives the game file
// ("" before it exists). When it changes (the table went on to its next
// game from the summary) it leaves the note that lets viewers follow
// (live.WriteNext), and the league's queue watches the new game.
func sharingPoll(path func() string, q *league.Queue, round func(time.Time) model.RoundClock) func() tea.Cmd {
	state, err := live.StateDir()
	if err != nil {
		return nil
	}
	var mu sync.Mutex
	last, told, first := "", model.SharingMsg{}, true // the game file of the last look, what the screen was told
	look := func(now time.Time) (model.SharingMsg, bool) {
		game := path()
		mu.Lock()
		defer mu.Unlock()
		if last != "" && game != "" && game != last {
			// The table went on to its next game (a rematch): the
			// viewers of the last one follow it (live.FollowNext).
			_ = live.WriteNext(state, last, game)
		}
		if game != "" {
			last = game
		}
		var msg model.SharingMsg
		if game != "" {
			sh, ok := live.ReadSharing(live.SharingPath(state, game), now)
			msg = model.SharingMsg{On: ok, Viewers: sh.Viewers, Code: sh.Code, Web: sh.Web}
		}
		if q != nil {
			q.Watch(game)
			st := q.Status()
			msg.LeagueWaiting, msg.LeagueOffline = st.Waiting, st.Offline
			msg.LeagueGame = leagueGameState(st.Game)
		}
		if round != nil {
			msg.Round = round(now)
		}
		changed := first || msg != told
		first, told = false, msg
		return msg, changed
	}
	return func() tea.Cmd {
		return func() tea.Msg {
			// At every whole second, when the header's clock ticks too
			// (model.NextSecond): one wakeup a second for both.
			tick := time.NewTimer(model.NextSecond(time.Now()))
			defer tick.Stop()
			for now := range tick.C {
				if msg, changed := look(now); changed {
					return msg
				}
				tick.Reset(model.NextSecond(time.Now()))
			}
			return nil
		}
	}
}
