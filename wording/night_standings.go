package wording

// NightStandingsWords are the words of `rolekeeper night standings`
// beyond the statistics' own.
type NightStandingsWords struct {
	// LocalOnly: the league (reason: why it cannot be read, "" when a
	// line before said it) is away, so the standings count the games
	// saved on this laptop only.
	LocalOnly func(reason string) string
	// SeatLocalOnly: the league (reason) is away, so night seat draws
	// from the ratings and first seats of this laptop's games only.
	SeatLocalOnly func(reason string) string
}

func nightStandingsEN() NightStandingsWords {
	return NightStandingsWords{
		LocalOnly: func(reason string) string {
			if reason == "" {
				return "The night's standings count this laptop's games only: the other tables' games are left out until the league answers."
			}
			return "The night's standings count this laptop's games only: " + reason + "; the other tables' games are left out until the league answers."
		},
		SeatLocalOnly: func(reason string) string {
			return "The seating counts the ratings and first seats of this laptop's games only: " + reason + "."
		},
	}
}

func nightStandingsDE() NightStandingsWords {
	return NightStandingsWords{
		LocalOnly: func(reason string) string {
			if reason == "" {
				return "Die Tabelle des Abends zählt nur die Spiele dieses Laptops: die Spiele der anderen Tische fehlen, bis die Liga antwortet."
			}
			return "Die Tabelle des Abends zählt nur die Spiele dieses Laptops: " + reason + "; die Spiele der anderen Tische fehlen, bis die Liga antwortet."
		},
		SeatLocalOnly: func(reason string) string {
			return "Die Sitzordnung zählt Wertungen und erste Plätze nur aus den Spielen dieses Laptops: " + reason + "."
		},
	}
}
