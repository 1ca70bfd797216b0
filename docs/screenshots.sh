#!/usr/bin/env bash
# Takes screenshots of rolekeeper in a real terminal emulator: xterm under
# Xvfb, DejaVu Sans Mono, 120x40, for each TERM (8, 16, 256 colours), each
# background (dark #1e1e2e, white) and each demo game. Not a test, and not
# run by .ci/run: it needs X (Debian: xvfb xterm imagemagick xdotool
# fonts-dejavu-core).
#
#   docs/screenshots.sh BINARY OUTDIR [TERM...]
#
# UNDO (default 8) undos are pressed first, to show a game under way
# rather than its end.
set -euo pipefail
bin=$(realpath "$1"); out=$2; shift 2
terms=("${@:-linux xterm xterm-256color}")
mkdir -p "$out"
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1800x1100x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb' EXIT
sleep 1
export DISPLAY=$display
unset COLORTERM COLORFGBG NO_COLOR
for term in ${terms[@]}; do
	for bg in dark light; do
		if [ $bg = dark ]; then colours=(-bg '#1e1e2e' -fg '#e5e5e5'); else colours=(-bg '#ffffff' -fg '#000000'); fi
		for game in buhmann lord; do
			xterm -tn "$term" -fa 'DejaVu Sans Mono' -fs 10 -geometry 120x40+0+0 "${colours[@]}" \
				-e "$bin" demo "$game" &
			pid=$!
			sleep 3
			id=$(xdotool search --sync --pid "$pid" | head -1)
			# Keys go through XTEST: xterm ignores sent events, and allowing
			# them would stop it answering the background colour query.
			xdotool windowfocus --sync "$id" 2>/dev/null
			for _ in $(seq "${UNDO:-8}"); do xdotool key u 2>/dev/null; sleep 0.1; done
			sleep 1
			import -window "$id" "$out/$game-$term-$bg.png"
			kill "$pid"; wait "$pid" 2>/dev/null || true
		done
	done
done
