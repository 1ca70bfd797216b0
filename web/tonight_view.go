package web

import (
	"bytes"
	"html/template"

	"rolekeeper/wording"
)

// tonightView is the view of tonight's tables in one language: the last
// round seated, every table with its players in seat order, the first
// player and a Lord table's waiting player marked, this game's table
// marked; the data of assets/templates.html's "tonight".
type tonightView struct {
	W *wording.Words
	// Note says that the night could not be read lately, or that a later
	// round is seated than the one this table plays.
	Note   string
	Round  int
	Tables []nightTableView
}

type nightTableView struct {
	Number  int
	Name    string
	This    bool
	Players []nightSeatView
}

// nightSeatView is a player at a table: Mark says, in words, that they
// play first or wait (Lord).
type nightSeatView struct {
	Name           string
	First, Waiting bool
	Mark           string
}

// tonightOf is the view of tonight's tables for the game g from the
// reading r.
func tonightOf(g nightGame, r nightReading, wd *wording.Words) tonightView {
	v := tonightView{W: wd}
	switch {
	case r.n == nil:
		v.Note = wd.Web.Tonight.NeverRead
	case !r.ok:
		v.Note = wd.Web.Tonight.TablesUnread(r.read.Format("15:04"))
	}
	if r.n == nil || len(r.n.Seated) == 0 {
		return v
	}
	round := r.n.Seated[len(r.n.Seated)-1]
	v.Round = round.Number
	if v.Note == "" && g.seat.Round < round.Number {
		v.Note = wd.Web.Tonight.Later(round.Number, g.seat.Round)
	}
	for i, tb := range round.Seating.Tables {
		tv := nightTableView{Number: i + 1, Name: wd.Night.Table(i + 1), This: g.seat.Round == round.Number && g.seat.Table == i+1}
		waiting := tb.Waiting(round.Seating.Variant)
		for seat, pl := range tb.Players {
			sv := nightSeatView{Name: r.n.Players[pl], First: seat == 0, Waiting: seat == waiting}
			switch {
			case sv.First:
				sv.Mark = wd.Night.First
			case sv.Waiting:
				sv.Mark = wd.Night.Waiting
			}
			tv.Players = append(tv.Players, sv)
		}
		v.Tables = append(v.Tables, tv)
	}
	return v
}

// renderTonight draws the tonight view's tables.
func renderTonight(v tonightView) template.HTML {
	var b bytes.Buffer
	if err := pageTemplates.ExecuteTemplate(&b, "tonight", v); err != nil {
		return template.HTML(template.HTMLEscapeString(err.Error())) // not reached: the template is tested
	}
	return template.HTML(b.String()) // rendered by the template, which escapes
}
