package cli

import (
	"runtime/debug"
	"strings"

	"rolekeeper/wording"
)

// revisionLength is how many hex digits of a commit the version shows.
const revisionLength = 12

// versionText is what `rolekeeper --version` prints, in the words of t:
// the version set at link time (-ldflags "-X main.version=…")
// if there is one, else the module version from the build information
// (a tag, or a pseudo-version such as v0.0.0-20261130104914-d4bd84c0a1b2
// when built from a checkout by `go install .`), else "devel"; then the
// commit the build information names, and whether the checkout had
// changes. info is nil when the binary has no build information.
func versionText(linked string, info *debug.BuildInfo, t wording.CLI) string {
	version := linked
	if version == "" && info != nil && info.Main.Version != "" && info.Main.Version != "(devel)" {
		version = info.Main.Version
	}
	if version == "" {
		version = "devel"
	}
	revision, modified := buildSetting(info, "vcs.revision"), buildSetting(info, "vcs.modified") == "true"
	if revision != "" {
		revision = shortRevision(revision)
	}
	return t.Version(version, revision, modified)
}

// buildSetting returns the value of a build setting, or "".
func buildSetting(info *debug.BuildInfo, key string) string {
	if info == nil {
		return ""
	}
	for _, s := range info.Settings {
		if s.Key == key {
			return strings.TrimSpace(s.Value)
		}
	}
	return ""
}

func shortRevision(r string) string {
	if len(r) > revisionLength {
		return r[:revisionLength]
	}
	return r
}

// buildInfo is the binary's build information, or nil.
func buildInfo() *debug.BuildInfo {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	return info
}
