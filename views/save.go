package views

// SavedMark is what the header shows while every event is saved.
const SavedMark = "✓ saved"

// SavingMark is what the header shows from the moment an event is drawn
// until its fsync has returned: "saving… 2 events", or "saving…" while
// only the setup is being written.
func SavingMark(waiting int) string {
	if waiting == 0 {
		return "saving…"
	}
	return "saving… " + plural(waiting, "event", "events")
}

// NotSavedLineMark starts a line of the recent events that tells of an
// event not saved, after a failed save, in place of "· ".
const NotSavedLineMark = "✗ NOT SAVED · "

// NotSaved draws the warning of a failed save, w cells wide: "NOT SAVED"
// in reverse video, then the reason. It is drawn over the first line of
// every screen for as long as saving fails, so that nobody plays on
// without knowing.
func NotSaved(reason string, st Styles, w int) string {
	return cut(st.Alarm.Render("NOT SAVED")+" "+st.Danger.Render(reason), w)
}
