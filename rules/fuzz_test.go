package rules_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// FuzzApply decodes arbitrary records and applies them to a game: rules.Apply
// must never panic, and a refused event must leave the game unchanged
// (C-7). The first byte picks the variant and player count.
func FuzzApply(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(examplesDir, "*.jsonl"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		if _, after, ok := bytes.Cut(data, []byte("\n")); ok {
			f.Add(byte(len(file)), after)
		}
	}
	f.Add(byte(0), []byte(`{"v":1,"type":"attack","attacker":0,"defenders":[1]}`+"\n"+`{"v":1,"type":"undo"}`))
	f.Add(byte(9), []byte(`{"v":1,"type":"life","changes":[{"seat":2,"delta":-40}],"source":1}`))
	f.Add(byte(4), []byte(`{"v":1,"type":"poison","changes":[{"seat":2,"delta":6}],"source":1}`+"\n"+
		`{"v":1,"type":"poison","changes":[{"seat":2,"delta":4}],"source":1}`))
	f.Fuzz(func(t *testing.T, pick byte, records []byte) {
		setup := rules.Setup{Variant: rules.Variant(pick % 2), Life: 20, Target: 10, Seed: uint64(pick)}
		names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}
		setup.Players = names[:5+int(pick/2)%8]
		g, _, err := rules.NewGame(setup)
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		for _, line := range bytes.Split(records, []byte("\n")) {
			rec, err := journal.DecodeRecord(line)
			if err != nil || rec.Event == nil {
				continue
			}
			before := g
			next, _, err := rules.Apply(g, rec.Event)
			if err != nil {
				if !reflect.DeepEqual(next, before) {
					t.Fatalf("refused %s changed the game", line)
				}
				continue
			}
			g = next
		}
	})
}
