package stats

import (
	"bytes"
	stdjson "encoding/json"
	"strings"
	"testing"

	"rolekeeper/wording"
)

// TestJSONAsEncodingJSON: the JSON report, indented as it is encoded
// (writeIndented), is byte for byte what encoding/json's Encoder with
// SetIndent writes, with and without the games one by one, over a
// random season with names and paths that encoding/json escapes (HTML
// characters, U+2028, invalid UTF-8 in a file name) and damaged files
// with and without a line. The one difference: a byte that is no UTF-8
// becomes U+FFFD in both, written as itself here and as \ufffd there.
func TestJSONAsEncodingJSON(t *testing.T) {
	dir := t.TempDir()
	writeSeason(t, dir, 7, 40, 60)
	ix, err := OpenIndex(MemoryIndex)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	entries, err := ix.Load(dir, WantFacts, nil)
	if err != nil {
		t.Fatal(err)
	}
	entries[0].Game.Players[0].Name = "Jo <&> \u2028 Ann"
	entries[1].Game.Path = dir + "/bad-\xff.jsonl"
	s := SeasonOf(entries, Filter{}, Identities{})
	s.Damaged = []Damaged{{Path: "a.jsonl", Reason: "a.jsonl: broken"}, {Path: "b.jsonl", Line: 3, Reason: "torn", Counted: true}}
	for _, results := range []bool{false, true} {
		r := Report{Season: s, Words: wording.English().Stats, Results: results}
		var got, want bytes.Buffer
		if err := r.Write(&got, JSON); err != nil {
			t.Fatal(err)
		}
		enc := stdjson.NewEncoder(&want)
		enc.SetIndent("", "  ")
		if err := enc.Encode(r.json()); err != nil {
			t.Fatal(err)
		}
		want = *bytes.NewBuffer(bytes.ReplaceAll(want.Bytes(), []byte(`\ufffd`), []byte("\uFFFD")))
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			i := firstDiff(got.Bytes(), want.Bytes())
			t.Fatalf("results=%v: the JSON differs from encoding/json's at byte %d: %q, want %q", results, i, got.Bytes()[max(i-80, 0):min(i+40, got.Len())], want.Bytes()[max(i-80, 0):min(i+40, want.Len())])
		}
		if has := strings.Contains(got.String(), `"results"`) && strings.Contains(got.String(), `"history"`); has != results {
			t.Errorf("results=%v: the games one by one are there: %v", results, has)
		}
	}
}

// firstDiff is the first byte at which a and b differ.
func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
