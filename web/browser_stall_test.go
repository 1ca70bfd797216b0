package web

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"rolekeeper/internal/browsertest"
	"rolekeeper/rules"
)

// lastUpdate is how the status line tells the time of the last update.
var lastUpdate = regexp.MustCompile(`last update \d\d:\d\d:\d\d`)

// TestBrowserNoticesAStalledStream: a proxy between the phone and the
// server stops passing anything on and keeps the connection open (a
// phone's Wi-Fi asleep). Within two heartbeats (and a second) the page
// says that it is reconnecting, with the time it last heard from the
// table, and still shows the table as it was; once the proxy flows
// again, it shows the change saved meanwhile within 5 s, without a
// reload. The default heartbeat notices within 35 s.
func TestBrowserNoticesAStalledStream(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	if limit := 2*DefaultHeartbeat + 2*time.Second; limit > 35*time.Second {
		t.Errorf("the default heartbeat notices a stall after %v, more than 35 s", limit)
	}
	root := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	beat := 2 * time.Second
	ts := startServer(t, j, Config{Heartbeat: beat})
	proxy := newStallProxy(t, strings.TrimPrefix(ts.base, "http://"))
	ctx, cancel := chromedp.NewContext(root)
	defer cancel()
	if err := chromedp.Do(ctx, look(390, 844, true, "light"), chromedp.Navigate(URL(proxy.addr(), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	// The stream is open once a beat came through it.
	time.Sleep(beat + beat/2)
	if err := waitFor(ctx, `document.querySelectorAll('.seat').length === 7 && document.getElementById('status').hidden`,
		5*time.Second); err != nil {
		t.Fatalf("no table: %v\n%s", err, pageText(t, ctx))
	}
	proxy.stall(true)
	stalled := time.Now()
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 0, Delta: -7}}})
	if err := waitFor(ctx, `!document.getElementById('status').hidden`, 2*beat+3*time.Second); err != nil {
		t.Fatalf("a stalled stream not noticed within %v: %v\n%s", 2*beat+3*time.Second, err, pageText(t, ctx))
	}
	t.Logf("stall noticed after %v (heartbeat %v)", time.Since(stalled).Round(100*time.Millisecond), beat)
	text := pageText(t, ctx)
	if !strings.Contains(text, "reconnecting") || !lastUpdate.MatchString(text) {
		t.Errorf("the page does not say that it reconnects, with the time of its last update:\n%s", text)
	}
	if life := lifeOf(t, ctx, 0); life != "20" {
		t.Errorf("Ana's life during the stall is %q, want the last known 20", life)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	save(t, os.Getenv(screenshotsEnv), "phone-stalled.png", png)
	proxy.stall(false)
	flowing := time.Now()
	if err := waitFor(ctx, `document.querySelectorAll('.seat .life')[0].textContent === '13' && `+
		`document.getElementById('status').hidden`, 5*time.Second); err != nil {
		t.Fatalf("the page did not catch up within 5 s of the proxy flowing again: %v\n%s", err, pageText(t, ctx))
	}
	t.Logf("caught up %v after the proxy flowed again", time.Since(flowing).Round(100*time.Millisecond))
	loads, err := chromedp.Run(ctx, chromedp.Evaluate[int]("performance.getEntriesByType('navigation').length"))
	if err != nil || loads != 1 {
		t.Errorf("the page was loaded %d times (%v), want once", loads, err)
	}
}

// lifeOf is the life the page shows for seat (from 0).
func lifeOf(t *testing.T, ctx context.Context, seat int) string {
	t.Helper()
	life, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		"document.querySelectorAll('#state .seat .life')["+string(rune('0'+seat))+"].textContent"))
	if err != nil {
		t.Fatal(err)
	}
	return life
}

// TestBrowserFirstPaintIsTheTable: with the page's stream blocked, so
// that no event ever arrives, the page shows every player's name and
// life, and says within 5 s that it has no live connection, with the time
// of its last update.
func TestBrowserFirstPaintIsTheTable(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	root := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 3, Delta: -4}}})
	ts := startServer(t, j, Config{})
	ctx, cancel := chromedp.NewContext(root)
	defer cancel()
	block := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, network.SetBlockedURLs, network.SetBlockedURLsParams{
			URLPatterns: []*network.BlockPattern{{URLPattern: "*://*:*/events*", Block: true}}})
		return err
	})
	if err := chromedp.Do(ctx, look(390, 844, true, "light"), block,
		chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	save(t, os.Getenv(screenshotsEnv), "phone-first-paint.png", png)
	text := pageText(t, ctx)
	for _, n := range lordSetup().Players {
		if !strings.Contains(text, n) {
			t.Errorf("the first paint does not show %s:\n%s", n, text)
		}
	}
	if strings.Count(text, "\n20\n") != 6 || !strings.Contains(text, "\n16\n") {
		t.Errorf("the first paint does not show every life (six of 20, Dora's 16):\n%s", text)
	}
	if err := waitFor(ctx, `!document.getElementById('status').hidden`, 5*time.Second); err != nil {
		t.Errorf("a page without a stream does not say so within 5 s: %v\n%s", err, pageText(t, ctx))
	}
	if text := pageText(t, ctx); !lastUpdate.MatchString(text) {
		t.Errorf("no time of the last update:\n%s", text)
	}
}
