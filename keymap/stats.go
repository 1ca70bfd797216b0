package keymap

import (
	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// StatsKeyMap holds the bindings of the stats screen. It implements
// help.KeyMap.
type StatsKeyMap struct {
	// Up and Down choose a player; Left and Right the column that orders
	// the standings (or scroll the matrix); Reverse turns the order round.
	Up, Down, Left, Right, Reverse key.Binding
	// Home and End go to the first and the last player.
	Home, End key.Binding
	// NextView and PrevView go through the standings, the matrix and the
	// results.
	NextView, PrevView key.Binding
	Help, Back, Quit   key.Binding
}

// NewStatsKeyMap returns the stats screen's bindings with the help texts
// of words. Back leaves the screen (to the list of games, when it was
// opened from there); Quit ends rolekeeper.
func NewStatsKeyMap(words wording.StatsKeys) StatsKeyMap {
	b := func(h wording.KeyHelp, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(h.Key, h.Desc))
	}
	return StatsKeyMap{
		Up:       b(words.Rows, "up", "k"),
		Down:     b(words.Rows, "down", "j"),
		Left:     b(words.Columns, "left", "h"),
		Right:    b(words.Columns, "right", "l"),
		Reverse:  b(words.Reverse, "r"),
		Home:     key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/g", words.Rows.Desc)),
		End:      key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end/G", words.Rows.Desc)),
		NextView: b(words.Views, "tab"),
		PrevView: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", words.Views.Desc)),
		Help:     b(words.Help, "?"),
		Back:     b(words.Back, "esc"),
		Quit:     b(words.Quit, "q", "ctrl+c"),
	}
}

// ShortHelp implements help.KeyMap: the keys of the help line. Down
// stands for Up and Down, Right for Left and Right.
func (k StatsKeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Down, k.Right, k.Reverse, k.NextView, k.Help, k.Back, k.Quit}
}

// FullHelp implements help.KeyMap: every key of the screen.
func (k StatsKeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Down, k.Home, k.End},
		{k.Right, k.Reverse},
		{k.NextView, k.PrevView},
		{k.Help, k.Back, k.Quit},
	}
}
