//go:build unix

package safefile

import (
	"errors"
	"io/fs"
	"os"
)

// Private refuses a secret (a host key) that others than its owner may
// read or write, or whose folder others may write to: an *fs.PathError
// wrapping an OpenToOthers Refusal. A missing file is nil.
func Private(path, dir string) error {
	if info, err := os.Stat(dir); err == nil && info.Mode().Perm()&0o022 != 0 {
		return refuse(dir, &Refusal{Why: OpenToOthers, Kind: "folder", Limit: int64(info.Mode().Perm())})
	}
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if info.Mode().Perm()&0o077 != 0 {
		return refuse(path, &Refusal{Why: OpenToOthers, Kind: "file", Limit: int64(info.Mode().Perm())})
	}
	return nil
}
