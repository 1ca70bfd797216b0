package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// confirm is a yes/no question; yes gives its result.
type confirm struct {
	title string
	text  []string
	yes   result
	keys  string // the hint: which keys answer
	// no says what no leaves undone, "" for nothing to say.
	no string
	// note says that the last key answers nothing, until the next key.
	note  string
	words *wording.Words
}

func newConfirm(wd *wording.Words, title string, text []string, yes result) *confirm {
	return &confirm{title: title, text: text, yes: yes, keys: wd.Prompt.ConfirmKeys, words: wd}
}

// update implements prompt. Only y says yes (not Enter, which a tired
// finger presses by habit); ctrl+c twice quits.
func (c *confirm) update(k keymap.KeyMap, msg tea.KeyPressMsg, _ rules.State) (prompt, result) {
	c.note = ""
	switch {
	case key.Matches(msg, k.Yes):
		return c, c.yes
	case key.Matches(msg, k.No):
		return c, result{kind: resultCancel}
	case key.Matches(msg, k.Quit) && c.yes.kind == resultQuit:
		return c, c.yes
	default:
		c.note = promptUnbound(msg, c.words.Prompt.UnboundInQuestion)
	}
	return c, result{}
}

// view implements prompt.
func (c *confirm) view(rules.State) views.PromptView {
	return views.PromptView{Title: c.title, Text: c.text, Hint: c.keys, Note: c.note}
}

// marks implements prompt.
func (c *confirm) marks(rules.State) []string { return nil }

// cursor implements prompt.
func (c *confirm) cursor() int { return rules.NoSeat }

// fillContext implements prompt.
func (c *confirm) fillContext(ctx *keymap.Context) {
	ctx.Mode = keymap.ModeConfirm
}

// isQuitConfirm reports whether p asks whether to quit.
func isQuitConfirm(p prompt) bool {
	c, ok := p.(*confirm)
	return ok && c.yes.kind == resultQuit
}
