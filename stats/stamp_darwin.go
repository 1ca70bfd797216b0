package stats

import "syscall"

// statStamp is a file's stamp without its checksum, from its stat: macOS
// names the times Mtimespec and Ctimespec.
func statStamp(st *syscall.Stat_t) stamp {
	return stamp{size: st.Size, mtime: st.Mtimespec.Nano(), ctime: st.Ctimespec.Nano(), ino: int64(st.Ino)}
}
