// Package wordcheck finds English words in a text that should be in
// another language: the test of every German help page, message and
// screen (cli, model, wording) runs its texts through English. It is test
// support, no part of the program.
package wordcheck

import (
	"regexp"
	"slices"
	"strings"
)

// Words are English words that no German text holds, each matched as a
// whole word and with its case (German "Version", "Code" and "Enter" are
// German too). They are the words German players found or would find:
// cobra's and fang's headings, the viewers' prompt, the stats screen, and
// the common words of English sentences, which German never uses.
var Words = []string{
	// The help's headings and placeholders.
	"Usage", "USAGE", "usage", "Flags", "FLAGS", "flags", "Examples", "EXAMPLES",
	"Available Commands", "Commands", "COMMANDS", "command", "Help about", "help for",
	"version", "default",
	// The viewers' prompt and header, the stats screen.
	"password", "code", "viewers", "sorted by", "Season statistics",
	// The help's system words: German says "Sprache des Systems", and
	// a server is "erreichbar", not "lauschend".
	"Locale", "locale", "listen", "listening",
	// Messages.
	"unknown", "cannot", "warning", "error", "saved", "not saved", "NOT SAVED", "saving",
	"file", "folder", "line", "damaged", "invalid",
	// The game.
	"life", "turn", "round", "points", "players", "player", "waiting", "eliminated",
	"enters", "entered", "none", "press",
	// English function words.
	"the", "and", "with", "of", "to", "is", "are", "for", "from", "or", "not", "no", "by",
}

// english are the texts that are English in every language: the name of
// the variant, the name of the game, file names, flags, text quoted from
// a file, and the TOML and SQLite readers' own words are not in the texts
// checked.
var english = []*regexp.Regexp{
	regexp.MustCompile(`Lord is killing you|Lord is[\p{L} ]*…`), // and cut short
	regexp.MustCompile(`Magic: The Gathering`),
	regexp.MustCompile(`[\p{L}\p{N}_./~-]+\.(jsonl|json|md|csv|toml|db|damaged)\b`),
	regexp.MustCompile(`(^|\s)--?[a-z][a-z-]*`),
	regexp.MustCompile(`[~.]?/[\p{L}\p{N}_./-]+`),
	// What a message quotes from a game file as Go quotes it ("life",
	// "double_points") and the file's keys (lord_death_rewards_all).
	regexp.MustCompile(`"(?:[^"\\\n]|\\.)*"`),
	regexp.MustCompile(`\b[a-z]+(?:_[a-z]+)+\b`),
	// The command `league player`, named as typed, and its line in the
	// help's list of commands.
	regexp.MustCompile(`\bleague player\b|(?m)^\s*player\b|Hilfe zu player\b`),
}

// words matches each of Words as a whole word: letters on neither side.
var words = func() *regexp.Regexp {
	alts := make([]string, len(Words))
	for i, w := range Words {
		alts[i] = regexp.QuoteMeta(w)
	}
	return regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(alts, "|") + `)($|[^\p{L}])`)
}()

// English returns the words of Words that text holds, each once, in the
// order of Words; nil when it holds none.
func English(text string) []string {
	for _, re := range english {
		text = re.ReplaceAllString(text, " ")
	}
	var found []string
	// Matches may overlap at the letter between two words: look again
	// from each match's word.
	for rest := text; ; {
		loc := words.FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		w := rest[loc[4]:loc[5]]
		if !slices.Contains(found, w) {
			found = append(found, w)
		}
		rest = rest[loc[5]:]
	}
	slices.SortFunc(found, func(a, b string) int { return slices.Index(Words, a) - slices.Index(Words, b) })
	return found
}
