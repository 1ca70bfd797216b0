package wording

import "strconv"

// The words of the live view (`rolekeeper watch` and `rolekeeper serve`)
// and of the playing screen about its viewers.
const (
	// LiveMark stands in a viewer's header where the player's says saved.
	LiveMark = "live view"
	// LiveKeysOnly answers a key that would change the game in a viewer.
	LiveKeysOnly = "This is a live view: keys only change what you see (seats, h log, S summary, ? keys, q quit)."
	// LiveWaiting is shown while the game file ends in a torn line: the
	// player's rolekeeper is writing, or crashed in the middle of a write.
	LiveWaiting = "Waiting for the next event…"
	// LiveGone is shown once the game file has been removed.
	LiveGone = "The game file was removed: this is the last state it showed."
	// LiveEnded is the last line a viewer over SSH gets when the game file
	// is removed or the server stops.
	LiveEnded = "The live view has ended."
)

// LiveProblem says that the game file cannot be read now and that the
// viewer shows its last good state.
func LiveProblem(reason string) string {
	return "The game file cannot be read now (" + reason + "); this is its last good state."
}

// Viewers says how many viewers watch the game and the table code that
// admits more, for the player's header: "2 viewers · code 482 913".
func Viewers(n int, code string) string {
	count := strconv.Itoa(n) + " viewers"
	if n == 1 {
		count = "1 viewer"
	}
	return count + " · code " + TableCode(code)
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

// The words of `rolekeeper serve` to a viewer over SSH.
const (
	// ServeCodeInstruction and ServeCodePrompt ask for the table code at
	// the keyboard-interactive prompt.
	ServeCodeInstruction = "The table code is on the screen of the rolekeeper that plays the game."
	ServeCodePrompt      = "Table code: "
)

// ServeFull refuses a viewer while max viewers are watching.
func ServeFull(max int) string {
	return "Sorry, " + strconv.Itoa(max) + " viewers are watching already, the most at once. Try again later."
}

// ServeStarted is what `rolekeeper serve` prints when it starts.
func ServeStarted(game, addr, port, code string) string {
	return "Serving " + game + " read only on " + addr + ".\n" +
		"Viewers connect with:  ssh -p " + port + " HOST   (HOST: this laptop's address; localhost here)\n" +
		"Table code: " + TableCode(code) + " (also on the playing screen; it changes after 10 wrong codes).\n" +
		"Ctrl+C stops serving."
}

// ServeStopped is what `rolekeeper serve` prints when it stops.
const ServeStopped = "Stopped serving; every viewer was told."
