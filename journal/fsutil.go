package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// File permissions of game files and of the folders made for them.
const (
	filePerm = 0o644
	dirPerm  = 0o755
)

// writeAtomic replaces (or creates) path with data so that, whatever
// happens, path holds either its old content or all of data: the data goes
// to a temporary file in the same folder, which is synced, renamed over
// path, and the folder synced.
func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(filePerm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return syncDir(dir)
}

// syncDir makes a rename or a new file in dir durable. File systems that
// cannot sync a folder (EINVAL) are let be.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		err = nil
	}
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// keepCopy writes data to a new file beside path named NAME.damaged (or
// NAME.damaged.2, .3, … when that exists) and returns its path.
func keepCopy(path string, data []byte) (string, error) {
	base := path + ".damaged"
	name := base
	for i := 2; ; i++ {
		_, err := os.Lstat(name)
		if errors.Is(err, os.ErrNotExist) {
			break
		}
		if err != nil {
			return "", err
		}
		name = base + "." + strconv.Itoa(i)
	}
	return name, writeAtomic(name, data)
}
