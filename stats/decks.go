package stats

import (
	"cmp"
	"slices"
	"strings"

	"rolekeeper/names"
	"rolekeeper/rules"
)

// DeckPlay is one deck a player used in one game, with the points they
// scored while playing it (Lord, L-4, L-11).
type DeckPlay struct {
	Deck   string
	Points int
}

// deckPlays are the decks seat used in the game of state s, in the order
// of first use, each once with all the points scored while it was
// played, and the deck they had at the end ("" for none). Points scored
// before any deck was said count for none.
func deckPlays(s rules.State, seat int) (plays []DeckPlay, final string) {
	var uses []rules.DeckUse
	for _, u := range s.DeckUses() {
		if u.Seat == seat {
			uses = append(uses, u)
		}
	}
	for i, u := range uses {
		until := s.Players[seat].Points
		if i+1 < len(uses) {
			until = uses[i+1].Points
		}
		at := slices.IndexFunc(plays, func(p DeckPlay) bool { return names.Key(p.Deck) == names.Key(u.Deck) })
		if at < 0 {
			plays = append(plays, DeckPlay{Deck: u.Deck})
			at = len(plays) - 1
		}
		plays[at].Points += until - u.Points
	}
	if len(uses) > 0 {
		final = uses[len(uses)-1].Deck
	}
	return plays, final
}

// DeckShrink is the weight, in games, of the season's mean win rate in a
// deck's shrunk win rate: a deck's own record outweighs it only after
// more than DeckShrink games.
const DeckShrink = 5

// DeckTotals are the figures of one deck, over all its players or of one
// player: a game counts once for every deck a player used in it, its
// result (win, draw, place) for the deck they had at the end, and every
// point for the deck they played when they scored it.
type DeckTotals struct {
	// Key is the deck's identity (names.Key: the same deck ignoring case
	// and Unicode forms); Deck is how it is shown, the spelling of its
	// most recent game.
	Key, Deck string
	// Player is the person's key, "" in the table of all players;
	// PlayerName is how they are shown.
	Player, PlayerName string
	// Games counts the games it was played in; Ended those it was the
	// player's deck at the end of, whose Wins, Draws and places count.
	Games, Ended, Wins, Draws int
	PlaceSum                  int
	// Points are the Lord points scored while playing it.
	Points int
	// last is the start and file of its most recent game, whose
	// spelling Deck is.
	last GameResult
}

// WinRate is Wins divided by Games, 0 without games.
func (d DeckTotals) WinRate() float64 { return ratio(d.Wins, d.Games) }

// AveragePlace is the mean place of the games it ended, 0 without any.
func (d DeckTotals) AveragePlace() float64 { return ratio(d.PlaceSum, d.Ended) }

// ShrunkWinRate is the win rate drawn toward mean by DeckShrink games of
// it: (wins + DeckShrink·mean) / (games + DeckShrink), so that a deck
// with one game and one win does not top a deck that won 4 of 8.
func (d DeckTotals) ShrunkWinRate(mean float64) float64 {
	return (float64(d.Wins) + DeckShrink*mean) / (float64(d.Games) + DeckShrink)
}

// add counts one player's game with the deck; final is the key of the
// player's deck at the end.
func (d *DeckTotals) add(g Game, p PlayerGame, play DeckPlay, final string) {
	d.Games++
	d.Points += play.Points
	if final == d.Key {
		d.Ended++
		d.Wins += boolInt(p.Result == Win)
		d.Draws += boolInt(p.Result == Draw)
		d.PlaceSum += p.Place
	}
	if r := (GameResult{Path: g.Path, Start: g.Start}); d.Deck == "" || later(r, d.last) {
		d.Deck, d.last = play.Deck, r
	}
}

// merge adds the figures of the same deck (and player) over other games.
func (d DeckTotals) merge(o DeckTotals) DeckTotals {
	if later(o.last, d.last) {
		d.Deck, d.last = o.Deck, o.last
	}
	if o.PlayerName != "" {
		d.PlayerName = o.PlayerName
	}
	d.Games += o.Games
	d.Ended += o.Ended
	d.Wins += o.Wins
	d.Draws += o.Draws
	d.PlaceSum += o.PlaceSum
	d.Points += o.Points
	return d
}

// deckBook adds up decks by deck and person key.
type deckBook struct {
	decks map[[2]string]*DeckTotals
	// keys remembers the names.Key of every deck spelling met: working
	// it out took most of the time of the decks of 10,000 games.
	keys map[string]string
}

func newDeckBook() deckBook {
	return deckBook{decks: map[[2]string]*DeckTotals{}, keys: map[string]string{}}
}

// key is the names.Key of deck.
func (b deckBook) key(deck string) string {
	k, ok := b.keys[deck]
	if !ok {
		k = names.Key(deck)
		b.keys[deck] = k
	}
	return k
}

// add counts the decks of one player's game under person key, "" for
// the table of all players.
func (b deckBook) add(g Game, p PlayerGame, key string) {
	if len(p.Decks) == 0 {
		return
	}
	final := b.key(p.FinalDeck)
	for _, play := range p.Decks {
		k := [2]string{b.key(play.Deck), key}
		d := b.decks[k]
		if d == nil {
			d = &DeckTotals{Key: k[0], Player: key}
			b.decks[k] = d
		}
		d.add(g, p, play, final)
	}
}

// list returns the decks, each player's named by names.
func (b deckBook) list(names map[string]string) []DeckTotals {
	out := make([]DeckTotals, 0, len(b.decks))
	for _, d := range b.decks {
		d.PlayerName = names[d.Player]
		out = append(out, *d)
	}
	return out
}

// mergeDecks adds two lists of deck figures.
func mergeDecks(a, b []DeckTotals) []DeckTotals {
	at := map[[2]string]int{}
	out := make([]DeckTotals, 0, len(a)+len(b))
	for _, d := range append(slices.Clone(a), b...) {
		k := [2]string{d.Key, d.Player}
		if i, ok := at[k]; ok {
			out[i] = out[i].merge(d)
			continue
		}
		at[k] = len(out)
		out = append(out, d)
	}
	return out
}

// MeanWinRate is the win rate of all decks together, the mean the
// shrunk win rates are drawn toward.
func MeanWinRate(ds []DeckTotals) float64 {
	wins, games := 0, 0
	for _, d := range ds {
		wins, games = wins+d.Wins, games+d.Games
	}
	return ratio(wins, games)
}

// RankDecks sorts decks by the win rate shown, the decks of at least
// RankedGames games first, then more games, the better average place,
// the deck's name and the player's. (The shrunk win rate had a deck
// that won 0 of 1 above one that won 1 of 6: right for the estimate,
// wrong to the eye.)
func RankDecks(ds []DeckTotals) {
	slices.SortStableFunc(ds, func(a, b DeckTotals) int {
		return cmp.Or(
			cmp.Compare(boolInt(b.Games >= RankedGames), boolInt(a.Games >= RankedGames)),
			cmp.Compare(b.WinRate(), a.WinRate()),
			cmp.Compare(b.Games, a.Games),
			cmp.Compare(a.AveragePlace(), b.AveragePlace()),
			strings.Compare(a.Key, b.Key),
			strings.Compare(a.Player, b.Player),
		)
	})
}

// playerNames maps every person's key to how they are shown.
func (s Season) playerNames() map[string]string {
	out := make(map[string]string, len(s.Players))
	for _, p := range s.Players {
		out[p.Key] = p.Name
	}
	return out
}

// PastDecks returns, for every person of entries (their key by ids, and
// the key of each spelling of their name), the decks they played, the
// most recent first, each once (the same deck ignoring case and Unicode
// forms), for the setup screen to offer. entries are the most recent
// first, as the index lists them.
func PastDecks(entries []Entry, ids Identities) map[string][]string {
	out := map[string][]string{}
	seen := map[[2]string]bool{}
	spellings := map[string]string{} // the key of a spelling → its person's
	for _, e := range entries {
		for _, p := range e.Game.Players {
			person := ids.Key(p.Name)
			if spelling := names.Key(p.Name); spelling != person {
				spellings[spelling] = person
			}
			for i := len(p.Decks) - 1; i >= 0; i-- {
				deck := p.Decks[i].Deck
				k := [2]string{person, names.Key(deck)}
				if seen[k] {
					continue
				}
				seen[k] = true
				out[person] = append(out[person], deck)
			}
		}
	}
	for spelling, person := range spellings {
		if out[person] != nil {
			out[spelling] = out[person]
		}
	}
	return out
}
