package league

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// TestQueueOfflineAndBack: with the server stopped, the game in play
// waits (kept in the queue's file) and the queue says it is offline;
// once the server is back, the next try pushes it whole, and a new queue
// (the next rolekeeper) pushes what an earlier one left waiting.
func TestQueueOfflineAndBack(t *testing.T) {
	t.Parallel()
	c := pgtest.Own(t) // stopped and started again
	url := c.NewDatabase(t)
	connect(t, url).Close()
	dir := t.TempDir()
	paths := writeSeason(t, dir, 11, 0, 2, 60)
	data, _ := os.ReadFile(paths[0])
	lines := strings.SplitAfter(string(data), "\n")
	game := filepath.Join(dir, "tonight.jsonl")
	os.WriteFile(game, []byte(strings.Join(lines[:10], "")), 0o644)

	c.Stop(t)
	file := QueueFile(t.TempDir())
	q := NewQueue(file, url, "table-1")
	q.EnrolNext() // a game started for the league
	q.Watch(game)
	ctx := context.Background()
	q.Once(ctx)
	if st := q.Status(); !st.Offline || st.Waiting != 1 || st.Err == nil || st.Game != WaitingOffline {
		t.Fatalf("server down: status %+v, want offline with 1 game waiting", st)
	}
	os.WriteFile(game, data, 0o644) // played on, offline
	q.EnrolNext()
	q.Watch(paths[1]) // and the next game
	q.Once(ctx)
	if st := q.Status(); !st.Offline || st.Waiting != 2 {
		t.Fatalf("server down, two games: status %+v", st)
	}
	if waiting, _ := ReadQueue(file); len(waiting) != 2 {
		t.Fatalf("queue file lists %v, want both games", waiting)
	}

	c.Start(t)
	later := NewQueue(file, url, "table-1") // the next rolekeeper
	later.Once(ctx)
	if st := later.Status(); st.Offline || st.Waiting != 0 {
		t.Fatalf("server back: status %+v, want nothing waiting", st)
	}
	later.Close()
	db := connect(t, url)
	g, _ := readGame(game)
	if there, n := hasGame(t, db, g.file.ID); !there || n != len(g.records) {
		t.Errorf("the game played offline: in the league %v with %d records, want %d", there, n, len(g.records))
	}
	q.Once(ctx) // the first queue: its game is in the league now
	if st := q.Status(); st.Offline || st.Waiting != 0 {
		t.Errorf("first queue after the server is back: %+v", st)
	}
	q.Close()
}

// TestListenerWakesOnPush: a push from another connection wakes a
// waiting Listener long before its timeout; with no push it returns at
// the timeout.
func TestListenerWakesOnPush(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	l := NewListener(url)
	defer l.Close()
	ctx := context.Background()
	if err := l.Wait(ctx, 10*time.Millisecond); err != nil { // connects and listens
		t.Fatal(err)
	}
	paths := writeSeason(t, t.TempDir(), 12, 0, 1, 20)
	done := make(chan error)
	go func() { done <- l.Wait(ctx, time.Minute) }()
	time.Sleep(100 * time.Millisecond)
	pushAll(t, db, "t", paths)
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the listener did not wake on a push")
	}
}

// TestListenerSaysWhenNotificationsAreLost: a connection where LISTEN
// does not hold (as behind a pooler in transaction mode; here the
// statement is replaced) is found out when the Listener connects: the
// server lists no channel and its own notification never comes back.
func TestListenerSaysWhenNotificationsAreLost(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	ctx := context.Background()
	l := NewListener(url)
	if err := l.Wait(ctx, time.Second); err != nil {
		t.Fatal(err)
	}
	if !l.Connected() || !l.Notifying() {
		t.Errorf("a direct connection: connected %v, notifying %v; want both", l.Connected(), l.Notifying())
	}
	l.Close()
	defer func(s string) { listenSQL = s }(listenSQL)
	listenSQL = "SELECT 1"
	lost := NewListener(url)
	defer lost.Close()
	if err := lost.Wait(ctx, time.Second); err != nil {
		t.Fatal(err)
	}
	if !lost.Connected() || lost.Notifying() {
		t.Errorf("LISTEN lost: connected %v, notifying %v; want connected, not notifying", lost.Connected(), lost.Notifying())
	}
}
