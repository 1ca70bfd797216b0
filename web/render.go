package web

import (
	"bytes"
	"html/template"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// stateView is what the page shows of the table, in one language: the
// data of assets/state.html.
type stateView struct {
	W       *wording.Words
	Variant string
	// Turn and RoundTurn head the table; Target is a Lord game's target.
	Turn, RoundTurn, Target string
	Status                  string
	Players                 []playerView
	Recent                  [][]string
	Summary                 *summaryView
}

// playerView is one seat.
type playerView struct {
	Seat   int
	Name   string
	Life   string
	Active bool
	Out    bool
	// Badges are the roles and states in words (IT, LORD, WAITING,
	// OUT, protection, the active player); Notes the counters, points
	// and the paired opponent.
	Badges []string
	Notes  []string
}

// summaryView is the end of a game: its title and standings.
type summaryView struct {
	Title     string
	Standings []standingView
}

type standingView struct {
	Place, Name, Score string
	Winner             bool
}

// view builds what the page shows of t in wd's words.
func (t table) view(wd *wording.Words) stateView {
	s := t.game.State
	v := stateView{W: wd, Variant: wd.Common.Variant(s.Setup.Variant), Recent: t.lines(wd)}
	if t.status != nil {
		v.Status = t.status(wd)
	}
	v.RoundTurn = wd.Table.RoundTurn(s.Round, s.Turn)
	if s.Over {
		v.Turn = wd.Table.GameOver
	} else {
		v.Turn = wd.Table.Turn(s.Name(s.Active))
	}
	lord := s.Setup.Variant == rules.Lord
	if lord {
		v.Target = wd.Table.Target(s.Setup.Target)
	}
	winners := map[int]bool{}
	for _, w := range s.Winners {
		winners[w] = true
	}
	for seat, p := range s.Players {
		pv := playerView{Seat: seat + 1, Name: s.Name(seat), Life: wording.Number(p.Life), Out: p.Out,
			Active: seat == s.Active && !s.Over}
		if pv.Active {
			pv.Badges = append(pv.Badges, wd.Web.Active)
		}
		pv.Badges = append(pv.Badges, badges(s, seat, wd, winners[seat])...)
		pv.Notes = notes(s, seat, wd)
		v.Players = append(v.Players, pv)
	}
	if s.Over {
		v.Summary = summaryOf(rules.NewSummary(s), wording.Names(s), wd)
	}
	return v
}

// badges are a seat's roles and states, in words, so that the page reads
// without colour.
func badges(s rules.State, seat int, wd *wording.Words, winner bool) []string {
	p := s.Players[seat]
	var out []string
	switch {
	case winner:
		out = append(out, wd.Seat.Winner)
	case p.Out:
		out = append(out, wd.Seat.Out)
	}
	if s.Setup.Variant == rules.Buhmann && s.IT == seat {
		out = append(out, wd.Seat.IT)
	}
	if s.Setup.Variant == rules.Lord && s.Lord == seat {
		out = append(out, wd.Seat.Lord)
	}
	if p.Waiting {
		out = append(out, wd.Seat.Waiting)
	}
	if p.Protected() {
		out = append(out, wd.Web.Protected(p.Protection.Rounds))
	}
	return out
}

// notes are a seat's counters, points and paired opponent.
func notes(s rules.State, seat int, wd *wording.Words) []string {
	p := s.Players[seat]
	var out []string
	if p.Poison > 0 {
		out = append(out, wd.Web.Poison(p.Poison))
	}
	if s.Setup.Variant == rules.Buhmann && !p.Out {
		if p.Passivity > 0 {
			out = append(out, wd.Web.Passivity(p.Passivity))
		}
		if s.LifeGainLocked(seat) {
			out = append(out, wd.Seat.NoLifeGain)
		}
	}
	if s.Setup.Variant == rules.Lord {
		out = append(out, wd.Seat.PointsOf(p.Points, s.Setup.Target))
		if opp := s.PairedOpponent(seat); opp != rules.NoSeat {
			out = append(out, wd.Seat.Versus(s.Name(opp)))
		}
	}
	return out
}

// summaryOf is the end of a game in words, as the summary screen heads it.
func summaryOf(sum rules.Summary, names []string, wd *wording.Words) *summaryView {
	t := wd.Summary
	v := &summaryView{}
	switch {
	case len(sum.Winners) == 1:
		v.Title = t.Wins(wd.Name(names, sum.Winners[0]))
	case len(sum.Winners) > 1:
		v.Title = t.Share(wd.SeatNames(names, sum.Winners))
	case len(lastOutTogether(sum)) > 1:
		v.Title = t.Draw(wd.SeatNames(names, lastOutTogether(sum)))
	case sum.Variant == rules.Buhmann:
		v.Title = t.EarlyNoWinner
	default:
		v.Title = t.NoWinner
	}
	for _, st := range sum.Standings {
		sv := standingView{Place: wording.Number(st.Place) + ".", Name: st.Name, Winner: st.Winner}
		switch {
		case sum.Variant == rules.Lord:
			sv.Score = wd.Common.Points(st.Points)
		case st.Out:
			sv.Score = t.Out
		default:
			sv.Score = wd.Common.Life(st.Life)
		}
		v.Standings = append(v.Standings, sv)
	}
	return v
}

// lastOutTogether is, for a Buhmann game that ended with nobody left, the
// players eliminated together by its last elimination (a draw, B-10), as
// the summary screen tells it (views.LastOutTogether).
func lastOutTogether(sum rules.Summary) []int {
	if sum.Variant != rules.Buhmann || !sum.Over || len(sum.Winners) > 0 || len(sum.Eliminations) == 0 {
		return nil
	}
	for _, s := range sum.Standings {
		if !s.Out {
			return nil
		}
	}
	last := sum.Eliminations[len(sum.Eliminations)-1].Event
	var seats []int
	for _, e := range sum.Eliminations {
		if e.Event == last {
			seats = append(seats, e.Seat)
		}
	}
	return seats
}

// render writes the table's part of the page.
func render(v stateView) []byte {
	var b bytes.Buffer
	if err := pageTemplates.ExecuteTemplate(&b, "state", v); err != nil {
		return []byte(template.HTMLEscapeString(err.Error())) // not reached: the template is tested
	}
	return b.Bytes()
}
