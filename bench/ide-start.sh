#!/usr/bin/env bash
# Time from `./lbsim ide WORKSPACE` to the workbench window on the screen, and the IDE's resident memory 5 s later,
# on a new workspace each time, under a private Xvfb (issue 27's "time to the workbench window").
#
#   bench/ide-start.sh [RUNS]      (default 3; needs xvfb and xdotool; builds the IDE product when it is stale)
#
# Prints one line per run: seconds to the window titled "WORKSPACE - lbsim IDE", the load average, and the RSS.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-3}"
command -v Xvfb >/dev/null && command -v xdotool >/dev/null || { echo "ide-start: needs Xvfb and xdotool" >&2; exit 2; }
"$root/lbsim" --version >/dev/null # builds the products when stale, outside the timing
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY="$display"
for i in $(seq 1 "$runs"); do
  ws="$(mktemp -d)/ws"
  start=$(date +%s.%N)
  LBSIM_NO_BUILD=1 "$root/lbsim" ide "$ws" >/dev/null 2>&1 &
  until xdotool search --onlyvisible --name "ws - lbsim IDE" >/dev/null 2>&1; do
    sleep 0.05
    if (( $(echo "$(date +%s.%N) - $start > 300" | bc) )); then echo "ide-start: no window after 300 s" >&2; exit 1; fi
  done
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  sleep 5
  pid=$(pgrep -n -f "$ws" || true)
  rss=$( [ -n "$pid" ] && ps -o rss= -p "$pid" || echo "?")
  printf 'run %d: workbench window after %.2f s (load average %s); RSS 5 s later %s kB\n' "$i" "$seconds" \
    "$(cut -d' ' -f1 /proc/loadavg)" "$(echo $rss)"
  pkill -f "$ws" || true
  sleep 3
  pkill -9 -f "$ws" || true
  rm -rf "$(dirname "$ws")"
done
