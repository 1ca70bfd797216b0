package cli

import (
	"errors"
	"os"
	"time"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// unfinished lists the games of dir that are not over, newest first,
// including those that cannot be read (with their reason).
func unfinished(dir string, wd *wording.Words) ([]journal.Entry, error) {
	all, err := listGames(dir, stats.WantUnfinished, wd)
	if err != nil {
		return nil, err
	}
	var games []journal.Entry
	for _, e := range all {
		if e.Err != nil || !e.Finished {
			e.InUse = journal.InUse(e.Path)
			games = append(games, e)
		}
	}
	return games, nil
}

// listGames lists the saved games of dir that want asks for (stats.WantList
// or stats.WantUnfinished), newest first, from the index of games, which
// it first brings up to date (with a progress bar when that takes long).
// The index is only a cache: when it cannot be used, every file is read
// as journal.List reads it.
func listGames(dir string, want stats.Want, wd *wording.Words) ([]journal.Entry, error) {
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	ix, err := openIndex()
	if err != nil {
		return journal.List(dir)
	}
	defer ix.Close()
	bar := newProgressBar(os.Stderr, wd)
	entries, err := ix.Load(dir, want, bar.update)
	bar.finish()
	if err != nil {
		return journal.List(dir)
	}
	out := make([]journal.Entry, len(entries))
	for i, e := range inWords(entries, wd) {
		out[i] = journalEntry(e)
	}
	return out, nil
}

// journalEntry is an index entry as the list of games shows it.
func journalEntry(e stats.Entry) journal.Entry {
	j := journal.Entry{Path: e.Path, Changed: e.Changed()}
	if e.Err != "" {
		j.Err = indexedFileError(e.Err)
		return j
	}
	j.Variant, j.Events, j.Finished, j.Glance = e.Game.Variant, e.Game.Events, e.Game.Over, e.Game.Glance
	for _, p := range e.Game.Players {
		j.Players = append(j.Players, p.Name)
	}
	if e.DamageLine > 0 {
		j.Damage = journal.Damage{Line: e.DamageLine, Err: indexedFileError(e.Damage)}
	}
	return j
}

// pastPlayers returns the names of the players of every indexed game, the
// most recent first, each person once (aliases of the config file
// honoured), and each person's past decks (stats.PastDecks), for the
// setup screen to offer. The saved-games folder is brought up to date
// first. The roster only helps: when it cannot be
// known it is empty, and the game goes on.
func pastPlayers(wd *wording.Words) (roster []string, decks map[string][]string) {
	roster, decks, _ = pastPlayersRated(wd, "", time.Time{})
	return roster, decks
}

// pastPlayersRated is pastPlayers with the players' ratings from the
// finished games before this one (a resumed game at exclude, started at
// before; "" and zero for a new game), for its chances and the change it
// makes.
func pastPlayersRated(wd *wording.Words, exclude string, before time.Time) (roster []string, decks map[string][]string, ratings model.Ratings) {
	ix, err := openIndex()
	if err != nil {
		return nil, nil, nil
	}
	defer ix.Close()
	ids, err := loadIdentities()
	if err != nil {
		ids = stats.Identities{} // a broken config file costs the aliases, not the roster
	}
	if dir, err := journal.DefaultDir(); err == nil {
		// Load with the facts: an index whose facts are of an older
		// version is built again here, as for stats (Games after a Load
		// of less read them, failed, and left the decks and the ratings
		// out without a word).
		bar := newProgressBar(os.Stderr, wd)
		games, err := ix.Load(dir, stats.WantFacts, bar.update) // a folder that cannot be read leaves the names known
		bar.finish()
		if err == nil {
			decks = stats.PastDecks(games, ids)
			ratings = seasonRatings(games, ids, exclude, before)
		}
	}
	roster, err = ix.Roster(ids)
	if err != nil {
		roster = nil
	}
	return withClubPlayers(roster, ids), decks, ratings
}

// inWords says the reasons of the entries whose file cannot be read or
// has a damaged last line in the words of wd. The index keeps them in
// English (it is a cache of files, not of languages), so under another
// language each such file is read again for its reason, which is typed:
// damaged files are few, and each is read boundedly.
func inWords(entries []stats.Entry, wd *wording.Words) []stats.Entry {
	if wd.Lang == "en" {
		return entries
	}
	for i, e := range entries {
		if e.Err == "" && e.DamageLine == 0 {
			continue
		}
		f, err := journal.ReadFinal(e.Path)
		switch {
		case err != nil && e.Err != "":
			entries[i].Err = wd.ErrorText(err)
		case err == nil && f.Damage.Line == e.DamageLine && e.DamageLine > 0:
			entries[i].Damage = wd.ErrorText(f.Damage.Err)
		}
	}
	return entries
}

// indexedFileError is a game file's refusal as the index of games keeps
// it: the journal's whole "FILE:LINE: reason" line, said again as it was
// (in words, inWords).
type indexedFileError string

// Error implements error.
func (e indexedFileError) Error() string { return string(e) }
