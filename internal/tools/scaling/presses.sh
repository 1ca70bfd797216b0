#!/usr/bin/env bash
# presses.sh BINARY FILE [N]: resumes a copy of FILE, sends N presses of -
# (200 by default) in one go and times until the table shows −N pending on
# the selected seat, with the processor time the program used meanwhile
# (all its threads, /proc/PID/task/*/schedstat: what a loaded machine does
# not stretch); then prints the resident memory.
set -eu
. "$(dirname "$0")/common.sh"
bin=$1 file=$2 n=${3:-200}
copy=$(mktemp --suffix=.jsonl)
cp "$file" "$copy"
start_game "$bin" "$copy"
sleep 1
keys=$(printf -- '- %.0s' $(seq 1 "$n"))
ns() { cat /proc/"$pid"/task/*/schedstat | awk '{s += $1} END {printf "%.0f", s}'; }
c0=$(ns)
t0=$(date +%s.%N)
tmux -L "$sock" send-keys -- $keys
until tmux -L "$sock" capture-pane -p | grep -q -- "−$n\b"; do sleep 0.005; done
t1=$(date +%s.%N)
c1=$(ns)
sleep 1
rss=$(awk '/VmRSS/{print $2}' /proc/$pid/status)
echo "$(basename "$file"): $n presses of - until −$n shows: $(echo "$t1 - $t0" | bc) s, $(((c1 - c0) / 1000000)) ms of processor; resident after $((rss / 1024)) MB"
stop_game
rm -f "$copy"
