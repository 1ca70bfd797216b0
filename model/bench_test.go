package model

import (
	"testing"

	"rolekeeper/rules"
)

var twelve = []string{"Ana", "Bjørn", "山田太郎", "Dora", "Élodie", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai 🎲", "Lea"}

// bench12 is a 12-player game some turns in, at a terminal size.
func bench12(b *testing.B, v rules.Variant, w, h int) Model {
	b.Helper()
	setup := rules.Setup{Variant: v, Players: twelve, Life: 20, Target: 10, Seed: 5}
	events := []rules.Event{pass, pass, pass, pass, pass}
	g := mustGame(b, setup, events...)
	victim := g.NextPlaying(g.Active)
	if victim == g.Lord {
		victim = g.NextPlaying(victim)
	}
	if v == rules.Buhmann {
		events = append(events, rules.Attack{Attacker: g.Active, Defenders: []int{victim}}, life(victim, -4, g.Active))
	} else {
		events = append(events, life(victim, -20, g.Active))
	}
	m := resumed(b, setup, events...)
	return sized(m, w, h)
}

// BenchmarkRender draws one frame of the table with 12 players.
func BenchmarkRender(b *testing.B) {
	for _, tc := range []struct {
		name string
		v    rules.Variant
		w, h int
	}{
		{"Buhmann12/120x40", rules.Buhmann, 120, 40},
		{"Buhmann12/200x60", rules.Buhmann, 200, 60},
		{"Buhmann12/80x24", rules.Buhmann, 80, 24},
		{"Lord12/120x40", rules.Lord, 120, 40},
		{"Lord12/200x60", rules.Lord, 200, 60},
		{"Lord12/80x24", rules.Lord, 80, 24},
	} {
		b.Run(tc.name, func(b *testing.B) {
			m := bench12(b, tc.v, tc.w, tc.h)
			b.ReportAllocs()
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}

// BenchmarkKeyPress is one key press: Update (a life press on the
// selected seat, then moving on, which enters it through the rules) and
// the frame after it.
func BenchmarkKeyPress(b *testing.B) {
	for _, tc := range []struct {
		name string
		v    rules.Variant
		keys []string
	}{
		{"Buhmann12/life", rules.Buhmann, []string{"-"}},
		{"Buhmann12/seat+enter", rules.Buhmann, []string{"→"}},
		{"Lord12/life", rules.Lord, []string{"-"}},
		{"Lord12/pass", rules.Lord, []string{"P"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			m := bench12(b, tc.v, 120, 40)
			msgs := keyPress(tc.keys[0])
			if tc.keys[0] == "→" {
				msgs = keyPress("right")
				m = press(b, m, "-")
			}
			b.ReportAllocs()
			for b.Loop() {
				next, _ := m.Update(msgs)
				_ = next.(Model).View()
			}
		})
	}
}
