package web

import (
	"bytes"
	"context"
	"embed"
	"html/template"
	"net"
	"net/http"
	"strings"
	"time"

	"golang.org/x/text/language"

	"rolekeeper/wording"
)

//go:embed assets
var assets embed.FS

var pageTemplates = template.Must(template.ParseFS(assets, "assets/templates.html"))

// security are the headers of every response: no framing, no script,
// style or connection but the page's own, no address passed on (it holds
// the token), nothing kept in a cache.
var security = map[string]string{
	"Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; " +
		"img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
	"X-Frame-Options":        "DENY",
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy":        "no-referrer",
	"Cache-Control":          "no-store",
}

// maxCode bounds what a code typed on the page may be.
const maxCode = 16

// Handler returns the server's handler: the page, the code form, the
// events and the page's style and script. A request for another host
// than this laptop is refused (421); the code form is a POST from the
// page's own origin; everything else is GET or HEAD.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/{$}", s.page)
	mux.Handle("/code", s.codeHandler())
	mux.HandleFunc("/events", s.events)
	mux.HandleFunc("/page.css", asset("assets/page.css", "text/css; charset=utf-8"))
	mux.HandleFunc("/page.js", asset("assets/page.js", "text/javascript; charset=utf-8"))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.conns.answering(r)
		for k, v := range security {
			w.Header().Set(k, v)
		}
		if !s.hosts.allowed(r.Host) {
			misdirected(w, s.wordsFor(r).Web.More.WrongHost)
			return
		}
		allow := "GET, HEAD"
		if r.URL.Path == "/code" {
			allow = "POST"
		}
		if !strings.Contains(allow, r.Method) {
			w.Header().Set("Allow", allow)
			http.Error(w, "only "+allow, http.StatusMethodNotAllowed)
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// asset serves an embedded file.
func asset(name, contentType string) http.HandlerFunc {
	data, err := assets.ReadFile(name)
	if err != nil {
		panic("web: " + name + " is not embedded") // a build without it is broken
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	}
}

// pageData is what the page and the code form are drawn from.
type pageData struct {
	W     *wording.Words
	Other string // the other language's tag
	Wrong bool
	// State is the table as it is now, drawn by the server (escaped by
	// the template "state"), so that the first paint is the table; ""
	// when the game could not be read yet. ID is its events' id.
	State template.HTML
	ID    string
	// Beat is the heartbeat in milliseconds: a page that hears nothing
	// for two of them opens a new stream.
	Beat int64
	// Night is the club night's part of the page, drawn by the server
	// too (tonight.go).
	Night nightPage
}

// nightPage is the night's part of the page when it is drawn: its clock
// line with the time left then, whether it is shown, and its id.
type nightPage struct {
	nightPart
	Clock  template.HTML
	LeftMs int64
	Shown  bool
	ID     string
}

// firstStateWait is how long the page waits for the table's first
// state when the server has only just started.
const firstStateWait = time.Second

// page is the table's page with the token, the code form without.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	if t := r.URL.Query().Get("t"); t != "" && s.isToken(t) {
		s.admit(w, r)
		return
	}
	wd := s.wordsFor(r)
	data := pageData{W: wd, Other: otherLanguage(wd.Lang)}
	name := "page"
	if !s.authorized(r) {
		name, data.Wrong = "code", r.URL.Query().Get("wrong") != ""
	} else {
		ctx, cancel := context.WithTimeout(r.Context(), firstStateWait)
		html, id, ok := s.hub.current(ctx, wd.Lang)
		if s.cfg.Night != nil {
			s.hub.nightRead(ctx)
		}
		cancel()
		if ok {
			data.State, data.ID = template.HTML(html), id // rendered by the template "state", which escapes
		}
		data.Beat = s.cfg.Heartbeat.Milliseconds()
		p, left, id, ok := s.hub.nightNow(wd.Lang, s.cfg.Now())
		p.On = ok && p.On
		data.Night = nightPage{nightPart: p, Clock: clockInner(p, wording.ClockLeft(left)), LeftMs: left.Milliseconds(),
			Shown: p.On && p.State != "", ID: id}
	}
	var b bytes.Buffer
	if err := pageTemplates.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}

// codeHandler admits a page by the table code, typed on the code form
// and sent from the page's own origin (a page of another site cannot
// spend a phone's tries).
func (s *Server) codeHandler() http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, s.wordsFor(r).Web.More.WrongOrigin, http.StatusForbidden)
	}))
	return cop.Handler(http.HandlerFunc(s.code))
}

// code admits a page by the table code.
func (s *Server) code(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 1<<10)
	code := strings.ReplaceAll(r.PostFormValue("c"), " ", "")
	if code != "" && len(code) <= maxCode && s.cfg.CheckCode != nil && s.cfg.CheckCode(code, clientOf(r)) {
		s.admit(w, r)
		return
	}
	http.Redirect(w, r, pageAddress(r, true), http.StatusSeeOther)
}

// clientOf is the client's address, without the port.
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// wordsFor picks the page's language: the one it asks for (?lang=),
// else the first of the phone's languages (Accept-Language) that we
// have, else the server's.
func (s *Server) wordsFor(r *http.Request) *wording.Words {
	if wd, ok := wording.For(r.URL.Query().Get("lang")); ok {
		return wd
	}
	tags := []language.Tag{language.Make(s.cfg.Words.Lang)}
	for _, l := range wording.Languages() {
		if l != s.cfg.Words.Lang {
			tags = append(tags, language.Make(l))
		}
	}
	asked, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil || len(asked) == 0 {
		return s.cfg.Words
	}
	_, i, conf := language.NewMatcher(tags).Match(asked...)
	if conf == language.No {
		return s.cfg.Words
	}
	wd, _ := wording.For(tags[i].String())
	return wd
}

// otherLanguage is the language the page's switch offers.
func otherLanguage(lang string) string {
	for _, l := range wording.Languages() {
		if l != lang {
			return l
		}
	}
	return lang
}
