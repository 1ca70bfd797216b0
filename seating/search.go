package seating

import (
	"math"
	"math/rand/v2"
)

// The search's fixed budget: it depends on the seed alone, never on the
// clock, so that a seed always gives the same seating.
const (
	// exhaustiveLimit is the most partitions tried one by one.
	exhaustiveLimit = 3000
	// restarts are the greedy starts; kicks the random swaps after each
	// local search that may lead out of its optimum.
	restarts = 4
	kicks    = 32
	kickSize = 3
	// seedSalt keeps the seating's generator apart from others on a seed.
	seedSalt = 0x5ea71e
)

// Seat draws the next round of night for the variant v from seed: tables
// of the sizes SplitPlayers gives for pref, and the players of each in
// seat order, scored on the criteria (the lower the better).
func Seat(night Night, v Variant, pref Sizes, seed uint64) (Round, Split, Score, error) {
	split, err := SplitPlayers(v, night.Players, pref)
	if err != nil {
		return Round{}, Split{}, Score{}, err
	}
	for _, r := range night.Rounds {
		if !r.fits(night.Players) {
			return Round{}, Split{}, Score{}, &Error{Key: RefuseRound, Args: []int{len(night.Rounds)}}
		}
	}
	s := &search{h: newHistory(night), v: v, sizes: split.Tables, rng: rand.New(rand.NewPCG(seed, seedSalt)),
		seen: map[memberSet]Score{}}
	best := s.run()
	r := Round{Variant: v, Seed: seed, Tables: make([]Table, len(best.tables))}
	for i, members := range best.tables {
		r.Tables[i] = Table{Players: s.h.seatTable(members, v)}
	}
	return r, split, ScoreRound(night, r), nil
}

// fits reports whether a recorded round seats each of n players at most
// once, in legal tables.
func (r Round) fits(n int) bool {
	seen := make([]bool, n)
	lo, hi := r.Variant.Limits()
	for _, t := range r.Tables {
		if len(t.Players) < lo || len(t.Players) > hi {
			return false
		}
		for _, p := range t.Players {
			if p < 0 || p >= n || seen[p] {
				return false
			}
			seen[p] = true
		}
	}
	return true
}

// search is one round's search.
type search struct {
	h     *history
	v     Variant
	sizes []int
	rng   *rand.Rand
	seen  map[memberSet]Score
}

// partition is a split of the players into tables (unordered within),
// with every table's score and their sum.
type partition struct {
	tables [][]int
	scores []Score
	total  Score
}

func (s *search) run() partition {
	if count(s.sizes) <= exhaustiveLimit {
		return s.exhaustive()
	}
	var best partition
	for r := range restarts {
		cur := s.greedy()
		s.improve(&cur)
		if r == 0 || cur.total.Compare(best.total) < 0 {
			best = cur.clone()
		}
		for range kicks {
			cur = best.clone()
			s.kick(&cur)
			s.improve(&cur)
			if cur.total.Compare(best.total) < 0 {
				best = cur.clone()
			}
		}
	}
	return best
}

// tableScore scores one table's members seated as well as they can be;
// the score of a set of members is kept, as the search meets it again.
func (s *search) tableScore(members []int) Score {
	var key memberSet
	for _, p := range members {
		key[p/64] |= 1 << (p % 64)
	}
	if sc, ok := s.seen[key]; ok {
		return sc
	}
	var sc Score
	sc.Repeats = s.h.repeats(members)
	var seatOf [MaxTable]int
	var seated [MaxTable]int
	s.h.assign(members, s.v, &seatOf)
	for i, j := range seatOf[:len(members)] {
		seated[j] = members[i]
	}
	sc.addSeats(s.h, Table{Players: seated[:len(members)]}, s.v)
	sc.Imbalance = s.h.imbalance(members)
	if len(s.seen) < maxSeen {
		s.seen[key] = sc
	}
	return sc
}

// memberSet is a set of players as bits.
type memberSet [(MaxPlayers + 63) / 64]uint64

// maxSeen bounds the scores of tables kept during one search.
const maxSeen = 1 << 18

// sum adds the tables' scores in table order.
func sum(scores []Score) Score {
	var t Score
	for _, sc := range scores {
		t.Repeats += sc.Repeats
		t.FirstAgain += sc.FirstAgain
		t.FirstSeason += sc.FirstSeason
		t.SeatAgain += sc.SeatAgain
		t.WaitAgain += sc.WaitAgain
		t.Imbalance += sc.Imbalance
	}
	return t
}

func (s *search) scored(tables [][]int) partition {
	p := partition{tables: tables, scores: make([]Score, len(tables))}
	for i, t := range tables {
		p.scores[i] = s.tableScore(t)
	}
	p.total = sum(p.scores)
	return p
}

func (p partition) clone() partition {
	q := partition{tables: make([][]int, len(p.tables)), scores: append([]Score(nil), p.scores...), total: p.total}
	for i, t := range p.tables {
		q.tables[i] = append([]int(nil), t...)
	}
	return q
}

// greedy seats the players in a random order, each at the table with room
// where they met the fewest players already there.
func (s *search) greedy() partition {
	tables := make([][]int, len(s.sizes))
	order := s.rng.Perm(len(tables))
	for _, p := range s.rng.Perm(s.h.n) {
		best, bestMet := -1, 0
		for _, t := range order {
			if len(tables[t]) == s.sizes[t] {
				continue
			}
			met := 0
			for _, q := range tables[t] {
				met += int(s.h.met[p*s.h.n+q])
			}
			if best < 0 || met < bestMet {
				best, bestMet = t, met
			}
		}
		tables[best] = append(tables[best], p)
	}
	return s.scored(tables)
}

// kick swaps a few random players of different tables.
func (s *search) kick(p *partition) {
	for range kickSize {
		a, b := s.rng.IntN(len(p.tables)), s.rng.IntN(len(p.tables)-1)
		if b >= a {
			b++
		}
		i, j := s.rng.IntN(len(p.tables[a])), s.rng.IntN(len(p.tables[b]))
		p.tables[a][i], p.tables[b][j] = p.tables[b][j], p.tables[a][i]
		p.scores[a], p.scores[b] = s.tableScore(p.tables[a]), s.tableScore(p.tables[b])
	}
	p.total = sum(p.scores)
}

// improve swaps two players of different tables while a swap makes the
// score better, trying the swaps in a random order.
func (s *search) improve(p *partition) {
	for improved := true; improved; {
		improved = false
		for _, a := range s.rng.Perm(len(p.tables)) {
			for b := range p.tables {
				if b != a && s.improveTables(p, a, b) {
					improved = true
				}
			}
		}
	}
}

// improveTables makes every swap between tables a and b that betters the
// score, and reports whether there was one.
func (s *search) improveTables(p *partition, a, b int) bool {
	improved := false
	ta, tb := p.tables[a], p.tables[b]
	for i := range ta {
		for j := range tb {
			x, y := ta[i], tb[j]
			dRep := s.swapRepeats(ta, x, y) + s.swapRepeats(tb, y, x)
			if dRep > 0 {
				continue
			}
			ta[i], tb[j] = y, x
			sa, sb := s.tableScore(ta), s.tableScore(tb)
			old := [2]Score{p.scores[a], p.scores[b]}
			p.scores[a], p.scores[b] = sa, sb
			if total := sum(p.scores); total.Compare(p.total) < 0 {
				p.total, improved = total, true
				continue
			}
			p.scores[a], p.scores[b] = old[0], old[1]
			ta[i], tb[j] = x, y
		}
	}
	return improved
}

// swapRepeats is how many more earlier meetings table t holds when x
// leaves it for y.
func (s *search) swapRepeats(t []int, x, y int) int {
	d := 0
	for _, q := range t {
		if q != x {
			d += int(s.h.met[y*s.h.n+q]) - int(s.h.met[x*s.h.n+q])
		}
	}
	return d
}

// count is the number of ways to split players into tables of sizes
// (tables of one size not told apart), as a float: n!/(∏ s! ∏ m!).
func count(sizes []int) float64 {
	lg := func(k int) float64 { v, _ := math.Lgamma(float64(k + 1)); return v }
	n, same, l := 0, map[int]int{}, 0.0
	for _, size := range sizes {
		n += size
		same[size]++
		l -= lg(size)
	}
	l += lg(n)
	for _, m := range same {
		l -= lg(m)
	}
	return math.Exp(l)
}
