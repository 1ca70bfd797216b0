package model

import (
	"strings"
	"testing"
)

// TestSummarySaysWhetherTheLeagueHasTheGame: the summary of the game just
// ended says whether the league has it (sent), is being sent, waits
// offline or was refused, in both languages; a game not sent by itself
// says nothing of the league.
func TestSummarySaysWhetherTheLeagueHasTheGame(t *testing.T) {
	for _, tc := range []struct{ state, en, de string }{
		{LeagueSent, "sent to the league", "an die Liga gesendet"},
		{LeagueSending, "being sent to the league", "wird an die Liga gesendet"},
		{LeagueOffline, "waiting to be sent to the league (offline)", "wartet auf das Senden an die Liga (offline)"},
		{LeagueRefused, "refused by the league", "von der Liga abgelehnt"},
		{"", "", ""},
	} {
		for lang, want := range map[string]string{"en": tc.en, "de": tc.de} {
			t.Run(lang+"_"+tc.state, func(t *testing.T) {
				inLanguage(t, lang)
				check(t, lang, tc.state, want)
			})
		}
	}
}

func check(t *testing.T, lang, state, want string) {
	t.Helper()
	{
		{
			m := sized(lordSummary(t), 80, 24)
			next, _ := m.Update(SharingMsg{LeagueGame: state})
			text := screenText(next.(Model))
			if want == "" {
				if strings.Contains(text, "league") || strings.Contains(text, "Liga") {
					t.Errorf("%s, a game not for the league: the summary speaks of the league:\n%s", lang, text)
				}
				return
			}
			if !strings.Contains(text, want) {
				t.Errorf("%s, %q: the summary does not say %q:\n%s", lang, state, want, text)
			}
		}
	}
}
