package stats

import "cmp"

// Unique keeps one copy of each game among entries: games with the same
// id (journal.File.ID) are copies of one game, in two folders or on two
// laptops, and count once. Of the copies it keeps the most complete (the
// most records), and of copies as complete the one with the first path,
// so that the choice does not depend on the order of entries; it keeps
// the entries' order otherwise. Files that cannot be read have no id and
// are all kept. When no game has two copies it returns entries itself.
func Unique(entries []Entry) []Entry {
	best := make(map[string]int, len(entries))
	copies := false
	for i, e := range entries {
		if e.Err != "" || e.Game.ID == "" {
			continue
		}
		j, ok := best[e.Game.ID]
		copies = copies || ok
		if !ok || moreComplete(e, entries[j]) {
			best[e.Game.ID] = i
		}
	}
	if !copies {
		return entries
	}
	out := make([]Entry, 0, len(best))
	for i, e := range entries {
		if e.Err != "" || e.Game.ID == "" || best[e.Game.ID] == i {
			out = append(out, e)
		}
	}
	return out
}

// moreComplete reports whether copy a of a game is to be kept rather
// than copy b.
func moreComplete(a, b Entry) bool {
	return cmp.Or(cmp.Compare(b.Game.Lines, a.Game.Lines), cmp.Compare(a.Path, b.Path)) < 0
}
