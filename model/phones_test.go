package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestPhonesKeyShowsTheQRCode: c on the playing screen shows the QR code
// of the page for phones and its address beneath, at 80x24 too; Esc
// closes it and the game is unchanged. Without a serve it says how to
// start one.
func TestPhonesKeyShowsTheQRCode(t *testing.T) {
	const url = "http://192.168.178.20:8023/?t=3dde423a52ca970fc686adb42ee84a0f"
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		opts := testOptions()
		opts.Sharing = func() tea.Cmd { return nil }
		m := sized(Resume(mustGame(t, buhmann5), nil, opts), size[0], size[1])
		next, _ := m.Update(SharingMsg{On: true, Viewers: 1, Code: "482913", Web: url})
		m = press(t, next.(Model), "c")
		got := screenText(m)
		if !strings.Contains(got, url) || !strings.Contains(got, "█▀▀▀▀▀█") { // the finder pattern: its dark modules are the blocks
			t.Errorf("%dx%d: no QR code and address:\n%s", size[0], size[1], got)
		}
		m = press(t, m, "esc")
		if got := screenText(m); strings.Contains(got, url) {
			t.Errorf("%dx%d: Esc left the code open:\n%s", size[0], size[1], got)
		}
		if got := screenText(press(t, m, "?")); size[1] >= 40 && !strings.Contains(got, "c QR code for phones") {
			t.Errorf("%dx%d: the help does not list c while serve shows a page:\n%s", size[0], size[1], got)
		}
		if m.game.CanUndo() != 0 {
			t.Error("showing the code entered something")
		}
	}
	opts := testOptions()
	opts.Sharing = func() tea.Cmd { return nil }
	m := sized(Resume(mustGame(t, buhmann5), nil, opts), 120, 40)
	next, _ := m.Update(SharingMsg{On: true, Code: "482913", Web: "http://127.0.0.1:8023/?t=00"})
	if got := screenText(press(t, next.(Model), "c")); !strings.Contains(got, "serve --lan") {
		t.Errorf("a loopback address without the hint of --lan:\n%s", got)
	}
	m = press(t, sized(Resume(mustGame(t, buhmann5), nil, testOptions()), 120, 40), "c")
	if got := screenText(m); !strings.Contains(got, "rolekeeper serve") {
		t.Errorf("without serve:\n%s", got)
	}
}
