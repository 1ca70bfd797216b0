package wording

import "fmt"

// LeagueTrust are the words of what makes the league trusted: how the
// connection is protected, the tables' neutral names, the games kept out
// or withdrawn, what the wall screen and the summary can know.
type LeagueTrust struct {
	// Insecure refuses an sslmode that may fall back to plaintext for a
	// host on the network; where is League.Where's.
	Insecure func(where, mode string) string
	// Security says how the connection is protected (`league status`):
	// mode is the sslmode in force, written whether the URL wrote it,
	// local whether every host is this machine, tls whether the
	// connection made is encrypted.
	Security func(mode string, written, local, tls bool) string
	// TableN names a table whose players chose no name.
	TableN func(n int) string
	// FlagPractice is the usage of rolekeeper's --practice.
	FlagPractice string
	// Abandoned is an unfinished game unchanged for 12 hours on the
	// evening's screen.
	Abandoned string
	// Withdrawals is `league status`'s line of the withdrawals waiting;
	// Withdrawn push's of those sent.
	Withdrawals func(n int) string
	Withdrawn   func(n int) string
	// What the summary says of the game just ended and the league.
	GameSent, GameSending, GameOffline, GameRefused string
	// Refused is `league status`'s line of a game the league refuses;
	// why says which game and why ("FILE: differs … at line N").
	Refused func(why string) string
	// Polling is the standings screen's note when notifications do not
	// arrive (a pooler in transaction mode).
	Polling string
}

func leagueTrustEN() LeagueTrust {
	return LeagueTrust{
		Insecure: func(where, mode string) string {
			return fmt.Sprintf("the league's database %s is on the network, and sslmode=%s may send the password in clear: "+
				"write sslmode=verify-full (or require), or sslmode=disable to choose plaintext", where, mode)
		},
		Security: func(mode string, written, local, tls bool) string {
			how := "sslmode=" + mode
			if !written {
				how += ", by default"
			}
			switch {
			case tls && mode == "verify-full":
				return "Connection: encrypted (TLS), the server's certificate and name checked (" + how + ")."
			case tls && mode == "verify-ca":
				return "Connection: encrypted (TLS), the server's certificate checked but not its name (" + how + ")."
			case tls:
				return "Connection: encrypted (TLS), the server's certificate not checked (" + how + ")."
			case local:
				return "Connection: on this machine, not encrypted (" + how + ")."
			}
			return "Connection: NOT encrypted, passwords and games travel in clear (" + how + ")."
		},
		TableN:       func(n int) string { return fmt.Sprintf("Table %d", n) },
		FlagPractice: "a practice game: not sent to the league by itself (league push still sends it by hand)",
		Abandoned:    "abandoned (unchanged for 12 hours)",
		GameSent:     "✓ sent to the league",
		Refused:      func(why string) string { return "refused by the league: " + why },
		GameSending:  "being sent to the league…",
		GameOffline:  "waiting to be sent to the league (offline)",
		GameRefused:  "✗ refused by the league: see rolekeeper league status",
		Polling:      "updates every 30 s (the database does not pass notifications: use a direct or session-mode address)",
		Withdrawals: func(n int) string {
			return fmt.Sprintf("%d %s thrown away here to be withdrawn from the league", n, noun(n, "game", "games"))
		},
		Withdrawn: func(n int) string {
			return fmt.Sprintf("%d %s withdrawn from the league (thrown away here)", n, noun(n, "game", "games"))
		},
	}
}

func leagueTrustDE() LeagueTrust {
	return LeagueTrust{
		Insecure: func(where, mode string) string {
			return fmt.Sprintf("die Datenbank der Liga %s liegt im Netz, und sslmode=%s kann das Passwort unverschlüsselt senden: "+
				"sslmode=verify-full (oder require) eintragen, oder sslmode=disable, um bewusst unverschlüsselt zu verbinden", where, mode)
		},
		Security: func(mode string, written, local, tls bool) string {
			how := "sslmode=" + mode
			if !written {
				how += ", voreingestellt"
			}
			switch {
			case tls && mode == "verify-full":
				return "Verbindung: verschlüsselt (TLS), Zertifikat und Name des Servers geprüft (" + how + ")."
			case tls && mode == "verify-ca":
				return "Verbindung: verschlüsselt (TLS), Zertifikat des Servers geprüft, sein Name nicht (" + how + ")."
			case tls:
				return "Verbindung: verschlüsselt (TLS), Zertifikat des Servers nicht geprüft (" + how + ")."
			case local:
				return "Verbindung: auf diesem Rechner, unverschlüsselt (" + how + ")."
			}
			return "Verbindung: NICHT verschlüsselt, Passwörter und Spiele gehen im Klartext (" + how + ")."
		},
		TableN:       func(n int) string { return fmt.Sprintf("Tisch %d", n) },
		FlagPractice: "ein Übungsspiel: geht nicht von selbst an die Liga (league push sendet es trotzdem von Hand)",
		Abandoned:    "liegen gelassen (seit 12 Stunden unverändert)",
		GameSent:     "✓ an die Liga gesendet",
		Refused:      func(why string) string { return "von der Liga abgelehnt: " + why },
		GameSending:  "wird an die Liga gesendet …",
		GameOffline:  "wartet auf das Senden an die Liga (offline)",
		GameRefused:  "✗ von der Liga abgelehnt: siehe rolekeeper league status",
		Polling:      "aktualisiert alle 30 s (die Datenbank leitet keine Benachrichtigungen weiter: eine direkte Adresse oder eine im Session-Modus nehmen)",
		Withdrawals: func(n int) string {
			if n == 1 {
				return "1 hier verworfenes Spiel wartet darauf, aus der Liga zurückgezogen zu werden"
			}
			return fmt.Sprintf("%d hier verworfene Spiele warten darauf, aus der Liga zurückgezogen zu werden", n)
		},
		Withdrawn: func(n int) string {
			return fmt.Sprintf("%d %s aus der Liga zurückgezogen (hier verworfen)", n, noun(n, "Spiel", "Spiele"))
		},
	}
}
