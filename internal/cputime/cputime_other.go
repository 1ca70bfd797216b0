//go:build !unix

// Package cputime measures the processor time the process has used, for
// benchmarks that report it beside the wall-clock time, which a machine
// shared with other work stretches. It is test support, no part of the
// program.
package cputime

import "time"

// Used is not measured here: the benchmarks report 0.
func Used() time.Duration { return 0 }
