package viewer

import (
	"context"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/feedtest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// The feed tests' games and clock (internal/feedtest).
var (
	testTime  = feedtest.Time
	lordSetup = feedtest.Lord
	newGame   = feedtest.NewGame
)

func testOptions() model.Options {
	return model.Options{Now: func() time.Time { return testTime }}
}

// legalEvent returns a random event that the rules accept for g, as
// internal/gamegen draws them (undo and redo among them; after the end,
// an undo).
func legalEvent(r gamegen.Source, g rules.Game) rules.Event {
	e, _, _ := gamegen.Plain(gamegen.MayEnd).Next(r, g)
	return e
}

// driver runs a viewer model in the test's goroutine: it carries out the
// model's commands in the background, like a Bubble Tea program, and
// hands their messages back one at a time.
type driver struct {
	t    testing.TB
	m    model.Model
	msgs chan tea.Msg
}

func newDriver(t testing.TB, m model.Model, w, h int) *driver {
	d := &driver{t: t, msgs: make(chan tea.Msg, 64)}
	next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	d.m = next.(model.Model)
	d.run(m.Init())
	return d
}

// run carries out cmd (and the commands of a batch) in the background.
func (d *driver) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		msg := cmd()
		if batch, ok := msg.(tea.BatchMsg); ok {
			for _, c := range batch {
				d.run(c)
			}
			return
		}
		if msg != nil {
			d.msgs <- msg
		}
	}()
}

// send hands msg to the model and runs the command it returns.
func (d *driver) send(msg tea.Msg) {
	next, cmd := d.m.Update(msg)
	d.m = next.(model.Model)
	d.run(cmd)
}

// until hands the model the messages of its commands until done says so
// or a few seconds pass, and returns how long it took.
func (d *driver) until(done func(model.Model) bool) time.Duration {
	d.t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for !done(d.m) {
		select {
		case msg := <-d.msgs:
			if _, quit := msg.(tea.QuitMsg); quit {
				d.t.Fatal("the viewer quit")
			}
			d.send(msg)
		case <-ctx.Done():
			d.t.Fatal("the viewer did not catch up within 5 s")
		}
	}
	return time.Since(start)
}

// keyPress is the key press of one key, named as Bubble Tea names it.
func keyPress(k string) tea.KeyPressMsg {
	switch k {
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}
