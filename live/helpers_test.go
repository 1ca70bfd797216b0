package live

import "rolekeeper/internal/feedtest"

// The feed tests' games and clock (internal/feedtest): the viewer's,
// serve's and the page's tests write theirs with the same helpers, so
// that a Feed and everything that shows one are tested on the same kind
// of file.
var (
	lordSetup = feedtest.Lord
	writeGame = feedtest.Write
	eventLine = feedtest.Line
)
