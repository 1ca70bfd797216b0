package safefile

import "strings"

// windowsDevice reports whether Windows reads path as a device rather
// than a file: a last element that is a reserved name (CON, PRN, AUX,
// NUL, COM0–COM9, LPT0–LPT9, the superscript COM¹ … LPT³, CONIN$,
// CONOUT$), in any case, with any extension or stream after a dot or a
// colon and trailing spaces ("nul.jsonl", "Con .txt", "COM1:"), or a path
// in the device namespace (\\.\PhysicalDrive0, \\?\GLOBALROOT\…) other
// than a drive or a share spelt long (\\?\C:\…, \\?\UNC\…). Windows 11
// reads a reserved name with an extension as a file again; rolekeeper
// refuses it anyway, everywhere alike. It is pure, so that it is tested on
// every system; only Windows calls it (os_windows.go).
func windowsDevice(path string) bool {
	p := strings.ReplaceAll(path, "/", `\`)
	if rest, ok := strings.CutPrefix(p, `\\.\`); ok && rest != "" {
		return true
	}
	if rest, ok := strings.CutPrefix(p, `\\?\`); ok {
		if !longDrive(rest) && !hasPrefixFold(rest, `UNC\`) {
			return true
		}
	}
	base := p[strings.LastIndex(p, `\`)+1:]
	if longDrive(base) {
		base = base[2:] // C:NUL, relative to the drive's folder
	}
	if i := strings.IndexAny(base, ".:"); i >= 0 {
		base = base[:i]
	}
	return reservedName(strings.TrimRight(base, " "))
}

// reservedName reports whether name, without extension, is one of
// Windows's device names.
func reservedName(name string) bool {
	switch strings.ToUpper(name) {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return true
	}
	head := strings.ToUpper(name)
	for _, dev := range []string{"COM", "LPT"} {
		if rest, ok := strings.CutPrefix(head, dev); ok {
			switch rest {
			case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³":
				return true
			}
		}
	}
	return false
}

// longDrive reports whether rest starts with a drive ("C:").
func longDrive(rest string) bool {
	return len(rest) >= 2 && rest[1] == ':' && (rest[0]|0x20 >= 'a' && rest[0]|0x20 <= 'z')
}

// hasPrefixFold is strings.HasPrefix ignoring case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
