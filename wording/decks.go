package wording

import "fmt"

// Decks are the words of the decks at the table and at setup: the deck
// prompt, the entrant's question (L-6), the setup's deck column and the
// summary's.
type Decks struct {
	// Title heads the deck prompt; Deck labels its deck field and heads
	// the deck columns; Placeholder is shown in an empty deck field.
	Title, Deck, Placeholder string
	// Text says how the deck prompt is used.
	Text string
	// EntrantTitle asks an entrant whether they play deck again or a new
	// one (L-6), or with no deck said ("") which deck they play;
	// EntrantKeeps says that enter keeps deck.
	EntrantTitle func(name, deck string) string
	EntrantKeeps func(deck string) string
	// NoDeck asks for a deck's name where none was typed.
	NoDeck string
	// Played heads the decks each player played, in the summary and its
	// export.
	Played string
	// Past leads the line of a player's past decks at setup; SaveKey
	// and PastKey are the help of Enter and ↑/↓ while a deck is typed.
	Past             string
	SaveKey, PastKey KeyHelp
}

func decksEN() Decks {
	return Decks{
		Title:       "Deck",
		Deck:        "Deck",
		Placeholder: "the deck's name",
		Text:        "The deck this player plays from now on, for the statistics.",
		EntrantTitle: func(name, deck string) string {
			if deck == "" {
				return name + " enters: which deck?"
			}
			return fmt.Sprintf("%s enters: “%s” again or a new deck?", name, deck)
		},
		EntrantKeeps: func(deck string) string {
			if deck == "" {
				return "Type the new deck's name; Enter alone says none."
			}
			return fmt.Sprintf("Enter keeps “%s”; a new name is a new deck.", deck)
		},
		NoDeck:  "type the deck's name",
		Played:  "Decks played",
		Past:    "Past decks:",
		SaveKey: KeyHelp{"enter", "save the deck (empty: none)"},
		PastKey: KeyHelp{"↑/↓", "past decks"},
	}
}

func decksDE() Decks {
	return Decks{
		Title:       "Deck",
		Deck:        "Deck",
		Placeholder: "Name des Decks",
		Text:        "Das Deck, das dieser Spieler ab jetzt spielt, für die Statistik.",
		EntrantTitle: func(name, deck string) string {
			if deck == "" {
				return name + " steigt ein: mit welchem Deck?"
			}
			return fmt.Sprintf("%s steigt ein: wieder mit „%s“ oder mit einem neuen Deck?", name, deck)
		},
		EntrantKeeps: func(deck string) string {
			if deck == "" {
				return "Den Namen des neuen Decks eingeben, oder nur Enter für keins."
			}
			return fmt.Sprintf("Enter behält „%s“; ein neuer Name ist ein neues Deck.", deck)
		},
		NoDeck:  "den Namen des Decks eingeben",
		Played:  "Gespielte Decks",
		Past:    "Frühere Decks:",
		SaveKey: KeyHelp{"enter", "speichern (leer: keins)"},
		PastKey: KeyHelp{"↑/↓", "frühere Decks"},
	}
}
