package cli

import (
	"fmt"
	"io"
	"os"
	"time"

	"charm.land/bubbles/v2/progress"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"

	"rolekeeper/wording"
)

// progressBar shows how far the first reading of the saved games into
// the index is, on one line of a terminal, once it has taken longer than
// a second: a warm run, or one on a pipe, shows nothing.
type progressBar struct {
	w     io.Writer
	words *wording.Words
	bar   progress.Model
	// on is false when the writer is no terminal.
	on    bool
	start time.Time
	// last is when the line was last drawn; shown is true once it was.
	last  time.Time
	shown bool
	now   func() time.Time
}

// progressDelay is how long a reading may take before the bar shows.
const progressDelay = time.Second

// newProgressBar returns a progress bar on f, which it draws only when f
// is a terminal, in the colours the terminal and NO_COLOR allow.
func newProgressBar(f *os.File, w *wording.Words) *progressBar {
	p := &progressBar{words: w, bar: progress.New(progress.WithWidth(30)), now: time.Now}
	p.start = p.now()
	if term.IsTerminal(f.Fd()) {
		p.on = true
		p.w = colorprofile.NewWriter(f, os.Environ())
	}
	return p
}

// update is a stats.Progress: done of total games read.
func (p *progressBar) update(done, total int) {
	now := p.now()
	if !p.on || now.Sub(p.start) < progressDelay || total == 0 {
		return
	}
	if p.shown && now.Sub(p.last) < 50*time.Millisecond && done < total {
		return
	}
	p.last, p.shown = now, true
	fmt.Fprint(p.w, "\r"+p.words.Stats.Progress(done, total)+" "+p.bar.ViewAs(float64(done)/float64(total))+"\x1b[K")
}

// finish clears the line if the bar was shown.
func (p *progressBar) finish() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
