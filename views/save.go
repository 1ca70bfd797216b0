package views

import "rolekeeper/styles"

// SavedMark is what the header shows while every event is saved.
const SavedMark = "✓ saved"

// NotSaved draws the warning of a failed save, w cells wide: "NOT SAVED"
// in reverse video, then the reason. It is drawn over the first line of
// every screen for as long as saving fails, so that nobody plays on
// without knowing.
func NotSaved(reason string, st styles.Styles, w int) string {
	return cut(st.Alarm.Render("NOT SAVED")+" "+st.Danger.Render(reason), w)
}
