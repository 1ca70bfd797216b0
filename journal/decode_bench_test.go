package journal

import (
	"bytes"
	"runtime"
	"sync"
	"testing"
	"time"

	gojson "github.com/goccy/go-json"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// plainGame returns a legal game file of n events without undo or redo
// records (a 7-player Lord game to target 99 that goes on), made once per
// size.
var plainGame = sync.OnceValue(func() map[int][]byte { return map[int][]byte{} })

var plainGameMu sync.Mutex

// plainGames are the games of the decoding benchmarks: the kinds and
// rates of gamegen's plain games but undo, redo, End and decks, as the
// figures of BENCHMARKS.md were measured on.
var plainGames = gamegen.Gen{Ending: gamegen.Running, Mix: gamegen.Mix{gamegen.Pass.Weight(350),
	gamegen.Life.Weight(200), gamegen.Damage.Weight(50), gamegen.Poison.Weight(40), gamegen.Attack.Weight(80),
	gamegen.Target.Weight(100), gamegen.Eliminate.Weight(30), gamegen.Points.Weight(30)}}

func plainGameFile(n int) []byte {
	plainGameMu.Lock()
	defer plainGameMu.Unlock()
	if data, ok := plainGame()[n]; ok {
		return data
	}
	setup := gamegen.LongSetup(rules.Lord)
	data := append(EncodeSetup(setup), '\n')
	i := 0
	for e := range plainGames.Events(gamegen.Seeded(9, 9), setup, n) {
		i++
		data = AppendEvent(data, e, i, t0.Add(time.Duration(i)*time.Second))
		data = append(data, '\n')
	}
	plainGame()[n] = data
	return data
}

// goccyRecord is every field a record may carry, for decoding with
// goccy/go-json: the yardstick of issue 9 ("decoding alone").
type goccyRecord struct {
	V       *int            `json:"v"`
	Seq     *int            `json:"seq"`
	At      *string         `json:"at"`
	Type    *string         `json:"type"`
	CRC     *string         `json:"crc"`
	Variant *string         `json:"variant"`
	Players []string        `json:"players"`
	Life    *int            `json:"life"`
	Target  *int            `json:"target"`
	First   *int            `json:"first"`
	Seed    *gojson.Number  `json:"seed"`
	House   map[string]bool `json:"house"`
	Changes []struct {
		Seat  *int `json:"seat"`
		Delta *int `json:"delta"`
	} `json:"changes"`
	Source    *int    `json:"source"`
	Attacker  *int    `json:"attacker"`
	Defenders []int   `json:"defenders"`
	Actor     *int    `json:"actor"`
	Owner     *int    `json:"owner"`
	Kind      *string `json:"kind"`
	Seats     []int   `json:"seats"`
	Culprit   *int    `json:"culprit"`
	Cause     *string `json:"cause"`
	Seat      *int    `json:"seat"`
	Delta     *int    `json:"delta"`
	Reason    *string `json:"reason"`
	Lord      *int    `json:"lord"`
	Pairs     [][]int `json:"pairs"`
	Waiting   *int    `json:"waiting"`
}

// BenchmarkReplay100k compares, on one 100,000-event game file in one
// run: decoding every line with goccy/go-json alone (no checks, no
// rules), decoding with this package's strict decoder (exact keys,
// duplicate keys, UTF-8, checksums), and the whole replay that check and
// replay --format json do (ReadFinal: strict decoding, seq, names, every
// event through the rules, no undo history). Issue 9 asks for replay at
// most 2× goccy's decoding, aiming at 1.5×.
func BenchmarkReplay100k(b *testing.B) {
	data := plainGameFile(100000)
	b.Run("goccy-decode", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			for line := range bytes.Lines(data) {
				var rec goccyRecord
				if err := gojson.Unmarshal(line, &rec); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("strict-decode", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		var d decoder
		for b.Loop() {
			for line := range bytes.Lines(data) {
				if _, err := d.decode(line); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("replay", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			f, err := read("bench.jsonl", bytes.NewReader(data), int64(len(data)), false, nil, ledgerMode{})
			if err != nil || f.Events != 100000 {
				b.Fatal(f.Events, err)
			}
		}
	})
}

// BenchmarkEncodeEvent measures what the checksum adds to encoding one
// record: the same life change with and without its crc member.
func BenchmarkEncodeEvent(b *testing.B) {
	e := rules.LifeChange{Changes: []rules.Change{{Seat: 2, Delta: -3}}, Source: 1}
	buf := make([]byte, 0, 256)
	b.Run("with-crc", func(b *testing.B) {
		for b.Loop() {
			buf = AppendEvent(buf[:0], e, 1234, t0)
		}
	})
	b.Run("without-crc", func(b *testing.B) {
		for b.Loop() {
			buf = appendRecord(buf[:0], e, 1234, t0)
		}
	})
}

// BenchmarkReplayOverGoccy100k times goccy/go-json's decoding and the
// streamed replay of the same 100,000-event file alternately, in every
// iteration, so that a busy machine slows both alike, and reports the
// ratio replay/goccy (issue 9: at most 2, aiming at 1.5) besides both
// times in milliseconds. The times are processor time (user and system, of
// the whole process, garbage collection included), which a machine busy
// with other work does not stretch as it stretches the wall clock; the
// garbage of each is collected before the other starts (untimed), so that
// neither pays for the other's.
func BenchmarkReplayOverGoccy100k(b *testing.B) {
	data := plainGameFile(100000)
	var goccy, replay time.Duration
	for b.Loop() {
		runtime.GC()
		start := cputime.Used()
		for line := range bytes.Lines(data) {
			var rec goccyRecord
			if err := gojson.Unmarshal(line, &rec); err != nil {
				b.Fatal(err)
			}
		}
		goccy += cputime.Used() - start
		runtime.GC()
		start = cputime.Used()
		f, err := read("bench.jsonl", bytes.NewReader(data), int64(len(data)), false, nil, ledgerMode{})
		if err != nil || f.Events != 100000 {
			b.Fatal(f.Events, err)
		}
		replay += cputime.Used() - start
	}
	b.ReportMetric(float64(goccy.Milliseconds())/float64(b.N), "goccy-ms/op")
	b.ReportMetric(float64(replay.Milliseconds())/float64(b.N), "replay-ms/op")
	b.ReportMetric(float64(replay)/float64(goccy), "replay/goccy")
}
