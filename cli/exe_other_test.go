//go:build !windows

package cli

// exeSuffix ends the name of the binary the tests build (nothing but on
// Windows: exe_windows_test.go).
const exeSuffix = ""
