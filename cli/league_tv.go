package cli

import (
	"bytes"
	"context"
	"time"

	"rolekeeper/league"
	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/ui/statscreen"
	"rolekeeper/wording"
)

// tvNight is the club night the standings screen shows: the night id
// (--night), else the one changed last this evening, read again at every
// reading of the league (a notification of the night or its clock wakes
// the screen as a push does) and decoded only when its bytes changed,
// its rounds drawn again from their seeds only when more than its clock
// changed (night.Rereader).
type tvNight struct {
	id    string
	words *wording.Words
	// doc and n are the night last decoded, problem its refusal.
	doc     []byte
	n       *night.Night
	problem string
	reread  night.Rereader
}

// read reads the night and its round clock at now (the screen's clock)
// and what the tables of the round shown are playing (games).
func (t *tvNight) read(ctx context.Context, db *league.DB, games []league.Game, now time.Time) (statscreen.LeagueNight, error) {
	id, doc, ok, err := t.fetch(ctx, db)
	if err != nil || !ok {
		return statscreen.LeagueNight{}, err
	}
	if !bytes.Equal(doc, t.doc) {
		t.doc, t.n, t.problem = doc, nil, ""
		n, err := decodeLeagueNight(id, doc, t.words, t.reread.Decode)
		if err != nil {
			t.problem = t.words.ErrorText(err)
		} else {
			t.n = n
		}
	}
	if t.n == nil {
		return statscreen.LeagueNight{Shown: true, Problem: t.problem}, nil
	}
	clock := t.n.Clock
	if c, ok, err := db.Round(ctx, id); err != nil {
		return statscreen.LeagueNight{}, err
	} else if ok {
		clock = nightClock(c) // what every table's header reads
	}
	return tvView(t.n, clock, games, now), nil
}

// fetch reads the night's bytes: the one named, or the latest.
func (t *tvNight) fetch(ctx context.Context, db *league.DB) (id string, doc []byte, ok bool, err error) {
	if t.id != "" {
		doc, _, ok, err = db.Night(ctx, t.id)
		return t.id, doc, ok, err
	}
	id, doc, _, ok, err = db.LatestNight(ctx, eveningSpan)
	return id, doc, ok, err
}

// tvView is what the screen shows of night n: the last round seated
// (where everyone sits now, or sits next), its tables in seat order, and
// the round clock at now: of that round, or of an earlier one while it
// still runs or is paused (the room still plays it; the clock names its
// round).
func tvView(n *night.Night, c night.Clock, games []league.Game, now time.Time) statscreen.LeagueNight {
	v := statscreen.LeagueNight{Shown: true, Players: len(n.Players), Rounds: n.Rounds}
	r := len(n.Seated)
	if r == 0 {
		return v
	}
	round := n.Seated[r-1]
	v.Round, v.Variant = r, n.VariantOf(r)
	for i, tb := range round.Seating.Tables {
		t := statscreen.NightTable{Waiting: tb.Waiting(round.Seating.Variant), Turns: -1}
		for _, p := range tb.Players {
			t.Players = append(t.Players, n.Players[p])
		}
		t.Turns = tableTurns(games, rules.NightSeat{ID: n.ID, Round: r, Table: i + 1}, len(t.Players), t.Waiting >= 0, c.Extra)
		v.Tables = append(v.Tables, t)
	}
	if st, _ := c.At(now); c.Round == r || st == night.Running || st == night.Paused {
		v.Clock = c
	}
	return v
}

// tableTurns are the turns a table still plays once time is called, by
// the club's end of round (the active player finishes the turn, then
// every player still in gets extra more, as every table's header counts
// them): its game as the league holds it (the latest pushed of that
// night, round and table) says them when it recorded time called (N-1),
// else counts its players still in; a table whose game is not in the
// league counts its players (but the waiting one); -1 for a game that is
// over.
func tableTurns(games []league.Game, seat rules.NightSeat, players int, waiting bool, extra int) int {
	end := rules.EndOfRound{In: players}
	if waiting {
		end.In--
	}
	for _, g := range games {
		if g.Err != "" || g.Entry.Game.Night != seat {
			continue
		}
		s, playing := g.Playing()
		if !playing {
			return -1
		}
		end = rules.EndOfRoundOf(s)
		break
	}
	return end.TurnsToPlay(extra)
}
