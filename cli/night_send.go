package cli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"rolekeeper/league"
	"rolekeeper/night"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// How often a night the league lacks is sent again while the league
// cannot be reached: first after sendFirstWait, then twice as long
// after every failure, at most sendMaxWait.
const (
	sendFirstWait = 2 * time.Second
	sendMaxWait   = 10 * time.Second
)

// nightSender brings the league's copy of the night kept at path up to
// date ([league] db). Beside the file (path + ".league") every
// rolekeeper of the laptop keeps the mark of the bytes it last put (of
// the league's address and the file's bytes, sentMark), so that one
// that reads the file anyway (a table's header, every second) tells
// from the bytes alone whether the league lacks them, and asks the
// league only then, at most every few seconds, backing off.
type nightSender struct {
	path, url string
	mu        sync.Mutex
	// known is the mark of bytes this rolekeeper knows the league holds,
	// or refuses as another copy (then sending them again is no use).
	known    string
	busy     bool
	next     time.Time
	wait     time.Duration
	inFlight sync.WaitGroup
}

// maxMark bounds the mark file read: a mark is 64 hex digits.
const maxMark = 200

// newNightSender is the sender of the night kept at path, nil on a
// laptop without a league.
func newNightSender(path string) *nightSender {
	url, err := leagueURL("")
	if err != nil || url == "" {
		return nil
	}
	return &nightSender{path: path, url: url}
}

// sentMark is the mark of data put in this laptop's league: the SHA-256
// of the league's address and the bytes (the address itself is not
// written beside the file).
func (s *nightSender) sentMark(data []byte) string {
	h := sha256.New()
	h.Write([]byte(s.url))
	h.Write([]byte{0})
	h.Write(data)
	return hex.EncodeToString(h.Sum(nil))
}

// behind reports whether the league may lack data: neither this
// rolekeeper nor the mark beside the file says it holds them.
func (s *nightSender) behind(data []byte) bool {
	m := s.sentMark(data)
	s.mu.Lock()
	defer s.mu.Unlock()
	if m == s.known {
		return false
	}
	kept, err := safefile.ReadFile(s.path+".league", maxMark)
	if err == nil && strings.TrimSpace(string(kept)) == m {
		s.known = m
		return false
	}
	return true
}

// poll is told the night's bytes just read at now (a table's header
// reads them every second): when the league lacks them and no try is
// due later, they are sent in the background.
func (s *nightSender) poll(data []byte, now time.Time) {
	if s == nil || !s.behind(data) {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy || now.Before(s.next) {
		return
	}
	s.busy = true
	s.inFlight.Add(1)
	go func() {
		defer s.inFlight.Done()
		_, err := s.send(bytes.Clone(data))
		s.mu.Lock()
		defer s.mu.Unlock()
		s.busy = false
		if err == nil {
			s.wait, s.next = 0, time.Time{}
			return
		}
		s.wait = min(max(2*s.wait, sendFirstWait), sendMaxWait)
		s.next = now.Add(s.wait)
	}()
}

// waitSent waits for the send in flight, if any (for tests).
func (s *nightSender) waitSent() { s.inFlight.Wait() }

// sent is what a send did: the league's answer, the change of the night
// sent and, when the league keeps another copy, that copy's change.
type sent struct {
	put          league.NightPut
	change, kept int64
}

// send puts data (the file's bytes) in the league with the round clock
// they hold, then the file's bytes again while they changed meanwhile
// (another rolekeeper of this laptop changed the night) and are the
// same night's, so that the league ends with what the file holds. The
// bytes the league takes, or already holds, are marked beside the file.
func (s *nightSender) send(data []byte) (sent, error) {
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	db, err := league.Connect(ctx, s.url)
	if err != nil {
		return sent{}, err
	}
	defer db.Close()
	var r sent
	for range putTries {
		h, err := night.Peek(data)
		if err != nil {
			return sent{}, &night.PathError{Path: s.path, Err: err}
		}
		d := league.NightDoc{ID: h.ID, Doc: data, After: h.After}
		if h.Clock.Round > 0 {
			c := leagueClock(h.Clock)
			d.Clock = &c
		}
		if r.put, err = db.PutNight(ctx, d); err != nil {
			return sent{}, err
		}
		r.change = h.Change
		s.mark(data, r.put != league.NightOther)
		if r.put == league.NightOther {
			r.kept = keptChange(ctx, db, h.ID)
			return r, nil
		}
		now, err := safefile.ReadFile(s.path, night.MaxFileSize)
		if err != nil || bytes.Equal(now, data) || idOf(now) != h.ID {
			return r, nil
		}
		data = now
	}
	return r, nil
}

// mark remembers data as known to the league, and with file writes its
// mark beside the night's file for every rolekeeper of the laptop. A
// mark that cannot be written only costs one more put.
func (s *nightSender) mark(data []byte, file bool) {
	m := s.sentMark(data)
	s.mu.Lock()
	s.known = m
	s.mu.Unlock()
	if file {
		_ = safefile.Replace(s.path+".league", func(w io.Writer) error {
			_, err := io.WriteString(w, m+"\n")
			return err
		})
	}
}

// keptChange is the change of the league's copy of the night id, 0 when
// it cannot be read.
func keptChange(ctx context.Context, db *league.DB, id string) int64 {
	doc, _, ok, err := db.Night(ctx, id)
	if err != nil || !ok {
		return 0
	}
	h, err := night.Peek(doc)
	if err != nil {
		return 0
	}
	return h.Change
}

// catchUp is a night command that reads the night kept at path: when
// the league lacks the file's bytes (a change made while it could not
// be reached), they are sent now and the outcome said in one line on
// out. It returns the league's failure it has said, nil when the league
// answered or was not asked.
func catchUp(out io.Writer, path string, wd *wording.Words) error {
	s := newNightSender(path)
	if s == nil {
		return nil
	}
	data, err := safefile.ReadFile(path, night.MaxFileSize)
	if err != nil || !s.behind(data) {
		return nil
	}
	r, err := s.send(data)
	if err == nil && r.put == league.NightKept {
		fmt.Fprintln(out, wd.Night.Send.Sent(r.change))
		return nil
	}
	sayPut(out, r, err, false, wd)
	return err
}

// sayPut says in one line on out what keeps a change of the night out
// of the league: an error (clock: a change of the round clock), or
// another copy kept there.
func sayPut(out io.Writer, r sent, err error, clock bool, wd *wording.Words) {
	switch {
	case err != nil:
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
	case r.put == league.NightOther:
		fmt.Fprintln(out, wd.Night.Send.Other(r.kept, r.change))
	}
}
