package stats

import (
	"database/sql"
	"encoding/binary"
	"errors"
	"hash/crc32"
)

// LeagueGame is one game of a club's league as the index remembers it:
// the league's copy named by its id, how many records and which digest it
// had when it was read, its modification time, and what stats derived
// from it (the facts, or why it could not be read). The league's
// standings (league.Reader) read a game again only when the league holds
// other records of it than these; the index is a cache of the league as
// it is of the files, and a cache that does not read is no cache.
type LeagueGame struct {
	ID       string
	Lines    int
	Digest   []byte
	Modified int64 // nanoseconds since 1970
	// Err is why the league's copy could not be read or is not the game
	// it names ("" when neither); Game holds its facts, with Path the id,
	// whenever it could be read (Path "" when not).
	Err  string
	Game Game
}

// leagueCacheVersion is the form of a league's cache (LeagueGames): a
// version byte, the CRC-32C of the rest, the number of games, then each
// game's id, lines, digest, modification time, error, glance and facts
// (encodeFacts), as the folder's digest writes numbers and strings. One
// row per league: reading ten thousand rows one by one cost more than
// the reading they save.
const leagueCacheVersion = 1

// LeagueGames returns the games the index remembers of the league named
// league (a digest of its address), by id: none when it remembers none
// or what it holds does not read (which is then forgotten).
func (ix *Index) LeagueGames(league string) (map[string]LeagueGame, error) {
	var blob []byte
	err := ix.db.QueryRow(`SELECT cache FROM leagues WHERE league = ?`, league).Scan(&blob)
	if errors.Is(err, sql.ErrNoRows) {
		return map[string]LeagueGame{}, nil
	}
	if err != nil {
		return nil, err
	}
	games, err := decodeLeague(blob)
	if err != nil {
		_, err = ix.db.Exec(`DELETE FROM leagues WHERE league = ?`, league)
		return map[string]LeagueGame{}, err
	}
	return games, nil
}

// PutLeagueGames makes games all the index remembers of the league.
func (ix *Index) PutLeagueGames(league string, games []LeagueGame) error {
	_, err := ix.db.Exec(`INSERT OR REPLACE INTO leagues (league, cache) VALUES (?, ?)`, league, encodeLeague(games))
	return err
}

func encodeLeague(games []LeagueGame) []byte {
	e := factsEncoder{buf: make([]byte, 9, 1<<16)}
	for _, g := range games {
		e.str(g.ID)
		e.int(g.Lines)
		e.str(string(g.Digest))
		e.int(int(g.Modified))
		e.str(g.Err)
		facts := []byte(nil)
		if g.Game.Path != "" {
			facts = encodeFacts(g.Game)
		}
		e.str(encodeGlance(g.Game.Glance))
		e.str(string(facts))
	}
	b := e.buf
	b[0] = leagueCacheVersion
	binary.LittleEndian.PutUint32(b[5:9], uint32(len(games)))
	binary.LittleEndian.PutUint32(b[1:5], crc32.Checksum(b[5:], castagnoli))
	return b
}

func decodeLeague(b []byte) (map[string]LeagueGame, error) {
	if len(b) < 9 || b[0] != leagueCacheVersion || binary.LittleEndian.Uint32(b[1:5]) != crc32.Checksum(b[5:], castagnoli) {
		return nil, errFacts
	}
	n := int(binary.LittleEndian.Uint32(b[5:9]))
	d := factsDecoder{buf: b, pos: 9, whole: string(b)}
	if n > d.left() {
		return nil, errFacts
	}
	out := make(map[string]LeagueGame, n)
	var facts factsReader
	for range n {
		g := LeagueGame{ID: d.str(), Lines: d.int()}
		digest, _ := d.bytes()
		g.Digest, g.Modified, g.Err = digest, int64(d.int()), d.str()
		glance := d.str()
		data, text := d.bytes()
		if d.bad {
			return nil, errFacts
		}
		if len(data) > 0 {
			game, err := facts.decode(g.ID, data, text)
			if err != nil {
				return nil, err
			}
			g.Game = game
			g.Game.Glance = decodeGlance(glance)
		}
		out[g.ID] = g
	}
	if d.bad || d.left() != 0 {
		return nil, errFacts
	}
	return out, nil
}
