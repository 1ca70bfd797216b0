package model

import "fmt"

// Theme chooses between the light and the dark colours of the screens.
type Theme uint8

// The themes of `--theme`.
const (
	// ThemeAuto follows the terminal: its answer to the background
	// query, else COLORFGBG, else dark.
	ThemeAuto Theme = iota
	// ThemeDark is for a dark background, whatever the terminal says.
	ThemeDark
	// ThemeLight is for a light background, whatever the terminal says.
	ThemeLight
)

// ParseTheme reads a theme's name: auto, dark or light.
func ParseTheme(name string) (Theme, error) {
	switch name {
	case "auto", "":
		return ThemeAuto, nil
	case "dark":
		return ThemeDark, nil
	case "light":
		return ThemeLight, nil
	}
	return ThemeAuto, fmt.Errorf("unknown theme %q: use auto, dark or light", name)
}

// String returns the theme's name, as ParseTheme reads it.
func (t Theme) String() string {
	switch t {
	case ThemeDark:
		return "dark"
	case ThemeLight:
		return "light"
	}
	return "auto"
}

// fixed reports whether the theme is chosen rather than asked of the
// terminal, and whether it is dark.
func (t Theme) fixed() (fixed, dark bool) {
	return t != ThemeAuto, t != ThemeLight
}

// WithTheme returns the model drawn in the colours of theme, as if
// Options.Theme had been t.
func (m Model) WithTheme(t Theme) Model {
	m.opts.Theme = t
	if fixed, dark := t.fixed(); fixed {
		m.isDark, m.bgKnown = dark, true
		m.restyle()
	}
	return m
}
