package live

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"

	"rolekeeper/safefile"
)

// The page for phones admits a phone by an access token that its QR code
// holds. It lives as long as the game, not one run of serve: serve keeps
// it in a file of the state folder (TokenPath, readable by its owner
// only), so that a serve started again admits the pages still open, and
// writes it beside the table's next game when it follows the table there.

// TokenPath returns the file that keeps the page's token of the game file
// game, beside its sharing file (SharingPath).
func TokenPath(state, game string) string {
	return strings.TrimSuffix(SharingPath(state, game), ".json") + ".token"
}

// maxToken is the largest token file read; a token is 32 characters.
const maxToken = 256

// ReadToken returns the token kept at path; ok is false when there is
// none, it is no token (32 hexadecimal digits), or others may read it.
func ReadToken(path string) (token string, ok bool) {
	if safefile.Private(path, filepath.Dir(path)) != nil {
		return "", false
	}
	data, err := safefile.ReadFile(path, maxToken)
	if err != nil {
		return "", false
	}
	token = strings.TrimSpace(string(data))
	if b, err := hex.DecodeString(token); err != nil || len(b) != 16 {
		return "", false
	}
	return token, true
}

// WriteToken keeps token at path, readable by its owner only.
func WriteToken(path, token string) error {
	return writePrivate(path, []byte(token+"\n"))
}

// writePrivate writes data to path, readable by its owner only (safefile
// writes every file readable by all), in a folder that only its owner
// may open, replacing the file by renaming so that a reader never sees
// half of it.
func writePrivate(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), sharingDirPerm); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".sharing-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), sharingPerm)
	}
	if err == nil {
		err = safefile.Rename(tmp.Name(), path) // tried again while a reader holds it on Windows
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
