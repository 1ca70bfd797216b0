package statscreen

import (
	"testing"

	"rolekeeper/internal/screentest"
)

// TestNoEnglishOnGermanScreens: no golden German stats screen holds one
// of wordcheck's English words (model's test reads the game's).
func TestNoEnglishOnGermanScreens(t *testing.T) { screentest.CheckGermanGoldens(t, "testdata", 10) }
