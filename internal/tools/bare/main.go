// Command bare is a Bubble Tea program that does nothing but show a
// screen that never changes, at a frame rate of its flag: the framework's
// own idle cost, against which internal/tools/scaling/idle-side.sh
// measures an idle table of rolekeeper (BENCHMARKS.md, "Idle"). With
// -tick it changes a number on its first line once a second, as the
// table's clock does. It is no part of the program.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
)

// screen is a model whose View is a fixed screen and which quits on q;
// with tick, its first line counts the seconds.
type screen struct {
	text    string
	tick    bool
	seconds int
}

// second is the tick of the one-second clock.
type second struct{}

func (s screen) next() tea.Cmd {
	if !s.tick {
		return nil
	}
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return second{} })
}

func (s screen) Init() tea.Cmd { return s.next() }

func (s screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if msg.String() == "q" {
			return s, tea.Quit
		}
	case second:
		s.seconds++
		return s, s.next()
	}
	return s, nil
}

func (s screen) View() tea.View {
	v := tea.NewView(fmt.Sprintf("Resumed %d s\n", s.seconds) + s.text)
	v.AltScreen = true
	return v
}

func main() {
	fps := flag.Int("fps", 60, "the frame rate (tea.WithFPS)")
	tick := flag.Bool("tick", false, "change the first line once a second")
	flag.Parse()
	line := strings.Repeat("bare Bubble Tea program, nothing changes ", 3)[:118]
	text := strings.Repeat(line+"\n", 38)
	if _, err := tea.NewProgram(screen{text: text, tick: *tick}, tea.WithFPS(*fps)).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
