package model

import (
	"net"
	"net/url"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/qr"
	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// phonesPrompt shows, over the table, the QR code of the page that
// `rolekeeper serve` shows the phones at the table, with its address
// beneath for typing; without a serve, how to start one. Any key that
// goes back closes it; it enters nothing.
type phonesPrompt struct {
	lines []string
	words *wording.Words
}

// The code is drawn dark on light in colours of its own (so that a
// ground not detected does not invert it), in reverse video on a dark
// ground under NO_COLOR, as is on a light one.
func newPhonesPrompt(share SharingMsg, wd *wording.Words, dark bool, depth styles.Depth) *phonesPrompt {
	if !share.On || share.Web == "" {
		return &phonesPrompt{lines: []string{wd.Web.PhonesOff}, words: wd}
	}
	ground := qr.Painted
	switch {
	case depth == styles.NoColor && dark:
		ground = qr.Reversed
	case depth == styles.NoColor:
		ground = qr.Plain
	}
	code, err := qr.Compact(share.Web, ground)
	if err != nil {
		code = nil // an address too long for a code: it is still written beneath
	}
	lines := append(code, share.Web, wd.Web.PhonesHelp)
	if onThisLaptopOnly(share.Web) {
		lines = append(lines, wd.Web.LoopbackOnly)
	}
	if share.Code != "" {
		lines = append(lines, wd.Live.Viewers(share.Viewers, share.Code))
	}
	return &phonesPrompt{lines: lines, words: wd}
}

// update implements prompt: Esc, ? and the key that opened it close it.
func (p *phonesPrompt) update(k keymap.KeyMap, msg tea.KeyPressMsg, _ rules.State) (prompt, result) {
	if key.Matches(msg, k.Back, k.Help, keymap.New(p.words.Keys).Phones) {
		return p, result{kind: resultCancel}
	}
	return p, result{}
}

// view implements prompt.
func (p *phonesPrompt) view(rules.State) views.PromptView {
	return views.PromptView{Title: p.words.Web.Phones, Text: p.lines}
}

// marks implements prompt.
func (p *phonesPrompt) marks(rules.State) []string { return nil }

// cursor implements prompt.
func (p *phonesPrompt) cursor() int { return rules.NoSeat }

// fillContext implements prompt: the keys of the help screen (back, help,
// quit).
func (p *phonesPrompt) fillContext(c *keymap.Context) { c.Mode = keymap.ModeHelp }

// onThisLaptopOnly reports whether the page's address is a loopback one,
// which no phone reaches.
func onThisLaptopOnly(address string) bool {
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	host := u.Hostname()
	ip := net.ParseIP(host)
	return host == "localhost" || (ip != nil && ip.IsLoopback())
}
