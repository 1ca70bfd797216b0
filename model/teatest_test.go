package model

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest/v2"
)

// waitFor waits until the program has written want.
func waitFor(t *testing.T, tm *teatest.TestModel, want string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(want)) },
		teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

// sendKeys sends key presses to a running program.
func sendKeys(tm *teatest.TestModel, keys ...string) {
	for _, k := range keys {
		tm.Send(keyPress(k))
	}
}

// startProgram runs the model in a test program with a 3-player Buhmann
// game set up through the keyboard.
func startProgram(t *testing.T) *teatest.TestModel {
	t.Helper()
	tm := teatest.NewTestModel(t, New(testOptions()), teatest.WithInitialTermSize(120, 40))
	waitFor(t, tm, "new game")
	sendKeys(tm, "a")
	tm.Type("Ana")
	sendKeys(tm, "enter")
	tm.Type("Ben")
	sendKeys(tm, "enter")
	tm.Type("Cem")
	sendKeys(tm, "enter", "enter", "s")
	waitFor(t, tm, "Passivity counters")
	return tm
}

// TestQuitConfirmFlow: q in the middle of a game asks first; n keeps the
// game, y quits.
func TestQuitConfirmFlow(t *testing.T) {
	tm := startProgram(t)
	sendKeys(tm, "q")
	waitFor(t, tm, "in the middle of the game?")
	sendKeys(tm, "n", "2", "-", "enter")
	waitFor(t, tm, "Ben −1 life")
	sendKeys(tm, "q", "y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(Model)
	if final.game.Players[1].Life != 19 {
		t.Errorf("Ben's life %d, want 19: n must keep the game going", final.game.Players[1].Life)
	}
}

// TestUndoFlow: a life change and a pass undone in the running program.
func TestUndoFlow(t *testing.T) {
	tm := startProgram(t)
	sendKeys(tm, "3", "<", "enter", "P")
	waitFor(t, tm, "passed the turn")
	sendKeys(tm, "u")
	waitFor(t, tm, "Undone: Ana passed the turn")
	sendKeys(tm, "u")
	waitFor(t, tm, "Undone: Cem")
	sendKeys(tm, "q", "y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(Model)
	if final.game.Players[2].Life != 20 || final.game.CanUndo() != 0 || final.game.CanRedo() != 2 {
		t.Errorf("life %d, undo %d, redo %d; want 20, 0, 2", final.game.Players[2].Life,
			final.game.CanUndo(), final.game.CanRedo())
	}
	_, _ = io.Copy(io.Discard, tm.FinalOutput(t))
}
