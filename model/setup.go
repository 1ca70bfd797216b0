package model

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"charm.land/bubbles/v2/key"
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
	variant      rules.Variant
	players      []string
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
	message  string
	words    *wording.Words
}

func newSetupState(s rules.Setup, wd *wording.Words) setupState {
	st := setupState{
		variant: s.Variant, players: slices.Clone(s.Players), life: s.Life, target: s.Target,
		first: rules.NoSeat, seed: s.Seed, house: s.House.LordDeathRewardsAll, editSeat: rules.NoSeat, words: wd,
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
	st.input.SetStyles(inputStyles(true))
	return st // the cursor on the variant, where ←/→ act at once
}

// inputStyles are the text input's styles with a steady cursor, so that
// screens are the same from one moment to the next.
func inputStyles(isDark bool) textinput.Styles {
	s := textinput.DefaultStyles(isDark)
	s.Cursor.Blink = false
	return s
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

// checkName checks a name typed for seat (NoSeat: a new player) against
// C-1 with package names: a valid name, and no other player with the same
// name after NFC normalisation, ignoring case.
func checkName(players []string, name string, seat int, wd *wording.Words) error {
	if err := names.CheckOne(name); err != nil {
		return err
	}
	k := names.Key(name)
	for i, p := range players {
		if i != seat && names.Key(p) == k {
			return &rules.RuleError{Rule: "C-1", Reason: wd.Setup.NameTaken(seatNumber(i), p)}
		}
	}
	return nil
}

// toSetup turns the setup screen into a rules.Setup, drawing the first
// player from the seed when none is chosen, and validates it.
func (s setupState) toSetup() (rules.Setup, error) {
	setup := rules.Setup{Variant: s.variant, Players: slices.Clone(s.players), Life: s.life, Target: s.target,
		First: s.first, Seed: s.seed, House: rules.HouseRules{LordDeathRewardsAll: s.house && s.variant == rules.Lord}}
	if setup.First == rules.NoSeat && len(setup.Players) > 0 {
		setup.First = rand.New(rand.NewPCG(s.seed, 0x6669727374)).IntN(len(setup.Players))
	}
	if setup.First >= len(setup.Players) {
		setup.First = 0
	}
	// names.Check first: its messages count seats from 1, as players do.
	if err := names.Check(setup.Players); err != nil {
		return setup, err
	}
	return setup, setup.Validate()
}

// isNumberRow reports whether a row takes digits.
func isNumberRow(k rowKind) bool {
	return k == rowLife || k == rowTarget || k == rowSeed
}

// setupKey handles a key press on the setup screen.
func (m Model) setupKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	if m.setup.editing {
		return m.setupEditKey(msg)
	}
	if m.setup.numEdit {
		return m.setupNumberKey(msg)
	}
	k := m.keys()
	s := &m.setup
	s.message = ""
	r := s.current()
	if isNumberRow(r.kind) && isLetter(msg) && !key.Matches(msg, k.Start, k.Help, k.Quit) {
		s.message = s.words.Setup.TakesDigits(s.rowName(r.kind))
		return m, nil
	}
	switch {
	case key.Matches(msg, k.Quit):
		return m.quit()
	case key.Matches(msg, k.Help):
		m.back, m.screen = screenSetup, screenHelp
	case key.Matches(msg, k.MoveUp):
		s.movePlayer(r, -1)
	case key.Matches(msg, k.MoveDown):
		s.movePlayer(r, 1)
	case key.Matches(msg, k.Up):
		s.row, s.typed = max(s.row-1, 0), false
	case key.Matches(msg, k.Down):
		s.row, s.typed = min(s.row+1, len(s.rows())-1), false
	case key.Matches(msg, k.Left):
		s.change(r, -1)
	case key.Matches(msg, k.Right):
		s.change(r, 1)
	case msg.String() == "space":
		s.change(r, 1)
	case key.Matches(msg, k.Add):
		return m, s.startEdit(rules.NoSeat)
	case key.Matches(msg, k.Remove):
		s.remove(r)
	case key.Matches(msg, k.Start):
		return m.startGame()
	case key.Matches(msg, k.Edit):
		return m.setupEnter(r)
	default:
		s.typeNumber(r, msg.String())
	}
	return m, nil
}

// setupEnter acts on the focused row: rename a player, add one, start the
// game, or go to the next row.
func (m Model) setupEnter(r rowRef) (Model, tea.Cmd) {
	s := &m.setup
	switch r.kind {
	case rowPlayer:
		return m, s.startEdit(r.seat)
	case rowAdd:
		return m, s.startEdit(rules.NoSeat)
	case rowStart:
		return m.startGame()
	case rowLife, rowTarget, rowSeed:
		s.numEdit, s.typed, s.before = true, false, s.number(r.kind)
		return m, nil
	}
	s.row, s.typed = min(s.row+1, len(s.rows())-1), false
	return m, nil
}

// setupNumberKey handles a key while a number row is edited after Enter:
// digits and backspace type, Enter keeps the number, Esc puts the old
// one back; the arrows keep it and move on.
func (m Model) setupNumberKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	s := &m.setup
	s.message = ""
	r := s.current()
	switch msg.String() {
	case "ctrl+c":
		return m.quit()
	case "enter":
		s.numEdit = false
		s.life, s.target = max(s.life, rules.MinLife), max(s.target, rules.MinTarget)
	case "esc":
		s.setNumber(r.kind, s.before)
		s.numEdit = false
	case "up", "down", "tab", "shift+tab":
		s.numEdit = false
		return m.setupKey(msg)
	case "left":
		s.change(r, -1)
	case "right":
		s.change(r, 1)
	default:
		if !isDigitKey(msg.String()) && msg.String() != "backspace" {
			s.message = s.words.Setup.TakesDigitsEditing(s.rowName(r.kind), strconv.FormatUint(s.before, 10))
			return m, nil
		}
		s.typeNumber(r, msg.String())
	}
	return m, nil
}

func isDigitKey(k string) bool { return len(k) == 1 && k[0] >= '0' && k[0] <= '9' }

// isLetter reports whether a key types a letter or other text that is not
// a digit.
func isLetter(msg tea.KeyPressMsg) bool {
	r := []rune(msg.Text)
	return len(r) == 1 && !isDigitKey(msg.Text) && unicode.IsGraphic(r[0]) && !unicode.IsSpace(r[0])
}

// rowName names a number row in messages.
func (s *setupState) rowName(k rowKind) string {
	switch k {
	case rowLife:
		return s.words.Setup.Life
	case rowTarget:
		return s.words.Setup.Target
	}
	return s.words.Setup.Seed
}

// number is the value of a number row.
func (s *setupState) number(k rowKind) uint64 {
	switch k {
	case rowLife:
		return uint64(s.life)
	case rowTarget:
		return uint64(s.target)
	}
	return s.seed
}

// setNumber sets the value of a number row.
func (s *setupState) setNumber(k rowKind, v uint64) {
	switch k {
	case rowLife:
		s.life = int(v)
	case rowTarget:
		s.target = int(v)
	case rowSeed:
		s.seed = v
	}
}

// startEdit opens the name input for seat (NoSeat: a new player).
func (s *setupState) startEdit(seat int) tea.Cmd {
	if seat == rules.NoSeat && len(s.players) >= rules.MaxPlayers {
		s.message = s.words.Setup.AtMost(rules.MaxPlayers)
		return nil
	}
	s.editing, s.editSeat = true, seat
	s.input.Reset()
	if seat != rules.NoSeat {
		s.input.SetValue(s.players[seat])
	} else {
		s.focus(rowAdd, 0)
	}
	return s.input.Focus()
}

// setupEditKey handles a key while a name is typed.
func (m Model) setupEditKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	s := &m.setup
	shown := m.rosterOffer()
	switch {
	case key.Matches(msg, m.rosterKeys.Prev):
		m.roster.move(-1, shown)
		return m, nil
	case key.Matches(msg, m.rosterKeys.Next):
		m.roster.move(1, shown)
		return m, nil
	}
	switch msg.String() {
	case "esc":
		s.editing, s.message = false, ""
		s.input.Blur()
		m.roster.chosen = -1
		return m, nil
	case "enter":
		if name, ok := m.roster.picked(shown); ok {
			s.input.SetValue(name)
		}
		m.roster.chosen = -1
		return m, s.saveName()
	case "ctrl+c":
		return m.quit()
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(msg)
	s.checkTyped()
	return m, cmd
}

// checkTyped shows at once what C-1 says about the name being typed.
func (s *setupState) checkTyped() {
	s.message = ""
	name := names.Normalize(s.input.Value())
	if name == "" {
		return
	}
	if err := checkName(s.players, name, s.editSeat, s.words); err != nil {
		s.message = refusalText(err)
	}
}

// saveName takes the typed name if C-1 allows it. Adding goes on with the
// next player until Enter is pressed on an empty name.
func (s *setupState) saveName() tea.Cmd {
	name := names.Normalize(s.input.Value())
	if s.editSeat == rules.NoSeat && strings.TrimSpace(name) == "" {
		s.editing, s.message = false, ""
		s.input.Blur()
		return nil
	}
	if err := checkName(s.players, name, s.editSeat, s.words); err != nil {
		s.message = refusalText(err)
		return nil
	}
	s.message = ""
	if s.editSeat != rules.NoSeat {
		s.players[s.editSeat] = name
		s.editing = false
		s.input.Blur()
		return nil
	}
	s.players = append(s.players, name)
	if len(s.players) >= rules.MaxPlayers {
		s.editing = false
		s.input.Blur()
		s.focus(rowStart, 0)
		return nil
	}
	s.input.Reset()
	s.focus(rowAdd, 0)
	return nil
}

// pasteNames adds a player for every line of a pasted list ("Ann\nBob\n
// Cat"), after what is typed already. A name C-1 refuses stops the list:
// it stays in the input with the reason, to be corrected, and the lines
// after it are dropped (the message says how many).
func (s *setupState) pasteNames(text string) tea.Cmd {
	lines := strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' })
	if s.editing && len(lines) > 0 {
		lines[0] = s.input.Value() + lines[0]
	}
	added := 0
	for i, l := range lines {
		name := names.Normalize(l)
		if strings.TrimSpace(name) == "" {
			continue
		}
		if len(s.players) >= rules.MaxPlayers {
			s.message = s.words.Setup.PastedLeftOut(rules.MaxPlayers, len(lines)-i)
			return nil
		}
		if err := checkName(s.players, name, rules.NoSeat, s.words); err != nil {
			cmd := s.startEdit(rules.NoSeat)
			s.input.SetValue(name)
			s.message = refusalText(err)
			if rest := len(lines) - i - 1; rest > 0 {
				s.message = s.words.Setup.PastedAfter(s.message, rest)
			}
			return cmd
		}
		s.players = append(s.players, name)
		added++
	}
	s.editing = false
	s.input.Blur()
	s.focus(rowAdd, 0)
	s.message = ""
	if added > 0 {
		s.message = s.words.Setup.Pasted(added)
	}
	return nil
}

// movePlayer moves the focused player one seat earlier or later.
func (s *setupState) movePlayer(r rowRef, step int) {
	if r.kind != rowPlayer {
		return
	}
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

// remove removes the focused player.
func (s *setupState) remove(r rowRef) {
	if r.kind != rowPlayer {
		return
	}
	s.players = slices.Delete(s.players, r.seat, r.seat+1)
	switch {
	case s.first == r.seat:
		s.first = rules.NoSeat
	case s.first > r.seat:
		s.first--
	}
	s.row = min(s.row, len(s.rows())-1)
}

// change moves a setting one step: variant, life, target, first player,
// seed, house rule.
func (s *setupState) change(r rowRef, step int) {
	s.typed = false
	switch r.kind {
	case rowVariant:
		if s.variant == rules.Lord {
			s.variant = rules.Buhmann
		} else {
			s.variant = rules.Lord
		}
		s.focus(rowVariant, 0)
	case rowLife:
		s.life = max(min(s.life+step, rules.MaxLife), rules.MinLife)
	case rowTarget:
		s.target = max(min(s.target+step, rules.MaxTarget), rules.MinTarget)
	case rowFirst:
		opts := []int{rules.NoSeat}
		for i := range s.players {
			opts = append(opts, i)
		}
		s.first = cycle(opts, s.first, step)
	case rowSeed:
		s.seed += uint64(step)
	case rowHouse:
		s.house = !s.house
	}
}

// typeNumber types a digit (or backspace) into the life, target or seed
// row. The first digit replaces the value; later ones append.
func (s *setupState) typeNumber(r rowRef, k string) {
	var v *int
	limit := 0
	switch r.kind {
	case rowLife:
		v, limit = &s.life, rules.MaxLife
	case rowTarget:
		v, limit = &s.target, rules.MaxTarget
	case rowSeed:
		s.typeSeed(k)
		return
	default:
		return
	}
	switch {
	case k == "backspace":
		*v /= 10
		s.typed = true
	case len(k) == 1 && k[0] >= '0' && k[0] <= '9':
		d := int(k[0] - '0')
		if !s.typed {
			*v = 0
		}
		s.typed = true
		if *v*10+d <= limit {
			*v = *v*10 + d
		}
	}
}

func (s *setupState) typeSeed(k string) {
	switch {
	case k == "backspace":
		s.seed /= 10
		s.typed = true
	case len(k) == 1 && k[0] >= '0' && k[0] <= '9':
		if !s.typed {
			s.seed = 0
		}
		s.typed = true
		if s.seed < 1e17 {
			s.seed = s.seed*10 + uint64(k[0]-'0')
		}
	}
}

// startGame sets up the game: a Lord game goes to its roles first, a
// Buhmann game straight to the table. Options.OnStart may persist it.
func (m Model) startGame() (Model, tea.Cmd) {
	m.setup.typed = false
	setup, err := m.setup.toSetup()
	if err != nil {
		m.setup.message = refusalText(err)
		return m, nil
	}
	g, effects, err := rules.NewGame(setup)
	if err != nil {
		m.setup.message = refusalText(err)
		return m, nil
	}
	m.game, m.hasGame = g, true
	m.entries = []wording.Entry{{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects}}
	m.started, m.ended, m.redraws = m.now, m.now, 0
	m.sel, m.burst, m.prompt = g.Active, noBurst(), nil
	m.notice, _ = turnNotice(g.State, effects, m.words)
	m.screen = screenTable
	if setup.Variant == rules.Lord {
		m.screen, m.notice = screenRoles, notice{}
	}
	var cmd tea.Cmd
	if m.opts.OnStart != nil {
		cmd = m.opts.OnStart(setup)
	}
	return m, cmd
}
