#!/usr/bin/env bash
# The cost of the real programs' sandbox (issue 26): runs every examples/real-*.lbsim N times (default 3) with the
# sandbox (a child JVM inside bubblewrap) and N times without it (LBSIM_SANDBOX=off: in lbsim's own JVM), prints the
# median wall-clock seconds of each, and checks that both give the same result folder byte for byte (summary.json's
# wall-clock figures masked). Needs bwrap and a compiled examples/programs (examples/programs/build.sh).
#
#   bench/sandbox.sh [N]          with ./lbsim (LBSIM_CMD replaces it, e.g. LBSIM_CMD="java -cp ... lbsim.app.Main")
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-3}"
cmd="${LBSIM_CMD:-$root/lbsim}"
work="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-sandbox-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
(cd "$root/examples/programs" && ./build.sh >/dev/null)
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
mask() { sed -E 's/"seconds":[[:space:]]+[0-9.eE-]+/"seconds": W/' "$1"; }
status=0
printf '%-28s %12s %12s %10s  %s\n' example "sandbox [s]" "in JVM [s]" "cost [s]" "same result"
for f in "$root"/examples/real-*.lbsim; do
  name="$(basename "$f" .lbsim)"
  for mode in on off; do
    : >"$work/$mode.times"
    for i in $(seq "$n"); do
      start=$(date +%s.%N)
      # shellcheck disable=SC2086
      LBSIM_SANDBOX=$mode $cmd run "$f" --out "$work/$name-$mode" --quiet >/dev/null
      end=$(date +%s.%N)
      echo "$end - $start" | bc >>"$work/$mode.times"
    done
  done
  on=$(median <"$work/on.times")
  off=$(median <"$work/off.times")
  same=yes
  for g in "$work/$name-off"/* "$work/$name-off"/.lbsim-manifest; do
    h="$work/$name-on/$(basename "$g")"
    if [ "$(basename "$g")" = summary.json ] || [ "$(basename "$g")" = .lbsim-manifest ]; then
      [ "$(mask "$g")" = "$(mask "$h")" ] || same=no
    else
      cmp -s "$g" "$h" || same=no
    fi
  done
  [ "$(ls -A "$work/$name-on" | wc -l)" = "$(ls -A "$work/$name-off" | wc -l)" ] || same=no
  [ $same = yes ] || status=1
  printf '%-28s %12.2f %12.2f %10.2f  %s\n' "$name" "$on" "$off" "$(echo "$on - $off" | bc)" "$same"
done
exit $status
