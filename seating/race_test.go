//go:build race

package seating

// raceChecks is how many nights TestSeatingBeatsRandom draws under the
// race detector, which makes the search some five times slower: the
// property is the same, its sample smaller.
const raceChecks = 25
