#!/usr/bin/env bash
# Two or more `loas` binaries building the same snapshot folder, in turns, each into a new
# folder on tmpfs (/dev/shm) when there is one: the least CPU time (user + system) of RUNS
# (default 3) turns per binary, with wall time and peak memory. On a machine shared with
# other work the least CPU of interleaved turns is the figure that moves least; wall time
# moves with the load. Figures only: it never fails on a slow one.
#   scripts/cpu-compare.sh SNAPSHOTS LOAS...     RUNS=5 scripts/cpu-compare.sh .build/bench/corpus-1000 old/loas .build/release/loas
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: scripts/cpu-compare.sh SNAPSHOTS LOAS [LOAS...]" >&2; exit 2; }
snapshots="$1"; shift
[ -d "$snapshots" ] || { echo "no snapshot folder at $snapshots" >&2; exit 2; }
for binary in "$@"; do [ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 2; }; done
runs="${RUNS:-3}"
base=/tmp; [ -d /dev/shm ] && [ -w /dev/shm ] && base=/dev/shm
work="$(mktemp -d "$base/loas-cpu-compare-XXXXXX")"
trap 'rm -rf "$work"' EXIT
declare -A best
for run in $(seq "$runs"); do
  for binary in "$@"; do
    rm -rf "$work/site"
    /usr/bin/time -o "$work/time" -f "%U %S %e %M" "$binary" build --snapshots "$snapshots" --out "$work/site" >/dev/null 2>"$work/log" \
      || { echo "$binary failed:" >&2; cat "$work/log" >&2; exit 1; }
    read -r user system wall peak < "$work/time"
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
    printf '%s run %d: CPU %s s, wall %s s, peak %d MB\n' "$binary" "$run" "$cpu" "$wall" $((peak / 1024))
    if [ -z "${best[$binary]:-}" ] || awk -v a="$cpu" -v b="${best[$binary]}" 'BEGIN { exit !(a < b) }'; then best[$binary]=$cpu; fi
  done
done
for binary in "$@"; do printf '%s: least CPU %s s of %d runs\n' "$binary" "${best[$binary]}" "$runs"; done
