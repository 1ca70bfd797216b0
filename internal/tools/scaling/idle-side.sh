#!/usr/bin/env bash
# idle-side.sh BINARY FILE BARE FPS [SECONDS [BARE-FLAGS]]: resumes FILE
# with rolekeeper BINARY and, beside it in the same private tmux server,
# starts BARE (internal/tools/bare) at FPS frames a second (with
# BARE-FLAGS, such as -tick for a clock); leaves both alone and
# counts, over the same SECONDS (20 by default), the context switches of
# all of each program's threads and each one's processor time. Only the
# processes it started are ended.
set -eu
. "$(dirname "$0")/common.sh"
bin=$1 file=$2 bare=$3 fps=$4 secs=${5:-20} bareflags=${6:-}
start_game "$bin" "$file"
game=$pid
tmux -L "$sock" new-window -d "exec $bare -fps $fps $bareflags"
sleep 3
barepid=$(tmux -L "$sock" list-panes -a -F '#{pane_pid}' | grep -v "^$game\$" | head -1)
switches() { cat /proc/$1/task/*/status | awk '/ctxt_switches/{s += $2} END {print s}'; }
# processor time in nanoseconds, of every thread (schedstat: time on a
# processor), far finer than the clock ticks of /proc/PID/stat
ticks() { cat /proc/$1/task/*/schedstat | awk '{s += $1} END {printf "%.0f", s}'; }
gs0=$(switches $game) gt0=$(ticks $game) bs0=$(switches $barepid) bt0=$(ticks $barepid)
sleep "$secs"
gs1=$(switches $game) gt1=$(ticks $game) bs1=$(switches $barepid) bt1=$(ticks $barepid)
echo "$(basename "$file"): $(((gs1 - gs0) / secs)) context switches a second," \
	"$(echo "scale=3; 100 * ($gt1 - $gt0) / 1000000000 / $secs" | bc)% of a processor"
echo "bare Bubble Tea at $fps fps $bareflags: $(((bs1 - bs0) / secs)) context switches a second," \
	"$(echo "scale=3; 100 * ($bt1 - $bt0) / 1000000000 / $secs" | bc)% of a processor"
echo "ratio: switches $(echo "scale=2; ($gs1 - $gs0) / ($bs1 - $bs0)" | bc)," \
	"processor time $(echo "scale=2; ($gt1 - $gt0) / ($bt1 - $bt0)" | bc)"
kill "$barepid" 2>/dev/null || true
stop_game
