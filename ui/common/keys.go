package common

import (
	tea "charm.land/bubbletea/v2"

	"rolekeeper/wording"
)

// ErrText is the reason err gives, in the words' language; a nil error
// (a failure nobody explained) is said as such.
func ErrText(err error, wd *wording.Words) string {
	if err == nil {
		return wd.Prompt.UnknownError
	}
	return wd.ErrorText(err)
}

// SilentKey reports whether a key is one that nobody presses to make
// something happen: a modifier or lock key on its own, a media or volume
// key (terminals that report every key send them). Every screen lets it
// pass without a word.
func SilentKey(msg tea.KeyPressMsg) bool {
	return msg.Code >= tea.KeyCapsLock && msg.Code <= tea.KeyIsoLevel5Shift
}
