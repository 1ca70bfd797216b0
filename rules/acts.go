package rules

// attack checks and records an attack (C-6, B-2–B-4, L-3, L-8, L-10).
func (a *applier) attack(e Attack) error {
	if err := a.checkSeat(PartAttacker, e.Attacker); err != nil {
		return err
	}
	if err := a.checkSeats(PartDefenders, e.Defenders); err != nil {
		return err
	}
	if e.Attacker != a.s.Active {
		return a.refuse("C-6", RefuseAttackerNotActive, seats(a.s.Active, e.Attacker))
	}
	for _, d := range e.Defenders {
		if d == e.Attacker {
			return a.refuse("C-6", RefuseAttackSelf, seats(d))
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
	if err := a.checkSeat(PartActor, e.Actor); err != nil {
		return err
	}
	if err := a.checkSeat(PartOwner, e.Owner); err != nil {
		return err
	}
	if !validTargetKind(e.Kind) {
		return refuse("C-6", RefuseUnknownTargetKind, RefusalArgs{Text: string(e.Kind)})
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
			return a.refuse("L-3", RefuseAttackLord, seats(d))
		}
	}
	for _, d := range e.Defenders {
		if a.s.Players[d].Protected() {
			return a.refuse("L-8", RefuseAttackProtected, seats(d))
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
		return a.refuse("L-3", RefuseTargetLord, seats(e.Owner))
	}
	if a.s.Players[e.Owner].Protected() {
		return a.refuse("L-8", RefuseTargetProtected, seats(e.Owner))
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
