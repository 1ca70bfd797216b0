package web

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rolekeeper/internal/browsertest"
	"rolekeeper/rules"
)

// TestBrowserEightTabs: eight tabs of the table in one browser (one
// cookie, one address, and the browser's six connections to one server)
// all show the table within 5 s, and each either follows it or says why
// not: at most four streams per phone, so that the browser keeps
// connections to load a page; the others say that this phone has too
// many pages open.
func TestBrowserEightTabs(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	first := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{Heartbeat: 2 * time.Second})
	if err := chromedp.Do(first, look(390, 844, true, "light"),
		chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	tabs := []context.Context{first}
	for range 7 {
		ctx, cancel := chromedp.NewContext(first)
		defer cancel()
		tabs = append(tabs, ctx)
	}
	var wg sync.WaitGroup
	says := make([]string, len(tabs))
	for i, ctx := range tabs[1:] {
		wg.Go(func() {
			start := time.Now()
			err := chromedp.Do(ctx, look(390, 844, true, "light"), chromedp.Navigate(ts.base+"/"))
			if err == nil {
				err = waitFor(ctx, `document.querySelectorAll('#state .seat').length === 7 && `+
					`(document.getElementById('status').hidden ? document.querySelector('body').dataset.id !== '' : `+
					`document.getElementById('status').textContent !== '')`, 5*time.Second-time.Since(start))
			}
			if err != nil {
				t.Errorf("tab %d shows neither the table nor a message within 5 s: %v", i+2, err)
				return
			}
			says[i+1] = "table"
		})
	}
	wg.Wait()
	time.Sleep(6 * time.Second) // a stream is open after its first event, a refusal said within 5 s
	streams, refused := 0, 0
	for i, ctx := range tabs {
		status, err := chromedp.Run(ctx, chromedp.Evaluate[string](
			`document.visibilityState + '|' + (document.getElementById('status').hidden ? '' : document.getElementById('status').textContent)`))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("tab %d: %s", i+1, status)
		_, text, _ := strings.Cut(status, "|")
		switch {
		case text == "":
			streams++
		case strings.Contains(text, "4 pages of the table open already"):
			refused++
		default:
			t.Errorf("tab %d says %q", i+1, text)
		}
	}
	if streams != DefaultStreamsPerClient || refused != 8-DefaultStreamsPerClient {
		t.Errorf("%d tabs follow the table and %d say that too many are open; want %d and %d",
			streams, refused, DefaultStreamsPerClient, 8-DefaultStreamsPerClient)
	}
	if ts.srv.Pages() != DefaultStreamsPerClient {
		t.Errorf("%d streams open, want %d", ts.srv.Pages(), DefaultStreamsPerClient)
	}
}

// TestBrowserHiddenTabGivesItsStreamUp: a tab that is hidden closes its
// stream (the server counts one page less), and opens a new one when it
// is shown again, showing what was saved meanwhile.
func TestBrowserHiddenTabGivesItsStreamUp(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	tab := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{})
	if err := chromedp.Do(tab, look(390, 844, true, "light"),
		chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	waitPages := func(n int) {
		t.Helper()
		// A closed stream is noticed when its connection's end reaches
		// the server: at once on an idle machine, seconds later under
		// load (it failed at 5 s in full runs beside other work).
		deadline := time.Now().Add(15 * time.Second)
		for ts.srv.Pages() != n && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if ts.srv.Pages() != n {
			t.Fatalf("%d streams open, want %d", ts.srv.Pages(), n)
		}
	}
	waitPages(1)
	// The page's own handler of visibilitychange, with the document
	// said hidden, then visible (headless tabs are always shown).
	show := func(state string) error {
		_, err := chromedp.Run(tab, chromedp.Evaluate[bool](`Object.defineProperty(document, 'visibilityState', `+
			`{configurable: true, get: () => '`+state+`'}); document.dispatchEvent(new Event('visibilitychange')); true`))
		return err
	}
	if err := show("hidden"); err != nil {
		t.Fatal(err)
	}
	waitPages(0)
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 0, Delta: -2}}})
	if err := show("visible"); err != nil {
		t.Fatal(err)
	}
	waitPages(1)
	if err := waitFor(tab, `document.querySelectorAll('#state .seat .life')[0].textContent === '18'`, 5*time.Second); err != nil {
		t.Errorf("the tab shown again does not show the change saved while hidden: %v\n%s", err, pageText(t, tab))
	}
}

// TestBrowserStreamLifeIsQuiet: a stream that ends after its life ("bye")
// is replaced without a word on the page: the status line stays hidden,
// the page is loaded once, and it still follows the game.
func TestBrowserStreamLifeIsQuiet(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	tab := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{StreamLife: 500 * time.Millisecond})
	if err := chromedp.Do(tab, look(390, 844, true, "light"),
		chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	// Whenever the status line shows, the page notes it.
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](`window.said = 0; new MutationObserver(function () { `+
		`if (!document.getElementById('status').hidden) window.said++; }).observe(document.getElementById('status'), `+
		`{attributes: true, childList: true}); true`)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second) // some six streams' lives
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 1, Delta: -4}}})
	if err := waitFor(tab, `document.querySelectorAll('#state .seat .life')[1].textContent === '16'`, 3*time.Second); err != nil {
		t.Fatalf("the page stopped following after its streams were replaced: %v", err)
	}
	said, err := chromedp.Run(tab, chromedp.Evaluate[int](`window.said`))
	if err != nil || said != 0 {
		t.Errorf("the status line showed %d times (%v) while streams were replaced on schedule", said, err)
	}
	loads, err := chromedp.Run(tab, chromedp.Evaluate[int]("performance.getEntriesByType('navigation').length"))
	if err != nil || loads != 1 {
		t.Errorf("the page was loaded %d times (%v), want once", loads, err)
	}
}
