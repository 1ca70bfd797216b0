package cli

import (
	"path/filepath"
	"time"

	"rolekeeper/model"
	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/stats"
)

// seasonRatings are the players' ratings over the indexed games, looked
// up by name as ids says who is who. A resumed game is the season before
// it: the game at exclude is left out, and so is every game that started
// at or after before (zero for a new game: every game counts).
func seasonRatings(entries []stats.Entry, ids stats.Identities, exclude string, before time.Time) model.Ratings {
	games := make([]stats.Game, 0, len(entries))
	for _, e := range entries {
		switch {
		case e.Err != "", exclude != "" && samePath(e.Path, exclude):
		case !before.IsZero() && !e.Game.Start.Before(before):
		default:
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
