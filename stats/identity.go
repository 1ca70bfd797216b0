package stats

import (
	"rolekeeper/names"
)

// Identities says which names across games are the same person: names
// equal under C-1 (names.Key: Unicode normalisation, case ignored), and
// names declared aliases of another in the config file (`Jule` =
// `Julia`). The zero value knows no aliases.
type Identities struct {
	// canonical maps the key of an alias to the name it stands for.
	canonical map[string]string
}

// NewIdentities builds the identities of a map from alias to name, as the
// config file declares them. An alias of an alias is followed to its end;
// a cycle of aliases stops where it would repeat a name.
func NewIdentities(aliases map[string]string) Identities {
	ids := Identities{canonical: make(map[string]string, len(aliases))}
	for alias, name := range aliases {
		if names.Key(alias) != names.Key(name) {
			ids.canonical[names.Key(alias)] = names.Normalize(name)
		}
	}
	return ids
}

// Name returns the name that name stands for: the end of its chain of
// aliases, or name itself when it is no alias.
func (ids Identities) Name(name string) string {
	seen := map[string]bool{}
	for {
		key := names.Key(name)
		next, ok := ids.canonical[key]
		if !ok || seen[key] {
			return name
		}
		seen[key] = true
		name = next
	}
}

// Key returns the identity of the person called name: two names with the
// same key are the same person.
func (ids Identities) Key(name string) string { return names.Key(ids.Name(name)) }

// Aliased reports whether name is an alias of another name.
func (ids Identities) Aliased(name string) bool {
	_, ok := ids.canonical[names.Key(name)]
	return ok
}

// known is what Identities says of one name, worked out once.
type known struct {
	key, name string
	aliased   bool
}

// memo remembers what Identities says of each name: a season repeats the
// same few names thousands of times, and normalising a name is not free.
type memo struct {
	ids   Identities
	names map[string]known
}

func newMemo(ids Identities) *memo { return &memo{ids: ids, names: map[string]known{}} }

func (m *memo) of(name string) known {
	k, ok := m.names[name]
	if !ok {
		k = known{key: m.ids.Key(name), name: m.ids.Name(name), aliased: m.ids.Aliased(name)}
		m.names[name] = k
	}
	return k
}
