// Package rules is rolekeeper's domain: the rules of Buhmann and of Lord is
// killing you (RULES.md) as a pure reducer.
//
// A game starts from a [Setup] with [NewGame]; every later record of a game
// file is an [Event] that [Apply] turns into the next [Game] and the list of
// [Effect]s it caused. The package uses the standard library only, does no
// I/O, never panics and is deterministic: random draws come from a generator
// whose state is part of the Game (C-9), so replaying the same records always
// gives the same state.
//
// The package holds no words. A refused event or setup is a [*RuleError]
// carrying the refusing rule's id, a [RefusalKey] and its arguments (seats,
// numbers, text); an [Effect] names its parts by meaning (Culprit, Victim,
// Life, Points …). Package wording says both in words.
//
// Seats are 0-based indexes into Setup.Players, in clockwise order. [NoSeat]
// stands for "nobody" (no source, no culprit, no IT, no waiting player).
package rules
