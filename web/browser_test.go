package web

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"rolekeeper/internal/browsertest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/live"
	"rolekeeper/rules"
)

// screenshotsEnv names a folder to which TestBrowserScreenshots copies
// its pictures (docs/ for the README); unset, they stay in the test's
// temporary folder.
const screenshotsEnv = "ROLEKEEPER_SCREENSHOTS"

// viewports are a phone held upright and a laptop.
var viewports = []struct {
	name          string
	width, height int64
	mobile        bool
}{
	{"phone", 390, 844, true},
	{"laptop", 1366, 768, false},
}

// look sets a tab's viewport and colour scheme.
func look(width, height int64, mobile bool, scheme string) chromedp.Action[chromedp.Void] {
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateScale(2))
	}
	return chromedp.Steps(chromedp.EmulateViewport(width, height, opts...),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
			return err
		}))
}

// waitFor waits until the page's expression is true, at most within;
// a poll cut short by the page navigating (a form sent, a redirect) is
// started again on the new page.
func waitFor(ctx context.Context, expr string, within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void]("document.body !== null && ("+expr+")",
			chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(time.Until(deadline))))
		if err == nil || time.Now().After(deadline) || ctx.Err() != nil {
			return err
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// pageText is the text the page shows.
func pageText(t *testing.T, ctx context.Context) string {
	t.Helper()
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string]("document.body.innerText"))
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestBrowserFollowsTheTable: in Chromium, on a phone and on a laptop,
// the page of a Lord game shows every name and life, shows a change
// within a second of its being saved, the summary at the end and the
// table's next game without a reload; without the token, none of it.
func TestBrowserFollowsTheTable(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	root := browsertest.Tab(t)
	for _, vp := range viewports {
		t.Run(vp.name, func(t *testing.T) {
			j := newGame(t, lordSetup())
			ts := startServer(t, j, Config{})
			ctx, cancel := chromedp.NewContext(root)
			defer cancel()
			page := URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token())
			if err := chromedp.Do(ctx, look(vp.width, vp.height, vp.mobile, "light"), chromedp.Navigate(page)); err != nil {
				t.Fatal(err)
			}
			if err := waitFor(ctx, `document.querySelectorAll('.seat').length === 7`, 5*time.Second); err != nil {
				t.Fatalf("no seven seats: %v\n%s", err, pageText(t, ctx))
			}
			text := pageText(t, ctx)
			for _, n := range lordSetup().Players {
				if !strings.Contains(text, n) {
					t.Errorf("the page does not show %s:\n%s", n, text)
				}
			}
			if strings.Count(text, "\n20\n") != 7 {
				t.Errorf("not every life is 20:\n%s", text)
			}
			marker := `document.querySelectorAll('.seat .life')[2].textContent === '17'`
			appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: -3}}})
			saved := time.Now()
			if err := waitFor(ctx, marker, time.Second); err != nil {
				t.Fatalf("Cem's 17 not shown within a second of the save: %v\n%s", err, pageText(t, ctx))
			}
			t.Logf("%s: save → page %v", vp.name, time.Since(saved))
			appendEvent(t, j, rules.End{})
			if err := waitFor(ctx, `document.querySelector('.summary') !== null`, time.Second); err != nil {
				t.Fatalf("no summary at the end: %v\n%s", err, pageText(t, ctx))
			}
			rematch(t, j, ts.state, buhmannSetup())
			if err := waitFor(ctx, `document.querySelector('.summary') === null && document.body.innerText.includes('Ida')`,
				5*time.Second); err != nil {
				t.Fatalf("the next game not followed: %v\n%s", err, pageText(t, ctx))
			}
			loads, err := chromedp.Run(ctx, chromedp.Evaluate[int]("performance.getEntriesByType('navigation').length"))
			if err != nil || loads != 1 {
				t.Errorf("the page was loaded %d times (%v), want once", loads, err)
			}

			stranger, cancel2 := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
			defer cancel2()
			if err := chromedp.Do(stranger, look(vp.width, vp.height, vp.mobile, "dark"), chromedp.Navigate(ts.base+"/"),
				chromedp.WaitVisible(chromedp.CSS("form"))); err != nil {
				t.Fatal(err)
			}
			text = pageText(t, stranger)
			for _, n := range append(lordSetup().Players, buhmannSetup().Players...) {
				if strings.Contains(text, n) {
					t.Errorf("without the token the page shows %s:\n%s", n, text)
				}
			}
			// The table code typed on the page lets the stranger in.
			if err := chromedp.Do(stranger, chromedp.SendKeys(chromedp.CSS("#c"), "123 456"),
				chromedp.Click(chromedp.CSS("button"))); err != nil {
				t.Fatal(err)
			}
			if err := waitFor(stranger, `document.body.innerText.includes('Ida')`, 5*time.Second); err != nil {
				t.Errorf("the table code did not show the table: %v\n%s", err, pageText(t, stranger))
			}
		})
	}
}

// TestBrowserScreenshots: both variants on a phone (in both languages)
// and on a laptop, light and dark, as pictures to look at (and, with ROLEKEEPER_SCREENSHOTS, for the README).
func TestBrowserScreenshots(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	root := browsertest.Tab(t)
	out := os.Getenv(screenshotsEnv)
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		setup := gamegen.LongSetup(v)
		j := newGame(t, setup)
		for e := range gamegen.LongEvents(setup, 60, 3) {
			appendEvent(t, j, e)
		}
		for seat := range setup.Players {
			poison := rules.Poison{Source: rules.NoSeat, Changes: []rules.Change{{Seat: seat, Delta: 3}}}
			if _, _, err := rules.Apply(j.Game(), poison); err == nil {
				appendEvent(t, j, poison)
				break
			}
		}
		ts := startServer(t, j, Config{})
		for _, scheme := range []string{"light", "dark"} {
			for _, lang := range []string{"en", "de", "laptop"} {
				w, h, mobile, device := int64(390), int64(844), true, "phone"
				if lang == "laptop" {
					w, h, mobile, device, lang = 1366, 768, false, "laptop", "en"
				}
				ctx, cancel := chromedp.NewContext(root)
				page := URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()) + "&lang=" + lang
				err := chromedp.Do(ctx, look(w, h, mobile, scheme), chromedp.Navigate(page))
				if err == nil {
					err = waitFor(ctx, `document.querySelectorAll('.seat').length > 0`, 5*time.Second)
				}
				var png []byte
				if err == nil {
					png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
				}
				cancel()
				if err != nil {
					t.Fatal(err)
				}
				save(t, out, fmt.Sprintf("%s-%s-%s-%s.png", device, strings.ToLower(v.String()), scheme, lang), png)
			}
		}
		// The summary, on the narrowest phone.
		appendEvent(t, j, rules.End{})
		ctx, cancel := chromedp.NewContext(root)
		err := chromedp.Do(ctx, look(360, 740, true, "light"),
			chromedp.Navigate(URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token())))
		if err == nil {
			err = waitFor(ctx, `document.querySelector('.summary') !== null`, 5*time.Second)
		}
		var png []byte
		if err == nil {
			png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
		}
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		save(t, out, fmt.Sprintf("phone360-%s-summary.png", strings.ToLower(v.String())), png)
	}
}

// save writes a screenshot to the test's folder and, when out is set,
// to out.
func save(t *testing.T, out, name string, png []byte) {
	t.Helper()
	for _, dir := range []string{t.TempDir(), out} {
		if dir == "" {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrowserReconnects: when the connection drops (here the server
// stops and starts again on the same address, as after a phone's sleep
// or a Wi-Fi gap), the open page reconnects by itself and catches up with
// what was saved meanwhile, without a reload.
func TestBrowserReconnects(t *testing.T) {
	t.Parallel() // a tab and a server of its own (main_test.go)
	root := browsertest.Tab(t)
	j := newGame(t, lordSetup())
	feed, err := live.Follow(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	ln, err := netListen()
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	serveOn := func(ln net.Listener) *Server {
		srv, err := New(Config{Feed: feed, Token: "0123456789abcdef0123456789abcdef"})
		if err != nil {
			t.Fatal(err)
		}
		go func() { _ = srv.Serve(ln) }()
		return srv
	}
	first := serveOn(ln)
	ctx, cancel := chromedp.NewContext(root)
	defer cancel()
	if err := chromedp.Do(ctx, look(390, 844, true, "light"), chromedp.Navigate(URL(addr, first.Token()))); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `document.querySelectorAll('.seat').length === 7`, 5*time.Second); err != nil {
		t.Fatalf("no table: %v", err)
	}
	if err := first.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `!document.getElementById('status').hidden`, 5*time.Second); err != nil {
		t.Errorf("the page does not say that the connection is lost: %v", err)
	}
	appendEvent(t, j, rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 0, Delta: -7}}})
	again, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	second := serveOn(again)
	defer second.Shutdown(context.Background())
	if err := waitFor(ctx, `document.querySelectorAll('.seat .life')[0].textContent === '13' && `+
		`document.getElementById('status').hidden`, 15*time.Second); err != nil {
		t.Fatalf("the page did not catch up after the connection came back: %v\n%s", err, pageText(t, ctx))
	}
	loads, err := chromedp.Run(ctx, chromedp.Evaluate[int]("performance.getEntriesByType('navigation').length"))
	if err != nil || loads != 1 {
		t.Errorf("the page was loaded %d times (%v), want once", loads, err)
	}
}
