package web

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rolekeeper/internal/browsertest"
	"rolekeeper/night"
)

// TestBrowserTonight: in Chromium at a phone's size, in English and in
// German, the page of a game started from a night's seating shows the
// round clock in its header at once (drawn by the server) and counts it
// down each second; a pause saved in the night's file shows on the page
// within 2 s, and so does time called; the tonight view, opened, lists
// both tables in seat order with this one marked; once the night's file
// is gone the page shows the clock as last read, saying since when it
// may be stale. Screenshots of each (ROLEKEEPER_SCREENSHOTS keeps them).
func TestBrowserTonight(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	root := browsertest.Tab(t)
	for _, tc := range []struct{ lang, scheme, paused, called, tonight, unread string }{
		{"en", "light", "Night round 1: paused, 1:25:00 left", "Night round 1: TIME CALLED · this turn, then 5 more turns", "this table",
			"as of " + testTime.Add(10*time.Minute).Format("15:04") + " · Night round 1: TIME CALLED"},
		{"de", "dark", "Abendrunde 1: angehalten, noch 1:25:00", "Abendrunde 1: ZEIT IST UM", "dieser Tisch",
			"Stand " + testTime.Add(10*time.Minute).Format("15:04") + " · Abendrunde 1: ZEIT IST UM"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tn := newTestNight(t)
			j := newGame(t, tn.table(t, 1, 2))
			now := testTime.Add(10 * time.Minute) // the night's clock started at testTime
			ts := startServer(t, j, Config{Night: tn.source, Now: func() time.Time { return now }})
			ctx, cancel := chromedp.NewContext(root)
			defer cancel()
			page := URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()) + "&lang=" + tc.lang
			if err := chromedp.Do(ctx, look(390, 844, true, tc.scheme), chromedp.Navigate(page)); err != nil {
				t.Fatal(err)
			}
			clock := `document.getElementById('round-clock')`
			if err := waitFor(ctx, `!`+clock+`.hidden && `+clock+`.dataset.state === 'running'`, 5*time.Second); err != nil {
				t.Fatalf("no running clock: %v\n%s", err, pageText(t, ctx))
			}
			left := func() string {
				s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('round-left').textContent`))
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			first := left()
			if err := waitFor(ctx, `document.getElementById('round-left').textContent !== '`+first+`'`, 3*time.Second); err != nil {
				t.Errorf("the clock does not count down on the phone: still %s", first)
			}
			shot(t, ctx, "phone-night-running-"+tc.lang+".png")
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tonight-title`))); err != nil {
				t.Fatal(err)
			}
			if err := waitFor(ctx, `document.getElementById('tonight').open && `+
				`document.querySelectorAll('#tonight .night-table').length === 2 && `+
				`document.querySelector('#tonight .night-table.this').dataset.table === '2'`, 2*time.Second); err != nil {
				t.Fatalf("the tonight view does not list the tables: %v\n%s", err, pageText(t, ctx))
			}
			text := pageText(t, ctx)
			for _, n := range append(nightPlayers, tc.tonight) {
				if !strings.Contains(text, n) {
					t.Errorf("the tonight view does not show %q:\n%s", n, text)
				}
			}
			shot(t, ctx, "phone-night-tonight-"+tc.lang+".png")
			// The pause, five minutes into the round, as `night round pause`
			// saves it.
			tn.change(t, func(n *night.Night) error { return n.Pause(testTime.Add(15 * time.Minute)) })
			saved := time.Now()
			if err := waitFor(ctx, clock+`.dataset.state === 'paused' && `+clock+`.textContent === '`+tc.paused+`'`, 2*time.Second); err != nil {
				t.Fatalf("the pause not shown within 2 s of its save: %v\n%s", err, pageText(t, ctx))
			}
			t.Logf("%s: pause saved → page %v", tc.lang, time.Since(saved))
			shot(t, ctx, "phone-night-paused-"+tc.lang+".png")
			tn.change(t, func(n *night.Night) error { return n.Call(testTime.Add(16 * time.Minute)) })
			if err := waitFor(ctx, clock+`.dataset.state === 'called' && `+clock+`.textContent.startsWith('`+tc.called+`')`, 2*time.Second); err != nil {
				t.Fatalf("time called not shown within 2 s: %v\n%s", err, pageText(t, ctx))
			}
			shot(t, ctx, "phone-night-called-"+tc.lang+".png")
			// The night's file gone (the organiser's laptop took it away):
			// the clock called stands as last read, and says since when it
			// may be stale.
			if err := os.Remove(tn.path); err != nil {
				t.Fatal(err)
			}
			if err := waitFor(ctx, clock+`.dataset.state === 'called' && `+clock+`.textContent.includes('`+tc.unread+`') && `+
				clock+`.classList.contains('old')`, 2*time.Second); err != nil {
				t.Fatalf("the night gone is not said within 2 s: %v\n%s", err, pageText(t, ctx))
			}
			shot(t, ctx, "phone-night-unread-"+tc.lang+".png")
		})
	}
}

// shot saves a screenshot of the tab.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	save(t, os.Getenv(screenshotsEnv), name, png)
}
