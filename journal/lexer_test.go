package journal

import (
	"bytes"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// FuzzLexerAgreesWithJSONText checks the record lexer against jsontext
// (encoding/json/v2's strict reader, with its defaults: valid UTF-8, no
// duplicate names): both accept the same texts as one JSON value, except
// that the lexer refuses nesting deeper than maxDepth.
func FuzzLexerAgreesWithJSONText(f *testing.F) {
	for _, s := range []string{`{"v":1,"type":"pass"}`, `{"a":[1,-2.5e3,true,null,{"b":"\u00e9\ud83d\ude00"}]}`,
		`{"a":1,"a":2}`, `{"a":"\ud800"}`, `[1,]`, `"\x01"`, `01`, `{"a" : { } , "b":[ ]}`, "{\"caf\xc3\xa9\":\"\xff\"}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var l lexer
		l.reset(data)
		err := l.skip(0)
		ours := err == nil && l.atEnd()
		theirs := jsontext.Value(data).IsValid()
		if ours != theirs && !(theirs && bytes.Count(data, []byte("["))+bytes.Count(data, []byte("{")) > maxDepth) {
			t.Fatalf("%q: lexer says valid %v, jsontext %v (%v)", data, ours, theirs, err)
		}
	})
}
