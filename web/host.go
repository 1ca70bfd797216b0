package web

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// hosts says which names a request's Host may give: "localhost", the
// address listened on, and this laptop's own addresses. A page of
// another site whose name was made to point at this laptop (DNS
// rebinding) names its own host, and is refused: it cannot read the
// table, nor spend a phone's tries of the code.
type hosts struct {
	mu        sync.Mutex
	listen    netip.Addr
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
		h.mu.Unlock()
	}
}

// allowed reports whether host (a Host header: a name or address, with
// or without a port) names this laptop.
func (h *hosts) allowed(host string) bool {
	if name, _, err := net.SplitHostPort(host); err == nil {
		host = name
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
