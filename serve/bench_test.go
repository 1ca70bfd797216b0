package serve

import (
	"context"
	"runtime"
	"testing"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"

	"rolekeeper/model"
	liveviewer "rolekeeper/ui/viewer"
)

// heapInUse is the heap in use after a full collection.
func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// BenchmarkMemoryPerViewer is the heap that one more connected viewer
// costs, reported as B/viewer: SSH is sixteen sessions over loopback, each
// with its terminal at 120x40 and its first frame drawn (the SSH client
// of the test lives in the same process, so its share is counted too);
// Model is sixteen viewer models of one Feed drawn at 120x40, without SSH.
func BenchmarkMemoryPerViewer(b *testing.B) {
	const n = DefaultMaxViewers
	b.Run("SSH", func(b *testing.B) {
		// Every session comes from this machine's one address: let it
		// hold all sixteen (serve admits DefaultSessionsPerAddress).
		tb := serveGame(b, Config{SessionsPerAddress: n, MaxPendingPerAddress: n})
		for b.Loop() {
			before := heapInUse()
			var clients []*gossh.Client
			for range n {
				client, err := tb.dial(gossh.Password(testCode))
				if err != nil {
					b.Fatal(err)
				}
				clients = append(clients, client)
				open(b, client, 120, 40).waitFor(b, "Ben's turn")
			}
			after := heapInUse()
			b.ReportMetric(float64(after-before)/n, "B/viewer")
			for _, c := range clients {
				c.Close()
			}
		}
	})
	b.Run("Model", func(b *testing.B) {
		tb := serveGame(b, Config{})
		for b.Loop() {
			before := heapInUse()
			var views []model.Model
			for range n {
				m, err := liveviewer.New(context.Background(), tb.srv.cfg.Feed, model.Options{}, true)
				if err != nil {
					b.Fatal(err)
				}
				next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
				m = next.(model.Model)
				_ = m.Render()
				views = append(views, m)
			}
			after := heapInUse()
			b.ReportMetric(float64(after-before)/n, "B/viewer")
			runtime.KeepAlive(views)
		}
	})
}
