package wording

func filesDE() Files {
	return Files{NotExist: "Datei oder Ordner nicht gefunden", Exist: "Datei gibt es schon",
		Permission: "keine Berechtigung", IsDir: "ist ein Ordner", NotDir: "ist kein Ordner",
		NoSpace: "kein Platz mehr auf dem Datenträger", ReadOnly: "Dateisystem nur lesbar",
		TooManyOpen: "zu viele offene Dateien", NameTooLong: "Dateiname zu lang"}
}
