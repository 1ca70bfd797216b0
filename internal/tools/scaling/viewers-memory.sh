#!/usr/bin/env bash
# viewers-memory.sh BINARY FILE [VIEWERS]: the memory of the live view of
# FILE: `watch FILE` in a private tmux server at 120x40 until its table
# shows, then `serve --file FILE` (SSH on 127.0.0.1:2399, the page for
# phones on 127.0.0.1:2398, or $WEB: off for none) with VIEWERS (4 by default) SSH viewers in
# windows of the same server, each until its table shows. Prints each
# program's resident memory (VmRSS), its peak (VmHWM) and its processor
# time. The viewers log in with a key made for the run. Only the
# processes it started are ended.
set -eu
bin=$1 file=$2 viewers=${3:-4}
sock=${SCALING_SOCK:-rkview}
dir=$(mktemp -d)
ssh-keygen -q -t ed25519 -N '' -f "$dir/key"
cp "$dir/key.pub" "$dir/keys"
mem() { # NAME PID
	echo "$1: resident $(($(awk '/VmRSS/{print $2}' /proc/$2/status) / 1024)) MB," \
		"peak $(($(awk '/VmHWM/{print $2}' /proc/$2/status) / 1024)) MB," \
		"$(awk '{print ($14+$15)/100}' /proc/$2/stat) s of processor"
}
shows() { # WINDOW: waits up to 5 minutes for a table (a seat's life)
	for _ in $(seq 1 6000); do
		screen=$(tmux -L "$sock" capture-pane -p -t "$1" 2>/dev/null) || break
		echo "$screen" | grep -q "Lord\|Buhmann\|Runde\|Round" && return 0
		sleep 0.05
	done
	tmux -L "$sock" capture-pane -p -t serve:0 2>/dev/null | head -20 >&2
	echo "window $1 shows no table" >&2
	return 1
}
tmux -L "$sock" kill-server 2>/dev/null || true
tmux -L "$sock" new-session -d -s watch -x 120 -y 40 \
	"exec env XDG_STATE_HOME=$dir XDG_CONFIG_HOME=$dir $bin watch $file"
shows watch:0
sleep 2
mem "watch $(basename "$file")" "$(tmux -L "$sock" list-panes -t watch:0 -F '#{pane_pid}')"
tmux -L "$sock" new-session -d -s serve -x 120 -y 40 \
	"env XDG_STATE_HOME=$dir XDG_CONFIG_HOME=$dir $bin serve --file $file --listen 127.0.0.1:2399 --web ${WEB:-127.0.0.1:2398} --authorized-keys $dir/keys; sleep 60"
tmux -L "$sock" kill-window -t watch:0 2>/dev/null || true
for _ in $(seq 1 1500); do # up to 5 minutes for serve to listen
	(exec 3<>/dev/tcp/127.0.0.1/2399) 2>/dev/null && break
	sleep 0.2
done
server=$(ps --ppid "$(tmux -L "$sock" list-panes -t serve -F '#{pane_pid}')" -o pid= | tr -d ' ' | head -1)
for i in $(seq 1 "$viewers"); do
	tmux -L "$sock" new-window -d -t serve: -n "v$i" \
		"exec ssh -tt -p 2399 -i $dir/key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes viewer@127.0.0.1"
	shows "serve:v$i"
done
sleep 2
mem "serve $(basename "$file"), $viewers viewers" "$server"
kill "$server" 2>/dev/null || true
sleep 0.3
tmux -L "$sock" kill-server 2>/dev/null || true
rm -rf "$dir"
