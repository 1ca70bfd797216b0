// Package autosave keeps a game on disk while it is played: the Saver sits
// between the model and the journal, queues the setup and the events the
// model hands it in Update (no I/O there), and writes them in the commands
// it returns, reporting model.SavedMsg or model.SaveFailedMsg. Saves that
// fail are retried at the next event; events still unsaved when the program
// ends go to a rescue copy. The export key of the summary screen writes
// through it too (OnExport), beside the game file.
package autosave
