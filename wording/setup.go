package wording

import (
	"strconv"
	"strings"
	"time"
)

// Setup are the words of the setup screen: its rows, their notes, and its
// messages.
type Setup struct {
	Title string
	// The rows' labels and notes.
	Variant, VariantNote string
	Add                  string
	AddNote              func(players, most int) string
	Life, LifeNote       string
	Target, TargetNote   string
	First, Random        string
	Seed, SeedNote       string
	HouseRule, HouseNote string
	On, Off              string
	Start, StartNote     string
	// NumberNote is the note of a number row being typed; before is its
	// value before.
	NumberNote      func(before string) string
	NamePlaceholder string
	// The messages: letters typed on a number row, too many players, a
	// paste. (A name taken is a refusal: Refusals.)
	TakesDigits        func(row string) string
	TakesDigitsEditing func(row, before string) string
	AtMost             func(most int) string
	// PlayerRowOnly and NumberRowOnly say why a key does nothing on the
	// row of the cursor: it acts on a player's row, on a number's row.
	PlayerRowOnly, NumberRowOnly func(key string) string
	// Removed says who x removed, and that u puts them back; PutBack
	// that u did.
	Removed, PutBack func(name string, seat int) string
	// NumberTooLarge refuses a number typed beyond the row's most (before
	// is the value Esc puts back); NumberRange says the range of a row
	// whose number is at its end or below its least.
	NumberTooLarge func(row, typed, most, before string) string
	NumberRange    func(row, least, most string) string
	// PastedLeftOut names the pasted names beyond the most players;
	// PastedWaiting adds to a refused pasted name's reason how many more
	// wait behind it; PastedNotAdded names the refused name and those
	// after it when Esc leaves them; Pasted says how many were added ("" for none).
	PastedLeftOut func(most int, names []string) string
	PastedWaiting func(message string, waiting int) string
	// RefusedKept adds to a typed name's refusal that it stays to be
	// corrected, and that typing replaces it.
	RefusedKept    func(message string) string
	PastedNotAdded func(names []string) string
	Pasted         func(added int) string
}

// Picker are the words of the list of unfinished games rolekeeper opens
// with.
type Picker struct {
	Title, NewGame, NewGameNote string
	CannotResume                func(file string) string
	// GameTitle is a game's line: its variant and its players.
	GameTitle   func(variant string, players []string) string
	InUse       string
	DamagedLine func(line int) string
	// When says when a game last changed, as seen at now, in now's time
	// zone (the table's local one; a test's clock brings its own).
	When func(t, now time.Time) string
	// Glance says where an unfinished game stands: the round, whose
	// turn it is, and who leads (none: nobody yet) with how many points
	// (byPoints) or how much life.
	Glance                     func(round int, active string, leaders []string, lead int, byPoints bool) string
	ChooseToSetAside, OpenElse string
	AskSetAside                func(file string) string
	SettingAside               string
	NotSetAside                func(reason string) string
	SetAside                   func(path string) string
	NotResumable               func(reason string) string
	SavedIn                    func(dir string) string
	// Resumed heads the notice of a game resumed: its file, the events
	// played (undo and redo not counted) and when the last was entered
	// (zero: unknown). Damaged says that a damaged last line was set
	// aside, and where it was kept; SavedEvery where every event goes.
	Resumed    func(file string, events int, last time.Time) string
	Damaged    func(line int, reason, kept string) []string
	SavedEvery func(path string) string
}

func setupEN() Setup {
	return Setup{
		Title:       "rolekeeper · new game",
		Variant:     "Variant",
		VariantNote: "Buhmann: 3–12 players · Lord is killing you: 5–12",
		Add:         "+ add a player",
		AddNote: func(players, most int) string {
			return "in seat order, clockwise (" + strconv.Itoa(players) + " of at most " + strconv.Itoa(most) + ")"
		},
		Life:            "Starting life",
		LifeNote:        "1–999 (C-4)",
		Target:          "Target score",
		TargetNote:      "points to win, 1–99 (L-5)",
		First:           "First player",
		Random:          "drawn at random",
		Seed:            "Seed",
		SeedNote:        "for every random draw (C-9)",
		HouseRule:       "House rule",
		HouseNote:       "when the Lord is eliminated, every other player gets +1 point (L-4)",
		On:              "on",
		Off:             "off",
		Start:           "▶ Start the game",
		StartNote:       "s or Enter",
		NumberNote:      func(before string) string { return "type the number · Enter: done · Esc: keep " + before },
		NamePlaceholder: "name",
		TakesDigits:     func(row string) string { return row + " takes digits: type them, or ←/→." },
		TakesDigitsEditing: func(row, before string) string {
			return row + " takes digits; Enter: done · Esc: keep " + before + "."
		},
		AtMost: func(most int) string { return "C-1: at most " + strconv.Itoa(most) + " players" },
		NumberTooLarge: func(row, typed, most, before string) string {
			return row + " goes up to " + most + ", not " + typed + ": backspace corrects it, Esc puts back " + before
		},
		NumberRange: func(row, least, most string) string {
			return row + " is " + least + "–" + most + "."
		},
		Removed: func(name string, seat int) string {
			return "Removed " + name + " (seat " + strconv.Itoa(seat) + ") · u puts " + name + " back."
		},
		PutBack: func(name string, seat int) string {
			return name + " is back in seat " + strconv.Itoa(seat) + "."
		},
		PlayerRowOnly: func(key string) string {
			return key + " acts on a player: move the cursor to a player's row first (↑/↓)."
		},
		NumberRowOnly: func(string) string {
			return "Digits are typed on the starting life, the target score or the seed (↑/↓ to reach them)."
		},
		PastedLeftOut: func(most int, names []string) string {
			return "C-1: at most " + strconv.Itoa(most) + " players; not added: " + joinList(names, ", ", " and ")
		},
		RefusedKept: func(message string) string {
			return message + " · typing replaces it; ←, → or backspace correct it"
		},
		PastedWaiting: func(message string, waiting int) string {
			switch waiting {
			case 0:
				return message
			case 1:
				return message + " · 1 more pasted name follows once it is saved"
			}
			return message + " · " + strconv.Itoa(waiting) + " more pasted names follow once it is saved"
		},
		PastedNotAdded: func(names []string) string { return "Not added: " + joinList(names, ", ", " and ") + "." },
		Pasted: func(added int) string {
			if added == 0 {
				return ""
			}
			return "Added " + plural(added, "player", "players") + " from the paste."
		},
	}
}

func pickerEN() Picker {
	return Picker{
		Title:        "rolekeeper · unfinished games",
		NewGame:      "New game",
		NewGameNote:  "set up a new game; the games above stay saved",
		CannotResume: func(file string) string { return "Cannot be resumed: " + file },
		GameTitle: func(variant string, players []string) string {
			return variant + " · " + strings.Join(players, ", ")
		},
		InUse:       "open in another rolekeeper",
		DamagedLine: func(line int) string { return "line " + strconv.Itoa(line) + " is damaged and will be set aside" },
		When: func(t, now time.Time) string {
			t = t.In(now.Location())
			switch daysAgo(t, now) {
			case unknownDay:
				return "time unknown"
			case 0:
				return "today " + t.Format("15:04")
			case 1:
				return "yesterday " + t.Format("15:04")
			case withinYear:
				return t.Format("Mon 2 Jan 15:04")
			}
			return t.Format("Jan 2006")
		},
		Glance: func(round int, active string, leaders []string, lead int, byPoints bool) string {
			text := "Round " + strconv.Itoa(round) + " · " + active + "'s turn · "
			amount := plural(lead, "life", "life")
			if byPoints {
				amount = plural(lead, "point", "points")
			}
			switch len(leaders) {
			case 0:
				return text + "nobody leads yet"
			case 1:
				return text + leaders[0] + " leads with " + amount
			}
			return text + listEN(leaders) + " lead with " + amount
		},
		ChooseToSetAside: "Choose a game to set aside (d).",
		OpenElse:         "This game is open in another rolekeeper: it cannot be set aside now.",
		AskSetAside: func(file string) string {
			return "Set " + file + " aside? It is renamed to " + file + ".discarded, not deleted. y: yes · n: no"
		},
		SettingAside: "Setting the game aside…",
		NotSetAside:  func(reason string) string { return "The game was not set aside: " + reason },
		SetAside: func(path string) string {
			return "Set aside as " + path + "; rename it back to .jsonl to resume it."
		},
		NotResumable: func(reason string) string { return "This game cannot be resumed: " + reason + " (d sets it aside)" },
		SavedIn:      func(dir string) string { return "Saved in " + dir },
		Resumed: func(file string, events int, last time.Time) string {
			title := "Resumed " + file + " · " + plural(events, "event", "events")
			if !last.IsZero() {
				title += ", the last at " + last.Format("15:04")
			}
			return title
		},
		Damaged: func(line int, reason, kept string) []string {
			return []string{"Line " + strconv.Itoa(line) + " was damaged (" + reason + ") and set aside in", kept,
				"The game goes on from the last good line; nothing before it was lost."}
		},
		SavedEvery: func(path string) string { return "Every event is saved in " + path + "." },
	}
}

// The answers of daysAgo besides 0 (today) and 1 (yesterday).
const (
	unknownDay = -1 // no time known
	withinYear = 2  // earlier, within a year
	longAgo    = 3  // a year ago or more
)

// daysAgo says in now's time zone (the local one at the table; a test's
// clock brings its own) whether t is today (0), yesterday (1), within the
// last year (withinYear) or longer ago (longAgo), as seen at now;
// unknownDay for a zero t.
func daysAgo(t, now time.Time) int {
	if t.IsZero() {
		return unknownDay
	}
	zone := now.Location()
	y1, m1, d1 := t.In(zone).Date()
	y2, m2, d2 := now.Date()
	day := time.Date(y1, m1, d1, 0, 0, 0, 0, zone)
	today := time.Date(y2, m2, d2, 0, 0, 0, 0, zone)
	switch {
	case day.Equal(today):
		return 0
	case day.Equal(today.AddDate(0, 0, -1)):
		return 1
	case now.Sub(t) < 365*24*time.Hour:
		return withinYear
	}
	return longAgo
}
