package rules

import "testing"

// TestPointSourceKeys: every point source has a key of its own, which
// PointsByKey says its points by.
func TestPointSourceKeys(t *testing.T) {
	seen := map[string]bool{}
	var by [PointSourceCount]int
	for src := range PointSourceCount {
		key := src.Key()
		if key == "" || seen[key] {
			t.Errorf("source %d: key %q, empty or taken", src, key)
		}
		seen[key] = true
		by[src] = int(src) + 1
	}
	got := PointsByKey(by)
	for src := range PointSourceCount {
		if got[src.Key()] != int(src)+1 {
			t.Errorf("%s: %d points, want %d", src.Key(), got[src.Key()], src+1)
		}
	}
	if PointSourceCount.Key() != "" {
		t.Errorf("no source has the key %q", PointSourceCount.Key())
	}
}
