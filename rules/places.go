package rules

// Places is the rank rule, written once: every seat's place in the
// finishing order of the game s, 1 the best, players who share a place
// having the same number and the next place skipping as many (1, 1, 3).
// The summary, the statistics, the ratings and the league all read a
// game's order from here.
//
// The winners come first, sharing place 1 when there are several (L-5,
// L-12). Then:
//
//   - Buhmann (B-10): the players still in share the next place; the
//     players out follow, the last out first, players eliminated in one
//     event sharing a place. So the duel's loser is second (B-9), the
//     last players eliminated at once share first place (a draw, B-10),
//     and when the table ends the game early (L-12, no winner) every
//     player still in shares first place, whatever their life: life is
//     not a rank in the rules.
//   - Lord (L-5, L-12): by points, most first, equal points sharing a
//     place; eliminations do not rank (players re-enter, L-6), and the
//     waiting player is ranked by their points like everyone else.
//
// A game not over is ranked the same way, as it stands. The result has
// one place per seat, in seat order.
func Places(s State) []int {
	return placesBy(s.Setup.Variant, s.Winners, s.Players, s.lastOut())
}

// placeKey is what ranks a seat: winners first, then the higher key.
type placeKey struct {
	winner bool
	key    [2]int
}

// placesBy ranks seats by their placeKey: lastOut is each Buhmann seat's
// last elimination event (s.lastOut).
func placesBy(v Variant, winners []int, players []Player, lastOut []int) []int {
	keys := make([]placeKey, len(players))
	for i, p := range players {
		k := placeKey{}
		for _, w := range winners {
			k.winner = k.winner || w == i
		}
		switch {
		case v == Lord:
			k.key = [2]int{p.Points, 0}
		case !p.Out:
			k.key = [2]int{1, 0}
		case i < len(lastOut):
			k.key = [2]int{0, lastOut[i]}
		}
		keys[i] = k
	}
	places := make([]int, len(players))
	for i := range keys {
		places[i] = 1
		for j := range keys {
			if keys[j].before(keys[i]) {
				places[i]++
			}
		}
	}
	return places
}

// before is true when a seat with key a finishes ahead of one with b.
func (a placeKey) before(b placeKey) bool {
	if a.winner != b.winner {
		return a.winner
	}
	if a.key[0] != b.key[0] {
		return a.key[0] > b.key[0]
	}
	return a.key[1] > b.key[1]
}
