#!/usr/bin/env bash
# The IDE's resident memory during scripted use (issue 27: "after an hour's scripted use stays under 1 GB"), in an
# Eclipse into which lbsim was installed with the p2 director (releng/test/p2-install.sh --keep DIR leaves one in
# DIR/eclipse, with the test driver releng/test/idedriver installed).
#
#   bench/ide-memory.sh ECLIPSE [MINUTES] [OUT]     (defaults: 60 minutes, OUT = a new temporary folder)
#
# Under a private Xvfb, the test driver imports a project with examples/ion-implantation.lbsim and two launch
# configurations (seeds 7 and 8, two result folders), and for MINUTES repeats: run the next configuration (as Run
# does), wait for its space-time diagram, zoom in twice, zoom out, fit, open the scenario in its editor, wait
# 20 s, close all editors, wait 20 s. Every minute this script writes the IDE JVM's RSS (ps -o rss) and the load
# average to OUT/rss.csv; at the end it prints the first, largest and last RSS and the rounds done.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
eclipse="$(cd "${1:?usage: bench/ide-memory.sh ECLIPSE [MINUTES] [OUT]}" && pwd)"
minutes="${2:-60}"
out="${3:-$(mktemp -d "${TMPDIR:-/tmp}/lbsim-ide-memory.XXXXXX")}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# shellcheck source=../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk
command -v Xvfb >/dev/null || { echo "ide-memory: needs Xvfb" >&2; exit 2; }
grep -q '^lbsim.test.idedriver,' "$eclipse/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info" \
  || { echo "ide-memory: $eclipse has no test driver: make one with releng/test/p2-install.sh --keep DIR" >&2; exit 2; }

project="$out/workspace/memtest"
rm -rf "$out/workspace"
# shellcheck source=../releng/test/ion-project.sh
. "$root/releng/test/ion-project.sh"
lbsim_ion_project "$root" "$project" memtest ion-7:7:ion-7 ion-8:8:ion-8
rm -f "$out/driver.log"
cat >"$out/driver.properties" <<EOF
project=$project
launch=ion-7,ion-8
log=$out/driver.log
minutes=$minutes
commands=lbsim.ui.spacetime.zoomIn,lbsim.ui.spacetime.zoomIn,lbsim.ui.spacetime.zoomOut,lbsim.ui.spacetime.zoomToFit
open=ion-implantation.lbsim
pause=20
exit=true
EOF

display=":$((200 + RANDOM % 100))"
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
DISPLAY="$display" "$JAVA_HOME/bin/java" -Xmx2g -Dlbsim.test.idedriver="$out/driver.properties" \
  -jar "$(ls "$eclipse"/plugins/org.eclipse.equinox.launcher_*.jar)" -data "$out/workspace" -consoleLog \
  >"$out/ide.log" 2>&1 &
ide=$!
start=$(date +%s)
echo "minute,rss_kB,load_average" >"$out/rss.csv"
while kill -0 "$ide" 2>/dev/null; do
  rss=$(ps -o rss= -p "$ide" | tr -d ' ' || true)
  [ -n "$rss" ] && echo "$(( ($(date +%s) - start) / 60 )),$rss,$(cut -d' ' -f1 /proc/loadavg)" >>"$out/rss.csv"
  for _ in $(seq 1 60); do kill -0 "$ide" 2>/dev/null && sleep 1; done
  if (( $(date +%s) - start > minutes * 60 + 900 )); then
    echo "ide-memory: the IDE is still running 15 minutes after the scripted use should have ended; stopping it" >&2
    kill "$ide"
  fi
done
wait "$ide" || true
if grep -q '^error ' "$out/driver.log" 2>/dev/null; then
  echo "ide-memory: the driver failed: $(grep '^error ' "$out/driver.log" | head -n 1)" >&2
  exit 1
fi
rounds=$(grep -c '^editor ' "$out/driver.log" || true)
awk -F, -v rounds="$rounds" -v m="$minutes" 'NR == 2 { first = $2 } NR > 1 { if ($2 > max) max = $2; last = $2; lm = $1 }
  END { printf "ide-memory: %d rounds (run, diagram, zoom, scenario editor, close) in %d minutes: RSS at the start %d MiB, largest %d MiB, last %d MiB (minute %d)\n",
        rounds, m, first / 1024, max / 1024, last / 1024, lm }' "$out/rss.csv"
echo "ide-memory: samples in $out/rss.csv, driver log in $out/driver.log"
