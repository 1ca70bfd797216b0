package web

import "net"

// LANAddress returns this laptop's address in the local network: the
// first private IPv4 address (10/8, 172.16/12, 192.168/16) of an
// interface that is up, else the first other IPv4 address that is not
// loopback or link-local. ok is false when there is none.
func LANAddress() (ip net.IP, ok bool) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, false
	}
	var other net.IP
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, isNet := a.(*net.IPNet)
			if !isNet {
				continue
			}
			v4 := n.IP.To4()
			switch {
			case v4 == nil || v4.IsLoopback() || v4.IsLinkLocalUnicast():
			case v4.IsPrivate():
				return v4, true
			case other == nil:
				other = v4
			}
		}
	}
	return other, other != nil
}
