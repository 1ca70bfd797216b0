//go:build !unix

package stats

import "time"

// cpuTime is not known here: the benchmarks report 0.
func cpuTime() time.Duration { return 0 }
