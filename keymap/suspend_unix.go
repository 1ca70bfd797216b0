//go:build !windows

package keymap

// canSuspend: ctrl+z stops the program and gives the shell back (fg
// brings it back), as in any terminal program here.
const canSuspend = true
