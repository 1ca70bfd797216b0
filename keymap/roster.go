package keymap

import (
	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// RosterKeyMap holds the keys that choose a past player's name while a
// name is typed on the setup screen; Enter (SaveName) then takes the
// chosen name.
type RosterKeyMap struct {
	Prev, Next key.Binding
}

// NewRosterKeyMap returns the roster's bindings with the help text of
// words. Next shows the help of both.
func NewRosterKeyMap(words wording.KeyHelp) RosterKeyMap {
	return RosterKeyMap{
		Prev: key.NewBinding(key.WithKeys("up"), key.WithHelp(words.Key, words.Desc)),
		Next: key.NewBinding(key.WithKeys("down"), key.WithHelp(words.Key, words.Desc)),
	}
}
