package web

import (
	"os"
	"testing"

	"rolekeeper/internal/browsertest"
)

// TestMain runs the tests through browsertest.Run: the browser tests
// share one Chromium (browsertest.Tab), stopped after the last of them.
// They run in parallel with each other (t.Parallel, after the other
// tests): each has a browser context and a server of its own, and they
// spend their time waiting on the page, not computing. The tests that
// measure a time or a rate on the server stay serial.
func TestMain(m *testing.M) { os.Exit(browsertest.Run(m)) }
