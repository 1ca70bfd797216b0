package views

// LogUnreadable is what the log screen shows in place of its lines when
// they cannot be read back from the game file (text: the reason in
// words), wrapped to w cells, in the style of a warning.
func LogUnreadable(f Frame, text string, w int) []string {
	lines := wrap(f.Styles.Cells, text, max(w, 1))
	for i, l := range lines {
		lines[i] = f.Styles.Warn.Render(l)
	}
	return lines
}
