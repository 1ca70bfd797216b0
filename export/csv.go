package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

// writeCSV writes one row per player, best first, with a header. The
// columns depend on the variant: points for Lord (and the reasons of the
// points given by hand), the IT and passivity for Buhmann; the life lost
// and dealt and the turn time in seconds (turns, by seat; empty when not
// known) end every row. Seats are 0-based as in the game file. Every cell is made by
// csvText (text: names, and any other text a column holds) or csvInt and
// csvBool (numbers and booleans), so that no text reaches a spreadsheet
// as a formula.
func writeCSV(w io.Writer, s rules.Summary, lists Lists, turns []time.Duration) error {
	header := []string{"place", "seat", "name", "winner", "life", "poison", "out", "turns_taken", "players_eliminated"}
	if s.Variant == rules.Lord {
		header = append(header, "points", "turns_while_lord")
		for src := range rules.PointSourceCount {
			header = append(header, "points_"+src.Key())
		}
		header = append(header, "manual_reasons")
	} else {
		header = append(header, "turns_while_it", "passivity_lost")
	}
	header = append(header, "life_lost", "life_dealt", "turn_time_seconds", "deck", "decks")
	cw := csv.NewWriter(w)
	_ = cw.Write(header)
	for _, p := range s.Standings {
		row := []string{csvInt(p.Place), csvInt(p.Seat), csvText(p.Name), csvBool(p.Winner),
			csvInt(p.Life), csvInt(p.Poison), csvBool(p.Out), csvInt(p.Stats.TurnsTaken), csvInt(p.Stats.Eliminated)}
		if s.Variant == rules.Lord {
			row = append(row, csvInt(p.Points), csvInt(p.Stats.TurnsAsLord))
			for _, n := range p.PointsBySource {
				row = append(row, csvInt(n))
			}
			reasons, err := manualReasons(lists, p.Seat)
			if err != nil {
				return err
			}
			row = append(row, csvText(reasons))
		} else {
			row = append(row, csvInt(p.Stats.TurnsAsIT), csvInt(p.Stats.PassivityLost))
		}
		row = append(row, csvInt(p.LifeLost), csvInt(p.LifeDealt), "")
		if secs := turnSeconds(turns, p.Seat); secs != nil {
			row[len(row)-1] = strconv.FormatInt(*secs, 10)
		}
		deck := ""
		if n := len(p.Decks); n > 0 {
			deck = p.Decks[n-1]
		}
		row = append(row, csvText(deck), csvText(strings.Join(p.Decks, "; ")))
		_ = cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// manualReasons are the reasons of a seat's points given by hand (L-11),
// in the order they were given, joined by "; "; "" for none.
func manualReasons(lists Lists, seat int) (string, error) {
	var reasons strings.Builder
	n := 0
	err := lists.HandPoints(func(h rules.HandPoints) error {
		if h.Seat == seat {
			if n++; n > 1 {
				reasons.WriteString("; ")
			}
			reasons.WriteString(h.Reason)
		}
		return nil
	})
	return reasons.String(), err
}

// formulaStarts are the characters with which a spreadsheet cell becomes
// a formula (OWASP, "CSV Injection"): =, +, -, @, tab and carriage return.
const formulaStarts = "=+-@\t\r"

// csvText is a text cell that no spreadsheet runs as a formula: text
// that begins with one of formulaStarts (after any spaces) is written
// after an apostrophe, which spreadsheets take as "this is text" and do
// not show; other text is written as it is. Names and reasons, whatever
// a player typed, go through it.
func csvText(s string) string {
	if t := strings.TrimLeft(s, " "); t != "" && strings.ContainsRune(formulaStarts, rune(t[0])) {
		return "'" + s
	}
	return s
}

// csvInt is a numeric cell: the number as it is, a negative one with its
// minus sign, which a spreadsheet reads as a number.
func csvInt(n int) string { return strconv.Itoa(n) }

// csvBool is a boolean cell: true or false.
func csvBool(b bool) string { return strconv.FormatBool(b) }
