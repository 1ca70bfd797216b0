package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/seating"
	"rolekeeper/wording"
)

// nightJSON is a night as `--format json` prints it (the same in every
// language): rounds → tables → players in seat order.
type nightJSON struct {
	Night    string      `json:"night"`
	Started  string      `json:"started"`
	Players  []string    `json:"players"`
	Variants []string    `json:"variants"`
	Rounds   int         `json:"rounds"`
	Seated   []roundJSON `json:"seated"`
	Clock    *clockJSON  `json:"clock"`
}

// clockJSON is the round clock when the night was read: state is
// running, paused or called; left_s the seconds left.
type clockJSON struct {
	Round int    `json:"round"`
	State string `json:"state"`
	Left  int64  `json:"left_s"`
}

type roundJSON struct {
	Round   int         `json:"round"`
	Variant string      `json:"variant"`
	Seed    uint64      `json:"seed"`
	Tables  []tableJSON `json:"tables"`
	Split   splitJSON   `json:"split"`
	Score   scoreJSON   `json:"score"`
}

type tableJSON struct {
	Table   int      `json:"table"`
	Players []string `json:"players"`
	First   string   `json:"first"`
	Waiting *string  `json:"waiting"`
}

type splitJSON struct {
	Tables  []int `json:"tables"`
	Outside int   `json:"outside"`
}

// scoreJSON is the score per criterion, (a) to (e).
type scoreJSON struct {
	Repeats     int     `json:"repeats"`
	FirstAgain  int     `json:"first_again"`
	FirstSeason int     `json:"first_season"`
	SeatAgain   int     `json:"seat_again"`
	WaitAgain   int     `json:"wait_again"`
	Imbalance   int64   `json:"imbalance"`
	Spread      float64 `json:"spread"`
}

// writeNight writes the rounds of n in format (text, json, md, csv); the
// text of the whole night (status) starts with the round clock.
func writeNight(w io.Writer, n *night.Night, rounds []night.Round, format string, wd *wording.Words, whole bool) error {
	switch format {
	case "json":
		return writeNightJSON(w, n, rounds, time.Now())
	case "csv":
		return writeNightCSV(w, n, rounds)
	case "md":
		return writeNightMarkdown(w, n, rounds, wd)
	}
	return writeNightText(w, n, rounds, wd, whole)
}

func writeNightJSON(w io.Writer, n *night.Night, rounds []night.Round, now time.Time) error {
	out := nightJSON{Night: n.ID, Started: n.Started.UTC().Format("2006-01-02T15:04:05Z"), Players: n.Players,
		Rounds: n.Rounds, Seated: []roundJSON{}}
	if st, left := n.Clock.At(now); st != night.NoClock {
		out.Clock = &clockJSON{Round: n.Clock.Round, State: [...]string{"", "running", "paused", "called"}[st],
			Left: int64((left + time.Second - 1) / time.Second)}
	}
	for _, v := range n.Variants {
		out.Variants = append(out.Variants, v.String())
	}
	for _, r := range rounds {
		rj := roundJSON{Round: r.Number, Variant: n.VariantOf(r.Number).String(), Seed: r.Inputs.Seed,
			Split: splitJSON{Tables: r.Split.Tables, Outside: r.Split.Outside}, Score: scoreJSON{
				Repeats: r.Score.Repeats, FirstAgain: r.Score.FirstAgain, FirstSeason: r.Score.FirstSeason,
				SeatAgain: r.Score.SeatAgain, WaitAgain: r.Score.WaitAgain, Imbalance: r.Score.Imbalance,
				Spread: spread(r)}}
		for t, tb := range r.Seating.Tables {
			tj := tableJSON{Table: t + 1, Players: seatNames(n, tb), First: n.Players[tb.Players[0]]}
			if i := tb.Waiting(r.Seating.Variant); i >= 0 {
				tj.Waiting = &n.Players[tb.Players[i]]
			}
			rj.Tables = append(rj.Tables, tj)
		}
		out.Seated = append(out.Seated, rj)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// spread is a round's rating spread in points, rounded to hundredths.
func spread(r night.Round) float64 {
	s, _ := strconv.ParseFloat(strconv.FormatFloat(r.Score.Spread(len(r.Seating.Tables)), 'f', 2, 64), 64)
	return s
}

func seatNames(n *night.Night, tb seating.Table) []string {
	var out []string
	for _, p := range tb.Players {
		out = append(out, n.Players[p])
	}
	return out
}

// scoreWords are a round's figures for the words of the score line.
func scoreWords(n *night.Night, r night.Round) wording.NightScore {
	return wording.NightScore{Repeats: r.Score.Repeats, FirstAgain: r.Score.FirstAgain, FirstSeason: r.Score.FirstSeason,
		SeatAgain: r.Score.SeatAgain, WaitAgain: r.Score.WaitAgain, Lord: n.VariantOf(r.Number) == rules.Lord, Spread: spread(r)}
}

// seatText is one seat as the text and the sheet show it: "1 Ana
// (first)".
func seatText(n *night.Night, r night.Round, tb seating.Table, i int, wd *wording.Words) string {
	text := n.Players[tb.Players[i]]
	switch {
	case i == 0:
		text += " (" + wd.Night.First + ")"
	case i == tb.Waiting(r.Seating.Variant):
		text += " (" + wd.Night.Waiting + ")"
	}
	return text
}

func roundTitle(n *night.Night, r night.Round, wd *wording.Words) string {
	return wd.Night.RoundTitle(r.Number, n.Rounds, wd.Common.Variant(n.VariantOf(r.Number)), r.Inputs.Seed)
}

// splitNote says how the players were split when the count does not
// split into the club's sizes, else "".
func splitNote(n *night.Night, r night.Round, wd *wording.Words) string {
	if r.Split.Outside == 0 {
		return ""
	}
	s := n.Sizes[n.VariantOf(r.Number)]
	return wd.Night.Split(len(n.Players), s.Min, s.Max, r.Split.Tables)
}

func writeNightText(w io.Writer, n *night.Night, rounds []night.Round, wd *wording.Words, whole bool) error {
	var b strings.Builder
	if whole { // the night itself: who came, how far it is
		b.WriteString(wd.Night.Title(n.Started.Local().Format("2006-01-02"), len(n.Players), len(n.Seated), n.Rounds) + "\n")
		b.WriteString(wd.Night.StatusText.Players(n.Players) + "\n\n")
	}
	if len(rounds) == 0 {
		b.WriteString(wd.Night.NoneSeated + "\n")
	}
	if whole && n.Clock.Round > 0 {
		b.WriteString(clockText(wd, n.Clock, time.Now(), -1) + "\n\n")
	}
	for i, r := range rounds {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(roundTitle(n, r, wd) + "\n")
		for t, tb := range r.Seating.Tables {
			var seats []string
			for i := range tb.Players {
				seats = append(seats, strconv.Itoa(i+1)+" "+seatText(n, r, tb, i, wd))
			}
			fmt.Fprintf(&b, "  %s: %s\n", wd.Night.Table(t+1), strings.Join(seats, " · "))
		}
		b.WriteString(wd.Night.Score(scoreWords(n, r)) + "\n")
		if note := splitNote(n, r, wd); note != "" {
			b.WriteString(note + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeNightMarkdown writes a sheet to print: a table per round, a row
// per table, a column per seat.
func writeNightMarkdown(w io.Writer, n *night.Night, rounds []night.Round, wd *wording.Words) error {
	var b strings.Builder
	b.WriteString("# " + wd.Night.Title(n.Started.Local().Format("2006-01-02"), len(n.Players), len(n.Seated), n.Rounds) + "\n")
	for _, r := range rounds {
		b.WriteString("\n## " + roundTitle(n, r, wd) + "\n\n")
		widest := 0
		for _, tb := range r.Seating.Tables {
			widest = max(widest, len(tb.Players))
		}
		b.WriteString("| |")
		for i := range widest {
			b.WriteString(" " + wd.Night.SeatColumn(i+1) + " |")
		}
		b.WriteString("\n|---|" + strings.Repeat("---|", widest) + "\n")
		for t, tb := range r.Seating.Tables {
			b.WriteString("| " + wd.Night.Table(t+1) + " |")
			for i := range widest {
				cell := ""
				if i < len(tb.Players) {
					cell = markdownCell(seatText(n, r, tb, i, wd))
				}
				b.WriteString(" " + cell + " |")
			}
			b.WriteString("\n")
		}
		b.WriteString("\n" + wd.Night.Score(scoreWords(n, r)) + "\n")
		if note := splitNote(n, r, wd); note != "" {
			b.WriteString("\n" + note + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// markdownCell keeps a name from breaking the table: a | is escaped.
func markdownCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// writeNightCSV writes a row per seat (the same in every language).
func writeNightCSV(w io.Writer, n *night.Night, rounds []night.Round) error {
	c := csv.NewWriter(w)
	_ = c.Write([]string{"round", "variant", "seed", "table", "seat", "player", "first", "waiting"})
	for _, r := range rounds {
		for t, tb := range r.Seating.Tables {
			for i, p := range tb.Players {
				_ = c.Write([]string{strconv.Itoa(r.Number), n.VariantOf(r.Number).String(), strconv.FormatUint(r.Inputs.Seed, 10),
					strconv.Itoa(t + 1), strconv.Itoa(i + 1), csvSafe(n.Players[p]), strconv.FormatBool(i == 0),
					strconv.FormatBool(i == tb.Waiting(r.Seating.Variant))})
			}
		}
	}
	c.Flush()
	return c.Error()
}

// csvSafe keeps a name a spreadsheet would take for a formula as text.
func csvSafe(s string) string {
	if t := strings.TrimLeft(s, " "); t != "" && strings.ContainsRune("=+-@\t\r", rune(t[0])) {
		return "'" + s
	}
	return s
}
