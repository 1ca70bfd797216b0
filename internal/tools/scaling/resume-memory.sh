#!/usr/bin/env bash
# resume-memory.sh BINARY FILE: resumes FILE, waits for the table and a few
# seconds more, and prints the resident memory (VmRSS), its peak while the
# file was read (VmHWM) and the processor time it took.
set -eu
. "$(dirname "$0")/common.sh"
bin=$1 file=$2
start_game "$bin" "$file"
sleep "${SETTLE:-4}"
rss=$(awk '/VmRSS/{print $2}' /proc/$pid/status)
hwm=$(awk '/VmHWM/{print $2}' /proc/$pid/status)
cpu=$(awk '{print ($14+$15)/100}' /proc/$pid/stat)
echo "$(basename "$file"): resident $((rss / 1024)) MB, peak $((hwm / 1024)) MB, $cpu s of processor"
stop_game
