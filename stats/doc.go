// Package stats is the playgroup's memory: statistics across saved games
// (who wins, who eliminates whom, who sits as the IT or the Lord the
// longest) and the index of saved games that makes them fast.
//
// The numbers come in two steps. [FromFile] turns one replayed game file
// into a [Game]: the facts of that game alone, per player and per
// elimination, taken from the state that rules.Replay reaches, so undo
// and redo count exactly as they do in replay. [Aggregate] adds the facts
// of many games into a [Season] of per-player [Totals] and a
// who-eliminated-whom [Matrix]; [Season.Merge] adds two seasons, and the
// season of many games is always the merge of the seasons of each game.
//
// Players are the same person across games when their names are equal
// under C-1 (package names) after the aliases of the config file are
// applied ([Identities]).
//
// The [Index] is an SQLite database that caches the facts of every game
// file. The game files remain the only truth: a file whose size,
// modification time or last record changed is read again, a deleted index
// is rebuilt without loss, and a file that cannot be read is listed as
// damaged, never left out.
package stats
