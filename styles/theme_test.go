package styles

import "testing"

func TestParseTheme(t *testing.T) {
	for _, name := range []string{"auto", "dark", "light"} {
		th, ok := ParseTheme(name)
		if !ok || th.String() != name {
			t.Errorf("ParseTheme(%q) = %v, %v", name, th, ok)
		}
	}
	if th, ok := ParseTheme(""); !ok || th != ThemeAuto {
		t.Errorf(`ParseTheme("") = %v, %v; want auto`, th, ok)
	}
	if _, ok := ParseTheme("blue"); ok {
		t.Error("ParseTheme(blue) took an unknown theme")
	}
}
