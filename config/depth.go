package config

import "bytes"

// MaxDepth is how deep the config file may nest tables and arrays: its
// settings need two levels ([aliases] and a name in it). A TOML reader
// takes time that grows with the square of the depth: 20,000 nested
// inline tables (100 KB) took 71 s and 15 GB.
const MaxDepth = 8

// tooDeep returns the 1-based line at which data nests tables or arrays
// more than MaxDepth levels deep (brackets, braces, or the dots of one
// key), or 0. It reads past strings and comments; whether data is valid
// TOML is for the TOML reader to say after.
func tooDeep(data []byte) int {
	line, depth, dots := 1, 0, 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			line, dots = line+1, 0
		case '#':
			for i+1 < len(data) && data[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			end := pastString(data, i)
			line += bytes.Count(data[i:end+1], []byte("\n"))
			i = end
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case '.':
			dots++
		case '=', ',':
			dots = 0
		}
		if depth > MaxDepth || dots >= MaxDepth {
			return line
		}
	}
	return 0
}

// pastString returns the offset of the last byte of the string that
// starts with the quote at data[i] (three quotes start a multi-line
// string); a string cut by the end of its line ends before the newline.
func pastString(data []byte, i int) int {
	q := data[i]
	if i+2 < len(data) && data[i+1] == q && data[i+2] == q {
		for j := i + 3; j+2 < len(data); j++ {
			switch {
			case q == '"' && data[j] == '\\':
				j++
			case data[j] == q && data[j+1] == q && data[j+2] == q:
				return j + 2
			}
		}
		return len(data) - 1
	}
	for j := i + 1; j < len(data); j++ {
		switch {
		case data[j] == '\n':
			return j - 1
		case q == '"' && data[j] == '\\':
			j++
		case data[j] == q:
			return j
		}
	}
	return len(data) - 1
}
