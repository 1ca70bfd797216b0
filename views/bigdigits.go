package views

import (
	"strconv"
	"strings"
)

// glyphs is a 3×5 pixel font for life totals, one string of 15 pixels a
// glyph, read row by row ('#' is ink).
var glyphs = map[rune]string{
	'0': "####.##.##.####",
	'1': ".#.##..#..#.###",
	'2': "###..#####..###",
	'3': "###..####..####",
	'4': "#.##.####..#..#",
	'5': "####..###..####",
	'6': "####..####.####",
	'7': "###..#..#..#..#",
	'8': "####.#####.####",
	'9': "####.####..####",
	'-': "......###......",
}

// BigHeight is how many lines a number drawn by Big takes.
const BigHeight = 3

// bigGlyphWidth is the width of one glyph and the space after it.
const bigGlyphWidth = 4

// Big draws n in large type, BigHeight lines high, with half-block
// characters: two pixel rows per line. It needs 4 cells a character.
func Big(n int) string {
	text := strconv.Itoa(n)
	var rows [BigHeight]strings.Builder
	for i, r := range text {
		g := glyphs[r]
		for line := range BigHeight {
			if i > 0 {
				rows[line].WriteByte(' ')
			}
			for col := range 3 {
				top := pixel(g, 2*line, col)
				bottom := pixel(g, 2*line+1, col)
				rows[line].WriteString(halfBlock(top, bottom))
			}
		}
	}
	return rows[0].String() + "\n" + rows[1].String() + "\n" + rows[2].String()
}

// BigWidth returns the cells Big(n) takes.
func BigWidth(n int) int {
	return len(strconv.Itoa(n))*bigGlyphWidth - 1
}

// HugeHeight is how many lines a number drawn by Huge takes.
const HugeHeight = 5

// Huge draws n in very large type for wide, tall screens: the font of Big
// with every pixel a full block two cells wide and a line high, 7 cells a
// character.
func Huge(n int) string {
	text := strconv.Itoa(n)
	var rows [HugeHeight]strings.Builder
	for i, r := range text {
		g := glyphs[r]
		for line := range HugeHeight {
			if i > 0 {
				rows[line].WriteByte(' ')
			}
			for col := range 3 {
				if pixel(g, line, col) {
					rows[line].WriteString("██")
				} else {
					rows[line].WriteString("  ")
				}
			}
		}
	}
	out := make([]string, HugeHeight)
	for i := range rows {
		out[i] = rows[i].String()
	}
	return strings.Join(out, "\n")
}

// HugeWidth returns the cells Huge(n) takes.
func HugeWidth(n int) int {
	return len(strconv.Itoa(n))*7 - 1
}

func pixel(g string, row, col int) bool {
	i := row*3 + col
	return row < 5 && i < len(g) && g[i] == '#'
}

func halfBlock(top, bottom bool) string {
	switch {
	case top && bottom:
		return "█"
	case top:
		return "▀"
	case bottom:
		return "▄"
	}
	return " "
}
