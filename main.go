// Command rolekeeper is a full-screen terminal scorekeeper for the Magic:
// The Gathering multiplayer variants Buhmann and Lord is killing you.
//
// main hands the command line to package cli with what only the build
// knows: the version and the bundled demo games.
package main

import (
	"context"
	"embed"
	"os"

	"rolekeeper/cli"
)

// version is set at build time with -ldflags "-X main.version=…"; when
// it is not, --version shows the module version and commit of the build
// information.
var version string

// demos are the bundled sample games of `rolekeeper demo`.
//
//go:embed testdata/demo-buhmann.jsonl testdata/demo-lord.jsonl
var demos embed.FS

func main() {
	os.Exit(cli.Execute(context.Background(), cli.Build{Version: version, Demos: demos}))
}
