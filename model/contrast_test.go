package model

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/screentest"
	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/ui/picker"
)

// depth is a terminal's colour depth as the contrast test reads it.
type depth struct {
	depth   styles.Depth
	profile colorprofile.Profile // what Bubble Tea downsamples to
	eight   bool                 // only the first eight ANSI colours exist
}

// depths are the four colour depths of a terminal: TERM=linux has eight
// colours, TERM=xterm sixteen, TERM=xterm-256color 256.
var depths = []depth{
	{styles.TrueColor, colorprofile.TrueColor, false},
	{styles.Colors256, colorprofile.ANSI256, false},
	{styles.Colors16, colorprofile.ANSI, false},
	{styles.Colors8, colorprofile.ANSI, true},
}

// painter draws one screen in the theme of a terminal (dark or light,
// colour depth d) at w×h cells.
type painter struct {
	name  string
	paint func(dark bool, d styles.Depth, w, h int) string
}

// contrastScreens are every screen a player reads: the golden scenarios
// (table, setup, prompts, refusal, notice, help, summaries), the log, an
// open prompt, a failed save, the live viewer, the sharing header and the
// list of saved games.
func contrastScreens(t *testing.T) []painter {
	extra := []scenario{
		{"log", func(t *testing.T) Model { return press(t, buhmannIT(t), "h") }},
		{"attack_prompt", func(t *testing.T) Model { return press(t, buhmannIT(t), "a") }},
		{"points_prompt", func(t *testing.T) Model { return press(t, lordUnicode(t), "v") }},
		{"save_failed", func(t *testing.T) Model {
			next, _ := buhmannIT(t).Update(SaveFailedMsg{Err: errors.New("disk full")})
			return next.(Model)
		}},
		{"viewer_problem", func(t *testing.T) Model {
			next, _ := watched(t, pass).Update(Followed{Setup: buhmann5, Events: []rules.Event{pass}, Problem: errors.New("line 3: bad")})
			return next.(Model)
		}},
		{"sharing", func(t *testing.T) Model {
			opts := testOptions()
			opts.Sharing = func() tea.Cmd { return nil }
			next, _ := Resume(mustGame(t, buhmann5), nil, opts).Update(SharingMsg{On: true, Viewers: 2, Code: "482913"})
			return next.(Model)
		}},
	}
	var out []painter
	for _, sc := range append(slices.Clone(scenarios), extra...) {
		m := sc.build(t)
		out = append(out, painter{sc.name, func(dark bool, d styles.Depth, w, h int) string {
			return sized(themed(m, dark, d), w, h).Render()
		}})
	}
	return append(out, painter{"picker", func(dark bool, d styles.Depth, w, h int) string {
		var p tea.Model = picker.New(picker.Options{Games: screentest.SavedGames(), Dir: "/games", Now: screentest.Now})
		for _, msg := range append(screentest.ThemeMsgs(dark, d), tea.WindowSizeMsg{Width: w, Height: h}) {
			p, _ = p.Update(msg)
		}
		return p.(picker.Picker).Render()
	}})
}

// sizes are the screen sizes every screen is read at.
var sizes = [][2]int{{120, 40}, {80, 24}}

// finding is the worst cell of one kind on one screen.
type finding struct {
	screen, text string
	ratio        float64
	fg, bg       rgb
}

// readScreen parses a painted screen into cells, downsamples them as Bubble
// Tea does for the depth, and returns the worst text and graphic cells and
// every colour the depth does not have.
func readScreen(name, out string, d depth, term terminal) (worst map[glyphKind]finding, bad []string) {
	worst = map[glyphKind]finding{}
	for y, line := range uv.NewStyledString(out).Lines(ansi.GraphemeWidth) {
		for x, c := range line {
			kind := kindOf(c.Content)
			if kind == glyphNone {
				continue
			}
			s := cellColours(uv.ConvertStyle(c.Style, d.profile), term, d.eight)
			if s.outOfSet != "" {
				bad = append(bad, fmt.Sprintf("%s %d,%d %q: %s", name, x, y, c.Content, s.outOfSet))
			}
			r, fg := s.ratio()
			if w, ok := worst[kind]; !ok || r < w.ratio {
				worst[kind] = finding{name, lineText(line, x), r, fg, s.bg}
			}
		}
	}
	return worst, bad
}

// lineText is a few cells of the line around x, to say where a cell is.
func lineText(line uv.Line, x int) string {
	var b strings.Builder
	for i := max(x-6, 0); i < min(x+14, len(line)); i++ {
		b.WriteString(line[i].Content)
	}
	return strings.TrimSpace(b.String())
}

// TestContrast reads every screen in every colour depth on a dark and a
// light terminal and requires WCAG contrast of at least 4.5:1 for text
// and 3:1 for borders, big digits and other graphics, and no colour the
// depth does not have. It logs the least ratio of each depth and
// background (go test -v -run TestContrast ./model).
func TestContrast(t *testing.T) {
	screens := contrastScreens(t)
	for _, d := range depths {
		for _, term := range terminals {
			least := map[glyphKind]finding{}
			for _, sc := range screens {
				for _, size := range sizes {
					name := fmt.Sprintf("%s_%dx%d", sc.name, size[0], size[1])
					worst, bad := readScreen(name, sc.paint(term.dark, d.depth, size[0], size[1]), d, term)
					for _, b := range bad[:min(len(bad), 3)] {
						t.Errorf("%s colours, %s background: %s", d.depth, term.name, b)
					}
					for kind, f := range worst {
						if w, ok := least[kind]; !ok || f.ratio < w.ratio {
							least[kind] = f
						}
					}
				}
			}
			for _, kind := range []glyphKind{glyphText, glyphGraphic} {
				f := least[kind]
				msg := fmt.Sprintf("%-9s %-5s %-7s least %5.2f:1 (%s on %s) in %s: %q", d.depth, term.name,
					kind, f.ratio, f.fg, f.bg, f.screen, f.text)
				if f.ratio < kind.minRatio() {
					t.Errorf("%s, want at least %.1f:1", msg, kind.minRatio())
				} else {
					t.Log(msg)
				}
			}
		}
	}
}

// TestLivingNeverLookOut: in every depth and on both backgrounds the big
// digits of a player in the game and of a player who is out are shown in
// colours at least 2.5:1 apart (in either colour bold may show), and the
// names differ in style.
func TestLivingNeverLookOut(t *testing.T) {
	for _, d := range depths {
		for _, term := range terminals {
			st := styles.NewStyles(term.dark, d.depth)
			shownAs := func(k styles.Ink) shown {
				cells := uv.NewStyledString(k.Render("█")).Lines(ansi.GraphemeWidth)[0]
				return cellColours(uv.ConvertStyle(cells[0].Style, d.profile), term, d.eight)
			}
			for _, living := range shownAs(st.LifeBig).fgs() {
				for _, out := range shownAs(st.LifeOutBig).fgs() {
					if r := contrastRatio(living, out); r < 2.5 {
						t.Errorf("%s colours, %s: living digits %s and out digits %s are only %.2f:1 apart",
							d.depth, term.name, living, out, r)
					}
				}
			}
			if st.Name.Render("Ana") == st.NameOut.Render("Ana") {
				t.Errorf("%s colours, %s: an out player's name looks like a living one's", d.depth, term.name)
			}
		}
	}
}

// noColorSGR are the only SGR parameters NO_COLOR may use: reset, bold,
// faint, reverse video, strike-through and their ends.
var noColorSGR = []int{0, 1, 2, 7, 9, 22, 27, 29}

// TestNoColorUsesAttributesOnly: without colour every screen uses only
// bold, faint, reverse video and strike-through: no colour, underline,
// italics or any escape sequence other than SGR.
func TestNoColorUsesAttributesOnly(t *testing.T) {
	p := ansi.NewParser()
	for _, sc := range contrastScreens(t) {
		for _, dark := range []bool{true, false} {
			for _, size := range sizes {
				out := sc.paint(dark, styles.NoColor, size[0], size[1])
				var state byte
				for len(out) > 0 {
					seq, width, n, next := ansi.DecodeSequence(out, state, p)
					state, out = next, out[n:]
					if width > 0 || seq == "\n" || !strings.HasPrefix(seq, "\x1b") {
						continue
					}
					if problem := sgrProblem(seq, p); problem != "" {
						t.Errorf("%s %dx%d without colour: %q: %s", sc.name, size[0], size[1], seq, problem)
						break
					}
				}
			}
		}
	}
}

// sgrProblem says what is wrong with an escape sequence in a screen
// without colour, or "".
func sgrProblem(seq string, p *ansi.Parser) string {
	if ansi.Cmd(p.Command()).Final() != 'm' || !strings.HasPrefix(seq, "\x1b[") {
		return "not an SGR sequence"
	}
	problem := ""
	p.Params().ForEach(0, func(_, param int, _ bool) {
		if !slices.Contains(noColorSGR, param) && problem == "" {
			problem = fmt.Sprintf("SGR %d is not bold, faint, reverse or strike-through", param)
		}
	})
	return problem
}
