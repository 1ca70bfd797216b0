package seating

// seatTable orders the members of one table into seats so that the
// criteria (b) to (d) are as low as they can be, in that order: an
// assignment of players to seats whose costs weigh each criterion above
// the sum of all later ones, solved exactly by the Hungarian method. It
// returns the players in seat order.
func (h *history) seatTable(members []int, v Variant) []int {
	var seatOf [MaxTable]int
	h.assign(members, v, &seatOf)
	out := make([]int, len(members))
	for i, j := range seatOf[:len(members)] {
		out[j] = members[i]
	}
	return out
}

// assign finds the seat of every member (seatTable), into seatOf.
func (h *history) assign(members []int, v Variant, seatOf *[MaxTable]int) {
	s := len(members)
	wait := Table{Players: members}.Waiting(v)
	var maxWait, maxSeat, maxSeason int64
	for _, p := range members {
		maxWait = max(maxWait, int64(h.waits[p]))
		maxSeason = max(maxSeason, int64(h.season[p]))
		for j := range s {
			maxSeat = max(maxSeat, int64(h.seats[p][j]))
		}
	}
	wc := maxWait + 1
	ws := wc * (int64(s)*maxSeat + 1)
	wn := ws * (maxSeason + 1)
	var cost [MaxTable * MaxTable]int64
	for i, p := range members {
		for j := range s {
			c := wc * int64(h.seats[p][j])
			if j == 0 {
				c += wn*int64(h.seats[p][0]) + ws*int64(h.season[p])
			}
			if j == wait {
				c += int64(h.waits[p])
			}
			cost[i*s+j] = c
		}
	}
	hungarian(&cost, s, seatOf)
}

// hungarian solves the n×n assignment problem of cost (row-major): the
// column of every row into col, so that the sum of their costs is least.
// It is the O(n³) method with potentials (Kuhn–Munkres as Jonker and
// Volgenant write it), on arrays of the largest table so that it
// allocates nothing.
func hungarian(cost *[MaxTable * MaxTable]int64, n int, col *[MaxTable]int) {
	const inf = int64(1) << 62
	var u, v, minv [MaxTable + 1]int64
	var p, way [MaxTable + 1]int // p[j]: the row matched to column j, 1-based
	var used [MaxTable + 1]bool
	for i := 1; i <= n; i++ {
		p[0] = i
		j0 := 0
		for j := 0; j <= n; j++ {
			minv[j], used[j] = inf, false
		}
		for p[j0] != 0 {
			used[j0] = true
			i0, delta, j1 := p[j0], inf, 0
			for j := 1; j <= n; j++ {
				if used[j] {
					continue
				}
				if cur := cost[(i0-1)*n+j-1] - u[i0] - v[j]; cur < minv[j] {
					minv[j], way[j] = cur, j0
				}
				if minv[j] < delta {
					delta, j1 = minv[j], j
				}
			}
			for j := 0; j <= n; j++ {
				if used[j] {
					u[p[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
		}
		for j0 != 0 {
			j1 := way[j0]
			p[j0] = p[j1]
			j0 = j1
		}
	}
	for j := 1; j <= n; j++ {
		col[p[j]-1] = j - 1
	}
}
