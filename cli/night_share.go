package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
// this laptop has one ([league] db): its file's bytes and its round clock
// (the rounds table, which every table's header reads), as a
// nightSender sends them. A league that cannot be reached, or that keeps
// another copy of the night, is said in one line on out (clock: the
// change was of the round clock); the night stands in its file, and a
// table's game on this laptop, or the next night command, sends it.
func putNightInLeague(out io.Writer, path string, clock bool, wd *wording.Words) {
	s := newNightSender(path)
	if s == nil {
		return
	}
	data, err := safefile.ReadFile(path, night.MaxFileSize)
	if err != nil {
		return
	}
	r, err := s.send(data)
	sayPut(out, r, err, clock, wd)
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
