package wording

// The columns of a game's row that `league verify` compares with its
// records (league.compareRow's names, the database's): what each says,
// in words. A name not listed is said as it is.
var (
	verifyColumnsEN = map[string]string{"lines": "number of records", "digest": "digest of the records",
		"variant": "variant", "players": "players", "over": "over", "started": "start", "changed": "last change", "id": "id"}
	verifyColumnsDE = map[string]string{"lines": "Zahl der Einträge", "digest": "Prüfsumme der Einträge",
		"variant": "Variante", "players": "Spieler", "over": "beendet", "started": "Beginn", "changed": "letzte Änderung",
		"id": "Kennung"}
)

func verifyColumnEN(what string) string { return orWord(verifyColumnsEN[what], what) }

func verifyColumnDE(what string) string { return orWord(verifyColumnsDE[what], what) }

// verifyValue is a value of column what in words: whether a game is
// over as yes or no, any other as it is.
func verifyValue(what, value, yes, no string) string {
	if what != "over" {
		return value
	}
	switch value {
	case "true":
		return yes
	case "false":
		return no
	}
	return value
}
