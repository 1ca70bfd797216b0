package cli

import (
	"context"
	"sync"
	"time"

	"rolekeeper/night"
	"rolekeeper/safefile"
	"rolekeeper/web"
)

// pageNight reads the club night for the phones' page of the game that
// serve follows (web.NightSource), in the order a table's header reads
// its round clock (roundClock): the night's file on this laptop (the
// state folder's night.json), else the league ([league] db). One
// pageNight per serve: the page calls it about once a second for all
// its phones, and a change of the clock alone does not draw the night's
// rounds again (night.Rereader).
type pageNight struct {
	mu     sync.Mutex
	path   string
	file   night.Rereader
	league *leagueRounds
}

// newPageNight is the page's reader of the night, nil when this laptop
// has no state folder to look in.
func newPageNight() web.NightSource {
	path, err := nightPath(nightFlags{})
	if err != nil {
		return nil
	}
	p := &pageNight{path: path, league: newLeagueRounds()}
	return p.read
}

// read reads the night id: from the file when it holds that night, else
// its round clock from the league.
func (p *pageNight) read(ctx context.Context, id string) (*night.Night, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if data, err := safefile.ReadFile(p.path, night.MaxFileSize); err == nil {
		if n, err := p.file.Decode(data); err == nil && n.ID == id {
			return n, nil
		}
	}
	if p.league != nil {
		if c, ok := p.league.clock(id, time.Now()); ok {
			return &night.Night{ID: id, Clock: c}, nil
		}
	}
	return nil, &night.Problem{Key: night.ReasonNoNight} // the page says when it last read it
}
