//go:build windows

package keymap

// canSuspend is false on Windows: a console has no job control (Bubble
// Tea's suspend does nothing there), so ctrl+z is neither offered in the
// help nor taken.
const canSuspend = false
