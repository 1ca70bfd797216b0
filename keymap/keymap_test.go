package keymap

import (
	"reflect"
	"testing"

	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// enabled lists every enabled binding of a key map by field name.
func enabled(k KeyMap) map[string]key.Binding {
	out := map[string]key.Binding{}
	v := reflect.ValueOf(k)
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		if b, ok := v.Field(i).Interface().(key.Binding); ok && b.Enabled() {
			out[v.Type().Field(i).Name] = b
		}
	}
	return out
}

// TestNoKeyDoesTwoThings: in every mode, no key is bound to two enabled
// bindings, so what the help line says a key does is what it does.
func TestNoKeyDoesTwoThings(t *testing.T) {
	// Bindings that show the same keys as another for the help only.
	helpOnly := map[string]bool{"Adjust": true, "Rows": true, "Move": true, "ScrollUp": true, "ScrollDown": true}
	for mode := ModeSetup; mode <= ModeSummary; mode++ {
		for _, c := range []Context{
			{Mode: mode}, {Mode: mode, Lord: true, CanUndo: true, CanRedo: true, Pending: true},
			{Mode: mode, Seats: true, Toggle: true, Fields: true}, {Mode: mode, Number: true, Seats: true},
			{Mode: mode, Over: true, CanUndo: true},
		} {
			seen := map[string]string{}
			for name, b := range enabled(DefaultKeyMap().With(c)) {
				if helpOnly[name] {
					continue
				}
				for _, k := range b.Keys() {
					if other, dup := seen[k]; dup {
						t.Errorf("mode %d %+v: key %q is bound to %s and %s", mode, c, k, other, name)
					}
					seen[k] = name
				}
			}
		}
	}
}

// TestReadOnlyOnlyBrowses: a read-only table takes undo, redo and browsing
// keys only.
func TestReadOnlyOnlyBrowses(t *testing.T) {
	k := DefaultKeyMap().With(Context{Mode: ModeTable, ReadOnly: true, CanUndo: true, CanRedo: true})
	allowed := map[string]bool{"PrevSeat": true, "NextSeat": true, "Seat": true, "Undo": true, "Redo": true,
		"Log": true, "Summary": true, "Help": true, "Quit": true}
	for name := range enabled(k) {
		if !allowed[name] {
			t.Errorf("%s is enabled on a read-only table", name)
		}
	}
}

// TestHelpShowsOnlyEnabled: the short help of the table never offers a
// disabled binding, and offers pass and undo when they apply.
func TestHelpShowsOnlyEnabled(t *testing.T) {
	k := DefaultKeyMap().With(Context{Mode: ModeTable, CanUndo: true})
	names := map[string]bool{}
	for _, b := range k.ShortHelp() {
		names[b.Help().Desc] = b.Enabled()
	}
	for _, want := range []string{"pass (shift+p)", "undo"} {
		if !names[want] {
			t.Errorf("short help lacks an enabled %q: %v", want, names)
		}
	}
	k = DefaultKeyMap().With(Context{Mode: ModeTable})
	for _, b := range k.FullHelp()[3] {
		if b.Help().Desc == "undo" && b.Enabled() {
			t.Error("undo is enabled with nothing to undo")
		}
	}
}

// TestHelpTextsFromTheCatalogue: every binding takes its help from the
// language's catalogue (wording.Keys, by the binding's name), so that no
// help text is written in keymap.
func TestHelpTextsFromTheCatalogue(t *testing.T) {
	var h wording.Keys
	hv := reflect.ValueOf(&h).Elem()
	for i := range hv.NumField() {
		name := hv.Type().Field(i).Name
		hv.Field(i).Set(reflect.ValueOf(wording.KeyHelp{Key: "k" + name, Desc: "d" + name}))
	}
	k := reflect.ValueOf(New(h))
	for i := range k.NumField() {
		f := k.Type().Field(i)
		if !f.IsExported() {
			continue
		}
		b, ok := k.Field(i).Interface().(key.Binding)
		if !ok {
			continue
		}
		if got := b.Help(); got.Key != "k"+f.Name || got.Desc != "d"+f.Name {
			t.Errorf("%s: help %q %q, not the catalogue's", f.Name, got.Key, got.Desc)
		}
	}
}
