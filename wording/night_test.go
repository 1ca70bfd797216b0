package wording

import (
	"slices"
	"testing"
)

// TestNightProblemsInEveryLanguage: every problem the night's words know
// in English is said in German too, and no key is worded twice alike.
func TestNightProblemsInEveryLanguage(t *testing.T) {
	en, de := English().Night, German().Night
	for key := range en.Problems {
		if _, ok := de.Problems[key]; !ok {
			t.Errorf("%s has no German words", key)
		}
		a, _ := en.Text(key, []string{"1", "2", "3", "4"})
		b, _ := de.Text(key, []string{"1", "2", "3", "4"})
		if a == b {
			t.Errorf("%s: German and English both say %q", key, a)
		}
	}
	if _, ok := en.Text("night.unknown-key", nil); ok {
		t.Error("an unknown key has words")
	}
	keys := []string{ReasonNightTooMany, ReasonNightVariants, ReasonNightRounds, ReasonNightAllSeated, ReasonNightVersion,
		ReasonNightBadID, ReasonNightBadJSON, ReasonNightVariant, ReasonNightRoundNo, ReasonNightRoundVar, ReasonNightInputs,
		ReasonNightStranger, ReasonNightTableSize, ReasonNightNotSeated, ReasonNightNoReplay, ReasonNightNone,
		ReasonSeatingTooFew, ReasonSeatingTooMany, ReasonSeatingSizes, ReasonSeatingRound, ReasonNightNoTable,
		ReasonNightBadSizes, ReasonNightNotDrawn, ReasonNightNoPlayers, ReasonNightSeedFormat, ReasonNightExists,
		ReasonNightSeatID, ReasonNightSeatIncomplete, ReasonNightSeatRange, ReasonNightClockLen, ReasonNightClockState, ReasonNightRoundDo,
		ReasonTimeNotCalled, ReasonTimeIncomplete, ReasonNightBusy, ReasonNightExtraTurns, ReasonNightLineage, ReasonNightLeagueAway}
	for _, k := range keys {
		if _, ok := en.Problems[k]; !ok {
			t.Errorf("%s has no words", k)
		}
	}
	if len(keys) != len(en.Problems) || slices.Compact(slices.Sorted(slices.Values(keys))) == nil {
		t.Errorf("%d keys, %d worded", len(keys), len(en.Problems))
	}
}
