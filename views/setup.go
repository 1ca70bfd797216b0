package views

import (
	"strconv"
	"strings"

	"rolekeeper/styles"
)

// RowKind says what a row of the setup screen is.
type RowKind uint8

const (
	// RowField is a setting: "Starting life  ◀ 20 ▶".
	RowField RowKind = iota
	// RowPlayer is a player in seat order.
	RowPlayer
	// RowAction is something to do: "+ add a player", "Start the game".
	RowAction
)

// SetupRow is one row of the setup screen.
type SetupRow struct {
	Kind         RowKind
	Label, Value string
	// Deck is a player's deck, "" for none said.
	Deck string
	// Note is a short explanation shown after the value.
	Note    string
	Focused bool
}

// SetupView is the setup screen as the model describes it.
type SetupView struct {
	Rows []SetupRow
	// Editing is the rendered text input while a name is typed, shown in
	// place of the focused row; "" when not editing.
	Editing string
	// EditingDeck is true when Editing is the focused player's deck, shown
	// in the deck column, not their name.
	EditingDeck bool
	// DeckHead heads the deck column, shown once a deck is said or typed.
	DeckHead string
	// Suggestions is the rendered line of past players' names offered
	// while a name is typed (the roster); "" for none.
	Suggestions string
	// Message is a problem with the setup or the name being typed, with
	// its rule ("C-1: …"); "" for none.
	Message string
	// News is what went well ("Added 7 players from the paste."), shown
	// plainly under a Message, if any; "" for none.
	News string
	// Chances is each player's chance to win from the ratings, one line;
	// "" for none.
	Chances string
	Help    string
}

// Setup draws the setup screen w cells wide and h lines high: the
// variant, the players in seat order, the starting life, the target score
// (Lord), the first player, the seed and the house rule, and a start
// button. With many players and little height the players are drawn in two
// columns.
func Setup(f Frame, v SetupView) string {
	st, wd, w, h := f.Styles, f.Words, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	labelW := 0
	for _, r := range v.Rows {
		if r.Kind == RowField {
			labelW = max(labelW, displayWidth(st.Cells, r.Label))
		}
	}
	nameW, decks := 0, v.EditingDeck
	for _, r := range v.Rows {
		if r.Kind == RowPlayer {
			nameW, decks = max(nameW, displayWidth(st.Cells, r.Value)), decks || r.Deck != ""
		}
	}
	if !decks {
		nameW = 0 // no deck column
	}
	title := st.Banner.Render(wd.Setup.Title)
	var lines []string
	var players []string
	flush := func() {
		if len(players) == 0 {
			return
		}
		lines = append(lines, playerColumns(st.Cells, players, w, h-len(v.Rows)+len(players)-6)...)
		players = nil
	}
	for _, r := range v.Rows {
		text := setupRow(r, v, st, labelW, w)
		if r.Kind == RowPlayer && nameW > 0 {
			text = playerDeckRow(r, v, st, nameW, w)
		}
		if r.Kind == RowPlayer {
			players = append(players, text)
			continue
		}
		flush()
		lines = append(lines, text)
	}
	flush()
	var msgs []string
	if v.Message != "" {
		msgs = append(msgs, st.Danger.Render(CutMessage(st.Cells, "✗ "+v.Message, w)))
	}
	if v.News != "" {
		msgs = append(msgs, st.Bold.Render(CutMessage(st.Cells, v.News, w)))
	}
	body := strings.Join(lines, "\n")
	parts := []string{title, "", body, ""}
	if v.Chances != "" && v.Suggestions == "" {
		for _, l := range wrapBetween(st.Cells, v.Chances, " · ", w) {
			parts = append(parts, st.Muted.Render(l))
		}
	}
	if v.Suggestions != "" {
		parts = append(parts, cut(st.Cells, v.Suggestions, w))
	}
	screen := strings.Join(append(parts, msgs...), "\n")
	return Fit(st.Cells, Fit(st.Cells, screen, w, h-1)+"\n"+cut(st.Cells, v.Help, w), w, h)
}

func setupRow(r SetupRow, v SetupView, st styles.Styles, labelW, w int) string {
	marker := "  "
	if r.Focused {
		marker = st.FieldFocus.Render("›") + " "
	}
	switch r.Kind {
	case RowPlayer:
		label := padLeft(st.Cells, r.Label, 4) + "  "
		if r.Focused && v.Editing != "" {
			return cut(st.Cells, marker+label+v.Editing, w)
		}
		name := st.Text.Render(r.Value)
		if r.Focused {
			name = st.FieldFocus.Render(r.Value)
		}
		return cut(st.Cells, marker+st.Muted.Render(label)+name, w)
	case RowAction:
		if r.Focused && v.Editing != "" {
			return cut(st.Cells, marker+"      "+v.Editing, w)
		}
		text := st.Bold.Render(r.Label)
		if r.Focused {
			text = st.FieldFocus.Render(r.Label)
		}
		return cut(st.Cells, marker+text+"  "+st.Muted.Render(r.Note), w)
	}
	value := st.Field.Render("◀ " + r.Value + " ▶")
	if r.Focused {
		value = st.FieldFocus.Render("◀ " + r.Value + " ▶")
	}
	return cut(st.Cells, marker+st.Muted.Render(pad(st.Cells, r.Label, labelW))+"  "+value+"  "+st.Muted.Render(r.Note), w)
}

// playerColumns lays out player rows in one column, or two when they do
// not fit in h lines.
func playerColumns(c styles.Cells, rows []string, w, h int) []string {
	if len(rows) <= max(h, 6) || w < 60 {
		return rows
	}
	half := (len(rows) + 1) / 2
	colW := w / 2
	out := make([]string, half)
	for i := range half {
		left := pad(c, rows[i], colW)
		right := ""
		if i+half < len(rows) {
			right = rows[i+half]
		}
		out[i] = left + right
	}
	return out
}

// SeatLabel is how the setup screen numbers a seat: "1.".
func SeatLabel(seat int) string { return strconv.Itoa(seat+1) + "." }

// DeckInputWidth is how many cells the input of a deck may take in the
// deck column of the setup, w cells wide, for players' names: what is
// left of the row after the seat, the widest name and the column's head,
// less one for the cursor, so that the input is never cut.
func DeckInputWidth(st styles.Styles, players []string, head string, w int) int {
	nameW := 0
	for _, p := range players {
		nameW = max(nameW, displayWidth(st.Cells, p))
	}
	return max(w-deckRowLead-nameW-displayWidth(st.Cells, head+": ")-1, 1)
}

// deckRowLead is the cells of a player's row before the name (the marker
// and the seat) and between the name and the deck.
const deckRowLead = 2 + 4 + 2 + 2

// playerDeckRow is a player's row with the deck column: the name padded
// to nameW cells, then the deck (or its input while it is typed).
func playerDeckRow(r SetupRow, v SetupView, st styles.Styles, nameW, w int) string {
	if r.Focused && v.Editing != "" && !v.EditingDeck {
		return setupRow(r, v, st, 0, w)
	}
	marker := "  "
	name := st.Text.Render(pad(st.Cells, r.Value, nameW))
	if r.Focused {
		marker = st.FieldFocus.Render("›") + " "
		name = st.FieldFocus.Render(r.Value) + pad(st.Cells, "", nameW-displayWidth(st.Cells, r.Value))
	}
	deck := st.Muted.Render(r.Deck)
	if r.Focused && v.EditingDeck {
		deck = st.Muted.Render(v.DeckHead+": ") + v.Editing
	}
	return cut(st.Cells, marker+st.Muted.Render(padLeft(st.Cells, r.Label, 4)+"  ")+name+"  "+deck, w)
}

// wrapBetween breaks text into lines of at most w cells between its
// parts (split at sep), so that a player's name and chance ("Kai? 20 %")
// stay on one line; a part wider than a line alone is wrapped at its
// spaces.
func wrapBetween(c styles.Cells, text, sep string, w int) []string {
	var lines []string
	line := ""
	for i, part := range strings.Split(text, sep) {
		switch {
		case i == 0:
			line = part
		case textWidth(c, line+sep+part) <= w:
			line += sep + part
		default:
			lines, line = append(lines, wrap(c, line+strings.TrimRight(sep, " "), w)...), part
		}
	}
	return append(lines, wrap(c, line, w)...)
}
