package rules

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// rulesCopy is the repository's copy of the project's RULES.md
// (../shared/RULES.md from the repository root; TestSharedCopiesAreCurrent
// keeps the copy equal).
const rulesCopy = "testdata/RULES.md"

// examplesDir is the copy of the shared example games (the tests that
// replay them are in package rules_test, which reads game files through
// journal, and name the folder again).
const examplesDir = "testdata/examples"

// TestEveryRuleHasATest reads the rule ids of RULES.md and checks that a
// test named after each (TestB6_…, TestC6a_…) exists in this package or in
// package names.
func TestEveryRuleHasATest(t *testing.T) {
	text, err := os.ReadFile(rulesCopy)
	if err != nil {
		t.Fatal(err)
	}
	var sources strings.Builder
	for _, pattern := range []string{"*_test.go", "../names/*_test.go"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			b, _ := os.ReadFile(f)
			sources.Write(b)
		}
	}
	ids := regexp.MustCompile(`\*\*([BLC])-(\d+a?)\b`).FindAllStringSubmatch(string(text), -1)
	if len(ids) < 30 {
		t.Fatalf("found only %d rule ids in %s", len(ids), rulesCopy)
	}
	for _, id := range ids {
		name := "func Test" + id[1] + id[2] + "_"
		if !strings.Contains(sources.String(), name) {
			t.Errorf("rule %s-%s has no test named %s…", id[1], id[2], name[5:])
		}
	}
}
