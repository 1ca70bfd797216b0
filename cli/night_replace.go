package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"

	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/night"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// newNightSendCommand builds `rolekeeper night send [--replace]`: the
// night sent to the league now, or this laptop's copy made the league's.
func newNightSendCommand(wd *wording.Words, fl *nightFlags) *cobra.Command {
	t := wd.Night.Send
	var replace bool
	cmd := &cobra.Command{Use: "send", Short: t.Command.Short, Long: t.Command.Long, Example: t.Command.Example, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runNightSend(cmd.OutOrStdout(), *fl, replace, wd) }}
	cmd.Flags().BoolVar(&replace, "replace", false, t.FlagReplace)
	return cmd
}

// runNightSend sends the night kept at fl's path to the league and says
// what the league did; with replace, a copy the league refused as another
// replaces the league's, which is saved beside the file first.
func runNightSend(out io.Writer, fl nightFlags, replace bool, wd *wording.Words) error {
	path, err := nightPath(fl)
	if err != nil {
		return err
	}
	data, err := safefile.ReadFile(path, night.MaxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return &night.Problem{Key: night.ReasonNoNight}
	}
	if err != nil {
		return err
	}
	if _, err := night.Decode(data); err != nil {
		return &night.PathError{Path: path, Err: err}
	}
	s := newNightSender(path)
	if s == nil {
		return errors.New(wd.Night.Send.NoLeague)
	}
	r, err := s.send(data)
	switch {
	case err != nil:
		return err
	case r.put == league.NightKept:
		fmt.Fprintln(out, wd.Night.Send.Sent(r.change))
		return nil
	case r.put == league.NightSame:
		fmt.Fprintln(out, wd.Night.Send.Same(r.change))
		return nil
	case !replace:
		// Nothing was sent: a refusal, exit status 1 as league push's.
		return errRefused{wd.Night.Send.Other(r.kept, r.change)}
	}
	return s.replace(out, data, wd)
}

// replace makes data (the file's bytes) the league's copy of the night,
// whatever copy the league keeps: that copy is saved first beside the
// file (path.league-change-N.json, fsynced), then replaced only while
// it is still the one saved.
func (s *nightSender) replace(out io.Writer, data []byte, wd *wording.Words) error {
	h, err := night.Peek(data)
	if err != nil {
		return &night.PathError{Path: s.path, Err: err}
	}
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	db, err := league.Connect(ctx, s.url)
	if err != nil {
		return err
	}
	defer db.Close()
	theirs, _, ok, err := db.Night(ctx, h.ID)
	if err != nil {
		return err
	}
	var kept int64
	var saved string
	if ok {
		if th, err := night.Peek(theirs); err == nil {
			kept = th.Change
		}
		if saved, err = saveTheirs(s.path, kept, theirs); err != nil {
			return err
		}
	}
	d := league.NightDoc{ID: h.ID, Doc: data, After: h.After}
	if h.Clock.Round > 0 {
		c := leagueClock(h.Clock)
		d.Clock = &c
	}
	done, err := db.ReplaceNight(ctx, d, theirs)
	if err != nil {
		return err
	}
	if !done {
		return errors.New(wd.Night.Send.Raced(h.ID))
	}
	s.mark(data, true)
	fmt.Fprintln(out, wd.Night.Send.Replaced(h.Change, kept, saved))
	return nil
}

// saveTheirs writes the league's copy of the night (its change kept)
// beside the night's file at path, under the first free name of a
// series (fsynced, never over another file), and returns that name.
func saveTheirs(path string, kept int64, doc []byte) (string, error) {
	return safefile.CreateFree(safefile.Numbered(path+".league-change-"+strconv.FormatInt(kept, 10), "-", ".json"),
		func(w io.Writer) error {
			_, err := w.Write(doc)
			return err
		})
}
