package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"

	"rolekeeper/live"
	"rolekeeper/qr"
	"rolekeeper/styles"
	"rolekeeper/web"
	"rolekeeper/wording"
)

// webOff is the value of --web that serves no page.
const webOff = "off"

// lanListen is serve's addresses with --lan: this laptop's address in the
// local network for SSH and the page, where --listen and --web do not
// name one. Without a LAN address they stay on loopback, and serve says
// so.
func lanListen(out io.Writer, words *wording.Words, listen, page string, listenSet, pageSet bool) (string, string) {
	ip, ok := web.LANAddress()
	if !ok {
		fmt.Fprintln(out, words.Web.NoLAN)
		return listen, page
	}
	on := func(addr string) string {
		_, port, err := net.SplitHostPort(addr)
		if err != nil {
			return addr
		}
		return net.JoinHostPort(ip.String(), port)
	}
	if !listenSet {
		listen = on(listen)
	}
	if !pageSet && page != webOff {
		page = on(page)
	}
	fmt.Fprintln(out, words.Web.LAN(ip.String()))
	return listen, page
}

// webPage is the page for phones of one serve: its server and listener.
type webPage struct {
	srv *web.Server
	ln  net.Listener
	url string
}

// startWebPage listens on addr and makes the page's server; codes typed
// on the page are checked by check (the SSH server's, so that one code
// and one set of limits hold for both). Its token is the game's, kept in
// the state folder (live.TokenPath), so that the pages still open when
// serve is started again are admitted.
func startWebPage(addr string, feed *live.Feed, state string, words *wording.Words, logf func(string, ...any),
	check func(code, from string) bool) (*webPage, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, errors.New(words.CLI.CannotListen(addr, words.ErrorText(err)))
	}
	token, ok := live.ReadToken(live.TokenPath(state, feed.Path()))
	if !ok {
		token = web.NewToken()
	}
	keepToken(feed, state, token)
	srv, err := web.New(web.Config{Feed: feed, Token: token, CheckCode: check, Words: words, Logf: logf, Night: newPageNight()})
	if err != nil {
		ln.Close()
		return nil, err
	}
	return &webPage{srv: srv, ln: ln, url: web.URL(pageHost(ln.Addr()), srv.Token())}, nil
}

// keepToken writes token beside the followed game, and beside every next
// game of the table that the feed follows, until the feed closes. A token
// that cannot be kept only lasts as long as this serve.
func keepToken(feed *live.Feed, state, token string) {
	kept := feed.Path()
	_ = live.WriteToken(live.TokenPath(state, kept), token)
	sub := feed.Subscribe()
	go func() {
		for {
			if _, err := sub.Next(context.Background()); err != nil {
				return // the feed closed
			}
			if p := feed.Path(); p != kept {
				kept = p
				_ = live.WriteToken(live.TokenPath(state, kept), token)
			}
		}
	}()
}

// pageHost is the host:port a phone reaches the page at: the address
// listened on, or this laptop's LAN address when listening on all.
func pageHost(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok || !tcp.IP.IsUnspecified() {
		return a.String()
	}
	host := "localhost"
	if ip, ok := web.LANAddress(); ok {
		host = ip.String()
	}
	return net.JoinHostPort(host, strconv.Itoa(tcp.Port))
}

// announce prints the page's QR code, then beneath it its address and
// the table code, so that at 80x24 nothing of them scrolls away. The
// code is drawn dark on light in colours of its own, so that the
// terminal's ground need not be known; under NO_COLOR in reverse video on
// a dark ground (--theme, else the terminal's answer), as is on a light
// one; into a pipe without escapes.
func (p *webPage) announce(out io.Writer, words *wording.Words, theme styles.Theme, code string) {
	if tcp, ok := p.ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsLoopback() {
		fmt.Fprintln(out, words.Web.LoopbackOnly)
	}
	if lines, err := qrFor(out, theme, p.url); err == nil {
		fmt.Fprintln(out, strings.Join(lines, "\n"))
	}
	fmt.Fprintln(out, "  "+p.url)
	fmt.Fprintln(out, words.Web.More.CodeBelow(wording.TableCode(code)))
}

// qrFor draws url as a QR code for out.
func qrFor(out io.Writer, theme styles.Theme, url string) ([]string, error) {
	switch colorprofile.Detect(out, os.Environ()) {
	case colorprofile.NoTTY:
		if onLight(out, theme) {
			return qr.Terminal(url, qr.Plain)
		}
		return qr.Lines(url)
	case colorprofile.Ascii: // NO_COLOR
		if onLight(out, theme) {
			return qr.Terminal(url, qr.Plain)
		}
		return qr.Terminal(url, qr.Reversed)
	}
	return qr.Terminal(url, qr.Painted)
}

// onLight reports whether out is a terminal with a light ground.
func onLight(out io.Writer, theme styles.Theme) bool {
	switch theme {
	case styles.ThemeLight:
		return true
	case styles.ThemeDark:
		return false
	}
	f, ok := out.(*os.File)
	if !ok || !term.IsTerminal(f.Fd()) {
		return false
	}
	return !lipgloss.HasDarkBackground(os.Stdin, f)
}

// serve serves the page until shut down; a nil page serves nothing.
func (p *webPage) serve(errs chan<- error) {
	if p == nil {
		return
	}
	go func() {
		if err := p.srv.Serve(p.ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errs <- err
		}
	}()
}

// shutdown stops the page; a nil page does nothing.
func (p *webPage) shutdown(ctx context.Context) {
	if p != nil {
		_ = p.srv.Shutdown(ctx)
		p.ln.Close() // when it never served
	}
}
