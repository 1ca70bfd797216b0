package cli

import (
	"path/filepath"

	"rolekeeper/model"
	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/stats"
)

// seasonRatings are the players' ratings over the indexed games, the game
// at exclude left out (so that a resumed game's summary shows the change
// from the season before it), looked up by name as ids says who is who.
func seasonRatings(entries []stats.Entry, ids stats.Identities, exclude string) model.Ratings {
	games := make([]stats.Game, 0, len(entries))
	for _, e := range entries {
		if e.Err == "" && (exclude == "" || !samePath(e.Path, exclude)) {
			games = append(games, e.Game)
		}
	}
	season := stats.Aggregate(games, stats.Filter{}, ids)
	return func(name string, v rules.Variant) (rating.Rating, int) {
		return season.RatingOf(ids, name, v)
	}
}

// samePath reports whether two paths name the same file, as written.
func samePath(a, b string) bool {
	return filepath.Clean(a) == filepath.Clean(b)
}
