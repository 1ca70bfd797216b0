package picker

import (
	"strings"

	"charm.land/bubbles/v2/key"
)

// pickerHelp is the list's help as the picker shows it: its short line
// says the arrows once (↑↓), so that every key fits 80 cells; ? shows
// every key of the list.
type pickerHelp struct{ p *Picker }

// ShortHelp implements help.KeyMap.
func (h pickerHelp) ShortHelp() []key.Binding {
	k := h.p.keys
	return []key.Binding{k.ListMove, k.Resume, k.StartNew, k.SetAside, k.Quit, k.ListMore, k.Stats}
}

// FullHelp implements help.KeyMap.
func (h pickerHelp) FullHelp() [][]key.Binding { return h.p.list.FullHelp() }

// helpView is the help line, or every key after ?.
func (p Picker) helpView() string { return p.list.Help.View(pickerHelp{&p}) }

// helpHeight is the lines the help takes.
func (p Picker) helpHeight() int { return strings.Count(p.helpView(), "\n") + 1 }

// trimRight takes the blanks off the end of every line of s.
func trimRight(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
