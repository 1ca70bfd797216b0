//go:build !linux

package safefile

import "os"

// unnamed is false where files without a name cannot be made: the caller
// uses a named temporary file.
func unnamed(string, bool, os.FileMode) (*os.File, bool, error) { return nil, false, nil }

// linkName is never called where unnamed is false.
func linkName(*os.File, string) error { return nil }
