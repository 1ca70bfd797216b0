package views

import (
	"strings"
	"time"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TableView is everything the table screen shows: the game state, the
// seat decorations and what the bottom area holds. The model fills it in;
// Table draws it.
type TableView struct {
	State rules.State
	Decor SeatDecor
	// Prompt is an open prompt, or nil.
	Prompt *PromptView
	// Refusal is the message of a refused event ("B-3: …"), or "".
	Refusal string
	// NoticeTitle and Notice are the automatic effects at the start of
	// the new active player's turn, in words, shown until the next key.
	NoticeTitle string
	Notice      []string
	// Flash is a short message about the last key ("Undone: …"), or "";
	// a message of several lines (a resumed game's note) keeps its lines,
	// each fitted to the width by CutMessage.
	Flash string
	// Recent are the latest events in words, oldest first.
	Recent []string
	// Help is the rendered help line.
	Help string
	// ReadOnly marks a game that may only be browsed (demo).
	ReadOnly bool
	// Live marks a live viewer of a game played elsewhere.
	Live bool
	// Sharing says how many viewers watch this game and the table code
	// that admits them, or is "" when the game is not served;
	// SharingShort says it in fewer words (the night's round clock said
	// short) for a narrow header, or is "" when there are none fewer.
	Sharing, SharingShort string
	// Saved marks a game that is saved after every event, with no failed
	// save since and every event on disk; Saving marks one whose last
	// events are being written, Waiting of them; NotSaved is the reason
	// the last save failed, or "".
	Saved    bool
	Saving   bool
	Waiting  int
	NotSaved string
	// NotSavedLines is how many of the last Recent lines tell of events
	// that are not saved (after a failed save); they are flagged.
	NotSavedLines int
	// Clock is the game's and the turn's running time, or nil for none.
	Clock *ClockView
}

// ClockView is the header's clock: how long the game has run, and the
// active player's turn so far (Running: the game is not over).
type ClockView struct {
	Game, Turn time.Duration
	Running    bool
}

// Full reports whether a w×h terminal gets the full layout.
func Full(w, h int) bool { return w >= FullWidth && h >= FullHeight }

// TooSmallFor reports whether a w×h terminal is below the minimum size.
func TooSmallFor(w, h int) bool { return w < MinWidth || h < MinHeight }

// panelWidth is the width of the variant's side panel in the full layout.
func panelWidth(w int) int {
	return min(max(44, w/4), 56)
}

// Table draws the table screen w cells wide and h lines high: the banner
// saying whose turn it is, the seating circle, in the full layout the
// variant's panel beside it, the bottom area (a prompt, a refusal, the
// turn-start effects or the recent events) and the help line.
func Table(f Frame, v TableView) string {
	st, w, h := f.Styles, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	return TableUnder(Header(f, v, w), TableBelow(f, v), st, w)
}

// TableBelow is the table screen under its header line, h-1 lines: all
// of it that the header's clock does not change, kept from frame to
// frame while only the clock ticks (model's tableFrame).
func TableBelow(f Frame, v TableView) string {
	st, w, h := f.Styles, f.Width, f.Height
	full := Full(w, h)
	bottom := bottomArea(f, v, w, full, h/2)
	bodyH := max(h-1-height(bottom)-1, 0) // the header is one line
	body := tableBody(f, v, w, bodyH, full)
	return Fit(st.Cells, strings.Join([]string{body, bottom, cut(st.Cells, v.Help, w)}, "\n"), w, h-1)
}

// TableUnder puts header (Header's line) over below (TableBelow's): the
// table screen w cells wide.
func TableUnder(header, below string, st styles.Styles, w int) string {
	return Fit(st.Cells, header, w, 1) + "\n" + below
}

func tableBody(f Frame, v TableView, w, h int, full bool) string {
	st := f.Styles
	if !full {
		d := v.Decor
		d.PanelHidden = true
		return Seating(f, v.State, d, w, h)
	}
	pw := panelWidth(w)
	seating := block(st.Cells, Seating(f, v.State, v.Decor, w-pw-1, h), w-pw-1, h)
	var panel string
	if v.State.Setup.Variant == rules.Lord {
		panel = LordPanel(f, v.State, pw, h)
	} else {
		panel = BuhmannPanel(f, v.State, pw, h)
	}
	panel = block(st.Cells, panel, pw, h)
	sl, pl := strings.Split(seating, "\n"), strings.Split(panel, "\n")
	lines := make([]string, h)
	for i := range lines {
		lines[i] = sl[i] + " " + pl[i]
	}
	return strings.Join(lines, "\n")
}

// Header is the banner line: whose turn it is in reverse video, then the
// round and turn, the variant and the number of players, and whether the
// game is saved. While saving fails, the warning takes the place of all
// but the banner.
func Header(f Frame, v TableView, w int) string {
	st, wd := f.Styles, f.Words
	s := v.State
	names := wording.Names(s)
	var banner string
	switch {
	case len(names) == 0:
		banner = st.Banner.Render(wd.Table.NoGame)
	case s.Over:
		banner = st.Banner.Render(wd.Table.GameOver)
	default:
		banner = st.Banner.Render(wd.Table.Turn(wd.Name(names, s.Active)))
	}
	if v.NotSaved != "" {
		return cut(st.Cells, banner+" "+NotSaved(f, v.NotSaved, max(w-textWidth(st.Cells, banner)-1, 0)), w)
	}
	info := st.BannerInfo.Render(wd.Table.RoundTurn(s.Round, s.Turn))
	status := ""
	switch {
	case v.Live:
		status = wd.Live.Mark
	case v.ReadOnly:
		status = wd.Table.ReadOnly
	case v.Saved:
		status = wd.Table.Saved
	case v.Saving:
		status = wd.Table.Saving(v.Waiting)
	}
	saved := status
	if v.Sharing != "" {
		status = joinDot(v.Sharing, saved)
	}
	statusShort := status
	if v.SharingShort != "" {
		statusShort = joinDot(v.SharingShort, saved)
	}
	// The longest header that fits: the variant and the players, then
	// the game's time, then the turn's, then the status's longer words
	// give way.
	variant := wd.Common.Variant(s.Setup.Variant) + " · " + wd.Common.Players(len(names))
	clock, short := clockTexts(v.Clock, wd)
	for _, c := range []struct{ clock, right string }{
		{clock, joinDot(status, variant)}, {clock, status}, {short, status}, {"", status}, {"", statusShort},
	} {
		left := banner + info
		if c.clock != "" {
			left += st.Muted.Render("  " + c.clock)
		}
		if textWidth(st.Cells, left)+2+textWidth(st.Cells, c.right) <= w { // two cells apart at least
			return spaceBetween(st.Cells, left, " "+st.Muted.Render(c.right), w)
		}
	}
	return headerCut(st, banner, info, statusShort, w)
}

// headerCut is the header when even the shortest clock does not fit
// beside the status: the banner's turn always whole (it is what the
// table reads), then the round and turn, then as much of the status (the
// viewers, the night's round clock, saved) as is left, cut with an
// ellipsis; the round and turn give way before the status has less than
// 8 cells.
func headerCut(st styles.Styles, banner, info, status string, w int) string {
	left := banner + info
	room := w - textWidth(st.Cells, left) - 2
	if room < 8 {
		left, room = banner, w-textWidth(st.Cells, banner)-2
	}
	if room < 2 || status == "" {
		return cut(st.Cells, left, w)
	}
	return spaceBetween(st.Cells, left, " "+st.Muted.Render(cut(st.Cells, status, room)), w)
}

// clockTexts are the header's clock in words, whole and short: the game
// and the turn, and the turn alone (a game over: the game's time, both);
// empty without a clock.
func clockTexts(c *ClockView, wd *wording.Words) (clock, short string) {
	switch {
	case c == nil:
		return "", ""
	case !c.Running:
		return wd.Table.GameClock(c.Game), wd.Table.GameClock(c.Game)
	}
	return wd.Table.Clock(c.Game, c.Turn), wd.Table.TurnClock(c.Turn)
}

// joinDot joins the non-empty texts with " · ".
func joinDot(texts ...string) string {
	var kept []string
	for _, t := range texts {
		if t != "" {
			kept = append(kept, t)
		}
	}
	return strings.Join(kept, " · ")
}

// bottomArea is the prompt, the refusal, the turn notice or the recent
// events, whichever matters most now. Its height is fixed per layout
// except that a prompt may take more, and a refusal or notice up to maxH
// lines, so that none loses its last lines or its frame.
func bottomArea(f Frame, v TableView, w int, full bool, maxH int) string {
	st, wd := f.Styles, f.Words
	h := 5
	if full {
		h = 8
	}
	if v.Prompt != nil {
		framed := full
		p := Prompt(*v.Prompt, st, w, framed)
		if height(p) >= h {
			return p
		}
		return block(st.Cells, p+"\n"+strings.Join(lastLines(f, v, w, h-height(p)), "\n"), w, h)
	}
	var parts []string
	if v.Decor.PendingSeat != rules.NoSeat && v.Decor.PendingDelta != 0 {
		parts = append(parts, pendingLine(f, v, w))
	}
	room := max(h, maxH) - len(parts)
	switch {
	case v.Refusal != "":
		parts = append(parts, messageBox(f, wd.Table.Refused, []string{v.Refusal}, st.Refusal, w, full, room))
	case len(v.Notice) > 0:
		parts = append(parts, messageBox(f, v.NoticeTitle, v.Notice, st.Notice, w, full, room))
	}
	used := 0
	for _, p := range parts {
		used += height(p)
	}
	if used > h {
		return strings.Join(parts, "\n") // taller than usual: the seats make room
	}
	if rest := h - used; rest > 0 {
		recent := lastLines(f, v, w, rest)
		for len(recent) < rest {
			recent = append([]string{""}, recent...)
		}
		parts = append(parts, strings.Join(recent, "\n"))
	}
	return block(st.Cells, strings.Join(parts, "\n"), w, h)
}

// pendingLine says what a life change being entered will do.
func pendingLine(f Frame, v TableView, w int) string {
	st, wd := f.Styles, f.Words
	s := v.State
	seat := v.Decor.PendingSeat
	if seat < 0 || seat >= len(s.Players) {
		return ""
	}
	life, prevented := PendingLife(s, seat, v.Decor.PendingDelta)
	what := wd.Table.Pending(s.Name(seat), v.Decor.PendingDelta, life, v.Decor.PendingSource)
	if prevented {
		what = wd.Table.PendingPrevented(s.Name(seat), v.Decor.PendingDelta, life, v.Decor.PendingSource)
	}
	hints := wd.Table.PendingHints
	for _, hint := range hints[:len(hints)-1] {
		if text := st.LifePending.Render(what) + st.Muted.Render(hint); textWidth(st.Cells, text) <= w {
			return text
		}
	}
	return cut(st.Cells, st.LifePending.Render(what)+st.Muted.Render(hints[len(hints)-1]), w)
}

// messageBox draws a titled box (full layout) or a title bar and lines
// (compact layout) in at most maxH lines: lines that do not fit give way
// to a last line saying how many more the log holds, and the frame is
// always whole.
func messageBox(f Frame, title string, lines []string, style styles.Box, w int, full bool, maxH int) string {
	st := f.Styles
	if !full {
		out := []string{pad(st.Cells, st.Banner.Render(cut(st.Cells, title, max(w-2, 1))), w)}
		for _, l := range lines {
			out = append(out, CutMessage(st.Cells, l, w))
		}
		return strings.Join(fitLines(f, out, max(maxH, 2)), "\n")
	}
	inner := max(w-frameWidth, 1)
	body := []string{pad(st.Cells, st.Bold.Render(cut(st.Cells, title, inner)), inner)}
	for _, l := range lines {
		for _, wl := range wrap(st.Cells, l, inner) {
			body = append(body, pad(st.Cells, wl, inner))
		}
	}
	body = fitLines(f, body, max(maxH-2, 2))
	for i, l := range body {
		body[i] = pad(st.Cells, l, inner)
	}
	return frame(body, inner, style)
}

// fitLines keeps at most n lines; when some are left out, the last line
// kept says how many (they are in the log).
func fitLines(f Frame, lines []string, n int) []string {
	st, wd := f.Styles, f.Words
	if len(lines) <= n {
		return lines
	}
	more := len(lines) - n + 1
	return append(lines[:n-1], st.Muted.Render(wd.Table.MoreLines(more)))
}

// lastLines are the flash message and the most recent events that fit in
// h lines, newest last.
func lastLines(f Frame, v TableView, w, h int) []string {
	st, wd := f.Styles, f.Words
	if h <= 0 {
		return nil
	}
	var lines, flash []string
	if v.Flash != "" {
		flash = strings.Split(v.Flash, "\n") // a note of several lines keeps them
		flash = flash[max(len(flash)-h, 0):]
		h -= len(flash)
	}
	start := max(len(v.Recent)-h, 0)
	for i, r := range v.Recent[start:] {
		style, mark := st.Muted, "· "
		if start+i == len(v.Recent)-1 {
			style = st.Text
		}
		if start+i >= len(v.Recent)-v.NotSavedLines {
			style, mark = st.Danger, wd.Table.NotSavedLine
		}
		lines = append(lines, cut(st.Cells, style.Render(mark+r), w))
	}
	for _, f := range flash {
		lines = append(lines, st.Bold.Render(CutMessage(st.Cells, f, w)))
	}
	return lines
}

// TooSmall is the screen for a terminal below the minimum size: a centred
// message saying the size needed and the size now, and any notes (what
// keys do meanwhile, an open question), wrapped.
func TooSmall(f Frame, notes ...string) string {
	st, wd, w, h := f.Styles, f.Words, f.Width, f.Height
	if w <= 0 || h <= 0 {
		return ""
	}
	msg := []string{
		st.Bold.Render(wd.Table.TooSmall),
		wd.Table.Need(MinWidth, MinHeight, w, h),
		st.Muted.Render(wd.Table.Enlarge),
	}
	for _, n := range notes {
		msg = append(msg, wrap(st.Cells, st.Bold.Render(n), w)...)
	}
	return placeCenter(st.Cells, strings.Join(msg, "\n"), w, h)
}
