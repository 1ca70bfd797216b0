package live

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/safefile"
)

// Sharing is what `rolekeeper serve` tells the screen of the player whose
// game it serves: the table code that admits a viewer and how many viewers
// are connected. serve writes it to a small file of its own (SharingPath)
// when it starts, whenever the code or the count changes and every
// Heartbeat, and removes it when it stops; the playing rolekeeper reads it
// about once a second. A file not refreshed for StaleAfter belongs to a
// serve that was killed and is ignored.
type Sharing struct {
	// Game is the absolute path of the game file served.
	Game string `json:"game"`
	// Code is the table code, six digits.
	Code string `json:"code"`
	// Viewers is how many viewers are connected now.
	Viewers int `json:"viewers"`
	// Listen is the address serve listens on, host:port.
	Listen string `json:"listen"`
	// Web is the address of the page for phones with its token (what
	// its QR code holds), "" when serve shows no page.
	Web string `json:"web,omitempty"`
	// Updated is when the file was last written.
	Updated time.Time `json:"updated"`
}

// Heartbeat is how often serve writes the sharing file even when nothing
// changed; StaleAfter is how old a sharing file may be before it is
// taken for the leftover of a serve that was killed.
const (
	Heartbeat  = 10 * time.Second
	StaleAfter = 3 * Heartbeat
)

// Permissions of the sharing file and its folder: the table code is for
// the player's eyes (and screen) only.
const (
	sharingPerm    = 0o600
	sharingDirPerm = 0o700
)

// StateDir returns $XDG_STATE_HOME/rolekeeper, where serve keeps its host
// key and the sharing files live in the folder live/. It is an error only
// when no home folder is known.
func StateDir() (string, error) {
	if xdg.StateHome == "" {
		return "", errNoStateDir
	}
	return filepath.Join(xdg.StateHome, "rolekeeper"), nil
}

// errNoStateDir: no home folder is known. It is worded by wording (a
// wording.Keyed error, by its methods).
var errNoStateDir = noStateDir{}

type noStateDir struct{}

func (noStateDir) Error() string {
	return "cannot find a folder for rolekeeper's state: set XDG_STATE_HOME or HOME"
}
func (noStateDir) ReasonKey() string    { return "live.no-state-folder" }
func (noStateDir) ReasonArgs() []string { return nil }

// SharingPath returns the sharing file of the game file game, in the
// folder live/ of state: named after a hash of the game's absolute path,
// so that the table code never lands beside a game kept in a shared
// folder.
func SharingPath(state, game string) string {
	abs, err := filepath.Abs(game)
	if err != nil {
		abs = game
	}
	sum := sha256.Sum256([]byte(filepath.Clean(abs)))
	return filepath.Join(state, "live", hex.EncodeToString(sum[:8])+".json")
}

// SharingBeside returns the sharing file of the game file game in the
// state folder of the sharing file sharing (SharingPath): where serve
// tells the table's screen its code once it follows the table to its
// next game.
func SharingBeside(sharing, game string) string {
	return SharingPath(filepath.Dir(filepath.Dir(sharing)), game)
}

// WriteSharing writes s to path (readable by its owner only: safefile
// writes every file readable by all), replacing
// the file by renaming so that a reader never sees half of it.
func WriteSharing(path string, s Sharing) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return writePrivate(path, append(data, '\n'))
}

// maxSharing is the largest sharing file read: a real one is some 200
// bytes.
const maxSharing = 4 << 10

// ReadSharing reads the sharing file at path. ok is false when there is
// none, it cannot be read, or it is older than StaleAfter at now: then no
// serve is sharing the game.
func ReadSharing(path string, now time.Time) (s Sharing, ok bool) {
	data, err := safefile.ReadFile(path, maxSharing)
	if err != nil {
		return Sharing{}, false
	}
	if err := json.Unmarshal(data, &s); err != nil || s.Code == "" {
		return Sharing{}, false
	}
	if now.Sub(s.Updated) > StaleAfter {
		return Sharing{}, false
	}
	return s, true
}
