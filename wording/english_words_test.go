package wording

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"rolekeeper/internal/wordcheck"
)

// texts calls visit with every text of v: each string, and what each
// function says when called with sample arguments (a function that
// panics on them is left out), by the path of its field.
func texts(path string, v reflect.Value, visit func(path, text string)) {
	switch v.Kind() {
	case reflect.String:
		visit(path, v.String())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				texts(path+"."+v.Type().Field(i).Name, v.Field(i), visit)
			}
		}
	case reflect.Array, reflect.Slice:
		for i := range v.Len() {
			texts(fmt.Sprintf("%s[%d]", path, i), v.Index(i), visit)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			texts(fmt.Sprintf("%s[%v]", path, k), v.MapIndex(k), visit)
		}
	case reflect.Func:
		if v.IsNil() {
			return
		}
		for _, out := range call(v) {
			texts(path+"()", out, visit)
		}
	}
}

// call calls f with sample arguments: 2 for numbers, "Ana" for strings,
// two names for lists, true, the zero value of anything else.
func call(f reflect.Value) (out []reflect.Value) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	t := f.Type()
	args := make([]reflect.Value, t.NumIn())
	for i := range args {
		in := t.In(i)
		a := reflect.New(in).Elem()
		switch in.Kind() {
		case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int8, reflect.Uint8, reflect.Uint, reflect.Uint64:
			if !a.OverflowInt(2) || in.Kind() >= reflect.Uint {
				if in.Kind() >= reflect.Uint {
					a.SetUint(2)
				} else {
					a.SetInt(2)
				}
			}
		case reflect.String:
			a.SetString("Ana")
		case reflect.Bool:
			a.SetBool(true)
		case reflect.Float64:
			a.SetFloat(0.5)
		case reflect.Slice:
			if in.Elem().Kind() == reflect.String {
				a = reflect.ValueOf([]string{"Ana", "Ben"}).Convert(in)
			}
		}
		args[i] = a
	}
	if t.IsVariadic() {
		return f.CallSlice(args)
	}
	return f.Call(args)
}

// TestNoEnglishInGerman: no German text of the catalogue (the strings,
// and what the functions say) holds a word of wordcheck's list of
// English words.
func TestNoEnglishInGerman(t *testing.T) {
	de, _ := For("de")
	var found []string
	texts("Words", reflect.ValueOf(de).Elem(), func(path, text string) {
		if words := wordcheck.English(text); len(words) > 0 {
			found = append(found, fmt.Sprintf("%s = %q: %s", path, text, strings.Join(words, ", ")))
		}
	})
	for _, f := range found {
		t.Error(f)
	}
	english := 0
	texts("Words", reflect.ValueOf(English()).Elem(), func(_, text string) { english += len(wordcheck.English(text)) })
	if english < 100 {
		t.Errorf("the English catalogue holds %d of the listed words: the texts are not all read", english)
	}
}
