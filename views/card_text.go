package views

import (
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
)

// CardText is seat's card as the table draws it at medium size, w cells
// wide, with nothing selected and no panel beside it (so that it names
// the points towards the target and the paired opponent), without
// colours: what a player reads on the terminal about that seat. The
// phones' page is checked against it (web's TestPageAgreesWithTheCard).
func CardText(f Frame, s rules.State, seat, w int) string {
	d := NoDecor()
	d.PanelHidden = true
	return ansi.Strip(card(f, s, seat, d, cardMedium, w))
}
