package model

import (
	"strconv"

	"rolekeeper/rules"
	"rolekeeper/views"
)

// seatedNames are the names typed so far, empty seats left out.
func seatedNames(players []string) []string {
	var out []string
	for _, p := range players {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// setupView describes the setup screen for views.Setup.
func (m Model) setupView(help string) views.SetupView {
	s := m.setup
	t := m.Words.Setup
	v := views.SetupView{Message: s.message, News: s.news, Help: help}
	if v.Message == "" {
		v.Message = s.overMessage() // a number over its most stays refused while it is shown
	}
	if s.editing {
		v.Editing, v.EditingDeck = s.input.View(), s.deckEdit
		r := m.roster
		if s.deckEdit {
			r = m.deckRoster
		}
		v.Suggestions = r.line(m.rosterOffer(), m.Styles, m.rosterWords(), m.Width)
	}
	v.DeckHead = m.Words.Decks.Deck
	v.Chances = m.chanceLine(s.variant, seatedNames(s.players))
	for i, r := range s.rows() {
		row := views.SetupRow{Kind: views.RowField, Focused: i == s.row}
		switch r.kind {
		case rowVariant:
			row.Label, row.Value, row.Note = t.Variant, m.Words.Common.Variant(s.variant), t.VariantNote
		case rowPlayer:
			row.Kind, row.Label, row.Value = views.RowPlayer, views.SeatLabel(r.seat), s.players[r.seat]
			row.Deck = s.deckOf(r.seat)
		case rowAdd:
			row.Kind, row.Label, row.Note = views.RowAction, t.Add, t.AddNote(len(s.players), rules.MaxPlayers)
		case rowLife:
			row.Label, row.Value, row.Note = t.Life, strconv.Itoa(s.life), t.LifeNote
		case rowTarget:
			row.Label, row.Value, row.Note = t.Target, strconv.Itoa(s.target), t.TargetNote
		case rowFirst:
			row.Label, row.Value, row.Note = t.First, t.Random, m.Words.Seating.FirstNote
			if s.first >= 0 && s.first < len(s.players) {
				row.Value = s.players[s.first]
			}
			if name, ok := s.spinning(); ok {
				row.Value, row.Note = name, m.Words.Seating.Drawing
			}
		case rowSeed:
			row.Label, row.Value, row.Note = t.Seed, strconv.FormatUint(s.seed, 10), t.SeedNote
		case rowHouse:
			row.Label, row.Value, row.Note = t.HouseRule, t.Off, t.HouseNote
			if s.house {
				row.Value = t.On
			}
		case rowStart:
			row.Kind, row.Label, row.Note = views.RowAction, t.Start, t.StartNote
		}
		if row.Focused && s.over != "" {
			row.Value = s.over // as typed, refused: never rewritten
		}
		if row.Focused && s.numEdit && isNumberRow(r.kind) {
			row.Value += "▏"
			row.Note = t.NumberNote(strconv.FormatUint(s.before, 10))
		}
		v.Rows = append(v.Rows, row)
	}
	return v
}
