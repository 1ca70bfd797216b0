package wording

// NightStatusWords are the words of `rolekeeper night status` as text
// beyond the rounds' own.
type NightStatusWords struct {
	// Players lists the night's players, in the order they were named.
	Players func(names []string) string
}

func nightStatusEN() NightStatusWords {
	return NightStatusWords{Players: func(names []string) string { return "Players: " + joinList(names, ", ", " and ") + "." }}
}

func nightStatusDE() NightStatusWords {
	return NightStatusWords{Players: func(names []string) string { return "Spieler: " + joinList(names, ", ", " und ") + "." }}
}
