package stats

import "syscall"

// statStamp is a file's stamp without its checksum, from its stat: Linux
// names the times Mtim and Ctim.
func statStamp(st *syscall.Stat_t) stamp {
	return stamp{size: st.Size, mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano(), ino: int64(st.Ino)}
}
