package cli

import (
	"rolekeeper/journal"
	"rolekeeper/model"
)

// openLogged opens the game file at path as resume does: the journal's
// one replay also builds the table's log, which keeps the offset of
// every few records instead of every event and reads what its screen
// shows back from the file (journal.Window).
func openLogged(path string) (*journal.Journal, journal.Damage, *model.Log, error) {
	log := new(model.Log)
	j, damage, err := journal.Open(path, journal.Observe(log.Add), journal.ObserveOffsets(log.At))
	if err != nil {
		return nil, damage, nil, err
	}
	w, err := journal.WindowOf(j.Path())
	if err != nil {
		j.Close()
		return nil, damage, nil, err
	}
	log.ReadFrom(w.Events)
	return j, damage, log, nil
}
