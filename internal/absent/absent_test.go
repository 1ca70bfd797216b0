package absent

import (
	"testing"
)

// recorder is a testing.TB that notes whether it was skipped or failed.
type recorder struct {
	testing.TB
	skipped, failed bool
	msg             string
}

func (r *recorder) Helper()           {}
func (r *recorder) Skip(args ...any)  { r.skipped, r.msg = true, args[0].(string) }
func (r *recorder) Fatal(args ...any) { r.failed, r.msg = true, args[0].(string) }

// TestSkipFailsUnderCI: without CI=true the test is skipped with the
// message; under CI=true it fails with it.
func TestSkipFailsUnderCI(t *testing.T) {
	for _, ci := range []string{"", "false", "true"} {
		t.Setenv("CI", ci)
		r := &recorder{TB: t}
		Skip(r, "no %s here", "tmux")
		if want := ci == "true"; r.failed != want || r.skipped == want {
			t.Errorf("CI=%q: failed %v, skipped %v; want failed %v", ci, r.failed, r.skipped, want)
		}
		if r.msg[:12] != "no tmux here" {
			t.Errorf("CI=%q: message %q", ci, r.msg)
		}
	}
}
