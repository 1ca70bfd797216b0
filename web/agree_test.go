package web

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/tableview"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// seatFacts are what a screen says about one seat, read from what it
// shows.
type seatFacts struct {
	Name                          string
	Life                          string // the number, "waiting" or "out"
	Out, Active, Winner, IT, Lord bool
	Poison                        int
	Skull                         bool // a ☠ anywhere on the seat
	Passivity                     int
	NoLifeGain                    bool
	Points                        string
	Versus                        string
	Protection                    int
}

// TestPageAgreesWithTheCard walks every state of every golden game of
// both variants (rules/testdata/examples: waiting players, out by
// poison and by life, re-entry, Lord protection, the duel) and checks
// that the page and the terminal's card say the same about every seat,
// in both languages.
func TestPageAgreesWithTheCard(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "rules", "testdata", "examples", "*.jsonl"))
	if len(files) < 20 {
		t.Fatalf("%d golden games found", len(files))
	}
	type game struct {
		name   string
		setup  rules.Setup
		events []rules.Event
	}
	var games []game
	for _, path := range files {
		file, err := journal.Read(path)
		if err != nil {
			continue // a game the rules refuse (its expect.json says why): no table to show
		}
		g := game{name: filepath.Base(path), setup: file.Setup}
		for _, r := range file.Records {
			g.events = append(g.events, r.Event)
		}
		games = append(games, g)
	}
	// The golden games give nobody poison counters: one game of each
	// variant does, until one player is out by poison.
	for _, setup := range []rules.Setup{buhmannSetup(), lordSetup()} {
		games = append(games, game{name: setup.Variant.String() + " with poison", setup: setup, events: []rules.Event{
			rules.Poison{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 1, Delta: 3}}},
			rules.Poison{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: 10}}},
			rules.Pass{}, rules.Pass{}}})
	}
	seen := map[string]int{}
	for _, lang := range wording.Languages() {
		wd, _ := wording.For(lang)
		f := views.Frame{Width: 120, Height: 40, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
		for _, gm := range games {
			g, _, err := rules.NewGame(gm.setup)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; ; i++ {
				page := table{ok: true, game: g}.view(wd, tableview.Of(g.State))
				for seat := range g.State.Players {
					card := views.CardText(f, g.State, seat, 44)
					pf, cf := pageFacts(wd, page.Players[seat]), cardFacts(wd, g.State, card)
					if pf != cf {
						t.Errorf("%s, %s, after %d events, seat %d: the page and the card disagree\npage: %+v\ncard: %+v\n%s",
							lang, gm.name, i, seat+1, pf, cf, card)
						return
					}
					count(seen, g.State, seat)
				}
				if i == len(gm.events) {
					break
				}
				if g, _, err = rules.Apply(g, gm.events[i]); err != nil {
					t.Fatalf("%s: event %d: %v", gm.name, i+1, err)
				}
			}
		}
	}
	seen["games"] = len(games)
	for _, kind := range []string{"waiting", "out by poison", "out by life", "re-entered", "protected", "duel", "poisoned"} {
		if seen[kind] == 0 {
			t.Errorf("no seat %s in the golden games", kind)
		}
	}
	t.Logf("seats checked: %v", seen)
}

// count notes what kind of seat was checked.
func count(seen map[string]int, s rules.State, seat int) {
	p := s.Players[seat]
	switch {
	case p.Waiting:
		seen["waiting"]++
	case p.Out && p.Poison >= rules.LethalPoison:
		seen["out by poison"]++
	case p.Out:
		seen["out by life"]++
	}
	if p.Stats.Entries > 0 {
		seen["re-entered"]++
	}
	if p.Protected() {
		seen["protected"]++
	}
	if s.Endgame {
		seen["duel"]++
	}
	if p.Poison > 0 && p.TakesTurns() {
		seen["poisoned"]++
	}
}

// pageFacts reads a seat of the page.
func pageFacts(wd *wording.Words, p playerView) seatFacts {
	all := strings.Join(append(append([]string{}, p.Badges...), p.Notes...), " · ")
	f := seatFacts{Name: p.Name, Life: p.Life, Active: p.Active, Skull: strings.Contains(all, "☠")}
	if _, err := strconv.Atoi(strings.ReplaceAll(p.Life, "−", "-")); err != nil {
		f.Life = "waiting"
		if p.Life == wd.Common.Out {
			f.Life = "out"
		}
	}
	for _, b := range p.Badges {
		switch b {
		case wd.Seat.Winner:
			f.Winner = true
		case wd.Seat.IT:
			f.IT = true
		case wd.Seat.Lord:
			f.Lord = true
		case wd.Seat.Waiting:
			f.Life = "waiting"
		case wd.Seat.Out:
			f.Out = true
		}
		for r := 1; r < 20; r++ {
			if b == wd.Web.Protected(r) {
				f.Protection = r
			}
		}
	}
	for _, n := range p.Notes {
		for k := 1; k < 40; k++ {
			switch n {
			case wd.Web.Poison(k):
				f.Poison = k
			case wd.Web.Passivity(k):
				f.Passivity = k
			}
		}
		if n == wd.Seat.NoLifeGain {
			f.NoLifeGain = true
		}
		if strings.Contains(n, "/") {
			f.Points = n
		}
		if name, ok := strings.CutPrefix(n, strings.TrimSuffix(wd.Seat.Versus("\x00"), "\x00")); ok {
			f.Versus = name
		}
	}
	return f
}

var skullCount = regexp.MustCompile(`☠ (\d+)`)

// cardFacts reads a seat's card.
func cardFacts(wd *wording.Words, s rules.State, card string) seatFacts {
	lines := strings.Split(card, "\n")
	name := strings.TrimSpace(strings.Trim(lines[1], "│|║"))
	words := strings.Fields(strings.NewReplacer("[", " ", "]", " ", "│", " ").Replace(card))
	has := func(w string) bool {
		for _, x := range words {
			if x == w {
				return true
			}
		}
		return false
	}
	f := seatFacts{Active: strings.Contains(card, "▶"), Out: has(wd.Seat.Out), Winner: strings.Contains(card, wd.Seat.Winner),
		IT: has(wd.Seat.IT), Lord: has(wd.Seat.Lord), Skull: strings.Contains(card, "☠"),
		Passivity:  strings.Count(card, "●"),
		NoLifeGain: strings.Contains(card, wd.Seat.NoLifeGain) || strings.Contains(card, wd.Seat.NoGain)}
	for seat := range s.Players {
		if strings.Contains(name, s.Name(seat)) && len(s.Name(seat)) > len(f.Name) {
			f.Name = s.Name(seat)
		}
		if vs := wd.Seat.Versus(s.Name(seat)); strings.Contains(card, vs) && len(s.Name(seat)) > len(f.Versus) {
			f.Versus = s.Name(seat)
		}
	}
	if m := skullCount.FindStringSubmatch(card); m != nil {
		f.Poison, _ = strconv.Atoi(m[1])
	}
	if strings.Contains(card, wd.Seat.WaitsToEnter) {
		f.Life = "waiting"
	} else if strings.Contains(lines[2], wd.Common.Out) {
		f.Life = "out"
	} else {
		line := strings.TrimSpace(strings.Trim(strings.TrimSpace(lines[2]), "│|║"))
		for n := -60; n <= 200; n++ {
			if line == wd.Common.Life(n) {
				f.Life = wording.Number(n)
			}
		}
	}
	if s.Setup.Variant == rules.Lord {
		for p := -30; p <= 30; p++ {
			if pts := wd.Seat.PointsOf(p, s.Setup.Target); strings.Contains(card, pts) && len(pts) > len(f.Points) {
				f.Points = wd.Seat.PointsOf(p, s.Setup.Target)
			}
		}
	}
	for r := 1; r < 20; r++ {
		if strings.Contains(card, "◆ "+wd.Common.Rounds(r)) || strings.Contains(card, "◆"+strconv.Itoa(r)+" ") {
			f.Protection = r
		}
	}
	return f
}
