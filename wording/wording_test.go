package wording

import (
	"testing"
	"time"

	"rolekeeper/rules"
)

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		-time.Second:                 "under a minute",
		29 * time.Second:             "under a minute",
		40 * time.Second:             "1 min",
		100 * time.Second:            "2 min",
		65 * time.Minute:             "1 h 05 min",
		2*time.Hour + 13*time.Minute: "2 h 13 min",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestCauseWordsForEveryCause(t *testing.T) {
	for _, c := range []rules.Cause{rules.CausePoison, rules.CauseLibrary, rules.CauseConcede, rules.CauseLife,
		rules.CausePassivity} {
		if Cause(c) == "other reason" {
			t.Errorf("no words for %q", c)
		}
	}
}
