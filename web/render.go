package web

import (
	"bytes"
	"html/template"

	"rolekeeper/rules"
	"rolekeeper/tableview"
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
	// Out is set for a seat that takes no turns: out, or Waiting.
	Out, Waiting bool
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

// view builds what the page shows of t in wd's words: the table's seats
// as tableview derived them (tv, of t's state: once per update for every
// language and page), said in words.
func (t table) view(wd *wording.Words, tv tableview.Table) stateView {
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
	if tv.Variant == rules.Lord {
		v.Target = wd.Table.Target(tv.Target)
	}
	for _, seat := range tv.Seats {
		v.Players = append(v.Players, playerOf(seat, tv, wd))
	}
	if s.Over {
		v.Summary = summaryOf(rules.NewSummary(s), wording.Names(s), wd)
	}
	return v
}

// playerOf is one seat of the page, in words.
func playerOf(seat tableview.Seat, tv tableview.Table, wd *wording.Words) playerView {
	pv := playerView{Seat: seat.Seat + 1, Name: seat.Name, Active: seat.Active,
		Out: seat.Standing != tableview.Playing, Life: wording.Number(seat.Life)}
	switch seat.Standing {
	case tableview.Waiting:
		pv.Life, pv.Waiting = wd.Seat.WaitsToEnter, true
	case tableview.Out:
		pv.Life = wd.Common.Out
	}
	if pv.Active {
		pv.Badges = append(pv.Badges, wd.Web.Active)
	}
	pv.Badges = append(pv.Badges, badges(seat, wd)...)
	pv.Notes = notes(seat, tv, wd)
	return pv
}

// badges are a seat's roles and states, in words, so that the page reads
// without colour.
func badges(seat tableview.Seat, wd *wording.Words) []string {
	var out []string
	switch {
	case seat.Winner:
		out = append(out, wd.Seat.Winner)
	case seat.Standing == tableview.Out:
		out = append(out, wd.Seat.Out)
	}
	if seat.OutByPoison {
		out = append(out, wd.Web.More.OutByPoison)
	}
	if seat.IT {
		out = append(out, wd.Seat.IT)
	}
	if seat.Lord {
		out = append(out, wd.Seat.Lord)
	}
	if seat.Standing == tableview.Waiting {
		out = append(out, wd.Seat.Waiting)
	}
	if seat.Protection.Rounds > 0 {
		out = append(out, wd.Web.Protected(seat.Protection.Rounds))
	}
	return out
}

// notes are a seat's counters, points and paired opponent.
func notes(seat tableview.Seat, tv tableview.Table, wd *wording.Words) []string {
	var out []string
	if seat.Poison > 0 {
		out = append(out, wd.Web.Poison(seat.Poison))
	}
	if seat.ShowPassivity && seat.Passivity > 0 {
		out = append(out, wd.Web.Passivity(seat.Passivity))
	}
	if seat.NoLifeGain {
		out = append(out, wd.Seat.NoLifeGain)
	}
	if seat.ShowPoints {
		out = append(out, wd.Seat.PointsOf(seat.Points, tv.Target))
	}
	if seat.Opponent != rules.NoSeat {
		out = append(out, wd.Seat.Versus(tv.Seats[seat.Opponent].Name))
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
