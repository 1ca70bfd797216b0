package night

import "bytes"

// Rereader decodes a night's file that is read again and again (the
// phones' page reads it once a second), drawing its rounds again only
// when more than its round clock (and its lineage, Head) changed: a pause, a resume or minutes
// added cost a reading of the clock, a round seated a whole Decode.
// Its zero value is ready; it is not safe for use by more than one
// goroutine at once.
type Rereader struct {
	data []byte
	n    *Night
}

// Decode is Decode(data), but for bytes equal to the last decoded, or
// different from them only in the round clock, whose night it keeps and
// whose clock alone it reads. The night returned may be shared with
// earlier and later calls: read it only. A failure keeps the last night.
func (r *Rereader) Decode(data []byte) (*Night, error) {
	data = bytes.TrimSpace(data)
	if r.n != nil && bytes.Equal(data, r.data) {
		return r.n, nil
	}
	if n, ok := r.sameButClock(data); ok {
		r.data, r.n = bytes.Clone(data), n
		return n, nil
	}
	n, err := Decode(data)
	if err != nil {
		return nil, err
	}
	r.data, r.n = bytes.Clone(data), n
	return n, nil
}

// sameButClock is the last night with the clock of data, when data is
// that night's file with that clock, byte for byte (Encode is
// deterministic): the rounds need not be drawn again.
func (r *Rereader) sameButClock(data []byte) (*Night, bool) {
	if r.n == nil {
		return nil, false
	}
	h, err := Peek(data)
	if err != nil || h.ID != r.n.ID {
		return nil, false
	}
	n := *r.n
	n.Clock, n.Change, n.After = h.Clock, h.Change, h.After
	var b bytes.Buffer
	if n.Encode(&b) != nil || !bytes.Equal(bytes.TrimSpace(b.Bytes()), data) {
		return nil, false
	}
	return &n, true
}
