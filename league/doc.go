// Package league gathers the games of many tables in one PostgreSQL
// database, so that a club sees one season across every laptop.
//
// The game files stay the only truth on each laptop; the league is a
// gathering of them. [DB.Push] sends a file's records as written, keyed by
// the game's id (journal.File.ID) and each record's place (seq 0 is the
// setup, then 1, 2, … the events), one transaction per game: pushing again
// changes nothing, a game that grew is completed by its new records, and a
// copy whose records differ from the league's is refused with the first
// line that differs ([ConflictError]). [DB.Standings] reads the games back
// and hands them to package stats as files, so that the league's standings
// are computed by the same code as `rolekeeper stats` and agree with it
// over the union of every laptop's folder. Every push notifies the
// channel [Channel], which the standings screen listens to.
//
// [Connect] reads the URL as pgxpool does (a pooler's settings are taken
// out), chooses TLS verify-full for a host on the network when the URL
// names no sslmode and refuses prefer and allow there ([Security]), and
// names itself [AppName]. The database's tables live in the schema
// [Schema], created and migrated by Connect (versioned in the table
// rolekeeper_schema, idempotent, one migration at a time under an
// advisory lock); a database of a newer schema is refused. Every failure
// is an [*Error] of a [Kind] that says which, without the password. Only
// the records leave a laptop: no path, no host name (see [DB.Push]).
//
// [Queue] is the laptop's side of pushing by itself: the games waiting to
// be pushed, kept in a file beside the saved games, pushed in the
// background and kept while the database cannot be reached. It pushes
// only games enrolled for the league ([Queue.EnrolNext]: started here,
// not practice, in the saved-games folder), withdraws a game thrown away
// ([Queue.Withdraw], [DB.Withdraw]: a withdrawal record), and says where
// the game in play stands ([Status].Game) and which copies were refused
// ([RefusedFile], [DB.Check]).
//
// Nothing of the league is ever edited; what changes is appended:
//   - the club's players ([DB.Players], [Roster], [Player]): one
//     canonical name per person, its aliases and short id, from the
//     history of player_changes ([DB.AddPlayer], [DB.Join] for an alias
//     or a merge, [DB.Split] to undo one); other tables of the league
//     (the club night's) refer to a person by [Player].Key, and find it
//     for any name with [Roster.Canonical];
//   - corrections ([DB.Fix], [Correction]), which [Reader.Games] applies
//     ([Corrected]);
//   - withdrawals.
//
// A club night is kept whole too, replaced at every change: the night
// as its file's bytes and its round clock, in one transaction, and only
// by bytes that follow on from the copy kept ([DB.PutNight], [NightDoc]:
// an older file never replaces a newer copy), read with [DB.Night],
// [DB.LatestNight] and [DB.Round], each change notified on [Channel] as
// [RoundPrefix] or [NightPrefix] and the night's id.
//
// [DB.Verify] replays every stored game from its raw records and names
// each difference with the rows derived from them.
package league
