package stats

import (
	"strings"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// parse derives the facts of a game file given as lines.
func parse(t *testing.T, path string, lines ...string) Game {
	t.Helper()
	f, err := journal.Parse(path, []byte(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	return FromFile(f, time.Time{})
}

const buhmannABC = `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`

// TestUndoRedoCountAsReplay (C-8): an elimination undone, redone and
// undone again counts nothing; only what the replayed game holds counts.
func TestUndoRedoCountAsReplay(t *testing.T) {
	g := parse(t, "undo.jsonl", buhmannABC,
		`{"v":1,"type":"life","changes":[{"seat":1,"delta":-20}],"source":0}`,
		`{"v":1,"type":"undo"}`, `{"v":1,"type":"redo"}`, `{"v":1,"type":"undo"}`,
		`{"v":1,"type":"eliminate","seats":[2],"culprit":0,"cause":"concede"}`,
		`{"v":1,"type":"life","changes":[{"seat":1,"delta":-20}],"source":0}`,
	)
	if !g.Over || g.Events != 3 {
		t.Fatalf("over %v after %d events; want over after 3", g.Over, g.Events)
	}
	compareEliminations(t, g.Eliminations, []Elimination{{2, 0, rules.CauseConcede}, {1, 0, rules.CauseLife}})
	if a := g.Players[0]; a.Result != Win || a.Eliminations != 2 {
		t.Errorf("Ana: %+v; want a win with 2 eliminations", a)
	}
	if b := g.Players[1]; b.Eliminated != elim(1) || b.Result != Loss || b.Place != 2 {
		t.Errorf("Ben: %+v; want one loss of life, place 2", b)
	}
}

// TestDrawForEveryone (B-10, L-12): no winner is a draw for every player
// of the game, the first out included; an early end of Buhmann too.
func TestDrawForEveryone(t *testing.T) {
	together := parse(t, "draw.jsonl", buhmannABC,
		`{"v":1,"type":"life","changes":[{"seat":2,"delta":-20}],"source":null}`,
		`{"v":1,"type":"life","changes":[{"seat":0,"delta":-20},{"seat":1,"delta":-25}],"source":null}`,
	)
	ended := parse(t, "end.jsonl", buhmannABC, `{"v":1,"type":"end"}`)
	for _, g := range []Game{together, ended} {
		s := Aggregate([]Game{g}, Filter{}, Identities{})
		for _, p := range s.Players {
			if p.Draws != 1 || p.Wins != 0 || p.Games != 1 {
				t.Errorf("%s: %s has %d draws, %d wins in %d games; want a draw", g.Path, p.Name, p.Draws, p.Wins, p.Games)
			}
		}
	}
	if n := Aggregate([]Game{together}, Filter{}, Identities{}).Matrix.Count(NoCulprit, "cem"); n != 1 {
		t.Errorf("nobody eliminated Cem %d times, want 1", n)
	}
}

// TestSharedVictory (L-5, L-12): leaders tied at an early end each win.
func TestSharedVictory(t *testing.T) {
	g := parse(t, "shared.jsonl",
		`{"v":1,"type":"setup","variant":"lord","players":["Ana","Ben","Cem","Dora","Eli"]}`,
		`{"v":1,"type":"roles","lord":0,"pairs":[[1,2],[3,4]],"waiting":null}`,
		`{"v":1,"type":"points","seat":1,"delta":3,"reason":"bet"}`,
		`{"v":1,"type":"points","seat":3,"delta":3,"reason":"bet"}`,
		`{"v":1,"type":"end"}`,
	)
	s := Aggregate([]Game{g}, Filter{}, Identities{})
	for _, p := range s.Players {
		want := p.Name == "Ben" || p.Name == "Dora"
		if (p.Wins == 1) != want || p.Draws != 0 {
			t.Errorf("%s: %d wins, %d draws; want a win: %v", p.Name, p.Wins, p.Draws, want)
		}
	}
	if ben := find(t, s, "Ben"); ben.Lord.PointsBySource[rules.PointsManual] != 3 || ben.AveragePlace() != 1 {
		t.Errorf("Ben: %+v; want 3 points by hand and place 1", ben.Lord)
	}
}

// TestUnfinishedCountedApart: an unfinished game adds nothing but its
// count.
func TestUnfinishedCountedApart(t *testing.T) {
	g := parse(t, "open.jsonl", buhmannABC, `{"v":1,"type":"pass"}`)
	s := Aggregate([]Game{g}, Filter{}, Identities{})
	if s.Games != 0 || s.Unfinished != 1 || len(s.Players) != 0 {
		t.Errorf("season %+v; want 1 unfinished game and no players", s)
	}
}

// TestFilter: variant, dates and player (by alias and by C-1 spelling).
func TestFilter(t *testing.T) {
	day := func(d int) string { return time.Date(2026, 10, d, 20, 0, 0, 0, time.UTC).Format(time.RFC3339) }
	g1 := parse(t, "a.jsonl", buhmannABC, `{"v":1,"seq":1,"at":"`+day(1)+`","type":"end"}`)
	g2 := parse(t, "b.jsonl", `{"v":1,"type":"setup","variant":"buhmann","players":["Jule","Dora","Eli"]}`,
		`{"v":1,"seq":1,"at":"`+day(8)+`","type":"end"}`)
	g3 := parse(t, "c.jsonl", `{"v":1,"type":"setup","variant":"lord","players":["ANA","Ben","Cem","Dora","Eli"]}`,
		`{"v":1,"seq":1,"at":"`+day(15)+`","type":"end"}`)
	games := []Game{g1, g2, g3}
	ids := NewIdentities(map[string]string{"Jule": "Julia"})
	lord := rules.Lord
	oct := func(d int) time.Time { return time.Date(2026, 10, d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		name string
		f    Filter
		want int
	}{
		{"all", Filter{}, 3},
		{"lord", Filter{Variant: &lord}, 1},
		{"since the 8th", Filter{Since: oct(8)}, 2},
		{"until the 8th", Filter{Until: oct(8)}, 1},
		{"week of the 8th", Filter{Since: oct(8), Until: oct(9)}, 1},
		{"ana in any case", Filter{Player: "ana"}, 2},
		{"julia by her alias", Filter{Player: "JULIA"}, 1},
		{"nobody", Filter{Player: "Zoe"}, 0},
	} {
		if got := Aggregate(games, c.f, ids).Games; got != c.want {
			t.Errorf("%s: %d games, want %d", c.name, got, c.want)
		}
	}
	s := Aggregate(games, Filter{}, ids)
	if ana := find(t, s, "ANA"); ana.Games != 2 { // the spelling of her latest game
		t.Errorf("Ana (as ANA) has %d games, want 2", ana.Games)
	}
	find(t, s, "Julia")
}

func TestIdentities(t *testing.T) {
	ids := NewIdentities(map[string]string{"Jule": "Julia", "Julchen": "jule", "A": "B", "B": "A"})
	for _, c := range []struct{ name, want string }{
		{"Jule", "Julia"}, {"JULE", "Julia"}, {"Julchen", "Julia"}, {"Julia", "Julia"}, {"Zoë", "Zoë"},
	} {
		if got := ids.Name(c.name); got != c.want {
			t.Errorf("Name(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if ids.Key("A") == "" || ids.Key("Zoe\u0308") != ids.Key("ZOË") {
		t.Errorf("keys: a cycle of aliases must end, and Zoë typed two ways is one person")
	}
}

// TestC3_FirstPlayerWinRate: the season counts the finished games and
// those the first player (C-3) won, for the first player's win rate;
// unfinished games do not count.
func TestC3_FirstPlayerWinRate(t *testing.T) {
	game := func(first, winner int, over bool) Game {
		g := Game{Over: over, First: first, Players: make([]PlayerGame, 3)}
		for i := range g.Players {
			g.Players[i] = PlayerGame{Seat: i, Name: []string{"Ana", "Ben", "Cem"}[i]}
		}
		if over {
			g.Players[winner].Result = Win
		}
		return g
	}
	s := Aggregate([]Game{game(0, 0, true), game(1, 2, true), game(2, 2, true), game(0, 0, false)}, Filter{}, Identities{})
	if s.FirstPlayer != (FirstPlayer{Games: 3, Wins: 2}) {
		t.Errorf("first player %+v, want 2 wins of 3 games", s.FirstPlayer)
	}
	if got := s.FirstPlayer.WinRate(); got < 0.66 || got > 0.67 {
		t.Errorf("win rate %v, want 2/3", got)
	}
}
