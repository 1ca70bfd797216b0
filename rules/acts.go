package rules

// attack checks and records an attack (C-6, B-2–B-4, L-3, L-8, L-10).
func (a *applier) attack(e Attack) error {
	if err := a.checkSeat("attacker", e.Attacker); err != nil {
		return err
	}
	if err := a.checkSeats("defenders", e.Defenders); err != nil {
		return err
	}
	if e.Attacker != a.s.Active {
		return refuse("C-6", "only the active player (%s) can attack, not %s", a.name(a.s.Active), a.name(e.Attacker))
	}
	for _, d := range e.Defenders {
		if d == e.Attacker {
			return refuse("C-6", "%s cannot attack themselves", a.name(d))
		}
	}
	a.s.Started = true
	if a.buhmannRolesApply() {
		return a.buhmannAttack(e)
	}
	if a.s.Setup.Variant == Lord {
		return a.lordAttack(e)
	}
	return nil
}

// target checks and records a targeting spell or ability (C-6, B-2–B-4,
// L-3, L-8, L-10).
func (a *applier) target(e Target) error {
	if err := a.checkSeat("actor", e.Actor); err != nil {
		return err
	}
	if err := a.checkSeat("owner", e.Owner); err != nil {
		return err
	}
	if !validTargetKind(e.Kind) {
		return refuse("C-6", "unknown target kind %q", e.Kind)
	}
	a.s.Started = true
	if a.buhmannRolesApply() {
		return a.buhmannTarget(e)
	}
	if a.s.Setup.Variant == Lord {
		return a.lordTarget(e)
	}
	return nil
}

func validTargetKind(k TargetKind) bool {
	for _, known := range TargetKinds {
		if k == known {
			return true
		}
	}
	return false
}

// lordAttack applies L-3, L-8 and L-10 to an attack.
func (a *applier) lordAttack(e Attack) error {
	for _, d := range e.Defenders {
		if d == a.s.Lord {
			return refuse("L-3", "the Lord (%s) may not be attacked", a.name(d))
		}
	}
	for _, d := range e.Defenders {
		if a.s.Players[d].Protected() {
			return refuse("L-8", "%s is protected and may not be attacked", a.name(d))
		}
	}
	a.loseProtection(e.Attacker)
	return nil
}

// lordTarget applies L-3, L-8 and L-10 to a target.
func (a *applier) lordTarget(e Target) error {
	if e.Actor == e.Owner {
		return nil
	}
	if e.Owner == a.s.Lord && e.Kind == TargetPlayer {
		return refuse("L-3", "the Lord (%s) may not be targeted as a player", a.name(e.Owner))
	}
	if a.s.Players[e.Owner].Protected() {
		return refuse("L-8", "%s is protected: neither they nor their things may be targeted", a.name(e.Owner))
	}
	a.loseProtection(e.Actor)
	return nil
}

// loseProtection ends seat's protection after a hostile act (L-10).
func (a *applier) loseProtection(seat int) {
	if a.s.Players[seat].Protected() {
		a.s.Players[seat].Protection = Protection{}
		a.emit(effect(ProtectionLost, seat))
	}
}
