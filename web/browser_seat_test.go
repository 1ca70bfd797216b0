package web

import (
	"context"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rolekeeper/internal/absent"
	"rolekeeper/internal/browsertest"
	"rolekeeper/live"
	"rolekeeper/rules"
)

// TestBrowserMySeatAndTheScreen: the page opened with ?seat=3 (as from
// the QR code with it) shows Cem's card large at the top; a tap on
// another card makes it that one, a tap on the large card lets it go.
// Reached over plain http on this laptop's network address (no secure
// context: no Screen Wake Lock), the page says in the phone's language
// how to keep the screen on; on 127.0.0.1 (a secure context) it asks
// for the lock and says nothing.
func TestBrowserMySeatAndTheScreen(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	ip, ok := LANAddress()
	if !ok {
		absent.Skip(t, "this machine has no network address but loopback: the page is a secure context everywhere")
	}
	tab := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: -5}}})
	feed, err := live.Follow(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	srv, err := New(Config{Feed: feed})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(ip.String(), "0"))
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Shutdown(context.Background())
	for _, lang := range []string{"en", "de"} {
		ctx, cancel := chromedp.NewContext(tab)
		if err := chromedp.Do(ctx, look(390, 844, true, "light"),
			chromedp.Navigate(URL(ln.Addr().String(), srv.Token())+"&seat=3&lang="+lang)); err != nil {
			t.Fatal(err)
		}
		if err := waitFor(ctx, `!document.getElementById('mine').hidden && !document.getElementById('awake').hidden`, 5*time.Second); err != nil {
			t.Fatalf("%s: no seat of one's own or no line about the screen: %v\n%s", lang, err, pageText(t, ctx))
		}
		mine, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('mine').innerText`))
		if err != nil || !strings.Contains(mine, "Cem") || !strings.Contains(mine, "15") {
			t.Errorf("%s: the large seat is %q (%v), want Cem's 15", lang, mine, err)
		}
		want := map[string]string{"en": "screen timeout", "de": "Bildschirm"}[lang]
		if text := pageText(t, ctx); !strings.Contains(text, want) {
			t.Errorf("%s: the line about the screen is not there:\n%s", lang, text)
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		save(t, os.Getenv(screenshotsEnv), "phone-my-seat-"+lang+".png", png)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#state .seat[data-seat="5"]`))); err != nil {
			t.Fatal(err)
		}
		if err := waitFor(ctx, `document.querySelector('#mine .seat').dataset.seat === '5' && location.search.includes('seat=5')`,
			2*time.Second); err != nil {
			t.Errorf("%s: a tap on Eli's card did not make it the large one: %v", lang, err)
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#mine .seat`))); err != nil {
			t.Fatal(err)
		}
		if err := waitFor(ctx, `document.getElementById('mine').hidden && !location.search.includes('seat=')`, 2*time.Second); err != nil {
			t.Errorf("%s: a tap on the large card did not let it go: %v", lang, err)
		}
		cancel()
	}
	// On this laptop's loopback (a secure context) there is a lock to ask
	// for: no line about the screen.
	ts := startServer(t, j, Config{})
	ctx, cancel := chromedp.NewContext(tab)
	defer cancel()
	if err := chromedp.Do(ctx, look(390, 844, true, "light"),
		chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))); err != nil {
		t.Fatal(err)
	}
	secure, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.isSecureContext && document.getElementById('awake').hidden`))
	if err != nil || !secure {
		t.Errorf("on 127.0.0.1 (a secure context) the page says how to keep the screen on (%v)", err)
	}
}
