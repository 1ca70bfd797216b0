package night

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"regexp"

	"github.com/go-json-experiment/json"

	"rolekeeper/safefile"
)

// Limits of a night's lineage: the changes counted, and the earlier
// changes a file remembers (the league takes a copy only from a file
// that follows on from the copy it keeps, see Head).
const (
	MaxChange = 1_000_000_000_000
	MaxTrail  = 100
)

// markPattern is a mark as a file holds it: 16 lowercase hex digits.
var markPattern = regexp.MustCompile(`^[0-9a-f]{16}$`)

// Mark is the mark of a night file's bytes as saved: the first 8 bytes
// of their SHA-256, in hex. The league computes the same of the bytes it
// keeps (league.DB.PutNight).
func Mark(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}

// Head is what a night's file says of itself besides its seating, read
// without drawing its rounds again: its id, how many changes made it
// (Change: 1 at start, one more at every change Edit saves; 0 in a file
// written before it was counted), the marks of the files it was changed
// from (After, oldest first, at most MaxTrail), and its round clock.
// An older file, or another laptop's copy of the night, does not hold
// the mark of a newer copy in its After: that is how the league tells a
// copy that follows on from its own from one that would undo changes.
type Head struct {
	ID     string
	Change int64
	After  []string
	Clock  Clock
}

// Peek reads a night file's Head, strictly as Decode reads the file but
// without drawing its rounds again.
func Peek(data []byte) (Head, error) {
	var f fileNight
	if err := json.Unmarshal(bytes.TrimSpace(data), &f, json.RejectUnknownMembers(true)); err != nil {
		return Head{}, badJSON(err)
	}
	if !idPattern.MatchString(f.ID) {
		return Head{}, &Problem{Key: ReasonBadID}
	}
	n := &Night{ID: f.ID, Seated: make([]Round, len(f.Seated))}
	if err := n.readLineage(f.Change, f.After); err != nil {
		return Head{}, err
	}
	if err := n.readExtraTurns(f.ExtraTurns); err != nil {
		return Head{}, err
	}
	if err := n.readClock(f.Clock); err != nil {
		return Head{}, err
	}
	return Head{ID: n.ID, Change: n.Change, After: n.After, Clock: n.Clock}, nil
}

// readLineage reads the change counter and the marks, in their limits.
func (n *Night) readLineage(change int64, after []string) error {
	if change < 0 || change > MaxChange || len(after) > MaxTrail {
		return &Problem{Key: ReasonLineage}
	}
	for _, m := range after {
		if !markPattern.MatchString(m) {
			return &Problem{Key: ReasonLineage}
		}
	}
	n.Change, n.After = change, after
	return nil
}

// follow makes n a change of the file whose bytes were data: one more
// change, data's mark the last of After (the oldest dropped beyond
// MaxTrail).
func (n *Night) follow(data []byte) {
	n.Change++
	n.After = append(n.After, Mark(data))
	if len(n.After) > MaxTrail {
		n.After = append([]string(nil), n.After[len(n.After)-MaxTrail:]...)
	}
}

// readFile reads the night's file at path as Load does, with its bytes.
func readFile(path string) (*Night, []byte, error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	n, err := Decode(data)
	if err != nil {
		return nil, nil, &PathError{Path: path, Err: err}
	}
	return n, data, nil
}
