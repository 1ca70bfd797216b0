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
// to draw the screen anew; on a loaded machine the answers may be taken
// before the first frame, which then is the only clear (awaitAnswered).
// After that, the screen is the one to check once it shows the text awaited and stays the same between two
// looks (a frame may reach the terminal in more than one read; the
// output itself never rests long, since a screen with a clock or a name
// the renderer redraws writes again every second or less).

// screenBound is how long a terminal test waits for a screen: only a hang
// reaches it.
const screenBound = 60 * time.Second

// lookGap is the time between two looks at a screen that must agree.
const lookGap = 150 * time.Millisecond

// answerWait is longer than the program waits for the terminal's answers
// (measureWait in ui/common, 2 s): a screen cleared once after the
// question and not again within it is drawn with the answers already
// taken (the clear that follows them came before the first frame and
// is that frame's), or with none coming.
const answerWait = 3 * time.Second

// clears is how many times raw, a program's output from its start,
// clears the screen after its question about widths (-1 before the
// question).
func clears(raw []byte) int {
	q := bytes.Index(raw, []byte("\x1b[6n"))
	if q < 0 {
		return -1
	}
	return bytes.Count(raw[q:], []byte("\x1b[2J"))
}

// awaitAnswered waits until the output logged at path shows the screen
// drawn with the terminal's answers: cleared twice after the question,
// or once and not again within answerWait; an error after screenBound.
func awaitAnswered(path string) error {
	var once time.Time
	for deadline := time.Now().Add(screenBound); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		raw, _ := os.ReadFile(path)
		switch n := clears(raw); {
		case n >= 2:
			return nil
		case n == 1 && once.IsZero():
			once = time.Now()
		case n == 1 && time.Since(once) >= answerWait:
			return nil
		}
	}
	raw, _ := os.ReadFile(path)
	return fmt.Errorf("the program asked and drew nothing within %v (%d bytes of output, %d clears after the question)", screenBound, len(raw), clears(raw))
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
