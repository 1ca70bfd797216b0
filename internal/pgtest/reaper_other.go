//go:build !unix

package pgtest

// reaper is nothing where there is no shell to wait for this process:
// only Run stops the shared cluster.
type reaper struct{}

func startReaper(*Cluster, string) *reaper { return nil }

func (r *reaper) cancel() {}
