package cputime

import (
	"runtime"
	"testing"
)

// TestUsedGrowsWithWork: work done between two readings shows in them
// (on unix, where it is measured).
func TestUsedGrowsWithWork(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("processor time is not measured here")
	}
	start := Used()
	x := uint64(1)
	for i := uint64(0); Used()-start <= 0 && i < 1<<34; i++ {
		x = x*6364136223846793005 + i
	}
	if Used() <= start {
		t.Fatalf("no processor time after work (%d)", x)
	}
}
