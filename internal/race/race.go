// Package race tells a test whether it runs under the race detector
// (go test -race), for a test whose measurement the detector falsifies
// (the heap, the processor time) or whose many repetitions it slows
// tenfold: .ci/run runs every test once more without it.
package race
