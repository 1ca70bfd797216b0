package night

import (
	"errors"
	"io"
	"math"
	"reflect"
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
	// BadJSONRange is a whole number too large (or small) for its member;
	// the third and fourth values are the least and the most it holds.
	BadJSONRange = "range"
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
		if least, most, ok := rangeOf(se.GoType); ok && errors.Is(err, strconv.ErrRange) {
			return &Problem{Key: ReasonBadJSON, Args: []string{BadJSONRange, where, least, most}}
		}
	case errors.As(err, &sx):
		where = strconv.FormatInt(sx.ByteOffset, 10)
	}
	return &Problem{Key: ReasonBadJSON, Args: []string{what, where}}
}

// rangeOf is the least and the most a whole number of type t holds,
// written as numbers; ok is false for any other type.
func rangeOf(t reflect.Type) (least, most string, ok bool) {
	if t == nil {
		return "", "", false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := t.Bits()
		return strconv.FormatInt(math.MinInt64>>(64-bits), 10), strconv.FormatInt(math.MaxInt64>>(64-bits), 10), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "0", strconv.FormatUint(math.MaxUint64>>(64-t.Bits()), 10), true
	}
	return "", "", false
}
