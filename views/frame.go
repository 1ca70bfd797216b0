package views

import (
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// Frame is what every drawing needs besides what it shows: the size of
// the screen in cells, the theme's styles and the words of one language.
// A screen gets it from its common.Common (Frame). Every drawing that
// needs styles and words takes one Frame, first: one that draws a whole
// screen (Table, Setup, Stats, TooSmall, …) draws it at the frame's size;
// one that draws a part of it (a panel, the seating, the header, a log
// entry) takes that part's size beside the frame.
type Frame struct {
	Width, Height int
	Styles        styles.Styles
	Words         *wording.Words
}

// Sized is the frame at another size: a screen drawn in part of the
// terminal, or below a line kept as it was.
func (f Frame) Sized(w, h int) Frame {
	f.Width, f.Height = w, h
	return f
}
