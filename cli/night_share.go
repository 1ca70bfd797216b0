package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"rolekeeper/league"
	"rolekeeper/night"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// putTries bounds how often a change of the night is put in the league
// again because the file changed meanwhile (another rolekeeper of this
// laptop changed the night between this one's change and its put).
const putTries = 3

// putNightInLeague keeps the night kept at path in the league too, when
// this laptop has one ([league] db): its file's bytes, and with clock
// its round clock (the rounds table, which every table's header reads).
// Another change of the night may have been saved after this one and
// put before it: the file is read again after each put, and put again
// while it holds other bytes of the same night, so that the league ends
// with what the file holds. A league that cannot be reached is said in
// one line on out; the night stands in its file.
func putNightInLeague(out io.Writer, path string, n *night.Night, clock bool, wd *wording.Words) {
	url, err := leagueURL("")
	if err != nil || url == "" {
		return
	}
	var doc bytes.Buffer
	if err := n.Encode(&doc); err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	db, err := league.Connect(ctx, url)
	if err == nil {
		defer db.Close()
		err = putNight(ctx, db, path, n.ID, doc.Bytes(), n.Clock, clock)
	}
	if err != nil {
		text, ok := leagueText(wd, err)
		if !ok {
			text = wd.ErrorText(err)
		}
		text = strings.TrimPrefix(text, "rolekeeper: ")
		if clock {
			fmt.Fprintln(out, wd.Night.NotInLeague(text))
		} else {
			fmt.Fprintln(out, wd.Night.TV.NotInLeague(text))
		}
	}
}

// putNight puts doc, then the file's bytes while they differ from what
// was put and are the same night's.
func putNight(ctx context.Context, db *league.DB, path, id string, doc []byte, c night.Clock, clock bool) error {
	for range putTries {
		if err := db.PutNight(ctx, id, doc); err != nil {
			return err
		}
		if clock {
			if err := db.PutRound(ctx, id, leagueClock(c)); err != nil {
				return err
			}
		}
		now, err := safefile.ReadFile(path, night.MaxFileSize)
		if err != nil || bytes.Equal(now, doc) || idOf(now) != id {
			return nil
		}
		if clock {
			if c, err = night.LoadClock(path, id); err != nil {
				return nil
			}
		}
		doc = now
	}
	return nil
}

// idOf is the id a night file's bytes name, "" when they name none; it
// reads nothing else (night.Decode draws every round again).
func idOf(doc []byte) string {
	var f struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(doc, &f) != nil {
		return ""
	}
	return f.ID
}

// readNight reads the night for status, play and standings: the file at
// fl's path, else, on a laptop without it and with a league ([league]
// db), the night id (--night), or the one changed last this evening, as
// the league keeps it, said so on note.
func readNight(fl nightFlags, note io.Writer, wd *wording.Words) (*night.Night, error) {
	n, _, err := loadNight(fl)
	var p *night.Problem
	if !errors.As(err, &p) || p.Key != night.ReasonNoNight || fl.file != "" {
		return n, err
	}
	url, uerr := leagueURL("")
	if uerr != nil || url == "" {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	db, cerr := league.Connect(ctx, url)
	if cerr != nil {
		return nil, cerr
	}
	defer db.Close()
	ln, changed, ok, lerr := leagueNight(ctx, db, fl.night, wd)
	if lerr != nil {
		return nil, lerr
	}
	if !ok {
		return nil, err
	}
	fmt.Fprintln(note, wd.Night.TV.FromLeague(changed.Local().Format("15:04")))
	return ln, nil
}

// leagueNight reads the night id from the league, or with "" the one
// changed last within the evening, and decodes it as its file is
// decoded; ok is false when the league keeps none.
func leagueNight(ctx context.Context, db *league.DB, id string, wd *wording.Words) (*night.Night, time.Time, bool, error) {
	var doc []byte
	var changed time.Time
	var ok bool
	var err error
	if id == "" {
		id, doc, changed, ok, err = db.LatestNight(ctx, eveningSpan)
	} else {
		doc, changed, ok, err = db.Night(ctx, id)
	}
	if err != nil || !ok {
		return nil, changed, ok, err
	}
	n, err := decodeLeagueNight(id, doc, wd, night.Decode)
	return n, changed, err == nil, err
}

// decodeLeagueNight decodes the league's copy of the night id with
// decode (night.Decode, or a night.Rereader's), which must be that
// night.
func decodeLeagueNight(id string, doc []byte, wd *wording.Words, decode func([]byte) (*night.Night, error)) (*night.Night, error) {
	n, err := decode(doc)
	if err == nil && n.ID != id {
		err = &night.Problem{Key: night.ReasonBadID}
	}
	if err != nil {
		return nil, &night.PathError{Path: wd.Night.TV.LeagueCopy(id), Err: err}
	}
	return n, nil
}
