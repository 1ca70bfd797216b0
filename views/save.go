package views

import ()

// NotSaved draws the warning of a failed save, w cells wide: "NOT SAVED"
// in reverse video, then the reason. It is drawn over the first line of
// every screen for as long as saving fails, so that nobody plays on
// without knowing.
func NotSaved(f Frame, reason string, w int) string {
	st, wd := f.Styles, f.Words
	label := st.Alarm.Render(wd.Table.NotSaved)
	return cut(st.Cells, label+" "+st.Danger.Render(CutMessage(st.Cells, reason, max(w-textWidth(st.Cells, label)-1, 1))), w)
}
