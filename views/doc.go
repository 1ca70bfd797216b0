// Package views draws rolekeeper's screens: the setup, the table (seating
// circle, the Buhmann role and passivity panel, the Lord pairing and points
// table, the bottom area with prompts, refusals, the turn notice and the
// recent events), the log, the help and the summary.
//
// Every view is a pure function of what it shows and the terminal size in
// cells, returning a string of at most that many lines none of which is
// wider than the screen. Styles come from one theme (package styles: a
// Palette with a colour for every role of text at every colour depth, for
// a light or dark background, or without colour); roles and states are also told by glyphs and badges so
// that the screens read without colour. Text is cut by display width, so
// names of any Unicode width keep the layout aligned.
package views
