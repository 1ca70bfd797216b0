package night

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestEveryChangeFollowsOnFromTheFileBefore: a night starts as change 1
// with nothing before it; every change Edit saves counts one more and
// names the mark of the file it was read from last in After, which the
// file's Head (Peek) says as Decode does; After keeps the last MaxTrail
// marks; a change counter or a mark out of its limits is refused.
func TestEveryChangeFollowsOnFromTheFileBefore(t *testing.T) {
	n := seatedNight(t, 9, 1)
	path := filepath.Join(t.TempDir(), "night.json")
	if err := n.Create(path, func() error { return nil }); err != nil {
		t.Fatal(err)
	}
	at := started.Add(time.Hour)
	var marks []string
	for i := range MaxTrail + 3 {
		before, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		marks = append(marks, Mark(before))
		edit := func(n *Night) error { return n.StartRound(time.Duration(60+i)*time.Minute, at) }
		if _, err := Edit(path, edit); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Peek(data)
	if err != nil || h.ID != n.ID || h.Change != int64(MaxTrail+4) || h.Clock.Length != time.Duration(62+MaxTrail)*time.Minute {
		t.Fatalf("the head after %d changes: %+v (%v)", MaxTrail+3, h, err)
	}
	if want := marks[len(marks)-MaxTrail:]; !slices.Equal(h.After, want) {
		t.Fatalf("after: %d marks ending %v, want %d ending %v", len(h.After), h.After[len(h.After)-1], len(want), want[len(want)-1])
	}
	if back, err := Decode(data); err != nil || back.Change != h.Change || !slices.Equal(back.After, h.After) {
		t.Fatalf("decoded: %d %v (%v)", back.Change, len(back.After), err)
	}
	good := string(data)
	for name, bad := range map[string]string{
		"negative": strings.Replace(good, `"change":`, `"change":-`, 1),
		"too many": strings.Replace(good, `"change":`, `"change":9999999999999`, 1),
		"mark":     strings.Replace(good, `"after":["`, `"after":["X`, 1),
	} {
		if _, err := Decode([]byte(bad)); !isProblem(err, ReasonLineage) {
			t.Errorf("%s: %v", name, err)
		}
		if _, err := Peek([]byte(bad)); !isProblem(err, ReasonLineage) {
			t.Errorf("%s (peek): %v", name, err)
		}
	}
}
