package stats

import (
	"slices"
	"strconv"
	"strings"

	"rolekeeper/rules"
)

// encodeGlance writes a glance for the index's glance column: round,
// turn, active seat, lead, 1 when by points, then the leaders' seats,
// separated by spaces.
func encodeGlance(g rules.Glance) string {
	nums := []int{g.Round, g.Turn, g.Active, g.Lead, boolInt(g.ByPoints)}
	nums = append(nums, g.Leaders...)
	parts := make([]string, len(nums))
	for i, n := range nums {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

// decodeGlance reads what encodeGlance wrote; anything else (an empty
// column) is the zero glance, which the list shows as unknown.
func decodeGlance(s string) rules.Glance {
	var room [8]int // a glance's numbers, read without a slice of strings
	nums := room[:0]
	for f := range strings.FieldsSeq(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return rules.Glance{}
		}
		nums = append(nums, n)
	}
	if len(nums) < 5 {
		return rules.Glance{}
	}
	g := rules.Glance{Round: nums[0], Turn: nums[1], Active: nums[2], Lead: nums[3], ByPoints: nums[4] == 1}
	if len(nums) > 5 {
		g.Leaders = slices.Clone(nums[5:])
	}
	return g
}
