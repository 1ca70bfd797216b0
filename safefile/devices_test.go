package safefile

import "testing"

// TestWindowsDeviceNames: the names Windows reads as devices are refused
// by name (os_windows.go), whatever their case, extension, stream or
// trailing spaces, and in the device namespace; files that merely look
// alike are not.
func TestWindowsDeviceNames(t *testing.T) {
	devices := []string{"NUL", "nul", "CON", "con.jsonl", `C:\games\aux.md`, "prn .txt", "COM1", "com9.jsonl",
		"LPT3", "COM¹", "lpt².txt", "CONIN$", "conout$", "COM1:", `C:NUL`, `C:\x\NUL.tar.gz`, "games/nul.jsonl",
		`\\.\PhysicalDrive0`, `//./COM1`, `\\?\GLOBALROOT\Device\Null`, `\\.\pipe\rolekeeper`, "COM0", "LPT0"}
	files := []string{"game.jsonl", "console.jsonl", "CONSOLE", "nulla.md", "COM10", "LPT", "COM", "com1x.md",
		`C:\games\friday.jsonl`, `\\?\C:\games\con-test.jsonl`, `\\?\UNC\server\share\game.jsonl`,
		`\\server\share\game.jsonl`, "aux-game.jsonl", `C:\NUL\game.jsonl`, ""}
	for _, p := range devices {
		if !windowsDevice(p) {
			t.Errorf("%q: not refused as a device", p)
		}
	}
	for _, p := range files {
		if windowsDevice(p) {
			t.Errorf("%q: refused as a device", p)
		}
	}
}

// TestBroadGrantOnWindows: a secret is shared with others when an entry
// of its access control list lets everyone, every user or guests read it;
// the owner, SYSTEM or the administrators reading it, or others only
// listing the folder, are not.
func TestBroadGrantOnWindows(t *testing.T) {
	const readExecute = 0x1200a9 // what Windows calls "Read & execute"
	for _, c := range []struct {
		sid            string
		granted, asked uint32
		want           bool
	}{
		{"S-1-1-0", readExecute, secretRead, true},                        // Everyone
		{"S-1-5-32-545", accessRead, secretRead, true},                    // Users, GENERIC_READ
		{"S-1-5-11", 0x1301bf, folderWrite, true},                         // Authenticated Users: Modify
		{"S-1-5-32-546", accessAll, secretRead, true},                     // Guests: everything
		{"S-1-5-18", accessAll, secretRead, false},                        // SYSTEM
		{"S-1-5-32-544", accessAll, folderWrite, false},                   // Administrators
		{"S-1-5-21-1-2-3-1001", accessAll, secretRead, false},             // the owner
		{"S-1-5-32-545", readExecute, folderWrite, false},                 // Users may list, not change
		{"S-1-1-0", 0x100000 /* SYNCHRONIZE only */, secretRead, false},   // nothing readable
		{"S-1-5-7", accessReadData, secretRead, true},                     // Anonymous Logon
		{"S-1-5-32-545", accessAddFile | accessDelete, folderWrite, true}, // Users may add files
		{"S-1-5-32-545", accessWriteDAC, folderWrite, true},               // or change who may
	} {
		if got := broadGrant(c.sid, c.granted, c.asked); got != c.want {
			t.Errorf("%s granted %#x, asked %#x: %v, want %v", c.sid, c.granted, c.asked, got, c.want)
		}
	}
}
