package wording

// HelpFolders are the words of the list of folders at the end of
// `rolekeeper --help`: where the games, the config file and the rest of
// rolekeeper's state are on this computer, and how to move them.
type HelpFolders struct {
	// Heading heads the list; Games, Config and State name its rows.
	Heading, Games, Config, State string
	// Moved says which variables move the folders (on every system).
	Moved string
}

func helpFoldersEN() HelpFolders {
	return HelpFolders{Heading: "Folders", Games: "saved games", Config: "settings", State: "index, rescue copies",
		Moved: "XDG_STATE_HOME and XDG_CONFIG_HOME move them, on Windows and macOS too."}
}

func helpFoldersDE() HelpFolders {
	return HelpFolders{Heading: "Ordner", Games: "gespeicherte Spiele", Config: "Einstellungen", State: "Index, Rettungskopien",
		Moved: "XDG_STATE_HOME und XDG_CONFIG_HOME verlegen sie, auch unter Windows und macOS."}
}
