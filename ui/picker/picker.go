// Package picker is the list of saved games rolekeeper opens with when
// unfinished games are saved: a Bubble Tea program of its own (Picker),
// run before the game chosen on it, drawn with the Common every screen
// shares (ui/common) and views.
package picker

import (
	"path/filepath"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/list"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/journal"
	"rolekeeper/keymap"
	"rolekeeper/styles"
	"rolekeeper/ui/common"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// Picker is the screen rolekeeper opens with when unfinished games are
// saved: a list of them, newest first, to resume one, or a new game. It is
// a Bubble Tea model of its own, run before the Model of the chosen game;
// Choice says what was chosen.
type Picker struct {
	common.Common
	list    list.Model
	keys    keymap.KeyMap
	dir     string
	message string
	choice  Choice
	done    bool
	// setAside renames a game out of the list (Options.SetAside);
	// asking is the game waiting for y or n.
	setAside func(path string) (string, error)
	asking   *pickerItem
	// info marks a message that is a question or news, not a problem;
	// passing marks one that lasts until the next key only.
	info    bool
	passing bool
}

// Choice is what was chosen on the Picker.
type Choice struct {
	// Path is the game file to resume; "" for a new game.
	Path string
	// New is true to start a new game.
	New bool
	// Stats is true to see the statistics of the saved games.
	Stats bool
}

// Options configure a Picker.
type Options struct {
	// Games are the unfinished games, newest first (journal.List without
	// the finished ones). Games that cannot be resumed are shown with the
	// reason.
	Games []journal.Entry
	// Dir is the folder the games are in, shown under the list.
	Dir string
	// Message is a problem with the game chosen before (for example that
	// it is open in another rolekeeper), shown under the list; "" for
	// none.
	Message string
	// Now is the clock for "today" and "yesterday"; nil means time.Now.
	Now func() time.Time
	// SetAside sets an unfinished game aside: it renames the file so that
	// the list no longer shows it, never deleting anything, and returns
	// the new path. It is called in a command, after a y. Nil hides the
	// key.
	SetAside func(path string) (string, error)
	// Words are the words the list says, in one language; nil means
	// English.
	Words *wording.Words
	// Theme is the colours: styles.ThemeAuto (the zero value) asks the
	// terminal for its background.
	Theme styles.Theme
}

// setAsideMsg reports a game set aside (NewPath) or why it was not.
type setAsideMsg struct {
	path, newPath string
	err           error
}

// pickerItem is a line of the list: a new game, or a saved game.
type pickerItem struct {
	entry       journal.Entry
	isNew       bool
	title, desc string
}

// Title implements list.DefaultItem.
func (i pickerItem) Title() string { return i.title }

// Description implements list.DefaultItem.
func (i pickerItem) Description() string { return i.desc }

// FilterValue implements list.Item.
func (i pickerItem) FilterValue() string { return i.title }

// New returns the Picker of the games in opts, with "New game" as
// the last line and the newest game selected.
func New(opts Options) Picker {
	now := time.Now()
	if opts.Now != nil {
		now = opts.Now()
	}
	c := common.New(opts.Words, opts.Theme)
	wd := c.Words
	items := make([]list.Item, 0, len(opts.Games)+1)
	for _, e := range opts.Games {
		items = append(items, gameItem(e, now, wd))
	}
	items = append(items, pickerItem{isNew: true, title: wd.Picker.NewGame, desc: wd.Picker.NewGameNote})
	keys := pickerKeys(c, opts.SetAside != nil)
	p := Picker{Common: c, dir: opts.Dir, message: opts.Message, setAside: opts.SetAside, keys: keys}
	p.list = list.New(items, list.NewDefaultDelegate(), 0, 0)
	p.list.KeyMap = listKeys(keys)
	p.list.Title = wd.Picker.Title
	p.list.SetFilteringEnabled(false)
	p.list.SetShowStatusBar(false)
	p.list.SetShowHelp(false) // the picker draws it, last, as wide as the screen (pickerHelp)
	p.list.DisableQuitKeybindings()
	p.list.AdditionalShortHelpKeys = func() []key.Binding {
		return []key.Binding{keys.Resume, keys.StartNew, keys.SetAside, keys.Stats, keys.Quit}
	}
	p.list.AdditionalFullHelpKeys = func() []key.Binding {
		return []key.Binding{keys.Resume, keys.StartNew, keys.SetAside, keys.Stats, keys.Quit, keys.Suspend}
	}
	p.restyle()
	return p
}

// pickerKeys are the key map's bindings for the list of games.
func pickerKeys(c common.Common, setAside bool) keymap.KeyMap {
	return c.Keys.With(keymap.Context{Mode: keymap.ModePicker, SetAside: setAside})
}

// listKeys are the list's own keys, from the key map: moving, paging and
// showing all keys. Filtering and the list's quit keys are left unbound:
// the picker does not filter, and quits with its own keys.
func listKeys(k keymap.KeyMap) list.KeyMap {
	return list.KeyMap{CursorUp: k.ListUp, CursorDown: k.ListDown, PrevPage: k.ListPrevPage,
		NextPage: k.ListNextPage, GoToStart: k.ListStart, GoToEnd: k.ListEnd,
		ShowFullHelp: k.ListMore, CloseFullHelp: k.ListLess}
}

// pickerItemHeight is the lines of a game in the list: its variant and
// players, where it stands (round, whose turn, leader), and when it was
// played, how far, in which file.
const pickerItemHeight = 3

// gameItem describes a saved game for the list.
func gameItem(e journal.Entry, now time.Time, wd *wording.Words) pickerItem {
	name := filepath.Base(e.Path)
	t := wd.Picker
	if e.Err != nil {
		return pickerItem{entry: e, title: t.CannotResume(name), desc: common.ErrText(e.Err, wd)}
	}
	title := t.GameTitle(wd.Common.Variant(e.Variant), e.Players)
	parts := []string{t.When(e.Changed, now), wd.Common.Events(e.Events), name}
	switch { // first, so that a narrow screen does not cut it off
	case e.InUse:
		parts = append([]string{t.InUse}, parts...)
	case e.Damage.Damaged():
		parts = append([]string{t.DamagedLine(e.Damage.Line)}, parts...)
	}
	desc := strings.Join(parts, " · ")
	if glance := glanceText(e, wd); glance != "" {
		desc = glance + "\n" + desc
	}
	return pickerItem{entry: e, title: title, desc: desc}
}

// glanceText says where a listed game stands: round, whose turn, leader;
// "" when that is not known (a list read from an older index).
func glanceText(e journal.Entry, wd *wording.Words) string {
	g := e.Glance
	if g.Round == 0 {
		return ""
	}
	leaders := make([]string, len(g.Leaders))
	for i, seat := range g.Leaders {
		leaders[i] = wd.Name(e.Players, seat)
	}
	return wd.Picker.Glance(g.Round, wd.Name(e.Players, g.Active), leaders, g.Lead, g.ByPoints)
}

// Choice returns what was chosen; ok is false when the picker was left
// without a choice (quit).
func (p Picker) Choice() (choice Choice, ok bool) {
	return p.choice, p.done
}

// Init implements tea.Model: it asks for the background colour, unless
// the theme is chosen.
func (p Picker) Init() tea.Cmd { return p.Common.Init() }

// Update implements tea.Model: arrows move, Enter resumes the selected
// game or starts a new one, n starts a new one, q quits.
func (p Picker) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch sized, restyled := p.Common.Update(msg); {
	case sized:
		p.layout()
		return p, nil
	case restyled:
		p.restyle()
		return p, nil
	}
	switch msg := msg.(type) {
	case tea.BackgroundColorMsg, tea.EnvMsg, tea.ColorProfileMsg:
		return p, nil // a chosen theme holds
	case setAsideMsg:
		return p.setAsideDone(msg), nil
	case tea.KeyPressMsg:
		if key.Matches(msg, p.keys.Suspend) {
			return p, tea.Suspend
		}
		if p.passing {
			p.message, p.passing = "", false
			p.layout()
		}
		if p.asking != nil {
			return p.answer(msg)
		}
		switch {
		case key.Matches(msg, p.keys.SetAside):
			return p.askSetAside(), nil
		case key.Matches(msg, p.keys.Quit):
			return p, tea.Quit
		case key.Matches(msg, p.keys.StartNew):
			p.choice, p.done = Choice{New: true}, true
			return p, tea.Quit
		case key.Matches(msg, p.keys.Stats):
			p.choice, p.done = Choice{Stats: true}, true
			return p, tea.Quit
		case key.Matches(msg, p.keys.Resume):
			return p.choose()
		case !key.Matches(msg, p.keys.ListUp, p.keys.ListDown, p.keys.ListPrevPage, p.keys.ListNextPage,
			p.keys.ListStart, p.keys.ListEnd, p.keys.ListMore, p.keys.ListLess) && !common.SilentKey(msg):
			p.message, p.info, p.passing = p.Words.Prompt.Unbound(msg.String()), false, true
			p.layout()
			return p, nil
		}
	}
	var cmd tea.Cmd
	p.list, cmd = p.list.Update(msg)
	p.layout() // ? shows or hides every key: the list gets the rest
	return p, cmd
}

// askSetAside asks whether to set the selected game aside, unless it is
// the "New game" line or open in another rolekeeper.
func (p Picker) askSetAside() Picker {
	it, ok := p.list.SelectedItem().(pickerItem)
	switch {
	case !ok || it.isNew:
		p.message, p.info = p.Words.Picker.ChooseToSetAside, false
	case it.entry.InUse:
		p.message, p.info = p.Words.Picker.OpenElse, false
	default:
		p.asking, p.info = &it, true
		p.message = p.Words.Picker.AskSetAside(filepath.Base(it.entry.Path))
	}
	p.layout()
	return p
}

// answer takes y or n to the question whether to set a game aside; ctrl+c
// says no.
func (p Picker) answer(msg tea.KeyPressMsg) (Picker, tea.Cmd) {
	k := p.Keys.With(keymap.Context{Mode: keymap.ModeConfirm})
	switch {
	case key.Matches(msg, k.Yes):
		path, setAside := p.asking.entry.Path, p.setAside
		p.asking, p.message, p.info = nil, p.Words.Picker.SettingAside, true
		p.layout()
		return p, func() tea.Msg {
			np, err := setAside(path)
			return setAsideMsg{path: path, newPath: np, err: err}
		}
	case key.Matches(msg, k.No, k.Quit):
		p.asking, p.message = nil, ""
		p.layout()
	}
	return p, nil
}

// setAsideDone takes the game set aside off the list, or says why it was
// not set aside.
func (p Picker) setAsideDone(msg setAsideMsg) Picker {
	defer p.layout()
	if msg.err != nil {
		p.message, p.info = p.Words.Picker.NotSetAside(common.ErrText(msg.err, p.Words)), false
		return p
	}
	for i, it := range p.list.Items() {
		if pi, ok := it.(pickerItem); ok && !pi.isNew && pi.entry.Path == msg.path {
			p.list.RemoveItem(i)
			break
		}
	}
	p.message, p.info = p.Words.Picker.SetAside(msg.newPath), true
	return p
}

// choose takes the selected line, unless its game cannot be resumed.
func (p Picker) choose() (Picker, tea.Cmd) {
	it, ok := p.list.SelectedItem().(pickerItem)
	switch {
	case !ok:
		return p, nil
	case it.isNew:
		p.choice = Choice{New: true}
	case it.entry.Err != nil:
		p.message, p.info = p.Words.Picker.NotResumable(common.ErrText(it.entry.Err, p.Words)), false
		p.layout()
		return p, nil
	case it.entry.InUse:
		p.message, p.info = p.Words.FileError(it.entry.Path, journal.ErrLocked), false
		p.layout()
		return p, nil
	default:
		p.choice = Choice{Path: it.entry.Path}
	}
	p.done = true
	return p, tea.Quit
}

// messageLines is the message wrapped to the width, or nil.
func (p Picker) messageLines() []string {
	if p.message == "" || p.Width <= 0 {
		return nil
	}
	if p.info {
		return strings.Split(ansi.Wrap(p.message, p.Width, " /"), "\n")
	}
	return strings.Split(ansi.Wrap("✗ "+p.message, p.Width, " /"), "\n")
}

// layout gives the list the height the folder line and the message leave.
func (p *Picker) layout() {
	p.list.SetSize(p.Width, max(p.Height-2-len(p.messageLines())-p.helpHeight(), 0))
	p.list.Help.SetWidth(p.Width)
}

// restyle gives the list the styles of the theme.
func (p *Picker) restyle() {
	p.list.Styles = *p.Styles.List
	d := list.NewDefaultDelegate()
	d.SetHeight(pickerItemHeight)
	d.Styles = *p.Styles.Items
	p.list.SetDelegate(d)
	p.list.Help.Styles = *p.Styles.Help
}

// View implements tea.Model: the list, the folder and any message, in the
// alternate screen.
func (p Picker) View() tea.View {
	v := tea.NewView(p.Render())
	v.AltScreen = true
	v.WindowTitle = "rolekeeper"
	return v
}

// Render draws the picker at the current size; empty before the size is
// known.
func (p Picker) Render() string {
	w, h := p.Width, p.Height
	if w <= 0 || h <= 0 {
		return ""
	}
	lines := p.messageLines()
	for i, l := range lines {
		if p.info {
			lines[i] = p.Styles.Bold.Render(l)
		} else {
			lines[i] = p.Styles.Danger.Render(l)
		}
	}
	c := p.Styles.Cells
	folder := p.Styles.Muted.Render(views.CutMessage(c, p.Words.Picker.SavedIn(p.dir), w))
	list := trimRight(p.list.View()) // the list pads its lines with blanks, which no cut should mark
	parts := append([]string{views.Fit(c, list, w, max(h-2-len(lines)-p.helpHeight(), 0)), ""}, lines...)
	return views.Fit(c, strings.Join(append(parts, folder, p.helpView()), "\n"), w, h)
}
