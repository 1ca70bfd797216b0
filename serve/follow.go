package serve

// followTable tells the sharing writer when the Feed follows the table
// to its next game (live.FollowNext), so that the playing screen shows
// the code again at once.
func (s *Server) followTable() {
	sub := s.cfg.Feed.Subscribe()
	path := s.cfg.Feed.Path()
	for {
		if _, err := sub.Next(s.ctx); err != nil {
			return
		}
		if p := s.cfg.Feed.Path(); p != path {
			path = p
			s.signal()
		}
	}
}
