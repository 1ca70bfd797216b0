package rules

// CheckpointEvery is checkpointEvery, for the property tests of package
// rules_test.
const CheckpointEvery = checkpointEvery

// LegalGame plays n accepted events of a random game of setup drawn from
// seed, undo and redo among them, that is still running after them, and
// returns the game after them with its history, and the events. The
// games come from internal/gamegen, the one generator of the tests; a
// test of package rules cannot import it (it imports rules), so
// gamegen_test.go, in package rules_test of the same test binary, sets
// LegalGame when the tests start.
var LegalGame func(setup Setup, n int, seed uint64) (Game, []Event)

// legalGame is LegalGame.
func legalGame(setup Setup, n int, seed uint64) (Game, []Event) { return LegalGame(setup, n, seed) }
