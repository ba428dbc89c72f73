#!/usr/bin/env bash
# Time from Run (a launch configuration launched as Run does) to the first picture of the space-time diagram, and
# from starting the IDE to its workbench (issue 27), in an Eclipse into which lbsim was installed with the p2
# director (releng/test/p2-install.sh --keep DIR leaves one in DIR/eclipse, with the test driver).
#
#   bench/ide-first-picture.sh ECLIPSE [RUNS]     (default 3 runs, each a new IDE on a new workspace)
#
# Each run starts the IDE under a private Xvfb with -Dlbsim.ui.firstPaintLog (lbsim.ui's SpaceTimeFigure then
# writes the time of the first paint with task rows); the test driver (releng/test/idedriver) imports a project
# with examples/ion-implantation.lbsim (20,000 work units, 11 hosts, seed 7) and a launch configuration, launches
# it, and writes the times of its steps. Printed per run: start to workbench (the driver's earlyStartup, which the
# workbench calls once its window is up), Run to the end of the simulation process, Run to the first picture,
# the load average.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
eclipse="$(cd "${1:?usage: bench/ide-first-picture.sh ECLIPSE [RUNS]}" && pwd)"
runs="${2:-3}"
# shellcheck source=../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk
# shellcheck source=../releng/test/ion-project.sh
. "$root/releng/test/ion-project.sh"
command -v Xvfb >/dev/null || { echo "ide-first-picture: needs Xvfb" >&2; exit 2; }
grep -q '^lbsim.test.idedriver,' "$eclipse/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info" \
  || { echo "ide-first-picture: $eclipse has no test driver: make one with releng/test/p2-install.sh --keep DIR" >&2; exit 2; }
display=":$((300 + RANDOM % 100))"
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
work="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-first-picture.XXXXXX")"
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
for i in $(seq 1 "$runs"); do
  rm -rf "$work/ws" "$work"/*.log
  project="$work/ws/bench"
  lbsim_ion_project "$root" "$project" bench ion:7:ion
  printf 'project=%s\nlaunch=ion\nlog=%s\nwaitFile=%s\nexit=true\n' "$project" "$work/driver.log" "$work/paint.log" >"$work/driver.properties"
  start=$(date +%s%3N)
  DISPLAY="$display" timeout 600 "$JAVA_HOME/bin/java" -Xmx2g -Dlbsim.test.idedriver="$work/driver.properties" \
    -Dlbsim.ui.firstPaintLog="$work/paint.log" -jar "$(ls "$eclipse"/plugins/org.eclipse.equinox.launcher_*.jar)" \
    -data "$work/ws" -consoleLog >"$work/ide.log" 2>&1 || true
  if ! grep -q '^done ' "$work/driver.log" 2>/dev/null; then
    echo "ide-first-picture: run $i failed: $(grep '^error ' "$work/driver.log" 2>/dev/null || echo 'no driver log')" >&2
    tail -n 20 "$work/ide.log" >&2
    exit 1
  fi
  started=$(awk '$1 == "started" { print $2 }' "$work/driver.log")
  launch=$(awk '$1 == "launch" { print $4 }' "$work/driver.log")
  ended=$(awk '$1 == "terminated" { print $3 }' "$work/driver.log")
  painted=$(awk '{ print $2 }' "$work/paint.log")
  printf 'run %d: workbench after %.2f s; Run to the end of the simulation %.2f s; Run to the first picture %.2f s (load average %s)\n' \
    "$i" "$(echo "($started - $start) / 1000" | bc -l)" "$(echo "($ended - $launch) / 1000" | bc -l)" \
    "$(echo "($painted - $launch) / 1000" | bc -l)" "$(cut -d' ' -f1 /proc/loadavg)"
done
