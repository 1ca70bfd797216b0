package cli

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"
)

// How the terminal tests (tmux, xterm) know a screen is drawn: by the
// program's output as the terminal logged it (tmux's pipe-pane, xterm's
// -l) and by the screen itself, not by a time that a loaded machine may
// not keep. The program asks its question about widths first
// (ui/common/measure.go), clears the screen as it starts drawing, and
// clears it again once the answers are taken (or its wait for them ends)
// to draw the screen anew. After the second clear, the screen is the one
// to check once it shows the text awaited and stays the same between two
// looks (a frame may reach the terminal in more than one read; the
// output itself never rests long, since a screen with a clock or a name
// the renderer redraws writes again every second or less).

// screenBound is how long a terminal test waits for a screen: only a hang
// reaches it.
const screenBound = 60 * time.Second

// lookGap is the time between two looks at a screen that must agree.
const lookGap = 150 * time.Millisecond

// answered reports whether raw, a program's output from its start, holds
// the question about widths and after it two clears of the screen.
func answered(raw []byte) bool {
	q := bytes.Index(raw, []byte("\x1b[6n"))
	return q >= 0 && bytes.Count(raw[q:], []byte("\x1b[2J")) >= 2
}

// awaitAnswered waits until the output logged at path is answered; an
// error after screenBound.
func awaitAnswered(path string) error {
	for deadline := time.Now().Add(screenBound); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if raw, _ := os.ReadFile(path); answered(raw) {
			return nil
		}
	}
	raw, _ := os.ReadFile(path)
	return fmt.Errorf("the program asked and drew nothing within %v (%d bytes of output at %s)", screenBound, len(raw), path)
}

// settled looks at the screen until it shows want and is the same in two
// looks lookGap apart, and returns its lines; an error after screenBound.
func settled(look func() (string, error), want string) ([]string, error) {
	last := ""
	for deadline := time.Now().Add(screenBound); time.Now().Before(deadline); time.Sleep(lookGap) {
		screen, err := look()
		if err != nil {
			return nil, err
		}
		if strings.Contains(screen, want) && screen == last {
			return strings.Split(strings.TrimRight(screen, "\n"), "\n"), nil
		}
		last = screen
	}
	return nil, fmt.Errorf("the screen did not show %q and rest within %v:\n%s", want, screenBound, last)
}

// atOnce runs do(0) … do(n-1), at most limit of them at a time, and waits
// for them all: the terminal tests wait on terminals far more than they
// compute.
func atOnce(n, limit int, do func(i int)) {
	sem := make(chan struct{}, limit)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			do(i)
		}()
	}
	wg.Wait()
}
