package views

import (
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// Frame is what every drawing needs besides what it shows: the size of
// the screen in cells, the theme's styles and the words of one language.
// A screen gets it from its common.Common (Frame); the drawing functions
// of the stats screen take it whole, the older ones its parts.
type Frame struct {
	Width, Height int
	Styles        styles.Styles
	Words         *wording.Words
}
