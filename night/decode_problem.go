package night

import (
	"errors"
	"io"
	"strconv"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// What a ReasonBadJSON problem says is wrong: its first value. The second
// is where: the JSON pointer of the member ("/rounds", "" for the whole
// file), or for BadJSONBroken the byte offset.
const (
	BadJSONCut     = "cut"     // the file ends in the middle of a value
	BadJSONBroken  = "broken"  // not JSON at that byte
	BadJSONKind    = "kind"    // a value of the wrong kind
	BadJSONUnknown = "unknown" // a member a night file has not
	BadJSONTwice   = "twice"   // a member twice in one object
)

// badJSON is the ReasonBadJSON problem of a decoding error: what is
// wrong and where, in values that words can be made of, rather than the
// decoder's own English.
func badJSON(err error) *Problem {
	what, where := BadJSONBroken, ""
	var se *json.SemanticError
	var sx *jsontext.SyntacticError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		what = BadJSONCut
	case errors.Is(err, jsontext.ErrDuplicateName):
		what = BadJSONTwice
		if errors.As(err, &sx) {
			where = string(sx.JSONPointer)
		}
	case errors.As(err, &se):
		what, where = BadJSONKind, string(se.JSONPointer)
		if errors.Is(err, json.ErrUnknownName) {
			what = BadJSONUnknown
		}
	case errors.As(err, &sx):
		where = strconv.FormatInt(sx.ByteOffset, 10)
	}
	return &Problem{Key: ReasonBadJSON, Args: []string{what, where}}
}
