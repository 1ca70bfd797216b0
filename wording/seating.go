package wording

import (
	"strconv"
	"strings"
)

// Seating are the words of the draws on the setup screen: the first
// player and the seats drawn from the seed (C-3, C-9).
type Seating struct {
	// Drawing is shown while a draw runs (a few frames).
	Drawing string
	// FirstDrawn says who was drawn to play first, from which seed, and
	// that u takes it back.
	FirstDrawn func(name string, seed uint64) string
	// Shuffled gives the seats drawn, in order, and that u takes it back.
	Shuffled func(names []string, seed uint64) string
	// Undone says a draw was taken back.
	Undone string
	// NoPlayers refuses a draw with fewer than two players.
	NoPlayers string
	// FirstNote stands beside the first player's row: the keys of the
	// draws.
	FirstNote string
}

func seatingEN() Seating {
	return Seating{
		Drawing: "🎲 drawing…",
		FirstDrawn: func(name string, seed uint64) string {
			return "🎲 " + name + " plays first (drawn from seed " + strconv.FormatUint(seed, 10) + ") · u takes it back."
		},
		Shuffled: func(names []string, seed uint64) string {
			return "🎲 Seats drawn from seed " + strconv.FormatUint(seed, 10) + ": " + strings.Join(names, ", ") + " · u takes it back."
		},
		Undone:    "The draw is taken back.",
		NoPlayers: "Add two players or more first: the draw is among them.",
		FirstNote: "f: draw now · r: draw the seats",
	}
}

func seatingDE() Seating {
	return Seating{
		Drawing: "🎲 wird ausgelost…",
		FirstDrawn: func(name string, seed uint64) string {
			return "🎲 " + name + " beginnt (ausgelost mit Startwert " + strconv.FormatUint(seed, 10) + ") · u nimmt es zurück."
		},
		Shuffled: func(names []string, seed uint64) string {
			return "🎲 Plätze ausgelost mit Startwert " + strconv.FormatUint(seed, 10) + ": " + strings.Join(names, ", ") +
				" · u nimmt es zurück."
		},
		Undone:    "Die Auslosung ist zurückgenommen.",
		NoPlayers: "Erst zwei Spieler oder mehr hinzufügen: ausgelost wird unter ihnen.",
		FirstNote: "f: jetzt auslosen · r: Plätze auslosen",
	}
}
