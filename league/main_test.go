package league

import (
	"os"
	"testing"

	"rolekeeper/internal/pgtest"
)

// TestMain runs the tests through pgtest.Run: they share one PostgreSQL
// cluster (pgtest.Start), stopped after the last of them.
func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }
