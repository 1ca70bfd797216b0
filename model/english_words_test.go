package model

import (
	"testing"

	"rolekeeper/internal/screentest"
)

// TestNoEnglishOnGermanScreens: no golden German screen (the table, the
// prompts, the log, the summary, the games played in German) holds one
// of wordcheck's English words (ui/statscreen's test reads the stats
// screen's).
func TestNoEnglishOnGermanScreens(t *testing.T) { screentest.CheckGermanGoldens(t, "testdata", 50) }
