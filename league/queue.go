package league

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/gofrs/flock"

	"rolekeeper/safefile"
)

// Tick is how often a Queue looks at the game in play and, while games
// wait, tries to push them: an event saved reaches the league within a
// tick or two, and a laptop without network tries again as often.
const Tick = 2 * time.Second

// connectTimeout bounds a Queue's attempt to reach the database, so that
// a network that swallows packets does not hold the queue for long.
const connectTimeout = 5 * time.Second

// Status is what a Queue says of itself.
type Status struct {
	// Waiting is the number of games not yet in the league as they are on
	// disk.
	Waiting int
	// Offline is true when the last attempt to reach the database failed;
	// Err says why.
	Offline bool
	Err     error
	// Refused are the games the league refused (a differing copy, a file
	// check refuses), by path: pushing them again cannot help.
	Refused map[string]error
	// Game says where the game in play (Watch) stands with the league,
	// as of the last Once.
	Game GameState
}

// Queue pushes the games of one laptop by themselves: the game in play
// (Watch) whenever its file changed, and every game that waits, kept in a
// file (one path a line) so that games played offline are pushed once
// the database can be reached again, by this rolekeeper or the next. It
// never makes the table wait: pushing runs in its own goroutine (Run),
// and Status only reads.
type Queue struct {
	url, table string
	// file lists the waiting games; lock serialises the rolekeepers that
	// change it.
	file string
	lock *flock.Flock

	// folder is where the games pushed by themselves are saved: a game
	// of another folder is pushed only by hand; "" is any folder.
	folder string

	mu      sync.Mutex
	watched string
	pushed  map[string]stamp // the file as last pushed
	tails   map[string]*Tail
	status  Status
	db      *DB
	wake    chan struct{}
	// enrolNext says that the next game file watched is a game started
	// here for the league (EnrolNext); enrol and withdraw are the paths
	// that Once is to enrol and withdraw; allowed caches whether a path
	// is enrolled.
	enrolNext bool
	enrol     []string
	withdraw  []string
	allowed   map[string]bool
}

// stamp is what says a file changed: its size and modification time.
type stamp struct {
	size  int64
	mtime time.Time
}

func stampOf(path string) (stamp, bool) {
	info, err := os.Stat(path)
	if err != nil {
		return stamp{}, false
	}
	return stamp{size: info.Size(), mtime: info.ModTime()}, true
}

// QueueFile is where a laptop keeps the games waiting to be pushed, in
// the folder dir of rolekeeper's state.
func QueueFile(dir string) string { return filepath.Join(dir, "league-queue") }

// NewQueue returns the queue kept in file, pushing to the database at url
// (see Connect) as the table named table ("" for none chosen).
func NewQueue(file, url, table string) *Queue {
	return &Queue{url: url, table: table, file: file, lock: flock.New(file+".lock", flock.SetFlag(safefile.LockFlag)),
		pushed: map[string]stamp{}, tails: map[string]*Tail{}, wake: make(chan struct{}, 1),
		status: Status{Refused: map[string]error{}}, allowed: map[string]bool{}}
}

// Folder makes dir the only folder whose games are pushed by themselves
// (the saved-games folder): a game saved elsewhere (--file in a scratch
// folder) is practice, pushed only by hand.
func (q *Queue) Folder(dir string) {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	q.folder = dir
}

// EnrolNext says that a new game is being started here for the league:
// the next game file watched (Watch) is enrolled, and pushed by itself
// whenever it changes, in this run and when it is resumed later. A game
// not enrolled (a practice game, a file opened from elsewhere, a game
// started before the league was configured) is pushed only by hand. It
// does no I/O: the game's Update may call it.
func (q *Queue) EnrolNext() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.enrolNext = true
}

// Withdraw says that the game file at path was thrown away (given up
// before its first event, or set aside): Once withdraws it from the
// league if it was pushed, and stops pushing it. It does no I/O.
func (q *Queue) Withdraw(path string) {
	if path == "" {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.withdraw = append(q.withdraw, path)
}

// Watch makes path the game in play: it is pushed whenever its file
// changes, if it is enrolled (EnrolNext). "" watches nothing.
func (q *Queue) Watch(path string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if path != "" {
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
	}
	if q.enrolNext && path != "" && path != q.watched {
		q.enrol, q.enrolNext = append(q.enrol, path), false
	}
	q.watched = path
}

// Status says how many games wait and whether the database was reached.
func (q *Queue) Status() Status {
	q.mu.Lock()
	defer q.mu.Unlock()
	s := q.status
	s.Refused = make(map[string]error, len(q.status.Refused))
	for k, v := range q.status.Refused {
		s.Refused[k] = v
	}
	return s
}

// Run pushes until ctx ends: every Tick, and at once after Kick.
func (q *Queue) Run(ctx context.Context) {
	t := time.NewTicker(Tick)
	defer t.Stop()
	for {
		q.Once(ctx)
		select {
		case <-ctx.Done():
			q.close()
			return
		case <-t.C:
		case <-q.wake:
		}
	}
}

// Kick makes Run look now rather than at the next tick.
func (q *Queue) Kick() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// Once queues the game in play if its file changed, and pushes every
// waiting game once.
func (q *Queue) Once(ctx context.Context) {
	q.enrolAndWithdraw()
	q.mu.Lock()
	watched := q.watched
	q.mu.Unlock()
	defer q.judge(watched)
	if watched != "" && q.enrolled(watched) {
		if st, ok := stampOf(watched); ok && st != q.pushedStamp(watched) {
			_ = q.change(func(paths []string) []string {
				if !slices.Contains(paths, watched) {
					paths = append(paths, watched)
				}
				return paths
			})
		}
	}
	waiting, err := q.Waiting()
	ids, _ := ReadQueue(WithdrawalsFile(filepath.Dir(q.file)))
	if err != nil || len(waiting) == 0 && len(ids) == 0 {
		q.setStatus(len(waiting), nil)
		return
	}
	if q.push(ctx, waiting) {
		q.sendWithdrawals(ctx, ids)
	}
}

func (q *Queue) pushedStamp(path string) stamp {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.pushed[path]
}

// push pushes the waiting games, stopping at the first failure of the
// database; ok is false then.
func (q *Queue) push(ctx context.Context, waiting []string) (ok bool) {
	db, err := q.connect(ctx)
	if err != nil {
		q.setStatus(len(waiting), err)
		return false
	}
	left := len(waiting)
	for _, path := range waiting {
		before, _ := stampOf(path)
		t := q.tails[path]
		if t == nil {
			t = NewTail(path)
			q.tails[path] = t
		}
		_, err := db.PushTail(ctx, t, q.table)
		var le *Error
		if errors.As(err, &le) || ctx.Err() != nil {
			q.close()
			q.setStatus(left, cmpErr(err, ctx.Err()))
			return false
		}
		q.mu.Lock()
		if err != nil {
			q.status.Refused[path] = err
		} else {
			delete(q.status.Refused, path)
			q.pushed[path] = before
		}
		q.mu.Unlock()
		q.noteRefused(path, err != nil)
		if after, _ := stampOf(path); after == before || err != nil {
			_ = q.change(func(paths []string) []string {
				return slices.DeleteFunc(paths, func(p string) bool { return p == path })
			})
			left--
		}
	}
	q.setStatus(left, nil)
	return true
}

func cmpErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func (q *Queue) setStatus(waiting int, err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.status.Waiting, q.status.Offline, q.status.Err = waiting, err != nil, err
}

// connect returns the queue's connection, connecting when it has none.
func (q *Queue) connect(ctx context.Context) (*DB, error) {
	q.mu.Lock()
	db := q.db
	q.mu.Unlock()
	if db != nil {
		return db, nil
	}
	cctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	db, err := Connect(cctx, q.url)
	if err != nil {
		return nil, err
	}
	if r, err := db.Players(cctx); err == nil { // the setup's players, for offline too
		_ = SavePlayers(filepath.Dir(q.file), r)
	}
	q.mu.Lock()
	q.db = db
	q.mu.Unlock()
	return db, nil
}

// Close drops the queue's connection; the queue's file stays.
func (q *Queue) Close() { q.close() }

// close drops the connection, to connect anew at the next try.
func (q *Queue) close() {
	q.mu.Lock()
	db := q.db
	q.db = nil
	q.mu.Unlock()
	if db != nil {
		db.Close()
	}
}

// Waiting returns the games that wait, as the queue's file lists them.
func (q *Queue) Waiting() ([]string, error) { return ReadQueue(q.file) }

// maxQueueFile bounds the queue's file: some 4,000 paths.
const maxQueueFile = 1 << 20

// ReadQueue returns the games the queue file lists; a missing file lists
// none.
func ReadQueue(file string) ([]string, error) {
	data, err := safefile.ReadFile(file, maxQueueFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var paths []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			paths = append(paths, line)
		}
	}
	return paths, sc.Err()
}

// change rewrites the queue's file with edit's list, under the lock that
// other rolekeepers on this laptop take too.
func (q *Queue) change(edit func([]string) []string) error {
	if err := os.MkdirAll(filepath.Dir(q.file), 0o755); err != nil {
		return err
	}
	if err := safefile.Lockable(q.lock.Path()); err != nil {
		return err
	}
	if err := q.lock.Lock(); err != nil {
		return err
	}
	defer q.lock.Unlock()
	paths, err := ReadQueue(q.file)
	if err != nil {
		return err
	}
	before := slices.Clone(paths)
	paths = edit(paths)
	if slices.Equal(before, paths) {
		return nil
	}
	return safefile.Replace(q.file, func(w io.Writer) error {
		for _, p := range paths {
			if _, err := io.WriteString(w, p+"\n"); err != nil {
				return err
			}
		}
		return nil
	})
}
