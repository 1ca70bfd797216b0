package model

import (
	"strconv"

	"rolekeeper/views"
)

// setupView describes the setup screen for views.Setup.
func (m Model) setupView(help string) views.SetupView {
	s := m.setup
	v := views.SetupView{Message: s.message, Help: help}
	if s.editing {
		v.Editing = s.input.View()
	}
	for i, r := range s.rows() {
		row := views.SetupRow{Kind: views.RowField, Focused: i == s.row}
		switch r.kind {
		case rowVariant:
			row.Label, row.Value = "Variant", s.variant.Title()
			row.Note = "Buhmann: 3–12 players · Lord is killing you: 5–12"
		case rowPlayer:
			row.Kind, row.Label, row.Value = views.RowPlayer, views.SeatLabel(r.seat), s.players[r.seat]
		case rowAdd:
			row.Kind, row.Label = views.RowAction, "+ add a player"
			row.Note = "in seat order, clockwise (" + strconv.Itoa(len(s.players)) + " of at most 12)"
		case rowLife:
			row.Label, row.Value, row.Note = "Starting life", strconv.Itoa(s.life), "1–999 (C-4)"
		case rowTarget:
			row.Label, row.Value, row.Note = "Target score", strconv.Itoa(s.target), "points to win, 1–99 (L-5)"
		case rowFirst:
			row.Label, row.Value = "First player", "drawn at random"
			if s.first >= 0 && s.first < len(s.players) {
				row.Value = s.players[s.first]
			}
		case rowSeed:
			row.Label, row.Value, row.Note = "Seed", strconv.FormatUint(s.seed, 10), "for every random draw (C-9)"
		case rowHouse:
			row.Label, row.Value = "House rule", "off"
			if s.house {
				row.Value = "on"
			}
			row.Note = "when the Lord is eliminated, every other player gets +1 point (L-4)"
		case rowStart:
			row.Kind, row.Label, row.Note = views.RowAction, "▶ Start the game", "s or Enter"
		}
		if row.Focused && s.numEdit && isNumberRow(r.kind) {
			row.Value += "▏"
			row.Note = "type the number · Enter: done · Esc: keep " + strconv.FormatUint(s.before, 10)
		}
		v.Rows = append(v.Rows, row)
	}
	return v
}
