package wording

import "strings"

// LocaleVars are the variables of the locale that choose the language of
// messages, in the order POSIX gives them precedence.
var LocaleVars = []string{"LC_ALL", "LC_MESSAGES", "LANG"}

// LocaleLanguage is the tag of the language that the locale asks for, as
// getenv reads the environment: the first of LC_ALL, LC_MESSAGES and
// LANG that is set decides, as POSIX says, and its language part
// ("de_DE.UTF-8", "de_AT", "de") names the language. It returns "" when
// no variable is set, for the C and POSIX locales and for a language
// there is no catalogue of: then rolekeeper speaks English.
func LocaleLanguage(getenv func(string) string) string {
	for _, name := range LocaleVars {
		value := getenv(name)
		if value == "" {
			continue
		}
		parts := strings.FieldsFunc(value, func(r rune) bool { return r == '_' || r == '.' || r == '@' || r == '-' })
		if len(parts) == 0 {
			return ""
		}
		if tag := strings.ToLower(parts[0]); languages[tag] != nil {
			return tag
		}
		return ""
	}
	return ""
}
