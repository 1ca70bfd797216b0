#!/usr/bin/env bash
# idle-many.sh FILE BARE SECONDS BINARY...: resumes FILE with every
# rolekeeper BINARY at once (each on its own copy of FILE, with its own
# state folder) beside BARE (internal/tools/bare at 25 frames a second,
# with its clock), all in one private tmux server at 120x40; leaves them
# alone and prints, over the same SECONDS, each one's processor time and
# context switches a second (all threads, /proc/PID/task/*) and each
# rolekeeper's ratios to BARE. Programs measured at the same moment see
# the same machine, which idle-side.sh's rounds by turns do not quite.
# Only the processes it started are ended.
set -eu
file=$1 bare=$2 secs=$3
shift 3
sock=${SCALING_SOCK:-rkmany}
dir=$(mktemp -d)
tmux -L "$sock" kill-server 2>/dev/null || true
tmux -L "$sock" new-session -d -x 120 -y 40 "exec $bare -fps 25 -tick"
i=0
for bin in "$@"; do
	i=$((i + 1))
	mkdir -p "$dir/$i"
	cp "$file" "$dir/$i/game.jsonl"
	tmux -L "$sock" new-window -d \
		"exec env XDG_STATE_HOME=$dir/$i XDG_CONFIG_HOME=$dir/$i $bin resume $dir/$i/game.jsonl"
done
for w in $(seq 1 "$i"); do # every table shows (up to 5 minutes each)
	for _ in $(seq 1 6000); do
		tmux -L "$sock" capture-pane -p -t ":$w" | grep -q "Resumed" && break
		sleep 0.05
	done
done
sleep 3
mapfile -t pids < <(tmux -L "$sock" list-panes -a -F '#{window_index} #{pane_pid}' | sort -n | cut -d' ' -f2)
names=(bare "$@")
ns() { cat /proc/"$1"/task/*/schedstat | awk '{s += $1} END {printf "%.0f", s}'; }
switches() { cat /proc/"$1"/task/*/status | awk '/ctxt_switches/{s += $2} END {print s}'; }
declare -a t0 s0 t1 s1
for k in "${!pids[@]}"; do t0[k]=$(ns "${pids[k]}") s0[k]=$(switches "${pids[k]}"); done
sleep "$secs"
for k in "${!pids[@]}"; do t1[k]=$(ns "${pids[k]}") s1[k]=$(switches "${pids[k]}"); done
echo "load $(cut -d' ' -f1 /proc/loadavg), $secs s, $(basename "$file"):"
for k in "${!pids[@]}"; do
	line="  $(basename "${names[k]}"): $(((t1[k] - t0[k]) / secs / 1000)) µs of processor a second, $(((s1[k] - s0[k]) / secs)) switches a second"
	if [ "$k" -gt 0 ]; then
		line="$line; ratio to bare: processor $(echo "scale=2; (${t1[k]} - ${t0[k]}) / (${t1[0]} - ${t0[0]})" | bc), switches $(echo "scale=2; (${s1[k]} - ${s0[k]}) / (${s1[0]} - ${s0[0]})" | bc)"
	fi
	echo "$line"
done
for k in "${!pids[@]}"; do kill "${pids[k]}" 2>/dev/null || true; done
sleep 0.3
tmux -L "$sock" kill-server 2>/dev/null || true
rm -rf "$dir"
