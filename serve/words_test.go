package serve

import (
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/wording"
)

// TestCodePromptInTheViewersLanguage: the keyboard-interactive prompt for
// the table code speaks the language named as the user name, else the
// server's; the session then draws in it when the client sends no locale.
func TestCodePromptInTheViewersLanguage(t *testing.T) {
	tb := serveGame(t, Config{Words: wording.English()})
	for user, want := range map[string]*wording.Words{"de": wording.German(), "DE": wording.German(),
		"en": wording.English(), "viewer": wording.English()} {
		var asked []string
		answer := func(_, instruction string, questions []string, _ []bool) ([]string, error) {
			asked = append(append(asked, instruction), questions...)
			return []string{testCode}, nil
		}
		client, err := gossh.Dial("tcp", tb.addr, &gossh.ClientConfig{User: user,
			Auth:            []gossh.AuthMethod{gossh.KeyboardInteractive(answer)},
			HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
		if err != nil {
			t.Fatalf("%s: %v", user, err)
		}
		if len(asked) != 2 || asked[0] != want.Live.CodeInstruction || asked[1] != want.Live.CodePrompt {
			t.Errorf("user %s: asked %q, want %q and %q", user, asked, want.Live.CodeInstruction, want.Live.CodePrompt)
		}
		if user == "de" {
			v := open(t, client, 120, 40)
			v.waitFor(t, want.Live.Mark)
		}
		client.Close()
	}
}
