package seating

import (
	"strconv"
	"testing"

	"rolekeeper/internal/cputime"
)

// BenchmarkSeatNight seats a night of three rounds for 8, 13, 20, 27 and
// 40 players, both variants (the figures of BENCHMARKS.md).
func BenchmarkSeatNight(b *testing.B) {
	for _, v := range []Variant{Buhmann, Lord} {
		for _, n := range []int{8, 13, 20, 27, 40} {
			b.Run(variantName(v)+"/"+strconv.Itoa(n), func(b *testing.B) {
				start := cputime.Used()
				for i := range b.N {
					if _, _, err := seatNight(n, 3, v, uint64(i)); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cputime.Used()-start)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

func variantName(v Variant) string {
	if v == Lord {
		return "lord"
	}
	return "buhmann"
}
