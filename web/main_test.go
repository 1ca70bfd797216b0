package web

import (
	"os"
	"testing"

	"rolekeeper/internal/browsertest"
)

// TestMain runs the tests through browsertest.Run: the browser tests
// share one Chromium (browsertest.Tab), stopped after the last of them.
func TestMain(m *testing.M) { os.Exit(browsertest.Run(m)) }
