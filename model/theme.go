package model

import "rolekeeper/styles"

// WithTheme returns the model drawn in the colours of theme, as if
// Options.Theme had been t.
func (m Model) WithTheme(t styles.Theme) Model {
	m.opts.Theme = t
	m.Common = m.Common.WithTheme(t)
	m.restyle()
	m.frame = tableFrame{} // drawn in the old colours
	return m
}
