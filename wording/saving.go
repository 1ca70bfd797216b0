package wording

import "strconv"

// Saving are the words of saving that fails: the short reason the
// screen's top line shows while events wait, and the message at quitting
// of what was not saved and where the rescue copy went. reason is the
// operating system's, already in words.
type Saving struct {
	// CannotMake says that the game file cannot be made (path "" when
	// unknown); Failed that saving into it failed; both try again at
	// the next event.
	CannotMake, Failed func(reason string, waiting int, path string) string
	// NotSaved says how many events of the game at path were not saved,
	// and why ("" for no reason known).
	NotSaved func(waiting int, path, reason string) string
	// Rescued ends NotSaved with where the whole game was written instead;
	// RescueFailed with why no copy could be written.
	Rescued      func(notSaved, copyPath string) string
	RescueFailed func(notSaved, reason string) string
	// NewGame stands for the file of a new game that was never made;
	// NoFile refuses an event before any game file; NoRescueDir says
	// that no folder for rescue copies is known.
	NewGame, NoFile, NoRescueDir string
}

func savingEN() Saving {
	waits := func(n int) string { return plural(n, "event", "events") + " " + noun(n, "waits", "wait") }
	return Saving{
		CannotMake: func(reason string, waiting int, path string) string {
			text := "cannot make the game file: " + reason + " · " + waits(waiting) + ", tried again at the next event"
			if path != "" {
				text += " · " + path
			}
			return text
		},
		Failed: func(reason string, waiting int, path string) string {
			return reason + " · " + waits(waiting) + ", tried again at the next event · " + path
		},
		NotSaved: func(waiting int, path, reason string) string {
			text := "NOT SAVED: " + waits(waiting) + " in " + path
			if reason != "" {
				text += " (" + reason + ")"
			}
			return text
		},
		Rescued: func(notSaved, copyPath string) string {
			return notSaved + "; the whole game was written to " + copyPath + " instead: resume it with\n  rolekeeper resume " +
				copyPath
		},
		RescueFailed: func(notSaved, reason string) string {
			return notSaved + ", and no rescue copy could be written either: " + reason
		},
		NewGame:     "the new game",
		NoFile:      "no game file to save the event in",
		NoRescueDir: "no folder for rescue copies: set XDG_STATE_HOME or HOME",
	}
}

func savingDE() Saving {
	waits := func(n int) string { return plural(n, "Ereignis wartet", "Ereignisse warten") }
	return Saving{
		CannotMake: func(reason string, waiting int, path string) string {
			text := "die Spieldatei lässt sich nicht anlegen: " + reason + " · " + waits(waiting) +
				", neuer Versuch beim nächsten Ereignis"
			if path != "" {
				text += " · " + path
			}
			return text
		},
		Failed: func(reason string, waiting int, path string) string {
			return reason + " · " + waits(waiting) + ", neuer Versuch beim nächsten Ereignis · " + path
		},
		NotSaved: func(waiting int, path, reason string) string {
			text := "NICHT GESPEICHERT: " + strconv.Itoa(waiting) + " " + noun(waiting, "Ereignis", "Ereignisse") + " in " + path
			if reason != "" {
				text += " (" + reason + ")"
			}
			return text
		},
		Rescued: func(notSaved, copyPath string) string {
			return notSaved + "; das ganze Spiel wurde stattdessen nach " + copyPath +
				" geschrieben: fortsetzen mit\n  rolekeeper resume " + copyPath
		},
		RescueFailed: func(notSaved, reason string) string {
			return notSaved + ", und auch eine Rettungskopie ließ sich nicht schreiben: " + reason
		},
		NewGame:     "das neue Spiel",
		NoFile:      "keine Spieldatei, in die das Ereignis gespeichert werden kann",
		NoRescueDir: "kein Ordner für Rettungskopien: XDG_STATE_HOME oder HOME setzen",
	}
}
