// Package browsertest gives tests tabs of a real headless Chromium: one
// browser per test package, started by its first test and stopped by
// Run, which the package's TestMain calls, after the last; each test
// takes a tab in a browser context of its own (Tab: its own cookies,
// storage and cache), closed when the test ends. Without Chromium a test
// is skipped with a message that says what to install, except under
// CI=true, where it fails.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"

	"rolekeeper/internal/absent"
)

// Path is Debian's Chromium, which .ci/run installs.
const Path = "/usr/bin/chromium"

// Runner is what Run runs: a *testing.M, or another package's Run
// wrapped in a function (RunnerFunc), for a package that needs both.
type Runner interface{ Run() int }

// RunnerFunc makes a function a Runner.
type RunnerFunc func() int

// Run calls f.
func (f RunnerFunc) Run() int { return f() }

// inRun is set while Run runs the package's tests.
var inRun atomic.Bool

// shared is the package's browser, started by the first Tab.
var shared struct {
	once   sync.Once
	root   context.Context
	cancel func()
	dir    string
	err    error
}

// Run runs the package's tests (m.Run), then stops the browser and
// removes its folder, and returns the exit code for os.Exit. Call it from
// the package's TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(browsertest.Run(m)) }
func Run(m Runner) int {
	inRun.Store(true)
	code := m.Run()
	if shared.cancel != nil {
		shared.cancel()
	}
	if shared.dir != "" {
		if err := os.RemoveAll(shared.dir); err != nil {
			fmt.Fprintln(os.Stderr, "browsertest:", err)
			code = max(code, 1)
		}
	}
	return code
}

// Tab returns a new tab of the package's Chromium, starting it at the
// first call, in a browser context of the test's own, closed when t
// ends; chromedp.NewContext(tab) opens more tabs in the same browser
// context. It skips t (fails it under CI=true) when there is no Chromium,
// and fails it when the package's TestMain does not run its tests
// through Run.
func Tab(t testing.TB) context.Context {
	t.Helper()
	if _, err := os.Stat(Path); err != nil {
		absent.Skip(t, "no Chromium at %s: install Debian's chromium (apt-get install chromium; .ci/run does)", Path)
	}
	if !inRun.Load() {
		t.Fatal("browsertest.Tab: the package's TestMain must run its tests through browsertest.Run, which stops the browser " +
			"after them: func TestMain(m *testing.M) { os.Exit(browsertest.Run(m)) }")
	}
	shared.once.Do(start)
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	ctx, cancel := chromedp.NewContext(shared.root, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil { // opens the tab
		t.Fatalf("cannot open a tab in Chromium: %v", err)
	}
	return ctx
}

// start starts the browser with a fresh profile, its own temporary files
// in a folder of ours (its singleton socket among them: t.TempDir's path
// is too long for a socket's).
func start() {
	dir, err := os.MkdirTemp("", "chromium-")
	if err != nil {
		shared.err = err
		return
	}
	shared.dir = dir
	tmp, profile := filepath.Join(dir, "tmp"), filepath.Join(dir, "profile")
	for _, d := range []string{tmp, profile} {
		if err := os.Mkdir(d, 0o700); err != nil {
			shared.err = err
			return
		}
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(Path),
		chromedp.UserDataDir(profile),
		chromedp.Env("TMPDIR=" + tmp),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	root, cancel := chromedp.NewContext(alloc)
	shared.root, shared.cancel = root, func() { cancel(); cancelAlloc() }
	if err := chromedp.Do(root); err != nil { // starts the browser
		shared.err = fmt.Errorf("cannot start Chromium: %w", err)
	}
}
