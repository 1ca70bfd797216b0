package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"rolekeeper/autosave"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// maxPathLine is the longest answer read at the unsaved game's prompt.
const maxPathLine = 4096

// offerUnsaved is what quitting does with games that could be written
// neither to their file nor to a rescue copy: it says so and offers, for
// each, to write it to a path typed at the prompt or to print it here
// (Enter, or the end of the input), asking again when a path cannot be
// written. Nothing entered is lost: the game is printed when nothing else
// works.
func offerUnsaved(in io.Reader, out io.Writer, games []*autosave.Unsaved, wd *wording.Words) {
	r := bufio.NewReaderSize(in, maxPathLine)
	for _, g := range games {
		fmt.Fprintln(out, g.Text)
		written := false
		for range 5 {
			fmt.Fprint(out, wd.Limits.UnsavedAsk)
			path, ok := answer(r)
			if !ok || path == "" {
				break
			}
			if info, err := os.Stat(path); err == nil && info.IsDir() {
				path = filepath.Join(path, g.Name)
			}
			if err := safefile.Create(path, func(w io.Writer) error { _, err := w.Write(g.Game); return err }); err != nil {
				fmt.Fprintln(out, wd.Limits.UnsavedCannotWrite(wd.ErrorText(err)))
				continue
			}
			fmt.Fprintln(out, wd.Limits.UnsavedWritten(path))
			written = true
			break
		}
		if !written {
			fmt.Fprintln(out, wd.Limits.UnsavedPrinted(g.Name))
			fmt.Fprintln(out, "----- "+g.Name+" -----")
			_, _ = out.Write(g.Game)
			fmt.Fprintln(out, "----- "+g.Name+" -----")
		}
	}
}

// answer reads one line typed at the prompt, without its blanks; ok is
// false at the end of the input. A line longer than maxPathLine is read
// past and taken as no answer.
func answer(r *bufio.Reader) (string, bool) {
	line, err := r.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		for errors.Is(err, bufio.ErrBufferFull) {
			_, err = r.ReadSlice('\n')
		}
		return "", err == nil
	}
	if err != nil && len(line) == 0 {
		return "", false
	}
	return strings.TrimSpace(string(line)), true
}

// unsavedError is the error of a quit that could save a game nowhere:
// the player chose above where its records went; the exit status says
// that it was not saved.
type unsavedError struct{ n int }

// Error implements error.
func (e *unsavedError) Error() string { return fmt.Sprintf("%d games not saved", e.n) }

// withoutUnsaved is err without its *autosave.Unsaved games.
func withoutUnsaved(err error) error {
	if _, ok := err.(*autosave.Unsaved); ok {
		return nil
	}
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return err
	}
	var rest []error
	for _, e := range j.Unwrap() {
		if e = withoutUnsaved(e); e != nil {
			rest = append(rest, e)
		}
	}
	return errors.Join(rest...)
}
