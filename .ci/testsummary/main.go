// Command testsummary reads `go test -json` output on stdin and prints the
// failures in full and a count of tests run, passed, failed and skipped per
// package, so a reader of the CI log sees how many tests ran, and the
// slowest tests (issue 33: the suite's time is looked at test by test).
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
	Elapsed float64
}

// timed is a top-level test's time.
type timed struct {
	name    string
	seconds float64
}

// slowest is how many of the slowest tests are listed.
const slowest = 15

type counts struct{ pass, fail, skip int }

func main() {
	perPkg := map[string]*counts{}
	output := map[string][]string{}
	failed := map[string]bool{}
	var times []timed
	var skipped []string
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
		if (e.Action == "pass" || e.Action == "fail") && e.Test != "" && !strings.Contains(e.Test, "/") {
			times = append(times, timed{key, e.Elapsed})
		}
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
				skipped = append(skipped, key)
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
	// The skipped tests with their reasons: under CI only a test that
	// cannot run for a reason no installation changes may skip.
	sort.Strings(skipped)
	for _, key := range skipped {
		fmt.Printf("skipped %s: %s\n", key, reason(output[key]))
	}
	sort.Slice(times, func(i, j int) bool { return times[i].seconds > times[j].seconds })
	fmt.Printf("the %d slowest tests:\n", min(slowest, len(times)))
	for _, t := range times[:min(slowest, len(times))] {
		fmt.Printf("%8.2f s  %s\n", t.seconds, t.name)
	}
	fmt.Printf("%-40s %5d passed %3d failed %3d skipped (%d tests and subtests)\n", "total", total.pass, total.fail, total.skip, total.pass+total.fail+total.skip)
	if total.fail > 0 || len(failed) > 0 {
		os.Exit(1)
	}
}

// reason is what a skipped test said last before its SKIP line.
func reason(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimSpace(lines[i]); l != "" && !strings.HasPrefix(l, "--- SKIP") && !strings.HasPrefix(l, "=== ") {
			return l
		}
	}
	return "(no reason given)"
}
