//go:build race

package race

// Enabled is true under the race detector.
const Enabled = true
