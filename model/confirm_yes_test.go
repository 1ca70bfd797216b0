package model

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestGermanQuestionsTakeJ: every yes/no question of the game (ending
// the game, quitting) takes j ("ja") in German, y still, and says j in
// its keys; in English j answers nothing. Before, German took only y.
func TestGermanQuestionsTakeJ(t *testing.T) {
	inLanguage(t, "de")
	for _, yes := range []string{"j", "J", "y"} {
		m := startedBuhmann(t)
		m = press(t, m, "E")
		if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "j: ja") {
			t.Errorf("the question does not say j:\n%s", screen)
		}
		if m = press(t, m, yes); m.screen != screenSummary {
			t.Errorf("%s does not end the game in German: screen %d", yes, m.screen)
		}
		m = startedBuhmann(t)
		if _, cmd := press(t, m, "q").Update(keyPress(yes)); cmd == nil {
			t.Errorf("%s does not quit in German", yes)
		}
	}
}

// TestEnglishQuestionsDoNotTakeJ: j is no answer in English, where the
// word is "yes".
func TestEnglishQuestionsDoNotTakeJ(t *testing.T) {
	m := press(t, startedBuhmann(t), "E", "j")
	if m.screen == screenSummary {
		t.Error("j ended the game in English")
	}
}
