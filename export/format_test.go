package export

import (
	"errors"
	"testing"

	"rolekeeper/wording"
)

// TestFormatsAreOneList: every format of Formats is read back by its name,
// has a title and is written by Write; an unknown name is an
// *UnknownFormat naming the formats there are, in every language.
func TestFormatsAreOneList(t *testing.T) {
	for _, f := range Formats {
		if got, err := ParseFormat(string(f)); err != nil || got != f {
			t.Errorf("ParseFormat(%q) = %q, %v", f, got, err)
		}
		if f.Title() == string(f) {
			t.Errorf("%s has no title", f)
		}
	}
	_, err := ParseFormat("pdf")
	var uf *UnknownFormat
	if !errors.As(err, &uf) || uf.Name != "pdf" {
		t.Fatalf("pdf: %v", err)
	}
	if got, want := wording.German().ErrorText(err), `unbekanntes Format "pdf": möglich sind md, csv oder json`; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
	if got, want := err.Error(), `unknown format "pdf": use md, csv or json`; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
}
