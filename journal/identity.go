package journal

import (
	"encoding/binary"
	"os"
)

// fileID is a file's identity for the one-writer rule: the volume (the
// file system) it is on and its number there. Two paths, two spellings,
// a symbolic link or a hard link reach the same file exactly when their
// fileIDs are equal. identity_unix.go reads it from stat (device and
// inode), identity_windows.go from the volume serial number and the
// file's 128-bit id (FILE_ID_INFO), or its 64-bit index where the system
// gives only that; the conversions below are pure, so that the rule is
// tested on every system.
type fileID struct {
	volume uint64
	index  [16]byte
}

// unixID is the identity of the file with inode ino on device dev.
func unixID(dev, ino uint64) fileID {
	var id fileID
	id.volume = dev
	binary.LittleEndian.PutUint64(id.index[:8], ino)
	return id
}

// windowsID is the identity FILE_ID_INFO gives: the volume's serial
// number and the file's 128-bit id (ReFS needs all 128 bits; NTFS's ids
// are its 64-bit index, in the low 8 bytes).
func windowsID(volume uint64, id [16]byte) fileID { return fileID{volume: volume, index: id} }

// windowsIndexID is the identity BY_HANDLE_FILE_INFORMATION gives, the
// fallback where FILE_ID_INFO is not answered (FAT, older systems): the
// 32-bit volume serial number and the 64-bit file index in two halves,
// laid out as FILE_ID_INFO lays out NTFS's ids, so that both calls give
// one identity for one file.
func windowsIndexID(volume, high, low uint32) fileID {
	var id [16]byte
	binary.LittleEndian.PutUint64(id[:8], uint64(high)<<32|uint64(low))
	return windowsID(uint64(volume), id)
}

// FileID is a file's identity for the packages that follow a game file
// (live, league): equal (==) exactly when two are of one file, on every
// system, ReFS's 128-bit ids too, where os.SameFile compares only the
// 64-bit index on Windows.
type FileID struct{ id fileID }

// IdentityOf is the identity of the file open as f.
func IdentityOf(f *os.File) (FileID, error) {
	id, err := idOf(f)
	return FileID{id}, err
}

// IdentityAt is the identity of the file at path, through symbolic links.
func IdentityAt(path string) (FileID, error) {
	id, err := idAt(path)
	return FileID{id}, err
}
