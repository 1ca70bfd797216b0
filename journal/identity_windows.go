//go:build windows

package journal

import (
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

// fileIDInfo is Windows's FILE_ID_INFO (x/sys/windows has no type for it).
type fileIDInfo struct {
	VolumeSerialNumber uint64
	FileID             [16]byte
}

// idOf is the identity of the file open as f: FILE_ID_INFO, or
// BY_HANDLE_FILE_INFORMATION where that is not answered.
func idOf(f *os.File) (fileID, error) { return idOfHandle(windows.Handle(f.Fd())) }

// idAt is the identity of the file at path, through symbolic links. The
// file is opened for no access at all and shared for everything, so that
// asking never stands in another handle's way.
func idAt(path string) (fileID, error) {
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return fileID{}, err
	}
	share := uint32(windows.FILE_SHARE_READ | windows.FILE_SHARE_WRITE | windows.FILE_SHARE_DELETE)
	h, err := windows.CreateFile(name, 0, share, nil, windows.OPEN_EXISTING, windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		return fileID{}, &os.PathError{Op: "open", Path: path, Err: err}
	}
	defer windows.CloseHandle(h)
	return idOfHandle(h)
}

func idOfHandle(h windows.Handle) (fileID, error) {
	var info fileIDInfo
	err := windows.GetFileInformationByHandleEx(h, windows.FileIdInfo, (*byte)(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info)))
	if err == nil {
		return windowsID(info.VolumeSerialNumber, info.FileID), nil
	}
	var by windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &by); err != nil {
		return fileID{}, err
	}
	return windowsIndexID(by.VolumeSerialNumber, by.FileIndexHigh, by.FileIndexLow), nil
}
