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
// state folder's night.json), else the league ([league] db): the night
// as its file's bytes (league.DB.Night) with the round clock of its
// rounds table. One pageNight per serve: the page calls it about once a
// second for all its phones, and a change of the clock alone does not
// draw the night's rounds again (night.Rereader, one for the file and
// one for the league's bytes). On the laptop that holds the night's file
// it also brings the league up to date when the league lacks the file's
// bytes, as a table's header does (nightSender).
type pageNight struct {
	mu          sync.Mutex
	path        string
	file, kept  night.Rereader
	league      *leagueRounds
	leagueNight string // the night the league's Rereader holds
	// sender brings the league up to date from the file (nightSender).
	sender *nightSender
}

// newPageNight is the page's reader of the night, nil when this laptop
// has no state folder to look in.
func newPageNight() web.NightSource {
	path, err := nightPath(nightFlags{})
	if err != nil {
		return nil
	}
	p := &pageNight{path: path, league: newLeagueRounds(), sender: newNightSender(path)}
	return p.read
}

// read reads the night id: from the file when it holds that night, else
// from the league.
func (p *pageNight) read(ctx context.Context, id string) (*night.Night, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if data, err := safefile.ReadFile(p.path, night.MaxFileSize); err == nil {
		if n, err := p.file.Decode(data); err == nil && n.ID == id {
			p.sender.poll(data, time.Now())
			return n, nil
		}
	}
	if p.league == nil {
		return nil, &night.Problem{Key: night.ReasonNoNight} // the page says when it last read it
	}
	return p.fromLeague(ctx, id, time.Now())
}

// fromLeague reads the night id from the league: its seating from the
// night's bytes (none while the league holds only its clock), its clock
// from the rounds table, as a table's header reads it. A league that
// cannot be reached is night.ReasonLeagueAway (the page says so), one
// that holds neither the night nor its clock night.ReasonNoNight.
func (p *pageNight) fromLeague(ctx context.Context, id string, now time.Time) (*night.Night, error) {
	c, found, err := p.league.clock(id, now)
	if err != nil {
		return nil, err
	}
	n := &night.Night{ID: id}
	doc, ok := p.league.night(ctx, id, now)
	if !ok && !found {
		return nil, &night.Problem{Key: night.ReasonNoNight}
	}
	if ok {
		if p.leagueNight != id {
			p.kept, p.leagueNight = night.Rereader{}, id
		}
		if kept, err := p.kept.Decode(doc); err == nil && kept.ID == id {
			copied := *kept // the Rereader's night is shared: only its copy takes the league's clock
			n = &copied
		}
	}
	n.Clock = c
	return n, nil
}

// night reads the night id's bytes from the league; ok is false when the
// league cannot say or holds none.
func (l *leagueRounds) night(ctx context.Context, id string, now time.Time) ([]byte, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.connected(now) {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(ctx, leagueWait)
	defer cancel()
	doc, _, ok, err := l.db.Night(ctx, id)
	if err != nil {
		l.db.Close()
		l.db = nil
		return nil, false
	}
	return doc, ok
}
