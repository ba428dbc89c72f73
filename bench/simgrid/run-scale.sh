#!/usr/bin/env bash
# bench/run.sh simgrid-scale: a platform of many hosts in clusters, in SimGrid and in lbsim.
#   bench/simgrid/run-scale.sh [--hosts=100000] [--per-cluster=1000] [--tasks=1000000] [--heap=4g] [--models=cm02]
#       [--simgrid=yes|no] [--driver=scale|waitany] [--simgrid-timeout=SECONDS] [--lbsim=yes|no]
# The platform: clusters of --per-cluster hosts (node-0, node-1, ...; 125 MB/s split-duplex private links of
# 50 us, a shared 1.25 GB/s backbone of 10 us), each joined to a core zone's router by its own 1.25 GB/s, 1 ms
# link (zone routes, Floyd routing). The application: a master on node-0 hands --tasks tasks of 1 Gflop and
# 10 kB to every other host (self-scheduling), results of 1 kB. SimGrid's driver (master_worker.cpp,
# --cfg=network/optim:Full) runs it; lbsim imports it (./lbsim import simgrid), validates it (./lbsim validate)
# and runs it (./lbsim run --trace=none), each step under /usr/bin/time -v: wall time and peak memory.
# SimGrid's side runs master_worker_scale.cpp (--driver=scale, the default: the same protocol as master_worker.cpp,
# arrival order kept with O(1) work per message) or master_worker.cpp itself (--driver=waitany: Comm::wait_any over
# one pending receive per worker, O(workers) per message), with small unmapped actor stacks
# (--cfg=contexts/stack-size:64 --cfg=contexts/guard-size:0: 100,000 mapped stacks exceed the kernel's 65,530
# mappings), under `timeout --simgrid-timeout` (default 3600 s); a run stopped by it is reported with the last
# progress line (results done, simulated clock). --simgrid=no runs lbsim's side alone, --lbsim=no SimGrid's alone.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk
hosts=100000
per=1000
tasks=1000000
heap=4g
models=cm02
simgrid=yes
lbsim=yes
drivername=scale
sgtimeout=3600
for a in "$@"; do
  case "$a" in
    --hosts=*) hosts="${a#*=}" ;;
    --per-cluster=*) per="${a#*=}" ;;
    --tasks=*) tasks="${a#*=}" ;;
    --heap=*) heap="${a#*=}" ;;
    --models=*) models="${a#*=}" ;;
    --simgrid=*) simgrid="${a#*=}" ;;
    --lbsim=*) lbsim="${a#*=}" ;;
    --driver=*) drivername="${a#*=}" ;;
    --simgrid-timeout=*) sgtimeout="${a#*=}" ;;
    *) echo "bench simgrid-scale: unknown argument $a" >&2; exit 2 ;;
  esac
done
[ $((hosts % per)) = 0 ] || { echo "bench simgrid-scale: --hosts must be a multiple of --per-cluster" >&2; exit 2; }
dpkg -s libsimgrid-dev >/dev/null 2>&1 || { echo "bench simgrid-scale: needs Debian's libsimgrid-dev" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench simgrid-scale: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
work="$root/bench/target/simgrid-scale/h$hosts-t$tasks"
mkdir -p "$work"
case "$drivername" in
  scale) src=master_worker_scale ;;
  waitany) src=master_worker ;;
  *) echo "bench simgrid-scale: --driver=scale or waitany, not $drivername" >&2; exit 2 ;;
esac
driver="$root/bench/target/simgrid-net/$src"
mkdir -p "$(dirname "$driver")"
if [ ! -x "$driver" ] || [ "$here/$src.cpp" -nt "$driver" ]; then
  g++ -O2 -std=c++17 -o "$driver" "$here/$src.cpp" -lsimgrid
fi
clusters=$((hosts / per))
{
  echo "<?xml version='1.0'?>"
  echo '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">'
  echo '<platform version="4.1">'
  echo "  <zone id=\"grid\" routing=\"Floyd\">"
  echo '    <zone id="core" routing="Full"><router id="core-router"/></zone>'
  for ((c = 0; c < clusters; c++)); do
    echo "    <cluster id=\"c$c\" prefix=\"node-\" radical=\"$((c * per))-$(((c + 1) * per - 1))\" suffix=\"\" speed=\"1Gf\" bw=\"125MBps\" lat=\"50us\" bb_bw=\"1.25GBps\" bb_lat=\"10us\" router_id=\"c$c-router\"/>"
  done
  for ((c = 0; c < clusters; c++)); do echo "    <link id=\"up$c\" bandwidth=\"1.25GBps\" latency=\"1ms\"/>"; done
  for ((c = 0; c < clusters; c++)); do
    echo "    <zoneRoute src=\"c$c\" dst=\"core\" gw_src=\"c$c-router\" gw_dst=\"core-router\"><link_ctn id=\"up$c\"/></zoneRoute>"
  done
  echo '  </zone>'
  echo '</platform>'
} > "$work/platform.xml"
{
  echo "<?xml version='1.0'?>"
  echo '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">'
  echo '<platform version="4.1">'
  echo "  <actor host=\"node-0\" function=\"master\"><argument value=\"$tasks\"/><argument value=\"1e9\"/><argument value=\"10000\"/><argument value=\"1000\"/><argument value=\"self-scheduling\"/><argument value=\"$((hosts - 1))\"/></actor>"
  for ((i = 1; i < hosts; i++)); do
    echo "  <actor host=\"node-$i\" function=\"worker\"><argument value=\"$((i - 1))\"/><argument value=\"1000\"/></actor>"
  done
  echo '</platform>'
} > "$work/deployment.xml"
measure() {
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
              /User time \(seconds\)/ { c += $2 } /System time \(seconds\)/ { c += $2 }
              /Maximum resident set size/ { m = $2 / 1024 }
              END { printf "%.1f s wall, %.1f s CPU, %.0f MB", w, c, m }' "$1"
}
echo "# $(date -u +%Y-%m-%dT%H:%MZ), $hosts hosts in $clusters clusters, $tasks tasks, lbsim heap $heap, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
bad=0
IFS=, read -ra MS <<< "$models"
for m in "${MS[@]}"; do
  case "$m" in
    cm02) cfg="--cfg=network/model:CM02 --cfg=network/crosstraffic:0"; lbo="--network-model cm02 --crosstraffic off" ;;
    lv08) cfg="--cfg=network/model:LV08"; lbo="--network-model lv08 --crosstraffic on" ;;
    *) echo "bench simgrid-scale: model cm02 or lv08, not $m" >&2; exit 2 ;;
  esac
  sg=NaN
  sgnote=""
  if [ "$simgrid" = yes ]; then
    status=0
    # shellcheck disable=SC2086
    /usr/bin/time -v timeout "$sgtimeout" "$driver" "$work/platform.xml" "$work/deployment.xml" $cfg --cfg=network/optim:Full \
      --cfg=contexts/stack-size:64 --cfg=contexts/guard-size:0 --log=root.thres:critical \
      >"$work/simgrid-$m.out" 2>"$work/simgrid-$m.time" || status=$?
    if [ "$status" = 124 ]; then
      sgnote="stopped after ${sgtimeout} s: $(grep '^progress' "$work/simgrid-$m.time" | tail -n 1 | awk '{ printf "%d results done, simulated clock %s s", $2, $3 }')"
    elif [ "$status" != 0 ]; then
      echo "bench simgrid-scale: SimGrid failed (exit $status)" >&2; grep -v '^progress' "$work/simgrid-$m.time" | tail -n 25 >&2; exit 1
    fi
    sg=$(awk '$1 == "makespan" { print $2 }' "$work/simgrid-$m.out")
    [ -n "$sg" ] || sg=NaN
  fi
  if [ "$lbsim" != yes ]; then
    echo "$m: SimGrid makespan $sg ($(measure "$work/simgrid-$m.time"))${sgnote:+; $sgnote}"
    continue
  fi
  rm -f "$work/scenario-$m.lbsim"; rm -rf "$work/result-$m"
  export LBSIM_NO_BUILD=1 LBSIM_LAUNCH=plain "LBSIM_JAVA_OPTS=-Xmx$heap -XX:+UseSerialGC"
  # shellcheck disable=SC2086
  /usr/bin/time -v "$root/lbsim" import simgrid "$work/platform.xml" "$work/deployment.xml" --out "$work/scenario-$m.lbsim" $lbo \
    >/dev/null 2>"$work/import-$m.time" || { echo "bench simgrid-scale: lbsim import failed" >&2; tail -n 5 "$work/import-$m.time" >&2; exit 1; }
  /usr/bin/time -v "$root/lbsim" validate "$work/scenario-$m.lbsim" >/dev/null 2>"$work/validate-$m.time" \
    || { echo "bench simgrid-scale: lbsim validate failed" >&2; tail -n 5 "$work/validate-$m.time" >&2; exit 1; }
  /usr/bin/time -v "$root/lbsim" run "$work/scenario-$m.lbsim" --out "$work/result-$m" --quiet --trace=none >/dev/null \
    2>"$work/run-$m.time" || { echo "bench simgrid-scale: lbsim run failed" >&2; tail -n 5 "$work/run-$m.time" >&2; exit 1; }
  lb=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "makespan_s") c = i } NR == 2 { print $c }' "$work/result-$m/masterslave.csv")
  if [ "$simgrid" = yes ] && [ "$sg" != NaN ]; then
    rel=$(awk -v a="$sg" -v b="$lb" 'BEGIN { d = a - b; if (d < 0) d = -d; printf "%.1e", d / a }')
    awk -v r="$rel" 'BEGIN { exit !(r + 0 <= 1e-9) }' || bad=1
    echo "$m: SimGrid makespan $sg ($(measure "$work/simgrid-$m.time")); lbsim makespan $lb, rel. diff $rel"
  elif [ "$simgrid" = yes ]; then
    echo "$m: SimGrid ($(measure "$work/simgrid-$m.time")) ${sgnote:-gave no makespan}; lbsim makespan $lb"
  else
    echo "$m: lbsim makespan $lb (SimGrid not run)"
  fi
  echo "$m: lbsim import $(measure "$work/import-$m.time"), validate $(measure "$work/validate-$m.time"), run $(measure "$work/run-$m.time")"
done
exit "$bad"
