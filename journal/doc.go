// Package journal keeps a game on disk: one JSON Lines file per game
// (the project's DESIGN.md (shared), "Game file"; README's "Game
// file"), written one record at a time with a single write
// followed by fsync, so that a crash, a closed lid or a flat battery loses
// nothing that was acknowledged.
//
// A Journal is an open game file. Create starts a new one; Open resumes an
// existing one, repairing a torn or unreadable last line (the file as it was
// is kept beside as NAME.damaged) and refusing any earlier damage with
// FILE:LINE: reason. While a Journal is open, the game file itself is
// locked (flock on its own descriptor, see lock.go), so a second rolekeeper
// on the same game is refused whatever path it takes to the file (a
// symbolic link, a hard link, another spelling); the kernel drops the lock
// when the process dies, so a killed rolekeeper never blocks the next one,
// and no lock file is left behind.
//
// Events are saved in two steps so that a user interface can keep I/O out of
// its update function: Enqueue checks an event against the rules and queues
// it (no I/O); Flush writes everything queued, in order, and may run in a
// background command. Append does both. A failed Flush keeps the events
// queued and the next Flush writes them again, so no event is silently
// dropped.
//
// Every way of reading a game file goes through one reader, so that every
// command gives the same verdict on the same file: Open (resume), Read and
// Parse (the bundled demo games, the live view) keep the records and the
// undo history; ReadFinal (check, replay, export, the list of games)
// streams the file and keeps neither. The reader decodes each record
// strictly (codec.go, lexer.go: exact keys, no key twice, valid UTF-8, no
// unknown house rule), checks its checksum (checksum.go) and its seq, the
// player names (names.Check, C-1) and every event against the rules, and
// sets aside a damaged last line only. Observe lets a resumed game build
// its log from the same replay. List lists the saved games of a folder;
// Info names a game file and says when it was played. The summary exports
// live in package export.
package journal
