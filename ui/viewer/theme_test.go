package viewer

import (
	"context"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/screentest"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/styles"
)

// TestThemeDrawsTheViewer: the live viewer is drawn in the theme chosen
// (`watch --theme`, config.toml) whatever the terminal answers.
func TestThemeDrawsTheViewer(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{})
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	screentest.CheckTheme(t, "the live viewer", func(theme styles.Theme, answer tea.BackgroundColorMsg) string {
		opts := testOptions()
		opts.Theme = theme
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		m, err := New(ctx, feed, opts, false)
		if err != nil {
			t.Fatal(err)
		}
		var v tea.Model = m
		v, _ = v.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		v, _ = v.Update(answer)
		return v.(model.Model).Render()
	})
}
