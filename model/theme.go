package model

import "rolekeeper/styles"

// WithTheme returns the model drawn in the colours of theme, as if
// Options.Theme had been t.
func (m Model) WithTheme(t styles.Theme) Model {
	m.opts.Theme = t
	if fixed, dark := t.Fixed(); fixed {
		m.isDark, m.bgKnown = dark, true
		m.restyle()
	}
	m.frame = tableFrame{} // drawn in the old colours
	return m
}
