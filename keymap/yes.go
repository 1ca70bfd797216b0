package keymap

import (
	"strings"

	"rolekeeper/wording"
)

// yesKeys are the keys that answer yes to a question: y in every
// language, and the first letter of the language's yes (j for "ja"), in
// either case.
func yesKeys(h wording.Keys) []string {
	keys := []string{"y", "Y"}
	if l := h.YesLetter; l != "" && l != "y" {
		keys = append(keys, l, strings.ToUpper(l))
	}
	return keys
}
