package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/wording"
)

// TestEveryCommandGivesTheSameVerdict reads every bad file of the
// journal's corpus (testdata/damaged: damage, broken format, names and
// seats the rules refuse) with check, replay (text and JSON), export,
// resume and the list of games: each refuses it with the same one line
// FILE:LINE: reason, the same seat numbers included. A file damaged only
// on its last line is accepted by all of them, with a warning where the
// command prints one.
func TestEveryCommandGivesTheSameVerdict(t *testing.T) {
	files, _ := filepath.Glob("../journal/testdata/damaged/*.jsonl")
	if len(files) < 15 {
		t.Fatalf("found %d files in the corpus", len(files))
	}
	for _, src := range files {
		name := filepath.Base(src)
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, name)
			data, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			verdicts := map[string]string{}
			for _, args := range [][]string{{"check"}, {"replay"}, {"replay", "--format", "json"}, {"export"}} {
				_, stderr, code := run(t, append(args, path)...)
				verdicts[strings.Join(args, " ")] = verdict(code, stderr)
			}
			verdicts["list of games"] = listVerdict(t, dir)
			verdicts["resume"] = resumeVerdict(t, path)
			want := verdicts["check"]
			if whole := name == "whole.jsonl" || name == "hand-written.jsonl" || name == "flipped-last.jsonl"; whole != (want == "accepted") {
				t.Fatalf("check: %s", want)
			}
			if want != "accepted" && !strings.HasPrefix(want, path+":") {
				t.Fatalf("check: %q does not start with FILE:LINE:", want)
			}
			for how, got := range verdicts {
				if got != want {
					t.Errorf("%s: %q, check: %q", how, got, want)
				}
			}
		})
	}
}

// verdict is a command's refusal (its one line on stderr) or "accepted".
func verdict(code int, stderr string) string {
	if code == 0 {
		return "accepted"
	}
	return strings.TrimSuffix(stderr, "\n")
}

// listVerdict is what the list of unfinished games says of the only file
// in dir.
func listVerdict(t *testing.T, dir string) string {
	t.Helper()
	games, err := unfinished(dir, wording.English())
	if err != nil || len(games) != 1 {
		t.Fatalf("list: %v, %d games", err, len(games))
	}
	if games[0].Err == nil {
		return "accepted"
	}
	return plainLine(games[0].Err)
}

// resumeVerdict opens the file as `rolekeeper resume FILE` does first
// (resumeFile); a file it accepts would then open the table, which this
// test does not. It runs last: it sets a damaged last line aside.
func resumeVerdict(t *testing.T, path string) string {
	t.Helper()
	j, _, err := journal.Open(path)
	if err != nil {
		return plainLine(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	return "accepted"
}

// plainLine is the line the command line prints for err.
func plainLine(err error) string {
	var b bytes.Buffer
	plainErrors(wording.English())(&b, err)
	return strings.TrimSuffix(b.String(), "\n")
}
