// Package absent is what a test does when something it needs is not
// there (a program, a folder, a facility of the system): it skips, saying
// what is missing and how to get it, except under CI=true, where nothing
// may be missing and the test fails instead, so that CI never passes a
// test that did not run.
//
// A test that cannot run for a reason no installation changes (an
// operating system without the facility) skips with t.Skip and says
// why; a test of a permission, which root passes, runs as another user
// (childtest.NotRoot).
package absent

import (
	"fmt"
	"os"
	"testing"
)

// CI reports whether the tests run under CI (CI=true).
func CI() bool { return os.Getenv("CI") == "true" }

// Skip skips t with the message (fmt.Sprintf of format and args), or
// fails it with the message under CI=true.
func Skip(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if CI() {
		t.Fatal(msg + " (under CI=true a test may not skip for want of it)")
		return
	}
	t.Skip(msg)
}
