package league

import (
	"crypto/tls"
	"errors"
	"net"
	"net/url"
	"os"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// AppName is the application_name every connection of the league
// carries (pg_stat_activity, the server's log), unless the URL names
// another.
const AppName = "rolekeeper"

// Security says how a connection to the league's database is protected,
// for `league status`.
type Security struct {
	// Mode is the sslmode in force: the URL's (or PGSSLMODE's), else
	// "verify-full" for a host on the network, else pgx's "prefer".
	Mode string
	// Written is true when the URL or PGSSLMODE wrote the mode out.
	Written bool
	// Local is true when every host is this machine: a Unix socket, or
	// localhost or a loopback address written as such.
	Local bool
	// TLS is true when the connection made is encrypted.
	TLS bool
}

// insecureModes are the sslmodes that may send the password in clear
// while TLS was asked for: to a host on the network only "disable",
// written out, does.
var insecureModes = map[string]bool{"prefer": true, "allow": true}

// parseURL reads the connection URL (or DSN) as Connect uses it: pgxpool's
// reader, so that a pooler's settings (pool_max_conns, …) are taken from
// it rather than sent to the server; TLS verify-full for a host on the
// network when no sslmode is written; the application name. A host on
// the network with sslmode prefer or allow is refused (an *Error of kind
// Insecure), since either may fall back to plaintext.
func parseURL(connString string) (*pgx.ConnConfig, Security, error) {
	pcfg, err := pgxpool.ParseConfig(connString)
	if err != nil {
		return nil, Security{}, &Error{Kind: BadURL, Err: errors.New(parseReason(err))}
	}
	cfg := pcfg.ConnConfig
	sec := Security{Local: allLocal(cfg)}
	sec.Mode, sec.Written = writtenMode(connString)
	switch {
	case !sec.Written && !sec.Local:
		pcfg, err = pgxpool.ParseConfig(withMode(connString, "verify-full"))
		if err != nil {
			return nil, Security{}, &Error{Kind: BadURL, Err: errors.New(parseReason(err))}
		}
		cfg, sec.Mode = pcfg.ConnConfig, "verify-full"
	case !sec.Written:
		sec.Mode = "prefer"
	case !sec.Local && insecureModes[sec.Mode]:
		return nil, sec, &Error{Kind: Insecure, Where: where(cfg), Mode: sec.Mode}
	}
	if sec.Mode != "disable" && !sec.Local {
		// Belt and braces: no attempt without TLS to a host on the network.
		cfg.Fallbacks = dropPlain(cfg.Fallbacks)
		if cfg.TLSConfig == nil && len(cfg.Fallbacks) > 0 {
			first := cfg.Fallbacks[0]
			cfg.Host, cfg.Port, cfg.TLSConfig, cfg.Fallbacks = first.Host, first.Port, first.TLSConfig, cfg.Fallbacks[1:]
		}
		if cfg.TLSConfig == nil {
			return nil, sec, &Error{Kind: Insecure, Where: where(cfg), Mode: sec.Mode}
		}
	}
	if cfg.RuntimeParams["application_name"] == "" {
		cfg.RuntimeParams["application_name"] = AppName
	}
	return cfg, sec, nil
}

// dropPlain leaves out the attempts without TLS.
func dropPlain(fs []*pgconn.FallbackConfig) []*pgconn.FallbackConfig {
	out := fs[:0:0]
	for _, f := range fs {
		if f.TLSConfig != nil {
			out = append(out, f)
		}
	}
	return out
}

// allLocal reports whether every host cfg may connect to is this machine,
// as written: a socket folder, "localhost" or a loopback address. A name
// is not looked up: a name is on the network.
func allLocal(cfg *pgx.ConnConfig) bool {
	if !localHost(cfg.Host) {
		return false
	}
	for _, f := range cfg.Fallbacks {
		if !localHost(f.Host) {
			return false
		}
	}
	return true
}

func localHost(host string) bool {
	if strings.HasPrefix(host, "/") || strings.HasPrefix(host, "@") || strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// dsnMode finds sslmode in a keyword/value connection string.
var dsnMode = regexp.MustCompile(`(?:^|\s)sslmode\s*=\s*'?([A-Za-z-]*)`)

// writtenMode is the sslmode the connection string (or else PGSSLMODE)
// writes out, and whether one does.
func writtenMode(connString string) (string, bool) {
	if isURL(connString) {
		if u, err := url.Parse(connString); err == nil {
			if m := u.Query().Get("sslmode"); m != "" {
				return m, true
			}
		}
	} else if m := dsnMode.FindStringSubmatch(connString); m != nil {
		return m[1], true
	}
	if m := os.Getenv("PGSSLMODE"); m != "" {
		return m, true
	}
	return "", false
}

func isURL(s string) bool {
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

// withMode adds sslmode=mode to a connection string that has none.
func withMode(connString, mode string) string {
	if isURL(connString) {
		if u, err := url.Parse(connString); err == nil {
			q := u.Query()
			q.Set("sslmode", mode)
			u.RawQuery = q.Encode()
			return u.String()
		}
	}
	return strings.TrimSpace(connString + " sslmode=" + mode)
}

// encrypted reports whether conn travels over TLS.
func encrypted(conn *pgx.Conn) bool {
	_, ok := conn.PgConn().Conn().(*tls.Conn)
	return ok
}

// Security says how the connection is protected.
func (db *DB) Security() Security { return db.security }
