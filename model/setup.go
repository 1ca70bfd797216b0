package model

import (
	"math/rand/v2"
	"slices"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// rowKind is a row of the setup screen.
type rowKind uint8

const (
	rowVariant rowKind = iota
	rowPlayer
	rowAdd
	rowLife
	rowTarget
	rowFirst
	rowSeed
	rowHouse
	rowStart
)

// rowRef is one row of the setup screen; seat is set for player rows.
type rowRef struct {
	kind rowKind
	seat int
}

// setupState is what the setup screen is editing.
type setupState struct {
	variant rules.Variant
	players []string
	// night is the club night's seating the setup was filled from, with
	// the players and variant it filled in: the game keeps its place in
	// the night while they are as drawn (nightSeating).
	night        nightSeating
	life, target int
	first        int // rules.NoSeat: drawn at random from the seed
	seed         uint64
	house        bool
	row          int
	typed        bool // digits were typed into the focused number row
	// numEdit is true while a number row is edited after Enter; before
	// is its value then, for Esc.
	numEdit  bool
	before   uint64
	editing  bool
	editSeat int // rules.NoSeat while adding a player
	input    textinput.Model
	// inputWidth is the width of the input of a name at the screen's
	// width (a deck's input is narrower: views.DeckInputWidth).
	inputWidth int
	// message is a problem (a refusal, a key that does nothing here),
	// shown with the refusal's ✗; news is what went well (a paste added
	// players), shown plainly. Both last until the next key.
	message string
	news    string
	// removed is the player x removed last, which u puts back; nil for
	// none.
	removed *removedPlayer
	// over is a number typed on the focused row beyond its most, kept as
	// typed and refused until corrected; "" for none.
	over string
	// queue holds the pasted names after one that C-1 refused: they are
	// added, in order, once that one is saved (none is dropped).
	queue []string
	// decks are the players' decks by the names.Key of their name, so
	// that a deck stays with its player when seats move; deckEdit is
	// true while the input holds the deck of editSeat, not a name.
	decks    map[string]string
	deckEdit bool
	// refused is true while a typed name refused on Enter stands in the
	// input as if selected: the next character typed replaces it, so
	// that the next name is never appended to it; an arrow or backspace
	// keeps it to be corrected.
	refused bool
	// draws are the draws made on the setup screen (first player, seats),
	// each with what it changed, which u takes back, the last first;
	// drawn counts every draw made, so that each is new (rules.DrawFirst).
	draws []seatingDraw
	drawn int
	// spin is how many frames of the draw are still to be shown.
	spin  int
	words *wording.Words
}

func newSetupState(s rules.Setup, wd *wording.Words, in textinput.Styles) setupState {
	st := setupState{
		variant: s.Variant, players: slices.Clone(s.Players), life: s.Life, target: s.Target,
		first: rules.NoSeat, seed: s.Seed, house: s.House.LordDeathRewardsAll, editSeat: rules.NoSeat, words: wd,
		decks: map[string]string{},
	}
	for i, deck := range s.Decks {
		if i < len(s.Players) && deck != "" {
			st.decks[names.Key(s.Players[i])] = deck
		}
	}
	if s.Night.ID != "" {
		st.night = nightSeating{seat: s.Night, variant: s.Variant, players: slices.Clone(s.Players)}
		st.first = min(max(s.First, 0), len(s.Players)-1)
	}
	if st.life == 0 {
		st.life = rules.DefaultLife
	}
	if st.target == 0 {
		st.target = rules.DefaultTarget
	}
	st.input = textinput.New()
	st.input.Prompt = ""
	st.input.Placeholder = wd.Setup.NamePlaceholder
	st.input.CharLimit = 64
	st.input.SetStyles(in)
	return st // the cursor on the variant, where ←/→ act at once
}

// rows lists the rows of the setup screen in order.
func (s setupState) rows() []rowRef {
	rows := []rowRef{{kind: rowVariant}}
	for i := range s.players {
		rows = append(rows, rowRef{kind: rowPlayer, seat: i})
	}
	rows = append(rows, rowRef{kind: rowAdd}, rowRef{kind: rowLife})
	if s.variant == rules.Lord {
		rows = append(rows, rowRef{kind: rowTarget})
	}
	rows = append(rows, rowRef{kind: rowFirst}, rowRef{kind: rowSeed})
	if s.variant == rules.Lord {
		rows = append(rows, rowRef{kind: rowHouse})
	}
	return append(rows, rowRef{kind: rowStart})
}

func (s setupState) current() rowRef {
	rows := s.rows()
	return rows[max(min(s.row, len(rows)-1), 0)]
}

// focus moves the cursor to the first row of the kind (and seat).
func (s *setupState) focus(kind rowKind, seat int) {
	for i, r := range s.rows() {
		if r.kind == kind && (kind != rowPlayer || r.seat == seat) {
			s.row = i
			return
		}
	}
}

// toSetup turns the setup screen into a rules.Setup, drawing the first
// player from the seed when none is chosen, and validates it.
func (s setupState) toSetup() (rules.Setup, error) {
	setup := rules.Setup{Variant: s.variant, Players: slices.Clone(s.players), Life: s.life, Target: s.target,
		First: s.first, Seed: s.seed, House: rules.HouseRules{LordDeathRewardsAll: s.house && s.variant == rules.Lord},
		Decks: s.seatDecks()}
	if setup.First == rules.NoSeat && len(setup.Players) > 0 {
		setup.First = rand.New(rand.NewPCG(s.seed, 0x6669727374)).IntN(len(setup.Players))
	}
	if setup.First >= len(setup.Players) {
		setup.First = 0
	}
	setup.Night = s.night.keeps(setup)
	// names.Check first: its messages count seats from 1, as players do.
	if err := names.Check(setup.Players); err != nil {
		return setup, err
	}
	return setup, setup.Validate()
}

// movePlayer moves the focused player one seat earlier or later.
func (s *setupState) movePlayer(r rowRef, step int) {
	if r.kind != rowPlayer {
		return
	}
	s.draws = nil
	to := r.seat + step
	if to < 0 || to >= len(s.players) {
		return
	}
	s.players[r.seat], s.players[to] = s.players[to], s.players[r.seat]
	s.first = swapSeat(s.first, r.seat, to)
	s.focus(rowPlayer, to)
}

// swapSeat follows a seat through the swap of seats a and b.
func swapSeat(seat, a, b int) int {
	switch seat {
	case a:
		return b
	case b:
		return a
	}
	return seat
}

// removedPlayer is a player removed on the setup, to be put back: the
// name, the seat, and whether they were to play first.
type removedPlayer struct {
	name  string
	seat  int
	first bool
}

// remove removes the focused player, says so, and keeps them to be put
// back with u.
func (s *setupState) remove(r rowRef) {
	if r.kind != rowPlayer {
		return
	}
	s.draws = nil
	s.removed = &removedPlayer{name: s.players[r.seat], seat: r.seat, first: s.first == r.seat}
	s.players = slices.Delete(s.players, r.seat, r.seat+1)
	switch {
	case s.first == r.seat:
		s.first = rules.NoSeat
	case s.first > r.seat:
		s.first--
	}
	s.row = min(s.row, len(s.rows())-1)
	s.news = s.words.Setup.Removed(s.removed.name, seatNumber(r.seat))
}

// putBack puts the player removed last back in their seat (or the last
// seat, if fewer are left), as the first player if they were; a name
// taken since or a full table refuses it.
func (s *setupState) putBack() {
	p := s.removed
	if p == nil {
		return
	}
	if len(s.players) >= rules.MaxPlayers {
		s.message = s.words.Setup.AtMost(rules.MaxPlayers)
		return
	}
	if err := checkName(s.players, p.name, rules.NoSeat); err != nil {
		s.message = refusalText(err, s.words)
		return
	}
	seat := min(p.seat, len(s.players))
	s.players = slices.Insert(s.players, seat, p.name)
	if s.first >= seat {
		s.first++
	}
	if p.first {
		s.first = seat
	}
	s.removed = nil
	s.focus(rowPlayer, seat)
	s.news = s.words.Setup.PutBack(p.name, seatNumber(seat))
}

// change moves a setting one step: variant, life, target, first player,
// seed, house rule. A number at its end stays, and refused says why.
func (s *setupState) change(r rowRef, step int) (refused string) {
	s.typed = false
	switch r.kind {
	case rowVariant:
		if s.variant == rules.Lord {
			s.variant = rules.Buhmann
		} else {
			s.variant = rules.Lord
		}
		s.focus(rowVariant, 0)
	case rowLife, rowTarget, rowSeed:
		return s.step(r.kind, step)
	case rowFirst:
		opts := []int{rules.NoSeat}
		for i := range s.players {
			opts = append(opts, i)
		}
		s.first = cycle(opts, s.first, step)
	case rowHouse:
		s.house = !s.house
	}
	return ""
}

// startGame sets up the game: a Lord game goes to its roles first, a
// Buhmann game straight to the table. Options.OnStart may persist it.
func (m Model) startGame() (Model, tea.Cmd) {
	m.setup.typed = false
	setup, err := m.setup.toSetup()
	if err != nil {
		m.setup.message = refusalText(err, m.Words)
		return m, nil
	}
	g, effects, err := rules.NewGame(setup)
	if err != nil {
		m.setup.message = refusalText(err, m.Words)
		return m, nil
	}
	m.game, m.hasGame = g, true
	m.log = newGameLog(g, effects)
	m.started, m.ended, m.redraws = m.now, m.now, 0
	m.clocks = rules.NewClocks(g.State, m.now)
	m.sel, m.burst, m.prompt = g.Active, noBurst(), nil
	m.notice, _ = turnNotice(g.State, effects, m.Words)
	m.screen = screenTable
	if setup.Variant == rules.Lord {
		m.screen, m.notice = screenRoles, notice{}
	}
	var cmd tea.Cmd
	if m.opts.OnStart != nil {
		m.save = m.save.hand(-1)
		cmd = m.opts.OnStart(setup)
	}
	return m, cmd
}

// nightSeating is the club night's seating a setup was filled from.
type nightSeating struct {
	seat    rules.NightSeat
	variant rules.Variant
	players []string
}

// keeps is the night's place for setup: the seating's while its variant
// and players are as drawn, in the same seats; none once they are not.
func (n nightSeating) keeps(setup rules.Setup) rules.NightSeat {
	if n.seat.ID == "" || setup.Variant != n.variant || !slices.Equal(setup.Players, n.players) {
		return rules.NightSeat{}
	}
	return n.seat
}
