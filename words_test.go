package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// unseenErrors are the errors made from a literal text outside wording/
// that no user ever reads, by file and the start of the text; each says
// why. Every other error a user may read is typed (a rule id, or a reason
// key and its values, journal.Problem, wording.Keyed) and said in words
// by wording.
var unseenErrors = map[string]string{
	// read sees it and reads the file again with history.
	"journal/read.go the file undoes or redoes events": "",
	// mistakes of the program that starts a server, never of a user.
	"web/server.go web: a feed is required":                    "",
	"serve/serve.go serve: a feed and a host key are required": "",
	// the page's stream ends on it without a word.
	"web/hub.go the table is no longer followed": "",
	// live.Viewer ends on it without a word.
	"live/feed.go the live view has stopped": "",
	// League errors are said by their Kind and the driver's innermost
	// reason (league.Error); this step only names the version in logs.
	"league/schema.go schema version %d: %w": "",
	// night standings' mark of a league failure said already; never
	// returned, only compared (localOnly).
	"cli/night_standings.go said": "",
	// a tool of the benchmarks, no part of the program.
	"internal/tools/longgame/main.go the game stalled after %d events": "",
}

// TestErrorsAreWorded: every errors.New and fmt.Errorf outside wording/
// whose text is a literal with words (not only a %w or %v) is one of
// unseenErrors, so that an error a user may read cannot be English text
// again: make it typed and word it in wording/ in every language.
func TestErrorsAreWorded(t *testing.T) {
	found := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Test support (architecture_test.go's testSupport) is no part
		// of the program: a user never reads its errors.
		if d.IsDir() && (path == "wording" || strings.HasPrefix(d.Name(), ".") && path != "." ||
			slices.Contains(testSupport, filepath.ToSlash(path))) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			text, ok := errorLiteral(n)
			if !ok {
				return true
			}
			site := filepath.ToSlash(path) + " " + text
			found[site] = true
			if _, ok := unseenErrors[site]; !ok {
				t.Errorf("%s: an error in English words a user may read: %q; make it typed and word it in wording/",
					fset.Position(n.Pos()), text)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for site := range unseenErrors {
		if !found[site] {
			t.Errorf("unseenErrors lists %q, which is no longer there", site)
		}
	}
	if !slices.ContainsFunc(slices.Collect(maps.Keys(found)), func(s string) bool { return strings.HasPrefix(s, "journal/") }) {
		t.Error("no error of journal/ found: the test reads nothing")
	}
}

// errorLiteral returns the text of errors.New or fmt.Errorf called with
// a literal that holds a letter outside its verbs.
func errorLiteral(n ast.Node) (string, bool) {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return "", false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok || !(pkg.Name == "errors" && sel.Sel.Name == "New" || pkg.Name == "fmt" && sel.Sel.Name == "Errorf") {
		return "", false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	text, err := strconv.Unquote(lit.Value)
	if err != nil {
		return "", false
	}
	verbs := strings.NewReplacer("%w", "", "%v", "", "%s", "", "%d", "", "%q", "")
	return text, strings.IndexFunc(verbs.Replace(text), unicode.IsLetter) >= 0
}
