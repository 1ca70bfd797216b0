package rules

// MaxDeckLength is the longest deck name, in user-perceived characters.
const MaxDeckLength = 40

// Deck names the deck the player at Seat plays from now on: in Lord an
// entrant's new deck (L-6), or a deck said at any time. It is the game
// file's "deck" record. No rule reads decks: they are kept for the
// statistics, which count a player's points for the deck they had when
// they scored them.
type Deck struct {
	Seat int
	Deck string
}

// Type implements Event.
func (Deck) Type() Kind { return KindDeck }

// DeckUse is a player taking up a deck: at the setup (the setup's decks)
// or by a Deck event.
type DeckUse struct {
	Seat int
	Deck string
	// Points are the player's points when they took the deck up, so that
	// the points scored with it are those up to the next use (or the end).
	Points int
	// Turn and Round are when it happened (C-3).
	Turn, Round int
}

// CheckDeck checks a deck name: the character rules of names (C-1), at
// most MaxDeckLength characters. The error is a *RuleError of rule C-1
// with one of CheckName's keys.
func CheckDeck(deck string) error { return checkText(deck, MaxDeckLength) }

// checkDecks checks the setup's decks: none, or one per seat, each
// unsaid ("") or a deck name.
func (s Setup) checkDecks() error {
	if len(s.Decks) == 0 {
		return nil
	}
	if len(s.Decks) != len(s.Players) {
		return refuse("C-1", RefuseDeckCount, numbers(len(s.Players), len(s.Decks)))
	}
	for i, deck := range s.Decks {
		if deck == "" {
			continue
		}
		if err := CheckDeck(deck); err != nil {
			return refuse("C-1", RefuseSeatDeck, RefusalArgs{Numbers: []int{i + 1}, Name: err.(*RuleError)})
		}
	}
	return nil
}

// DeckUses returns every deck taken up so far, in order: the setup's
// first, in seat order.
func (s State) DeckUses() []DeckUse { return s.decks.all() }

// DeckOf returns the deck seat plays now, "" when none was said.
func (s State) DeckOf(seat int) string {
	for n := s.decks; n != nil; n = n.prev {
		if n.item.Seat == seat {
			return n.item.Deck
		}
	}
	return ""
}

// takeDeck records that seat plays deck from now on.
func (s *State) takeDeck(seat int, deck string) {
	s.decks = s.decks.add(DeckUse{Seat: seat, Deck: deck, Points: s.Players[seat].Points, Turn: s.Turn, Round: s.Round})
}

// deck applies a Deck event: any seat of the game (a waiting player may
// say their deck too), a deck name CheckDeck accepts. The deck the player
// already plays changes nothing. It does not start the game: roles may
// still be set (L-1).
func (a *applier) deck(e Deck) error {
	if e.Seat < 0 || e.Seat >= len(a.s.Players) {
		return refuse("C-6a", RefuseNoSuchSeat, RefusalArgs{Part: PartDeck, Numbers: []int{e.Seat}})
	}
	if err := CheckDeck(e.Deck); err != nil {
		return refuse("C-1", RefuseSeatDeck, RefusalArgs{Numbers: []int{e.Seat + 1}, Name: err.(*RuleError)})
	}
	if a.s.DeckOf(e.Seat) != e.Deck {
		a.s.takeDeck(e.Seat, e.Deck)
	}
	return nil
}
