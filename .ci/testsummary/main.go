// Command testsummary reads `go test -json` output on stdin and prints the
// failures in full and a count of tests run, passed, failed and skipped per
// package, so a reader of the CI log sees how many tests ran.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

type counts struct{ pass, fail, skip int }

func main() {
	perPkg := map[string]*counts{}
	output := map[string][]string{}
	failed := map[string]bool{}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			fmt.Println(sc.Text())
			continue
		}
		c := perPkg[e.Package]
		if c == nil {
			c = &counts{}
			perPkg[e.Package] = c
		}
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			output[key] = append(output[key], e.Output)
		case "pass":
			if e.Test != "" {
				c.pass++
			}
		case "skip":
			if e.Test != "" {
				c.skip++
			}
		case "fail":
			if e.Test != "" {
				c.fail++
			}
			failed[key] = true
		}
	}
	for key := range failed {
		fmt.Printf("--- FAIL %s\n%s", key, strings.Join(output[key], ""))
	}
	pkgs := make([]string, 0, len(perPkg))
	for p := range perPkg {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	var total counts
	for _, p := range pkgs {
		c := perPkg[p]
		fmt.Printf("%-40s %5d passed %3d failed %3d skipped\n", p, c.pass, c.fail, c.skip)
		total.pass, total.fail, total.skip = total.pass+c.pass, total.fail+c.fail, total.skip+c.skip
	}
	fmt.Printf("%-40s %5d passed %3d failed %3d skipped (%d tests and subtests)\n", "total", total.pass, total.fail, total.skip, total.pass+total.fail+total.skip)
	if total.fail > 0 || len(failed) > 0 {
		os.Exit(1)
	}
}
