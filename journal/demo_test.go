package journal

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"rolekeeper/rules"
)

var updateDemo = flag.Bool("demo", false, "rewrite the bundled demo games ../testdata/demo-*.jsonl")

// demoDir is where the bundled demo games live, for `rolekeeper demo`.
const demoDir = "../testdata"

// TestDemoGames checks the bundled demo games (and with -demo writes them
// anew): each is legal, finished, and shows what a newcomer should see.
func TestDemoGames(t *testing.T) {
	if *updateDemo {
		writeDemo(t, "demo-buhmann.jsonl", buhmannDemo(t))
		writeDemo(t, "demo-lord.jsonl", lordDemo(t))
	}
	b, err := Read(filepath.Join(demoDir, "demo-buhmann.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if why := buhmannDemoLacks(b); why != "" {
		t.Errorf("demo-buhmann.jsonl: %s", why)
	}
	l, err := Read(filepath.Join(demoDir, "demo-lord.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if why := lordDemoLacks(l); why != "" {
		t.Errorf("demo-lord.jsonl: %s", why)
	}
}

func writeDemo(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(demoDir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// demo builds a game file by playing turns, with realistic times from
// start, keeping only events the rules accept.
type demo struct {
	r    *rand.Rand
	g    rules.Game
	data []byte
	at   time.Time
	seq  int
}

func newDemo(t *testing.T, seed uint64, setup rules.Setup, start time.Time) *demo {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	return &demo{r: rand.New(rand.NewPCG(seed, 4)), g: g, at: start,
		data: append(EncodeSetup(setup), '\n')}
}

// try applies e if the rules accept it and reports whether they did.
func (d *demo) try(e rules.Event) bool {
	next, _, err := rules.Apply(d.g, e)
	if err != nil {
		return false
	}
	d.g = next
	d.seq++
	// A pass ends a turn of one to four minutes; other events are entered
	// a few seconds apart.
	if _, pass := e.(rules.Pass); pass {
		d.at = d.at.Add(time.Duration(60+d.r.IntN(180)) * time.Second)
	} else {
		d.at = d.at.Add(time.Duration(5+d.r.IntN(35)) * time.Second)
	}
	d.data = append(d.data, EncodeEvent(e, d.seq, d.at)...)
	d.data = append(d.data, '\n')
	return true
}

func (d *demo) others(seat int) []int {
	var out []int
	for s := range d.g.Players {
		if s != seat && d.g.Playing(s) {
			out = append(out, s)
		}
	}
	d.r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// attack has the active player attack defenders and deal them damage.
func (d *demo) attack(defenders []int, lo, hi int) {
	a := d.g.Active
	if len(defenders) == 0 || !d.try(rules.Attack{Attacker: a, Defenders: defenders}) {
		return
	}
	e := rules.LifeChange{Source: a}
	for _, s := range defenders {
		e.Changes = append(e.Changes, rules.Change{Seat: s, Delta: -(lo + d.r.IntN(hi-lo+1))})
	}
	d.try(e)
}

// buhmannTurn plays one turn of Buhmann: the IT hunts, the others mostly
// sit still and collect passivity counters, some take the role over.
func (d *demo) buhmannTurn() {
	a, it := d.g.Active, d.g.IT
	others := d.others(a)
	switch {
	case d.g.Endgame && d.r.IntN(10) < 8:
		d.attack(others[:1], 2, 6)
	case it == rules.NoSeat && d.r.IntN(10) < 5:
		d.attack(others[:1], 1, 5)
	case it == a && d.r.IntN(10) < 6:
		d.attack(others[:1+d.r.IntN(min(2, len(others)))], 1, 5)
	case it != rules.NoSeat && it != a && d.r.IntN(10) < 3:
		d.attack([]int{it}, 1, 4)
	}
	if it := d.g.IT; !d.g.Over && it != rules.NoSeat && it != a && d.r.IntN(10) < 2 {
		d.try(rules.Target{Actor: a, Owner: it, Kind: rules.TargetPermanent}) // takes the role (B-4)
	}
	if !d.g.Over && d.r.IntN(10) < 1 {
		d.try(rules.LifeChange{Changes: []rules.Change{{Seat: a, Delta: 2 + d.r.IntN(3)}}, Source: a})
	}
	if !d.g.Over {
		d.try(rules.Pass{})
	}
}

// mistake enters a wrong life change and takes it back.
func (d *demo) mistake() {
	others := d.others(d.g.Active)
	if len(others) > 0 && d.try(rules.LifeChange{Changes: []rules.Change{{Seat: others[0], Delta: -5}}, Source: d.g.Active}) {
		d.try(rules.Undo{})
	}
}

var demoBuhmannStart = time.Date(2026, 11, 27, 18, 42, 0, 0, time.UTC) // 19:42 in Berlin

func buhmannDemo(t *testing.T) []byte {
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Lena", "Jonas", "Mehmet", "Sophie", "Tobi"},
		Life: 20, First: 0, Seed: 20261127}
	for seed := range uint64(10000) {
		d := newDemo(t, seed, setup, demoBuhmannStart)
		for turn := 0; !d.g.Over && turn < 200; turn++ {
			if turn == 9 {
				d.mistake()
			}
			d.buhmannTurn()
		}
		f, err := Parse("demo", d.data)
		if err == nil && buhmannDemoLacks(f) == "" {
			t.Logf("demo-buhmann.jsonl: seed %d, %d events", seed, len(f.Records))
			return d.data
		}
	}
	t.Fatal("no seed makes a good Buhmann demo")
	return nil
}

// buhmannDemoLacks says what the Buhmann demo lacks, or "".
func buhmannDemoLacks(f File) string {
	g := f.Game
	kinds := eventKinds(f)
	passivity := slices.ContainsFunc(g.Eliminations(), func(e rules.Elimination) bool { return e.Cause == rules.CausePassivity })
	switch {
	case len(g.Players) != 5:
		return "not 5 players"
	case !g.Over || len(g.Winners) != 1:
		return "not played to a winner"
	case len(f.Records) < 60 || len(f.Records) > 150:
		return "not 60 to 150 events"
	case kinds[rules.KindAttack] < 10 || kinds[rules.KindUndo] < 1:
		return "too few attacks, or no undo"
	case !passivity:
		return "no passivity elimination"
	case itChanges(f) < 5:
		return "fewer than 5 IT changes"
	}
	return ""
}

var demoLordStart = time.Date(2026, 11, 28, 19, 5, 0, 0, time.UTC) // 20:05 in Berlin

// lordTurn plays one turn of Lord: the Lord attacks freely, the others
// attack their paired opponent; now and then an Earthquake hits all.
func (d *demo) lordTurn() {
	a := d.g.Active
	switch {
	case a == d.g.Lord && d.r.IntN(10) < 6:
		others := d.others(a)
		d.attack(others[:1+d.r.IntN(min(3, len(others)))], 2, 6)
	case a != d.g.Lord && d.r.IntN(10) < 6:
		if o := d.g.PairedOpponent(a); o != rules.NoSeat {
			d.attack([]int{o}, 3, 8)
		}
	case d.r.IntN(10) < 1:
		e := rules.LifeChange{Source: a}
		for _, s := range d.others(a) {
			e.Changes = append(e.Changes, rules.Change{Seat: s, Delta: -3})
		}
		d.try(e)
	}
	if !d.g.Over && a != d.g.Lord && d.r.IntN(10) < 2 {
		d.try(rules.Target{Actor: a, Owner: d.g.Lord, Kind: rules.TargetPermanent})
	}
	if !d.g.Over {
		d.try(rules.Pass{})
	}
}

func lordDemo(t *testing.T) []byte {
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Katrin", "Felix", "Jana", "Moritz", "Paula", "Emre", "Lukas"},
		Life: 20, Target: 10, First: 0, Seed: 20261128}
	for seed := range uint64(10000) {
		d := newDemo(t, seed, setup, demoLordStart)
		for turn := 0; !d.g.Over && turn < 300; turn++ {
			switch turn {
			case 12:
				d.mistake()
			case 30:
				d.try(rules.Points{Seat: d.g.Active, Delta: 1, Reason: "table vote: best play of the night"})
			}
			d.lordTurn()
		}
		f, err := Parse("demo", d.data)
		if err == nil && lordDemoLacks(f) == "" {
			t.Logf("demo-lord.jsonl: seed %d, %d events", seed, len(f.Records))
			return d.data
		}
	}
	t.Fatal("no seed makes a good Lord demo")
	return nil
}

// lordDemoLacks says what the Lord demo lacks, or "".
func lordDemoLacks(f File) string {
	g := f.Game
	kinds := eventKinds(f)
	best := slices.MaxFunc(g.Players, func(a, b rules.Player) int { return a.Points - b.Points })
	switch {
	case len(g.Players) != 7 || g.Setup.Target != 10:
		return "not 7 players with target 10"
	case !g.Over || best.Points < 10:
		return "not played to the target"
	case len(f.Records) < 60 || len(f.Records) > 250:
		return "not 60 to 250 events"
	case len(g.Eliminations()) < 5:
		return "fewer than 5 eliminations (and re-entries)"
	case kinds[rules.KindPoints] != 1 || kinds[rules.KindUndo] < 1:
		return "no manual points record, or no undo"
	case !protected(f):
		return "no protected player at any moment"
	}
	return ""
}

func eventKinds(f File) map[rules.Kind]int {
	kinds := map[rules.Kind]int{}
	for _, r := range f.Records {
		kinds[r.Event.Type()]++
	}
	return kinds
}

// itChanges counts the IT changes while replaying f.
func itChanges(f File) int {
	g, _, _ := rules.NewGame(f.Setup)
	n := 0
	for _, r := range f.Records {
		next, eff, _ := rules.Apply(g, r.Event)
		for _, e := range eff {
			if e.Kind == rules.ITChanged && e.Seat != rules.NoSeat {
				n++
			}
		}
		g = next
	}
	return n
}

// protected reports whether a player is protected at some point of f,
// with the countdown running.
func protected(f File) bool {
	g, _, _ := rules.NewGame(f.Setup)
	for _, r := range f.Records {
		g, _, _ = rules.Apply(g, r.Event)
		for _, p := range g.Players {
			if p.Protection.Started && p.Protected() {
				return true
			}
		}
	}
	return false
}
