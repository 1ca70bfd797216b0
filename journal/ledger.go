package journal

import "rolekeeper/rules"

// A replay of a long file for a report that lists the game's eliminations
// and manual points changes (an export) keeps neither them nor the life
// lost (WithoutLedger): it hands the lists on as it reads them, once no
// later record can take them back, to a Ledger, which keeps them where
// memory does not grow (export.Ledger: a scratch file).

// TakeLedger is WithoutLedger for a reader that reports the lists of
// eliminations and manual points changes (an export): ReadFinal hands
// them to l as it reads, once no later record can take them back, instead
// of keeping them.
func TakeLedger(l Ledger) Option {
	return func(o *options) { o.noLedger, o.ledger = true, l }
}

// A Ledger takes the eliminations and manual points changes (L-11) of a
// game as ReadFinal reads them (TakeLedger).
type Ledger interface {
	// Take is handed eliminations and manual points changes that no later
	// record of the file takes back, in the order they happened, each
	// once.
	Take(elims []rules.Elimination, hand []rules.HandPoints)
	// Restart says that the file is read again from its start (it undoes
	// or redoes events, see ReadFinal): everything taken before is to be
	// forgotten.
	Restart()
}

// ledgerMode is how a replay keeps the game's ledger: whole, or off
// (WithoutLedger) with the lists handed to take when it is set
// (TakeLedger).
type ledgerMode struct {
	off  bool
	take Ledger
}

// takeEvery is how many event records apart a replay without history
// takes the ledger (takeLedger): often enough that what piles up in
// between is little, seldom enough that taking costs nothing per event.
const takeEvery = 64

// takeLedger takes the eliminations and manual points changes that no
// later record can take back from a game read without its ledger (none
// while it can undo or redo), handing them on when a Ledger takes them
// (TakeLedger), so that the game keeps none of them. A replay without
// history takes them every takeEvery records, one with history when it
// drops the history (forgetAfter); takeRest the rest at the end.
func (r *reader) takeLedger() {
	if !r.ledger.off {
		return
	}
	g, elims, hand := r.f.Game.TakeLedger()
	r.f.Game = g
	if r.ledger.take != nil && (len(elims) > 0 || len(hand) > 0) {
		r.ledger.take.Take(elims, hand)
	}
}

// takeRest hands the eliminations and manual points changes not yet taken
// to the Ledger at the end of the file, where no record is left to take
// them back: those the game's undo history still held.
func (r *reader) takeRest() {
	if r.ledger.take == nil {
		return
	}
	_, elims, hand := r.f.Game.ForgetHistory().TakeLedger()
	if len(elims) > 0 || len(hand) > 0 {
		r.ledger.take.Take(elims, hand)
	}
}
