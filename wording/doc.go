// Package wording holds every word that rolekeeper's screens and exports
// say to players, per language: the log's sentences, the table's labels,
// the prompts, the help texts of the keys, the summary, the Markdown
// export, and the reasons of the rules' refusals (which carry only a rule
// id, a key and arguments). Nothing outside this package builds a
// sentence.
//
// # The catalogue
//
// A language is one *Words value: a typed struct of groups (Log, Table,
// Prompts …), each a struct of strings and of functions that take typed
// arguments (names, numbers, rules values) and return the finished
// sentence. English() is the base; another language is written as a
// partial Words and merged over the English one by For, the way lazygit's
// pkg/i18n does it. A test fails when any language leaves a text out, so a
// missing German text is found before anyone plays.
//
// Why a typed struct and not golang.org/x/text/message with a catalogue:
//
//   - Keys are checked by the compiler: a misspelt or removed key does not
//     build, where a message key is a string that fails silently at run
//     time (message falls back to the key itself).
//   - Plurals and word order are plain Go per language: a function per
//     message gets typed arguments ("Ana", 2, rules.CauseLibrary) and puts
//     them where its language wants them. German is not English with other
//     words ("Ana ist jetzt der Buhmann", "2 Passivitätsmarken"), and
//     x/text's plural selectors cover counts but not the cases and the
//     order of a sentence built from names, causes and rule ids.
//   - The value is carried, not global: the model and the views get one
//     *Words, so that two viewers of one game may read two languages
//     (issue 13) with no package-level language to switch.
//   - Nothing is generated: no gotext extraction step, no catalogue files
//     to keep in step with the code.
//
// To add a language: write a file (de.go) with a function German() *Words
// that fills in every group, and add "de": German to languages. Texts
// left out fall back to English at run time, and TestEveryLanguageHasEveryText
// names each of them until it is written.
//
// What is the same in every language lives here as plain functions:
// numbers with one true minus sign (Signed, Number), pair letters, and a
// Unicode-correct Capitalise. Plural and lists of names have one helper
// each (plural, joinList) that the languages call with their own words.
package wording
