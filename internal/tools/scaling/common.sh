# Shared by the scaling scripts: start rolekeeper on a game file in a
# private tmux server (socket rkscale, 120x40) and wait for its table.
# Source it; it defines start_game BINARY FILE, sets $pid and $sock, and
# stop_game, which ends only the process it started.

sock=${SCALING_SOCK:-rkscale}
state=$(mktemp -d)

start_game() {
	tmux -L "$sock" kill-server 2>/dev/null || true
	tmux -L "$sock" new-session -d -x 120 -y 40 \
		"exec env XDG_STATE_HOME=$state XDG_CONFIG_HOME=$state $1 resume $2"
	pid=$(tmux -L "$sock" list-panes -F '#{pane_pid}')
	for _ in $(seq 1 6000); do # up to 5 minutes
		tmux -L "$sock" capture-pane -p | grep -q "Resumed" && return 0
		sleep 0.05
	done
	echo "the table did not show" >&2
	return 1
}

stop_game() {
	kill "$pid" 2>/dev/null || true
	sleep 0.3
	tmux -L "$sock" kill-server 2>/dev/null || true
	rm -rf "$state"
}
