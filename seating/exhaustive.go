package seating

// exhaustive tries every partition of the players into tables of the
// search's sizes, each once (a player opens an empty table only if no
// earlier table of its size is still empty), and keeps the best, the
// first found among equals (the players taken in an order drawn from
// the seed).
func (s *search) exhaustive() partition {
	tables := make([][]int, len(s.sizes))
	order := s.rng.Perm(s.h.n)
	var best partition
	found := false
	var place func(p int)
	place = func(p int) {
		if p == s.h.n {
			cur := s.scored(tables)
			if !found || cur.total.Compare(best.total) < 0 {
				best, found = cur.clone(), true
			}
			return
		}
		for t := range tables {
			if len(tables[t]) == s.sizes[t] || len(tables[t]) == 0 && s.emptyBefore(tables, t) {
				continue
			}
			tables[t] = append(tables[t], order[p])
			place(p + 1)
			tables[t] = tables[t][:len(tables[t])-1]
		}
	}
	place(0)
	return best
}

// emptyBefore reports whether an earlier table of table t's size is
// still empty.
func (s *search) emptyBefore(tables [][]int, t int) bool {
	for u := range t {
		if s.sizes[u] == s.sizes[t] && len(tables[u]) == 0 {
			return true
		}
	}
	return false
}
