package model

// leagueNote is what the summary says of the game just ended and the
// club's league: sent, being sent, waiting (offline) or refused; "" for
// a game not sent by itself.
func (m Model) leagueNote() string {
	t := m.Words.League.Trust
	switch m.share.LeagueGame {
	case LeagueSent:
		return m.Styles.Good.Render(t.GameSent)
	case LeagueSending:
		return m.Styles.Muted.Render(t.GameSending)
	case LeagueOffline:
		return m.Styles.Warn.Render(t.GameOffline)
	case LeagueRefused:
		return m.Styles.Danger.Render(t.GameRefused)
	}
	return ""
}
