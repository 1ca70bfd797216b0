package wording

import "strconv"

// Live holds the words of the live view (`rolekeeper watch` and
// `rolekeeper serve`) and of the playing screen about its viewers.
type Live struct {
	// Mark stands in a viewer's header where the player's says saved.
	Mark string
	// KeysOnly answers a key that would change the game in a viewer.
	KeysOnly string
	// Waiting is shown while the game file ends in a torn line: the
	// player's rolekeeper is writing, or crashed in the middle of a write.
	Waiting string
	// Gone is shown once the game file has been removed.
	Gone string
	// Problem says that the game file cannot be read now (reason) and
	// that the viewer shows its last good state.
	Problem func(reason string) string
	// Viewers says how many viewers watch and the table code that admits
	// more, for the player's header: "2 viewers · code 482 913".
	Viewers func(n int, code string) string
	// Ended is the last line a viewer over SSH gets when the game file is
	// removed or the server stops.
	Ended string
	// CodeInstruction and CodePrompt ask for the table code at the
	// keyboard-interactive prompt.
	CodeInstruction, CodePrompt string
	// Full refuses a viewer while max viewers are watching.
	Full func(max int) string
	// Started is what `rolekeeper serve` prints when it starts; Stopped
	// when it stops.
	Started func(game, addr, port, code string) string
	Stopped string
	// The lines `rolekeeper serve` writes as viewers come and go: a
	// viewer from addr connected, left, was refused while most watch; a
	// wrong code from addr; the code changed after n wrong codes; the
	// player's screen could not be told the code.
	LogConnected, LogLeft, LogWrongCode func(addr string) string
	LogRefused                          func(addr string, most int) string
	LogCodeChanged                      func(n int) string
	LogCannotTell                       func(reason string) string
}

func liveEN() Live {
	return Live{
		Mark:     "live view",
		KeysOnly: "This is a live view: keys only change what you see (seats, h log, S summary, ? keys, q quit).",
		Waiting:  "Waiting for the next event…",
		Gone:     "The game file was removed: this is the last state it showed.",
		Problem: func(reason string) string {
			return "The game file cannot be read now (" + reason + "); this is its last good state."
		},
		Viewers: func(n int, code string) string {
			return plural(n, "viewer", "viewers") + " · code " + TableCode(code)
		},
		Ended:           "The live view has ended.",
		CodeInstruction: "The table code is on the screen of the rolekeeper that plays the game.",
		CodePrompt:      "Table code: ",
		Full: func(max int) string {
			return "Sorry, " + strconv.Itoa(max) + " viewers are watching already, the most at once. Try again later."
		},
		Started: func(game, addr, port, code string) string {
			return "Serving " + game + " read only on " + addr + ".\n" +
				"Viewers connect with:  ssh -p " + port + " HOST   (HOST: this laptop's address; localhost here)\n" +
				"Table code: " + TableCode(code) + " (also on the playing screen; it changes after wrong codes from 10 addresses).\n" +
				"Ctrl+C stops serving."
		},
		Stopped:      "Stopped serving; every viewer was told.",
		LogConnected: func(addr string) string { return "viewer from " + addr + " connected" },
		LogLeft:      func(addr string) string { return "viewer from " + addr + " left" },
		LogWrongCode: func(addr string) string { return "wrong table code from " + addr },
		LogRefused: func(addr string, most int) string {
			return "viewer from " + addr + " refused: " + strconv.Itoa(most) + " are watching"
		},
		LogCodeChanged: func(n int) string { return strconv.Itoa(n) + " wrong codes: the table code changed" },
		LogCannotTell:  func(reason string) string { return "cannot tell the player's screen the code: " + reason },
	}
}

// TableCode writes a six-digit table code in two groups of three, easy to
// read out across a table: "482 913". Other lengths are written as they
// are.
func TableCode(code string) string {
	if len(code) != 6 {
		return code
	}
	return code[:3] + " " + code[3:]
}
