package wording

import (
	"strconv"
	"time"
)

// NightTV are the words of a club night kept in the league: what a
// laptop says when it puts the night there or reads it from there, and
// the night on the TV (the league's standings screen). The clock itself
// is said in Night's clock words, as every table's header says it.
type NightTV struct {
	// NotInLeague: the night could not be kept in the league (reason);
	// it stands in its file.
	NotInLeague func(reason string) string
	// FromLeague: a laptop without the night's file shows the night as
	// the league keeps it, changed at clock.
	FromLeague func(clock string) string
	// LeagueCopy names the league's copy of a night in a message about
	// it ("COPY: reason").
	LeagueCopy func(id string) string
	// Tonight heads the night on the TV: the round shown of the rounds
	// planned, and its variant.
	Tonight func(round, rounds int, variant string) string
	// NoRound: the night has no round seated yet.
	NoRound func(players int) string
	// Table names a table on the TV with its players' count.
	Table func(n, players int) string
	// Turns are a table's turns still to play once time is called.
	Turns func(turns int) string
	// LastUpdate: the league cannot be read; the night shown is as it
	// was at clock, and the screen tries again.
	LastUpdate func(clock string) string
	// Page says which tables the screen shows (first to last, from 1, of
	// tables) when they do not all fit: the others follow in turn, a
	// page every seconds.
	Page func(first, last, tables, seconds int) string
	// FlagNight is the usage of night's --night; FlagStandingsNight of
	// league standings' --night.
	FlagNight, FlagStandingsNight string
}

func nightTVEN() NightTV {
	return NightTV{
		NotInLeague: func(reason string) string {
			return "Not in the league (" + reason + "): the night stands in its file; a game of this night open on " +
				"this laptop sends it as soon as the league answers, else rolekeeper night status does."
		},
		FromLeague: func(clock string) string { return "The night as the league keeps it (changed " + clock + ")." },
		LeagueCopy: func(id string) string { return "the league's night " + id },
		Tonight: func(round, rounds int, variant string) string {
			return "Tonight · Night round " + strconv.Itoa(round) + " of " + strconv.Itoa(rounds) + " · " + variant
		},
		NoRound: func(players int) string {
			return "Tonight · " + plural(players, "player", "players") + " · no night round seated yet"
		},
		Table: func(n, players int) string { return "Table " + strconv.Itoa(n) + " (" + strconv.Itoa(players) + ")" },
		Turns: func(turns int) string { return "this turn, then " + plural(turns, "more turn", "more turns") },
		LastUpdate: func(clock string) string {
			return "last update " + clock + ", the league cannot be reached; trying again"
		},
		Page: func(first, last, tables, seconds int) string {
			return "Tables " + strconv.Itoa(first) + "–" + strconv.Itoa(last) + " of " + strconv.Itoa(tables) +
				" · the others in turn, every " + strconv.Itoa(seconds) + " s"
		},
		FlagNight: "the club night to show (its id; default: the one changed last this evening)",
		FlagStandingsNight: "only the games of this club night (its id), and on the screen its tables and round clock " +
			"(default: every game, and the night changed last this evening)",
	}
}

func nightTVDE() NightTV {
	return NightTV{
		NotInLeague: func(reason string) string {
			return "Nicht in der Liga (" + reason + "): der Abend steht in seiner Datei; ein offenes Spiel dieses Abends " +
				"auf diesem Laptop schickt ihn, sobald die Liga antwortet, sonst tut es rolekeeper night status."
		},
		FromLeague: func(clock string) string { return "Der Abend, wie ihn die Liga hält (geändert " + clock + ")." },
		LeagueCopy: func(id string) string { return "der Abend " + id + " der Liga" },
		Tonight: func(round, rounds int, variant string) string {
			return "Heute Abend · Abendrunde " + strconv.Itoa(round) + " von " + strconv.Itoa(rounds) + " · " + variant
		},
		NoRound: func(players int) string {
			return "Heute Abend · " + plural(players, "Spieler", "Spieler") + " · noch keine Abendrunde gezogen"
		},
		Table: func(n, players int) string { return "Tisch " + strconv.Itoa(n) + " (" + strconv.Itoa(players) + ")" },
		Turns: func(turns int) string { return "dieser Zug, dann noch " + plural(turns, "Zug", "Züge") },
		LastUpdate: func(clock string) string {
			return "zuletzt aktualisiert " + clock + ", die Liga ist nicht erreichbar; neuer Versuch läuft"
		},
		Page: func(first, last, tables, seconds int) string {
			return "Tische " + strconv.Itoa(first) + "–" + strconv.Itoa(last) + " von " + strconv.Itoa(tables) +
				" · die anderen im Wechsel, alle " + strconv.Itoa(seconds) + " s"
		},
		FlagNight: "der Spieleabend, der gezeigt wird (seine ID; sonst der heute Abend zuletzt geänderte)",
		FlagStandingsNight: "nur die Spiele dieses Spieleabends (seine ID), und auf dem Bildschirm seine Tische und " +
			"Rundenuhr (sonst alle Spiele, und der heute Abend zuletzt geänderte Abend)",
	}
}

// ClockLeft is a round clock's time left as h:mm:ss (m:ss under an
// hour), rounded up to the second, so that a clock shows 0:00 only when
// time is up: the same in every language, on every table's header and
// the TV.
func ClockLeft(d time.Duration) string {
	s := int((max(d, 0) + time.Second - 1) / time.Second)
	pad := func(n int) string {
		if n < 10 {
			return "0" + strconv.Itoa(n)
		}
		return strconv.Itoa(n)
	}
	if s >= 3600 {
		return strconv.Itoa(s/3600) + ":" + pad(s/60%60) + ":" + pad(s%60)
	}
	return strconv.Itoa(s/60) + ":" + pad(s%60)
}
