package cli

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/stats"
	"rolekeeper/styles"
	"rolekeeper/ui/statscreen"
	"rolekeeper/wording"
)

// TestStatsScreenTheme: `rolekeeper stats --theme light`, and theme in
// config.toml, draw the stats screen in the chosen theme even on a
// terminal that answers that its background is dark; --theme wins over
// the config file. The live viewer (`watch`) takes the same theme.
func TestStatsScreenTheme(t *testing.T) {
	screen := func(opts statscreen.Options) string {
		var s tea.Model = statscreen.New(opts)
		for _, msg := range []tea.Msg{tea.WindowSizeMsg{Width: 80, Height: 24}, tea.BackgroundColorMsg{Color: color.Black}} {
			s, _ = s.Update(msg)
		}
		return s.(statscreen.Screen).Render()
	}
	light := screen(statscreen.Options{Theme: styles.ThemeLight})
	dark := screen(statscreen.Options{Theme: styles.ThemeDark})
	if light == dark {
		t.Fatal("the light and the dark stats screen are drawn alike")
	}
	for _, c := range []struct {
		args   []string
		config string
		want   string
		theme  styles.Theme
	}{
		{[]string{"stats", "--theme", "light"}, "", light, styles.ThemeLight},
		{[]string{"--theme=light", "stats"}, "", light, styles.ThemeLight},
		{[]string{"stats"}, "light", light, styles.ThemeLight},
		{[]string{"stats", "--theme", "dark"}, "light", dark, styles.ThemeDark},
		{[]string{"stats"}, "", dark, styles.ThemeAuto}, // auto: the terminal said dark
	} {
		wd := wording.English()
		cmd, rest, err := newRootCommand(Build{}, wd, c.config).Find(c.args)
		if err == nil {
			err = cmd.ParseFlags(rest)
		}
		if err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if got := screen(statsScreenOptions(cmd, stats.Report{}, false, wd)); got != c.want {
			t.Errorf("%v with theme %q in config.toml: the stats screen is not drawn in the theme chosen", c.args, c.config)
		}
		if got := watchOptions(cmd, wd).Theme; got != c.theme { // the flag is the root's: watch reads it so too
			t.Errorf("%v with theme %q in config.toml: the live viewer gets the theme %v, want %v", c.args, c.config, got, c.theme)
		}
	}
}
