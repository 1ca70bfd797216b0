package serve

import (
	"strings"

	"rolekeeper/wording"
)

// wordsForUser is the language a viewer chose with the user name
// (`ssh -p 2323 de@host`: a language rolekeeper speaks), else the
// server's. The table code is asked for before the client sends its
// locale, so the user name is all there is to go by then.
func (s *Server) wordsForUser(user string) *wording.Words {
	if w, ok := wording.For(strings.ToLower(user)); ok {
		return w
	}
	return s.words
}
