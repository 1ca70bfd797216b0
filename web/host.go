package web

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"
)

// hosts says which names a request's Host may give: "localhost", the
// address listened on, and this laptop's own addresses, each with the
// port listened on (or none when that is HTTP's own, 80). A page of
// another site whose name was made to point at this laptop (DNS
// rebinding) names its own host, and is refused: it cannot read the
// table, nor spend a phone's tries of the code. So is a page of another
// server of this laptop's (another port: another origin), whose name
// the browser sends with its own port. The page is reached directly, as
// the README says, never through a proxy that would name another host.
type hosts struct {
	mu        sync.Mutex
	listen    netip.Addr
	port      string
	own       map[netip.Addr]bool
	refreshed time.Time
}

// refreshEvery is how often this laptop's addresses are read again, at
// most, when a request names one not known (a laptop that joined another
// network).
const refreshEvery = 5 * time.Second

func newHosts() *hosts { return &hosts{own: map[netip.Addr]bool{}} }

// listening notes the address listened on.
func (h *hosts) listening(a net.Addr) {
	if ap, err := netip.ParseAddrPort(a.String()); err == nil {
		h.mu.Lock()
		h.listen = ap.Addr().Unmap()
		h.port = strconv.Itoa(int(ap.Port()))
		h.mu.Unlock()
	}
}

// allowed reports whether host (a Host header: a name or address, with
// or without a port) names this laptop and the port listened on.
func (h *hosts) allowed(host string) bool {
	port := "80" // a Host without a port names HTTP's own
	if name, p, err := net.SplitHostPort(host); err == nil {
		host, port = name, p
	}
	h.mu.Lock()
	listened := h.port
	h.mu.Unlock()
	if port != listened {
		return false
	}
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	ip = ip.WithZone("").Unmap()
	if ip.IsLoopback() {
		return true
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if ip == h.listen || h.own[ip] {
		return true
	}
	if time.Since(h.refreshed) < refreshEvery {
		return false
	}
	h.refreshed = time.Now()
	h.own = ownAddresses()
	return h.own[ip]
}

// ownAddresses are the addresses of this laptop's interfaces.
func ownAddresses() map[netip.Addr]bool {
	own := map[netip.Addr]bool{}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return own
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok {
			if ip, ok := netip.AddrFromSlice(n.IP); ok {
				own[ip.Unmap()] = true
			}
		}
	}
	return own
}

// misdirected answers a request for another host: 421.
func misdirected(w http.ResponseWriter, why string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusMisdirectedRequest)
	_, _ = w.Write([]byte(why + "\n"))
}
