package styles

// Theme chooses between the light and the dark colours of the screens.
type Theme uint8

// The themes of `--theme` and of config.toml's `theme`.
const (
	// ThemeAuto follows the terminal: its answer to the background
	// query, else COLORFGBG, else dark.
	ThemeAuto Theme = iota
	// ThemeDark is for a dark background, whatever the terminal says.
	ThemeDark
	// ThemeLight is for a light background, whatever the terminal says.
	ThemeLight
)

// ParseTheme reads a theme's name: auto (or ""), dark or light; ok is
// false for any other name.
func ParseTheme(name string) (t Theme, ok bool) {
	switch name {
	case "auto", "":
		return ThemeAuto, true
	case "dark":
		return ThemeDark, true
	case "light":
		return ThemeLight, true
	}
	return ThemeAuto, false
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

// Fixed reports whether the theme is chosen rather than asked of the
// terminal, and whether it is dark.
func (t Theme) Fixed() (fixed, dark bool) {
	return t != ThemeAuto, t != ThemeLight
}
