#!/usr/bin/env bash
# idle.sh BINARY FILE [SECONDS]: resumes FILE, leaves the table unchanged,
# and counts the context switches of all the program's threads and its
# processor time over SECONDS (10 by default).
set -eu
. "$(dirname "$0")/common.sh"
bin=$1 file=$2 secs=${3:-10}
start_game "$bin" "$file"
sleep 3
switches() { cat /proc/$pid/task/*/status | awk '/ctxt_switches/{s += $2} END {print s}'; }
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
s0=$(switches) t0=$(ticks)
sleep "$secs"
s1=$(switches) t1=$(ticks)
hz=$(getconf CLK_TCK)
echo "$(basename "$file"): $(((s1 - s0) / secs)) context switches a second;" \
	"$(echo "scale=2; 100 * ($t1 - $t0) / $hz / $secs" | bc)% of a processor"
stop_game
