package main

import (
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// allowedImports are the arrows of ARCHITECTURE.md: for every package of
// the module, the packages of the module it may import. A package missing
// here fails the test: add it here and to ARCHITECTURE.md.
var allowedImports = map[string][]string{
	"":                      {"cli"},
	"cli":                   {"autosave", "config", "export", "journal", "league", "live", "model", "names", "night", "qr", "rating", "rules", "seating", "safefile", "serve", "stats", "styles", "ui/common", "ui/picker", "ui/statscreen", "ui/viewer", "web", "wording"},
	"live":                  {"journal", "rules", "safefile"},
	"serve":                 {"live", "model", "safefile", "ui/common", "ui/viewer", "wording"},
	"web":                   {"live", "night", "rules", "tableview", "wording"},
	"qr":                    {},
	"autosave":              {"export", "journal", "model", "rules", "safefile", "wording"},
	"model":                 {"export", "keymap", "names", "qr", "rating", "rules", "styles", "ui/common", "views", "wording"},
	"ui/common":             {"keymap", "styles", "views", "wording"},
	"ui/picker":             {"journal", "keymap", "styles", "ui/common", "views", "wording"},
	"ui/statscreen":         {"keymap", "night", "rules", "stats", "styles", "ui/common", "views", "wording"},
	"ui/viewer":             {"live", "model"},
	"views":                 {"rules", "styles", "tableview", "wording"},
	"tableview":             {"rules"},
	"export":                {"journal", "rules", "safefile", "wording"},
	"stats":                 {"export", "journal", "names", "rating", "rules", "safefile", "wording"},
	"league":                {"journal", "names", "rules", "safefile", "stats"},
	"journal":               {"names", "rules", "safefile", "wording"},
	"wording":               {"rules"},
	"names":                 {"rules"},
	"rules":                 {},
	"rating":                {},
	"seating":               {},
	"night":                 {"names", "rules", "safefile", "seating"},
	"config":                {"safefile"},
	"safefile":              {},
	"safefile/safefiletest": {"safefile"},
	"styles":                {},
	// keymap takes its help texts from the catalogue (wording.Keys).
	"keymap":                  {"wording"},
	"internal/wordcheck":      {},
	"internal/screentest":     {"internal/wordcheck", "journal", "rules", "styles", "wording"},
	"internal/tools/longgame": {"internal/gamegen", "internal/gamegen/gamefile", "rules"},
	"internal/tools/season":   {"internal/gamegen", "internal/gamegen/gamefile"},
	"internal/pgtest":         {"internal/absent"},
	"internal/browsertest":    {"internal/absent"},
	"internal/termshot":       {"internal/absent"},
	"internal/absent":         {},
	"internal/childtest":      {"internal/absent", "internal/race"},
	"internal/race":           {},
	"internal/feedtest":       {"internal/gamegen/gamefile", "journal", "rules"},
	"internal/tools/bare":     {},
	// The generator of random games and the benchmarks' clock (test support).
	"internal/gamegen":          {"rules"},
	"internal/gamegen/gamefile": {"internal/gamegen", "journal", "rules"},
	"internal/cputime":          {},
}

// testSupport are the packages of the module that are no part of the
// program: only tests and the tools of internal/tools may import them.
var testSupport = []string{"internal/cputime", "internal/gamegen", "internal/gamegen/gamefile", "internal/pgtest", "internal/browsertest", "internal/termshot", "internal/absent", "internal/childtest", "internal/race", "internal/feedtest", "internal/screentest", "internal/wordcheck", "safefile/safefiletest"}

// TestTestSupportOnlyInTests: no package of the program is allowed a
// test-support package (the tests' imports are not counted); one
// test-support package may build on another.
func TestTestSupportOnlyInTests(t *testing.T) {
	for pkg, allowed := range allowedImports {
		for _, imp := range allowed {
			if slices.Contains(testSupport, imp) && !strings.HasPrefix(pkg, "internal/tools/") && !slices.Contains(testSupport, pkg) {
				t.Errorf("%s may import %s, which is for tests and internal/tools only", pkg, imp)
			}
		}
	}
	for _, imp := range testSupport {
		if _, known := allowedImports[imp]; !known {
			t.Errorf("test-support package %s is not in allowedImports", imp)
		}
	}
}

// TestImportsFollowTheArchitecture: no package imports a package of the
// module that ARCHITECTURE.md does not allow it (tests are not counted),
// and rules imports nothing outside the standard library.
func TestImportsFollowTheArchitecture(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p struct {
			ImportPath string
			Imports    []string
			Deps       []string
			Standard   bool
		}
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, "rolekeeper"), "/")
		allowed, known := allowedImports[name]
		if !known {
			t.Errorf("package %q is not in ARCHITECTURE.md: add its arrows there and to allowedImports", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			if target, ours := strings.CutPrefix(imp, "rolekeeper/"); ours && !slices.Contains(allowed, target) {
				t.Errorf("%s imports %s, which ARCHITECTURE.md does not allow", p.ImportPath, imp)
			}
		}
		if name == "rules" || name == "tableview" {
			for _, dep := range p.Deps {
				if strings.Contains(strings.SplitN(dep, "/", 2)[0], ".") {
					t.Errorf("%s depends on %s, outside the standard library", name, dep)
				}
			}
		}
	}
}

// noScreens are the packages that draw no screen and follow no key: no
// package of the programs (model, ui/…) may be among their dependencies,
// so that a new kind of viewer or store uses them without a terminal.
var noScreens = []string{"./views", "./journal", "./export", "./stats", "./live", "./rules", "./tableview", "./wording", "./styles"}

// TestNoScreenBelowTheScreens: `go list -deps` of the packages that draw
// no screen lists no package of the programs (model, ui/…).
func TestNoScreenBelowTheScreens(t *testing.T) {
	out, err := exec.Command("go", append([]string{"list", "-deps"}, noScreens...)...).Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "rolekeeper/model" || strings.HasPrefix(dep, "rolekeeper/model/") || strings.HasPrefix(dep, "rolekeeper/ui/") {
			t.Errorf("%s depend on %s, a package of the programs", strings.Join(noScreens, " "), dep)
		}
	}
}

// maxLines is the most lines a file of code other than a test may have
// (STYLE.md): a longer one does more than one thing.
const maxLines = 400

// TestFilesAreShort: no Go file but tests is longer than maxLines.
func TestFilesAreShort(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{range .GoFiles}}{{$.Dir}}/{{.}}{{"\n"}}{{end}}`, "./...").Output()
	if err != nil {
		t.Fatal(err)
	}
	files := strings.Fields(string(out))
	if len(files) < 100 {
		t.Fatalf("go list gave %d files, fewer than the module has", len(files))
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(data), "\n"); n > maxLines {
			t.Errorf("%s has %d lines, more than %d: split it where it does two things", path, n, maxLines)
		}
	}
}
