package safefile

// Windows keeps who may read a file in its access control list, not in
// mode bits (Go's stat says 0666 of every file there), so Private reads
// the list there (private_windows.go): a secret is open to others when
// an entry allows a group of other people (everyone, every user of the
// computer, guests, anonymous logins) to read it, and its folder when
// one allows such a group to add, remove or re-permit files in it. The
// rule is this pure function, tested on every system.

// Access rights of Windows (winnt.h) that broadGrant asks about.
const (
	accessReadData   = 0x1        // FILE_READ_DATA
	accessAddFile    = 0x2        // FILE_ADD_FILE
	accessAddFolder  = 0x4        // FILE_ADD_SUBDIRECTORY
	accessDelete     = 0x40       // FILE_DELETE_CHILD
	accessWriteDAC   = 0x40000    // WRITE_DAC
	accessWriteOwner = 0x80000    // WRITE_OWNER
	accessAll        = 0x10000000 // GENERIC_ALL
	accessWrite      = 0x40000000 // GENERIC_WRITE
	accessRead       = 0x80000000 // GENERIC_READ

	// secretRead is reading a secret; folderWrite is changing what a
	// folder holds, or who may.
	secretRead  = accessReadData | accessRead | accessAll
	folderWrite = accessAddFile | accessAddFolder | accessDelete | accessWriteDAC | accessWriteOwner | accessAll | accessWrite
)

// broadSIDs are the groups of other people: Everyone, Authenticated
// Users, Users, Guests, Anonymous Logon.
var broadSIDs = map[string]bool{"S-1-1-0": true, "S-1-5-11": true, "S-1-5-32-545": true, "S-1-5-32-546": true, "S-1-5-7": true}

// broadGrant reports whether an entry that allows the SID sid the rights
// granted gives a group of other people any of the rights wanted.
func broadGrant(sid string, granted, wanted uint32) bool {
	return broadSIDs[sid] && granted&wanted != 0
}
