package web

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/styles"
	"rolekeeper/tableview"
	"rolekeeper/ui/viewer"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// TestSSHViewerAgreesWithThePage follows every golden game of both
// variants (rules/testdata/examples) as serve does, one feed for its SSH
// viewers (viewer.Follow, viewer.New: the game's model in watch mode)
// and its page (a table following the feed), and checks that the SSH
// viewer's game and the page's are one table for tableview, seat by seat,
// and that the viewer's cards say what the page says, in both languages.
func TestSSHViewerAgreesWithThePage(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "rules", "testdata", "examples", "*.jsonl"))
	checked := 0
	for _, path := range files {
		if _, err := journal.Read(path); err != nil {
			continue // a game the rules refuse: no table to show
		}
		feed, err := viewer.Follow(path)
		if err != nil {
			t.Fatal(err)
		}
		page := table{}.follow(feed.Latest())
		for _, lang := range wording.Languages() {
			wd, _ := wording.For(lang)
			ctx, cancel := context.WithCancel(context.Background())
			m, err := viewer.New(ctx, feed, model.Options{Words: wd}, true)
			if err != nil {
				t.Fatal(err)
			}
			ssh, web := m.Game().State, page.game.State
			sshView, webView := tableview.Of(ssh), tableview.Of(web)
			f := views.Frame{Width: 120, Height: 40, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
			pv := page.view(wd, webView)
			for seat := range web.Players {
				if !reflect.DeepEqual(tableview.SeatOf(ssh, seat), tableview.SeatOf(web, seat)) {
					t.Errorf("%s, %s, seat %d: the SSH viewer's table and the page's differ", lang, filepath.Base(path), seat+1)
				}
				card := views.CardText(f, ssh, seat, 44)
				if cf, pf := cardFacts(wd, ssh, card), pageFacts(wd, pv.Players[seat]); cf != pf {
					t.Errorf("%s, %s, seat %d: the SSH viewer's card and the page disagree\ncard: %+v\npage: %+v", lang, filepath.Base(path), seat+1, cf, pf)
				}
				checked++
			}
			if !reflect.DeepEqual(sshView, webView) {
				t.Errorf("%s, %s: the SSH viewer's table and the page's differ", lang, filepath.Base(path))
			}
			cancel()
		}
		feed.Close()
	}
	if checked < 100 {
		t.Errorf("%d seats checked", checked)
	}
	t.Logf("%d seats checked", checked)
}
