package wording

import "strconv"

// Web holds the words of the page that `rolekeeper serve --web` shows on
// the phones at the table, and what serve and the playing screen say
// about it.
type Web struct {
	// Title is the page's title; Heading the line above the table.
	Title string
	// Connecting shows until the first state arrives; Reconnecting while
	// the connection is lost (the phone slept, the Wi-Fi dropped).
	Connecting, Reconnecting string
	// CodeTitle, CodeText, CodeLabel and CodeButton are the page that
	// asks for the table code when the page was opened without its
	// token; WrongCode follows a wrong code.
	CodeTitle, CodeText, CodeLabel, CodeButton string
	WrongCode                                  string
	// Full refuses a page while max pages are open.
	Full func(max int) string
	// Switch names the other language's switch, in that language:
	// "Deutsch" on the English page.
	Switch string
	// Active marks the seat whose turn it is, in words.
	Active string
	// Protected says a player's protection (L-8): rounds left;
	// Passivity a player's passivity counters (B-6); Poison a player's
	// poison counters (C-11).
	Protected func(rounds int) string
	Passivity func(n int) string
	Poison    func(n int) string
	// Life labels the life total for screen readers.
	Life string
	// Recent heads the last events.
	Recent string
	// Standings heads the summary's standings.
	Standings string
	// NextGame says that the page follows the table's next game.
	NextGame string
	// LAN says on which of this laptop's addresses serve listens.
	LAN func(addr string) string
	// NoLAN says that no LAN address was found: serve listens on
	// loopback only.
	NoLAN string
	// Phones titles the playing screen's QR code; PhonesHelp says how
	// to use it; PhonesOff says that serve shows no page.
	Phones, PhonesHelp, PhonesOff string
	// LoopbackOnly says that the page is on this laptop only, and how to
	// reach the phones.
	LoopbackOnly string
	// LogPage is serve's line when a page opens or closes; LogWrongCode
	// a wrong code typed on a page.
	LogPage func(addr string, open int) string
	// FlagWeb and FlagLAN are the help of serve's --web and --lan.
	FlagWeb, FlagLAN string
	// More are the words of the page's stream, limits and screen
	// (web_more.go).
	More WebMore
	// Tonight are the words of the club night on the page
	// (web_tonight.go).
	Tonight WebTonight
}

func webEN() Web {
	return Web{
		Title:        "rolekeeper · live",
		Connecting:   "Connecting to the table…",
		Reconnecting: "Connection lost: reconnecting…",
		CodeTitle:    "Table code",
		CodeText:     "Scan the QR code on the playing laptop, or type the six-digit table code shown there.",
		CodeLabel:    "Table code",
		CodeButton:   "Show the table",
		WrongCode:    "That was not the table code. Try again (one try a second).",
		Full: func(max int) string {
			return "Sorry, " + strconv.Itoa(max) + " pages are open already, the most at once. Try again later."
		},
		Switch:       "Deutsch",
		Active:       "TURN",
		Protected:    func(rounds int) string { return "PROTECTED " + plural(rounds, "round", "rounds") },
		Passivity:    func(n int) string { return plural(n, "passivity counter", "passivity counters") },
		Poison:       func(n int) string { return "☠ " + plural(n, "poison counter", "poison counters") },
		Life:         "life",
		Recent:       "Last events",
		Standings:    "Standings",
		NextGame:     "This page follows the table's next game by itself.",
		LAN:          func(addr string) string { return "Listening on this laptop's address in the local network: " + addr },
		NoLAN:        "No address in the local network was found: listening on this laptop only.",
		Phones:       "On your phone",
		PhonesHelp:   "Scan the code with the phone's camera: the table, live and read only.",
		PhonesOff:    "No page for phones: start `rolekeeper serve` (it serves one unless --web off).",
		LoopbackOnly: "This address works on this laptop only: for the phones, start `rolekeeper serve --lan`.",
		LogPage: func(addr string, open int) string {
			return "page from " + addr + " · " + strconv.Itoa(open) + " open"
		},
		FlagWeb: "address of the page for phones, host:port, or off",
		FlagLAN: "listen on this laptop's address in the local network (SSH and the page)",
		More:    webMoreEN(),
		Tonight: webTonightEN(),
	}
}
