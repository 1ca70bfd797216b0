package stats

import "time"

// FileStamp is what the index keeps of a game file to tell whether it
// changed since it was read (see stamp): its size, its modification and
// change times, its number on its file system and the CRC-32C of its
// bytes. A league push keeps it too, to skip a file it stored whole.
type FileStamp struct {
	Size, Mtime, Ctime, Ino int64
	Sum                     uint32
}

// StampFile takes the whole stamp of the game file at path, its bytes
// read to their checksum. A change time a moment old is left out (Ctime
// 0), as the index leaves it out: such a stamp is never Unchanged.
func StampFile(path string) (FileStamp, error) {
	st, err := stampOf(path)
	if err != nil {
		return FileStamp{}, err
	}
	if time.Since(time.Unix(0, st.ctime)) < settled {
		st.ctime = 0
	}
	return st.exported(), nil
}

// Unchanged reports whether the game file at path is, by one stat and
// without reading it, the file whose stamp is known: the same size,
// times and number, the change time known (see fresh).
func Unchanged(path string, known FileStamp) bool {
	now, err := statOf(path)
	return err == nil && fresh(now, known.inner())
}

func (s stamp) exported() FileStamp {
	return FileStamp{Size: s.size, Mtime: s.mtime, Ctime: s.ctime, Ino: s.ino, Sum: s.sum}
}

func (s FileStamp) inner() stamp {
	return stamp{size: s.Size, mtime: s.Mtime, ctime: s.Ctime, ino: s.Ino, sum: s.Sum}
}

// StatFile is the stamp of the game file at path from one stat, without
// its checksum (Sum 0), which Unchanged does not compare: for a file whose
// bytes are known another way (a league push that read only what the
// file gained since it read it whole). A change time a moment old is
// left out, as StampFile leaves it out.
func StatFile(path string) (FileStamp, error) {
	st, err := statOf(path)
	if err != nil {
		return FileStamp{}, err
	}
	if time.Since(time.Unix(0, st.ctime)) < settled {
		st.ctime = 0
	}
	return st.exported(), nil
}
