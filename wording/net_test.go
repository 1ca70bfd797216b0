package wording

import (
	"net"
	"strings"
	"testing"

	"rolekeeper/internal/absent"
)

// TestListenErrorsAreWorded: `rolekeeper --lang de serve` on an address
// taken (a second serve), mistyped or not this computer's said Go's
// English: "die Adresse 127.0.0.1:2323 lässt sich nicht nutzen: listen
// tcp 127.0.0.1:2323: bind: address already in use". The reasons of
// net.Listen are said in the words of the language, and nothing of Go's
// text is left.
func TestListenErrorsAreWorded(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		absent.Skip(t, "cannot listen on 127.0.0.1 here: %v", err)
	}
	defer taken.Close()
	listen := func(addr string) error {
		ln, err := net.Listen("tcp", addr)
		if err == nil {
			ln.Close()
			t.Fatalf("listening on %s worked", addr)
		}
		return err
	}
	cases := []struct {
		name string
		err  error
		want func(Files) string
	}{
		{"taken", listen(taken.Addr().String()), func(f Files) string { return f.AddrInUse }},
		{"no port", listen("nonsense"), func(f Files) string { return f.BadAddress }},
		{"bad port", listen("127.0.0.1:99999"), func(f Files) string { return f.BadAddress }},
		{"no such host", &net.OpError{Op: "listen", Net: "tcp", Err: &net.DNSError{Err: "no such host", Name: "tafel.invalid", IsNotFound: true}},
			func(f Files) string { return f.NoSuchHost }},
	}
	for _, lang := range []string{"en", "de"} {
		w, _ := For(lang)
		for _, c := range cases {
			got := w.ErrorText(c.err)
			if want := c.want(w.Files); want == "" || got != want {
				t.Errorf("%s, %s: %q says %q, want %q", lang, c.name, c.err, got, want)
			}
			if lang == "de" {
				for _, english := range []string{"listen", "tcp", "address", "port in", "host"} {
					if strings.Contains(got, english) {
						t.Errorf("de, %s: %q has the English %q", c.name, got, english)
					}
				}
			}
		}
	}
}
