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
// the config file.
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
	}{
		{[]string{"stats", "--theme", "light"}, "", light},
		{[]string{"--theme=light", "stats"}, "", light},
		{[]string{"stats"}, "light", light},
		{[]string{"stats", "--theme", "dark"}, "light", dark},
		{[]string{"stats"}, "", dark}, // auto: the terminal said dark
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
	}
}
