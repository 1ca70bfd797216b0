//go:build windows

package wording

import (
	"syscall"

	"golang.org/x/sys/windows"
)

// systemErrnos are Windows's own numbers for the reasons Files says: its
// errors are not the unix errnos that syscall names there (ENOSPC is a
// number Windows never returns), so a full disk said "There is not
// enough space on the disk." in English without these.
func systemErrnos(t Files) map[syscall.Errno]string {
	return map[syscall.Errno]string{
		windows.ERROR_FILE_NOT_FOUND: t.NotExist, windows.ERROR_PATH_NOT_FOUND: t.NotExist,
		windows.ERROR_FILE_EXISTS: t.Exist, windows.ERROR_ALREADY_EXISTS: t.Exist,
		windows.ERROR_ACCESS_DENIED: t.Permission, windows.ERROR_DIRECTORY: t.NotDir,
		windows.ERROR_DISK_FULL: t.NoSpace, windows.ERROR_HANDLE_DISK_FULL: t.NoSpace,
		windows.ERROR_WRITE_PROTECT: t.ReadOnly, windows.ERROR_TOO_MANY_OPEN_FILES: t.TooManyOpen,
		windows.ERROR_FILENAME_EXCED_RANGE: t.NameTooLong,
		windows.WSAEADDRINUSE:              t.AddrInUse, windows.WSAEADDRNOTAVAIL: t.AddrNotAvail,
		windows.WSAECONNREFUSED: t.ConnRefused, windows.WSAETIMEDOUT: t.TimedOut,
		windows.WSAEHOSTUNREACH: t.NoRoute, windows.WSAENETUNREACH: t.NoRoute,
	}
}
