package web

import (
	"bytes"
	"io"
	"net"
	"sync"
	"testing"
)

// stallProxy forwards TCP connections to a server, both ways, until it is
// stalled: then it keeps every connection open and accepts new ones but
// passes nothing on, as a phone's Wi-Fi gone to sleep or a dead access
// point does; once it flows again it passes on what was held back.
type stallProxy struct {
	ln     net.Listener
	target string

	mu      sync.Mutex
	stalled bool
	flow    *sync.Cond
}

func newStallProxy(t *testing.T, target string) *stallProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &stallProxy{ln: ln, target: target}
	p.flow = sync.NewCond(&p.mu)
	t.Cleanup(func() { ln.Close(); p.stall(false) })
	go p.accept()
	return p
}

// addr is where the proxy listens, host:port.
func (p *stallProxy) addr() string { return p.ln.Addr().String() }

// stall stops (true) or starts (false) the flow.
func (p *stallProxy) stall(on bool) {
	p.mu.Lock()
	p.stalled = on
	p.mu.Unlock()
	p.flow.Broadcast()
}

func (p *stallProxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.forward(c)
	}
}

func (p *stallProxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	done := make(chan struct{}, 2)
	// As a reverse proxy set up for the page does (nginx's
	// proxy_set_header Host), the requests name the server's host and
	// port, which the server checks (421 for another port).
	host := func(b []byte) []byte {
		return bytes.ReplaceAll(b, []byte("Host: "+p.addr()+"\r\n"), []byte("Host: "+p.target+"\r\n"))
	}
	go func() { p.pipe(up, c, host); done <- struct{}{} }()
	go func() { p.pipe(c, up, nil); done <- struct{}{} }()
	<-done
	c.Close()
	up.Close()
}

// pipe copies from src to dst, holding every chunk while stalled, each
// chunk changed by rewrite when there is one (a request's headers come
// in one chunk from a browser on this machine).
func (p *stallProxy) pipe(dst io.Writer, src io.Reader, rewrite func([]byte) []byte) {
	buf := make([]byte, 32<<10)
	for {
		p.wait()
		n, err := src.Read(buf)
		if n > 0 {
			p.wait()
			chunk := buf[:n]
			if rewrite != nil {
				chunk = rewrite(chunk)
			}
			if _, werr := dst.Write(chunk); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *stallProxy) wait() {
	p.mu.Lock()
	for p.stalled {
		p.flow.Wait()
	}
	p.mu.Unlock()
}
