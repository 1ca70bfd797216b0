//go:build !race

package seating

// raceChecks is 0 without the race detector: rapid's -rapid.checks (100
// unless told) hold.
const raceChecks = 0
