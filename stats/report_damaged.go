package stats

import "strings"

// DamagedText lists, in words, the files left out of the season and the
// damaged tails left out of games ("" for none): what a CSV, which has
// no room for it, says beside it on stderr.
func (r Report) DamagedText() string {
	var b strings.Builder
	r.writeDamaged(&b, false)
	return strings.TrimPrefix(b.String(), "\n")
}
