package export

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// WriteFile writes an export to the file at path, reporting a failed
// write or close with the file's name.
func WriteFile(path string, write func(io.Writer) error) error {
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(out); err != nil {
		out.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// WriteNew writes an export to a new file STEM.EXT in the current
// folder, or STEM-2.EXT and so on when that name is taken; it never
// replaces a file. It returns the name written.
func WriteNew(stem, ext string, write func(io.Writer) error) (string, error) {
	for n := 1; n <= 100; n++ {
		name := stem + ext
		if n > 1 {
			name = fmt.Sprintf("%s-%d%s", stem, n, ext)
		}
		out, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if err := write(out); err != nil {
			out.Close()
			return "", fmt.Errorf("%s: %w", name, err)
		}
		if err := out.Close(); err != nil {
			return "", fmt.Errorf("%s: %w", name, err)
		}
		return name, nil
	}
	return "", fmt.Errorf("%s%s: too many exports of that name", stem, ext)
}
