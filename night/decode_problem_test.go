package night

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestBadJSONSaysWhatAndWhere: a night file that is not the JSON of a
// night is refused with what is wrong and where, as values a person's
// words can be made of, never the decoder's own English ("jsontext:
// unexpected EOF within …", "json: cannot unmarshal … into Go
// night.fileNight", as a breaker saw under --lang de too).
func TestBadJSONSaysWhatAndWhere(t *testing.T) {
	var buf bytes.Buffer
	if err := seatedNight(t, 9, 2).Encode(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	for _, c := range []struct{ name, text, what, where string }{
		{"cut short", good[:len(good)/2], BadJSONCut, ""},
		{"not an object", "[]", BadJSONKind, ""},
		{"wrong kind", strings.Replace(good, `"rounds":3`, `"rounds":"three"`, 1), BadJSONKind, "/rounds"},
		{"unknown member", strings.Replace(good, `"rounds":3`, `"rounds":3,"extra":1`, 1), BadJSONUnknown, "/extra"},
		{"member twice", strings.Replace(good, `"rounds":3`, `"rounds":3,"rounds":2`, 1), BadJSONTwice, "/rounds"},
		{"broken", strings.Replace(good, `"rounds":3`, `"rounds":3,,`, 1), BadJSONBroken, ""},
		{"out of range", strings.Replace(good, `"rounds":3`, `"rounds":123456789012345678901234567890`, 1), BadJSONRange, "/rounds"},
	} {
		_, err := Decode([]byte(c.text))
		var p *Problem
		if !errors.As(err, &p) || p.Key != ReasonBadJSON {
			t.Errorf("%s: %v, want %s", c.name, err, ReasonBadJSON)
			continue
		}
		if len(p.Args) < 2 || p.Args[0] != c.what || c.where != "" && p.Args[1] != c.where || len(p.Args) != 2 && c.what != BadJSONRange {
			t.Errorf("%s: args %q, want [%q %q]", c.name, p.Args, c.what, c.where)
		}
		for _, a := range p.Args {
			if strings.Contains(a, "json") || strings.Contains(a, " Go ") {
				t.Errorf("%s: the decoder's own words %q in the problem", c.name, a)
			}
		}
	}
}
