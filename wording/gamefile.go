package wording

import "strings"

// The keys of the game file's reasons (GameFile), as package journal's
// *Problem carries them, and of the rescue copies' folder (autosave).
const (
	ReasonChecksum         = "journal.checksum"
	ReasonChecksumPlace    = "journal.checksum-place"
	ReasonKeyCase          = "journal.key-case"
	ReasonKeyDamaged       = "journal.key-damaged"
	ReasonKeyTwice         = "journal.key-twice"
	ReasonNotObject        = "journal.not-object"
	ReasonNotUTF8          = "journal.not-utf8"
	ReasonBrokenJSON       = "journal.broken-json"
	ReasonCutShort         = "journal.cut-short"
	ReasonFieldKind        = "journal.field-kind"
	ReasonUnknownHouseRule = "journal.unknown-house-rule"
	ReasonHouseRuleKind    = "journal.house-rule-kind"
	ReasonChangeIncomplete = "journal.change-incomplete"
	ReasonPairSize         = "journal.pair-size"
	ReasonNoVersion        = "journal.no-version"
	ReasonVersion          = "journal.version"
	ReasonNoType           = "journal.no-type"
	ReasonUnknownType      = "journal.unknown-type"
	ReasonSeqZero          = "journal.seq-zero"
	ReasonSeqOrder         = "journal.seq-order"
	ReasonBadTime          = "journal.bad-time"
	ReasonNoVariant        = "journal.no-variant"
	ReasonUnknownVariant   = "journal.unknown-variant"
	ReasonBadSeed          = "journal.bad-seed"
	ReasonBadID            = "journal.bad-id"
	ReasonMissing          = "journal.missing"
	ReasonUnprotected      = "journal.unprotected"
	ReasonNoSetup          = "journal.no-setup"
	ReasonSecondSetup      = "journal.second-setup"
	ReasonFirstNotSetup    = "journal.first-not-setup"
	ReasonLockReplaced     = "journal.lock-replaced"
	ReasonCannotLock       = "journal.cannot-lock"
	ReasonNoGamesFolder    = "journal.no-games-folder"
	ReasonDamagedNotKept   = "journal.damaged-not-kept"
	ReasonCannotRepair     = "journal.cannot-repair"
	ReasonRepairReplaced   = "journal.repair-replaced"
	ReasonTooManyGames     = "journal.too-many-games"
	ReasonGameFileThere    = "journal.file-there"
	ReasonClosed           = "journal.closed"
	ReasonNumberRange      = "journal.number-range"
	ReasonSeedRange        = "journal.seed-range"
	ReasonNoRescueFolder   = "autosave.no-rescue-folder"
	ReasonLogChanged       = "journal.log-changed"
)

// GameFileKeys are the keys of GameFile, for the test that words each.
var GameFileKeys = []string{ReasonChecksum, ReasonChecksumPlace, ReasonKeyCase, ReasonKeyDamaged,
	ReasonKeyTwice, ReasonNotObject, ReasonNotUTF8, ReasonBrokenJSON, ReasonCutShort, ReasonFieldKind,
	ReasonUnknownHouseRule, ReasonHouseRuleKind, ReasonChangeIncomplete, ReasonPairSize, ReasonNoVersion,
	ReasonVersion, ReasonNoType, ReasonUnknownType, ReasonSeqZero, ReasonSeqOrder, ReasonBadTime,
	ReasonNoVariant, ReasonUnknownVariant, ReasonBadSeed, ReasonBadID, ReasonMissing, ReasonUnprotected,
	ReasonNoSetup, ReasonSecondSetup, ReasonFirstNotSetup, ReasonLockReplaced, ReasonCannotLock,
	ReasonNoGamesFolder, ReasonDamagedNotKept, ReasonCannotRepair, ReasonRepairReplaced, ReasonTooManyGames,
	ReasonGameFileThere, ReasonClosed, ReasonNoRescueFolder, ReasonNumberRange, ReasonSeedRange,
	ReasonLogChanged}

// GameFile are the reasons why a game file cannot be read, locked,
// repaired or made: its records as the journal's strict reader finds
// them, and the file as a whole. Keys, fields, record types and values
// quoted from the file ("seq", "life", "double_points") are the file's
// own text, quoted as Go quotes it; a JSON kind is one of "list",
// "object", "text", "bool", "number", "null", "nothing" (Kind says it).
// A reason with a cause (the operating system's) is followed by ": " and
// the cause in words.
type GameFile struct {
	// Kind names a kind of JSON value ("list": "a list"); KindNumber the
	// number n as found.
	Kind       func(kind string) string
	KindNumber func(n string) string
	// Checksum: a record's checksum does not match its bytes;
	// ChecksumPlace: its "crc" member is not where and as the app writes
	// it.
	Checksum, ChecksumPlace string
	// KeyCase: key is a known key (want) in another case; KeyDamaged: key
	// is one byte off a member that protects the record (want), which is
	// damage; KeyTwice: key appears twice in one record.
	KeyCase, KeyDamaged func(key, want string) string
	KeyTwice            func(key string) string
	// NotObject: the record is a JSON value of another kind; NotUTF8:
	// text that is not UTF-8 at byte at; BrokenJSON: not JSON from byte
	// at (detail is the JSON reader's own English words, or "");
	// CutShort: the record ends in the middle.
	NotObject  func(kind string) string
	NotUTF8    func(at string) string
	BrokenJSON func(at, detail string) string
	CutShort   string
	// FieldKind: field should be a value of kind want, and is found (a
	// kind, or the number as written, already said by Kind or
	// KindNumber).
	FieldKind func(field, want, found string) string
	// UnknownHouseRule: the setup names a house rule there is not (known
	// are those there are); HouseRuleKind: a house rule that is not true
	// or false but found.
	UnknownHouseRule func(rule, known string) string
	HouseRuleKind    func(rule, found string) string
	// ChangeIncomplete: change n of a record of type kind lacks a seat or
	// a delta; PairSize: pair n has seats seats.
	ChangeIncomplete func(kind, n string) string
	PairSize         func(n, seats string) string
	// NoVersion, Version: the record's format version "v" is missing or
	// is v where this rolekeeper reads known.
	NoVersion string
	Version   func(v, known string) string
	// NoType, UnknownType: the record's "type" is missing or is kind.
	NoType      string
	UnknownType func(kind string) string
	// SeqZero: "seq" is seq, below 1; SeqOrder: seq where want was due.
	SeqZero  func(seq string) string
	SeqOrder func(seq, want string) string
	// BadTime: "at" is not a time; NoVariant, UnknownVariant, BadSeed,
	// BadID: the setup's variant, seed or id is missing or wrong.
	BadTime        func(text string) string
	NoVariant      string
	UnknownVariant func(text string) string
	BadSeed        func(text string) string
	BadID          func(id string) string
	// Missing: a record of type kind lacks the fields named.
	Missing func(kind string, fields []string) string
	// Unprotected: a record without seq and crc in a file of checksums.
	// NoSetup, SecondSetup, FirstNotSetup: the setup record is missing,
	// repeated, or not first.
	Unprotected, NoSetup, SecondSetup, FirstNotSetup string
	// LockReplaced, CannotLock: the game cannot be locked, the first
	// because the file keeps being replaced (CannotLock has a cause).
	LockReplaced, CannotLock string
	// NoGamesFolder: no home folder is known, so no folder of saved
	// games (ReasonNoRescueFolder is Saving.NoRescueDir).
	NoGamesFolder string
	// DamagedNotKept: the damaged line could not be set aside, since no
	// copy of the file could be kept (a cause follows); CannotRepair: the
	// file could not be cut back to its whole records (a cause follows);
	// RepairReplaced: another file took the name meanwhile.
	DamagedNotKept func(line string) string
	CannotRepair   string
	RepairReplaced string
	// TooManyGames: no free name for a new game file this minute;
	// GameFileThere: a file is already where the new game would go;
	// Closed: the game file was closed.
	TooManyGames, GameFileThere, Closed string
	// LogChanged: the game file was replaced, shortened or written over
	// since it was read, so the log cannot be read back from it.
	LogChanged string
	// NumberRange: a whole number of field that the reader's range
	// (least to most) does not hold; SeedRange: a seed that 64 bits do
	// not hold.
	NumberRange func(field, number, least, most string) string
	SeedRange   func(seed, least, most string) string
}

// ReasonText says the Keyed error of key with args, in whichever group
// of reasons it is (Reasons, GameFile, Saving.NoRescueDir); ok is false
// for a key the catalogue does not know.
func (w *Words) ReasonText(key string, args []string) (text string, ok bool) {
	if key == ReasonNoRescueFolder {
		return w.Saving.NoRescueDir, true
	}
	if text, ok := w.Reasons.Text(key, args); ok {
		return text, true
	}
	if text, ok := w.Night.Text(key, args); ok {
		return text, true
	}
	return w.GameFile.Text(key, args)
}

// Text says the reason of key with args; ok is false for a key
// GameFile does not know.
func (g GameFile) Text(key string, args []string) (text string, ok bool) {
	arg := func(i int) string {
		if i < len(args) {
			return args[i]
		}
		return ""
	}
	one := map[string]func(string) string{ReasonKeyTwice: g.KeyTwice, ReasonNotUTF8: g.NotUTF8,
		ReasonUnknownType: g.UnknownType, ReasonSeqZero: g.SeqZero, ReasonBadTime: g.BadTime,
		ReasonUnknownVariant: g.UnknownVariant, ReasonBadSeed: g.BadSeed, ReasonBadID: g.BadID,
		ReasonDamagedNotKept: g.DamagedNotKept, ReasonNotObject: func(k string) string { return g.NotObject(g.Kind(k)) }}
	two := map[string]func(string, string) string{ReasonKeyCase: g.KeyCase, ReasonKeyDamaged: g.KeyDamaged,
		ReasonBrokenJSON: g.BrokenJSON, ReasonUnknownHouseRule: g.UnknownHouseRule,
		ReasonChangeIncomplete: g.ChangeIncomplete, ReasonPairSize: g.PairSize, ReasonVersion: g.Version,
		ReasonSeqOrder: g.SeqOrder, ReasonHouseRuleKind: func(r, k string) string { return g.HouseRuleKind(r, g.Kind(k)) }}
	fixed := map[string]string{ReasonChecksum: g.Checksum, ReasonChecksumPlace: g.ChecksumPlace,
		ReasonCutShort: g.CutShort, ReasonNoVersion: g.NoVersion, ReasonNoType: g.NoType,
		ReasonNoVariant: g.NoVariant, ReasonUnprotected: g.Unprotected, ReasonNoSetup: g.NoSetup,
		ReasonSecondSetup: g.SecondSetup, ReasonFirstNotSetup: g.FirstNotSetup, ReasonLockReplaced: g.LockReplaced,
		ReasonCannotLock: g.CannotLock, ReasonNoGamesFolder: g.NoGamesFolder,
		ReasonCannotRepair: g.CannotRepair, ReasonRepairReplaced: g.RepairReplaced,
		ReasonTooManyGames: g.TooManyGames, ReasonGameFileThere: g.GameFileThere, ReasonClosed: g.Closed,
		ReasonLogChanged: g.LogChanged}
	switch {
	case one[key] != nil:
		return one[key](arg(0)), true
	case two[key] != nil:
		return two[key](arg(0), arg(1)), true
	case key == ReasonFieldKind:
		found := g.Kind(arg(2))
		if arg(2) == "number" && arg(3) != "" {
			found = g.KindNumber(arg(3))
		}
		return g.FieldKind(arg(0), g.Kind(arg(1)), found), true
	case key == ReasonNumberRange:
		return g.NumberRange(arg(0), arg(1), arg(2), arg(3)), true
	case key == ReasonSeedRange:
		return g.SeedRange(arg(0), arg(1), arg(2)), true
	case key == ReasonMissing:
		return g.Missing(arg(0), args[min(1, len(args)):]), true
	}
	text, ok = fixed[key]
	return text, ok
}

func gameFileEN() GameFile {
	kinds := map[string]string{"list": "a list", "object": "an object", "text": "text", "bool": "true or false",
		"number": "a number", "null": "null", "nothing": "nothing", "whole number": "a whole number"}
	return GameFile{
		Kind:          func(k string) string { return orWord(kinds[k], k) },
		KindNumber:    func(n string) string { return "the number " + n },
		Checksum:      "checksum mismatch",
		ChecksumPlace: `checksum mismatch: the "crc" member must be the record's last, written as ,"crc":"8 hexadecimal digits"`,
		KeyCase: func(key, want string) string {
			return "unknown key " + key + ": keys are case-sensitive; write " + want
		},
		KeyDamaged: func(key, want string) string {
			return "checksum mismatch: unknown key " + key + " looks like a damaged " + want
		},
		KeyTwice:   func(key string) string { return "not a valid record: the key " + key + " appears twice" },
		NotObject:  func(kind string) string { return "a record must be a JSON object, not " + kind },
		NotUTF8:    func(at string) string { return "not a valid record: text that is not valid UTF-8 at byte " + at },
		BrokenJSON: func(at, detail string) string { return "not a valid record: broken JSON at byte " + at + paren(detail) },
		CutShort:   "not a valid record: broken JSON, the line ends in the middle of the record",
		FieldKind: func(field, want, found string) string {
			return "field " + field + " should be " + want + ", not " + found
		},
		UnknownHouseRule: func(rule, known string) string {
			return "setup: unknown house rule " + rule + " (this rolekeeper knows " + known + ")"
		},
		HouseRuleKind: func(rule, found string) string {
			return "house rule " + rule + " should be true or false, not " + found
		},
		ChangeIncomplete: func(kind, n string) string { return kind + ": change " + n + " needs a seat and a delta" },
		PairSize:         func(n, seats string) string { return "pair " + n + " has " + seats + " seats, not 2" },
		NoVersion:        `the format version "v" is missing`,
		Version: func(v, known string) string {
			return "unknown format version " + v + " (this rolekeeper reads version " + known + ")"
		},
		NoType:      `the record "type" is missing`,
		UnknownType: func(kind string) string { return "unknown record type " + kind },
		SeqZero:     func(seq string) string { return `"seq" ` + seq + ": seq numbers start at 1" },
		SeqOrder: func(seq, want string) string {
			return "seq " + seq + " where " + want + " was expected: a line is missing, repeated or out of order"
		},
		BadTime:        func(text string) string { return "bad time " + text + ": want RFC 3339, like 2026-11-29T20:15:02Z" },
		NoVariant:      `setup: "variant" is missing`,
		UnknownVariant: func(text string) string { return "setup: unknown variant " + text + " (buhmann or lord)" },
		BadSeed:        func(text string) string { return "setup: the seed " + text + " is not a 64-bit integer" },
		NumberRange: func(field, number, least, most string) string {
			return "field " + field + ": the number " + number + " is out of range: a whole number from " + least + " to " + most
		},
		SeedRange: func(seed, least, most string) string {
			return "setup: the seed " + seed + " is out of range: a whole number from " + least + " to " + most
		},
		BadID: func(id string) string { return "setup: the id " + id + " should be 32 lowercase hexadecimal digits" },
		Missing: func(kind string, fields []string) string {
			return kind + ": " + joinList(fields, ", ", " and ") + " " + noun(len(fields), "is", "are") + " missing"
		},
		Unprotected:   `a record without "seq" and "crc" after the setup or a record with a checksum: every record after one must carry both`,
		NoSetup:       "the file holds no setup record",
		SecondSetup:   "a second setup record",
		FirstNotSetup: "the first record must be the setup",
		LockReplaced:  "cannot lock the game: the file keeps being replaced",
		CannotLock:    "cannot lock the game",
		NoGamesFolder: "cannot find a folder for saved games: set XDG_STATE_HOME or HOME",
		DamagedNotKept: func(line string) string {
			return "line " + line + " is damaged and a copy of the file could not be kept"
		},
		CannotRepair:   "cannot repair the file",
		RepairReplaced: "cannot repair the file: another file took its name while it was read",
		TooManyGames:   "too many games started in the same minute",
		GameFileThere:  "a game file is already there",
		Closed:         "the game file is closed",
		LogChanged:     "the game file was changed on disk behind this game (replaced or cut short): the log cannot be read from it; the table is still right",
	}
}

// paren is " (text)", or "" for no text.
func paren(text string) string {
	if strings.TrimSpace(text) == "" {
		return ""
	}
	return " (" + text + ")"
}
