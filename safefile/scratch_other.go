//go:build !windows

package safefile

import "os"

// scratch is Scratch in dir: a file without a name (O_TMPFILE) where the
// system makes one, else a temporary file whose name is removed at once.
func scratch(dir string) (*os.File, error) {
	f, ok, err := unnamed(dir, true, 0o600)
	if ok {
		if err != nil {
			return nil, fail(dir, "create a temporary file", err)
		}
		return f, nil
	}
	f, err = os.CreateTemp(dir, ".rolekeeper-scratch-*")
	if err != nil {
		return nil, fail(dir, "create a temporary file", err)
	}
	if err := os.Remove(f.Name()); err != nil {
		f.Close()
		return nil, fail(f.Name(), "remove", err)
	}
	return f, nil
}
