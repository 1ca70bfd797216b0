package pgtest

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// pristine is the cluster initdb makes once per process, never started:
// every other cluster of the process is a copy of its data folder.
var pristine struct {
	once sync.Once
	c    *Cluster
	err  error
}

// pristineCluster makes the pristine cluster at the first call, in the
// folder of the process's clusters (tempRoot).
func pristineCluster(bin string) (*Cluster, error) {
	pristine.once.Do(func() {
		root, err := tempRoot()
		if err != nil {
			pristine.err = err
			return
		}
		c, err := emptyCluster(bin, root, "pristine")
		if err == nil {
			err = c.initdb()
		}
		pristine.c, pristine.err = c, err
	})
	return pristine.c, pristine.err
}

// owner is a user's and group's ids.
type owner struct{ uid, gid int }

// copyTree copies the folder from to the new folder to, with the files'
// modes, owned by o (nil: by the current user).
func copyTree(from, to string, o *owner) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		target := filepath.Join(to, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		if d.IsDir() {
			err = os.Mkdir(target, info.Mode().Perm())
		} else {
			err = copyFile(path, target, info.Mode().Perm())
		}
		if err == nil && o != nil {
			err = os.Lchown(target, o.uid, o.gid)
		}
		return err
	})
}

// copyFile copies the regular file from to the new file to.
func copyFile(from, to string, perm fs.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
