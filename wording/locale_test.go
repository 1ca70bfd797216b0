package wording

import "testing"

func TestLocaleLanguage(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, ""},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "de_AT"}, "de"},
		{map[string]string{"LANG": "de"}, "de"},
		{map[string]string{"LANG": "DE_ch.utf8"}, "de"},
		{map[string]string{"LANG": "en_GB.UTF-8"}, "en"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, ""},
		{map[string]string{"LANG": "C.UTF-8"}, ""},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, ""},
		{map[string]string{"LC_MESSAGES": "en_US", "LC_ALL": "de_DE@euro"}, "de"},
		{map[string]string{"LANG": "de_DE", "LC_ALL": ""}, "de"},
		{map[string]string{"LANG": "_"}, ""},
	} {
		if got := LocaleLanguage(func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("LocaleLanguage(%v) = %q, want %q", tt.env, got, tt.want)
		}
	}
}
