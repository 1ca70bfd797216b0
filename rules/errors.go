package rules

import "fmt"

// RuleError is a refused event or setup (C-7). Rule is the id of the rule of
// RULES.md that refuses it, for example "B-3"; Reason says why in words.
type RuleError struct {
	Rule   string
	Reason string
}

// Error implements error. The text starts with the rule id, as C-7 asks:
// "B-3: only the IT may be attacked".
func (e *RuleError) Error() string { return e.Rule + ": " + e.Reason }

// refuse builds a RuleError with a formatted reason.
func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}
