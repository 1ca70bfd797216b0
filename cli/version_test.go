package cli

import (
	"runtime/debug"
	"testing"

	"rolekeeper/wording"
)

func TestVersionText(t *testing.T) {
	stamped := &debug.BuildInfo{Main: debug.Module{Path: "rolekeeper", Version: "v0.0.0-20261130104914-d4bd84c0a1b2+dirty"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "d4bd84c0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"},
			{Key: "vcs.modified", Value: "true"}}}
	tagged := &debug.BuildInfo{Main: debug.Module{Path: "rolekeeper", Version: "v1.2.0"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "false"}}}
	devel := &debug.BuildInfo{Main: debug.Module{Path: "rolekeeper", Version: "(devel)"}}
	for _, tc := range []struct {
		name, linked string
		info         *debug.BuildInfo
		want         string
	}{
		{"linked wins", "1.0.0", tagged, "rolekeeper version 1.0.0 (commit 0123456789ab)"},
		{"tag and commit", "", tagged, "rolekeeper version v1.2.0 (commit 0123456789ab)"},
		{"pseudo-version of a changed checkout", "", stamped,
			"rolekeeper version v0.0.0-20261130104914-d4bd84c0a1b2+dirty (commit d4bd84c0a1b2, with uncommitted changes)"},
		{"no version, no commit", "", devel, "rolekeeper version devel"},
		{"no build information", "", nil, "rolekeeper version devel"},
	} {
		if got := versionText(tc.linked, tc.info, wording.English().CLI); got != tc.want {
			t.Errorf("%s: versionText = %q, want %q", tc.name, got, tc.want)
		}
	}
	if got, want := versionText("", stamped, wording.German().CLI),
		"rolekeeper Version v0.0.0-20261130104914-d4bd84c0a1b2+dirty (Commit d4bd84c0a1b2, mit nicht eingecheckten Änderungen)"; got != want {
		t.Errorf("German: versionText = %q, want %q", got, want)
	}
}
