package model

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestChancesOnlyWhereTheyMeanSomething: the chances to win show on the
// setup only for a table the variant plays (Buhmann from 3 players, whose
// two-player duel is only its endgame, B-9; Lord from 5, C-1), and not on
// Lord's roles screen, which names the waiting player (L-1): the ratings
// know no roles. Before, two Buhmann names showed a duel's chances, and
// the roles screen gave the waiting player a chance beside "waiting".
func TestChancesOnlyWhereTheyMeanSomething(t *testing.T) {
	opts := testOptions()
	opts.Ratings = seasonOf
	chance := strings.TrimSpace(testWords.Stats.Rated.ChanceLine(""))
	shows := func(m Model) bool { return strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), chance) }
	b := addPlayers(t, sized(New(opts), 120, 40), "Ana", "Ben")
	if shows(b) {
		t.Errorf("two Buhmann players show chances:\n%s", screenText(b))
	}
	if b = addPlayers(t, b, "Cem"); !shows(b) {
		t.Errorf("three Buhmann players show no chances:\n%s", screenText(b))
	}
	l := press(t, sized(New(opts), 120, 40), "up", "right")
	if l.setup.variant != rules.Lord {
		t.Fatal("not a Lord setup")
	}
	l = addPlayers(t, l, "Ana", "Ben", "Cem", "Dora")
	if shows(l) {
		t.Errorf("four Lord players show chances:\n%s", screenText(l))
	}
	if l = addPlayers(t, l, "Eli", "Finn"); !shows(l) {
		t.Errorf("six Lord players show no chances on the setup:\n%s", screenText(l))
	}
	if l = press(t, l, "s"); l.screen != screenRoles || shows(l) {
		t.Errorf("the roles screen (screen %d) shows chances beside the waiting player:\n%s", l.screen, screenText(l))
	}
}
