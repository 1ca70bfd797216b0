// Package export writes a game's summary for people and programs outside
// rolekeeper: Markdown to read, CSV with one row per player for a
// spreadsheet, JSON for scripts. Write renders a summary to any io.Writer;
// it does no file I/O of its own.
package export
