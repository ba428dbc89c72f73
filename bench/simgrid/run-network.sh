#!/usr/bin/env bash
# bench/run.sh simgrid-net: lbsim's routed network against SimGrid's network models, side by side.
#   bench/simgrid/run-network.sh [--platforms=hetero-links,...] [--deployments=master-worker-static,...]
#       [--models=cm02,cm02-cross,lv08]
# For every platform of bench/simgrid/platforms, master-worker deployment of examples/simgrid and network model
# (cm02 without crosstraffic, cm02 with it, lv08), SimGrid's driver (bench/simgrid/master_worker.cpp, taking
# messages in arrival order, --cfg=network/optim:Full) runs the platform, and lbsim imports the same files
# (./lbsim import simgrid P D --network-model M --crosstraffic on|off) and runs them (./lbsim run); the table
# of both makespans goes to stdout. Then the concurrent transfers of bench/simgrid/transfers/mixed.txt run in
# SimGrid (transfers.cpp) on each platform and model, for SimgridTransfersTest (lbsim.run.tests), which holds
# the end times it compares against. Exit 1 when a pair of makespans differs by more than 1e-9 (relative).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

platforms=hetero-links,shared-backbone,two-groups,two-groups-latency,wan-window,two-clusters
deployments=master-worker-static,master-worker-results
models=cm02,cm02-cross,lv08
for a in "$@"; do
  case "$a" in
    --platforms=*) platforms="${a#*=}" ;;
    --deployments=*) deployments="${a#*=}" ;;
    --models=*) models="${a#*=}" ;;
    *) echo "bench simgrid-net: unknown argument $a" >&2; exit 2 ;;
  esac
done
dpkg -s libsimgrid-dev >/dev/null 2>&1 || { echo "bench simgrid-net: needs Debian's libsimgrid-dev (apt-get install libsimgrid-dev g++)" >&2; exit 1; }
work="$root/bench/target/simgrid-net"
mkdir -p "$work"
for d in master_worker transfers; do
  if [ ! -x "$work/$d" ] || [ "$here/$d.cpp" -nt "$work/$d" ]; then
    echo "bench simgrid-net: building $work/$d" >&2
    g++ -O2 -std=c++17 -o "$work/$d" "$here/$d.cpp" -lsimgrid
  fi
done
(cd "$root" && LBSIM_LAUNCH=plain ./lbsim --version) >&2 || { echo "bench simgrid-net: no lbsim product" >&2; exit 1; }

cfg() {
  case "$1" in
    cm02) echo "--cfg=network/model:CM02 --cfg=network/crosstraffic:0" ;;
    cm02-cross) echo "--cfg=network/model:CM02 --cfg=network/crosstraffic:1" ;;
    lv08) echo "--cfg=network/model:LV08" ;;
    *) echo "bench simgrid-net: model cm02, cm02-cross or lv08, not $1" >&2; exit 2 ;;
  esac
}
lbopts() {
  case "$1" in
    cm02) echo "--network-model cm02 --crosstraffic off" ;;
    cm02-cross) echo "--network-model cm02 --crosstraffic on" ;;
    lv08) echo "--network-model lv08 --crosstraffic on" ;;
  esac
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ), SimGrid $(dpkg-query -W -f='${Version}' libsimgrid-dev), network/optim:Full"
printf '%-20s %-24s %-11s %-22s %-22s %-9s\n' platform deployment model simgrid_makespan_s lbsim_makespan_s rel_diff
bad=0
IFS=, read -ra PS <<< "$platforms"; IFS=, read -ra DS <<< "$deployments"; IFS=, read -ra MS <<< "$models"
for p in "${PS[@]}"; do for d in "${DS[@]}"; do for m in "${MS[@]}"; do
  dir="$work/$p-$d-$m"
  rm -rf "$dir"; mkdir -p "$dir"
  # shellcheck disable=SC2046
  "$work/master_worker" "$here/platforms/$p.xml" "$root/examples/simgrid/$d.xml" $(cfg "$m") --cfg=network/optim:Full \
    --log=root.thres:critical >"$dir/simgrid.out" 2>"$dir/simgrid.err" || { echo "bench simgrid-net: SimGrid failed on $dir" >&2; exit 1; }
  sg=$(awk '$1 == "makespan" { print $2 }' "$dir/simgrid.out")
  # shellcheck disable=SC2046
  (cd "$root" && LBSIM_NO_BUILD=1 LBSIM_LAUNCH=plain ./lbsim import simgrid "$here/platforms/$p.xml" "$root/examples/simgrid/$d.xml" \
    --out "$dir/scenario.lbsim" $(lbopts "$m") >/dev/null 2>"$dir/lbsim.err" && LBSIM_NO_BUILD=1 LBSIM_LAUNCH=plain ./lbsim run \
    "$dir/scenario.lbsim" --out "$dir/result" --quiet --trace=none >/dev/null 2>>"$dir/lbsim.err") \
    || { echo "bench simgrid-net: lbsim failed on $dir" >&2; tail -n 5 "$dir/lbsim.err" >&2; exit 1; }
  lb=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "makespan_s") c = i } NR == 2 { print $c }' "$dir/result/masterslave.csv")
  read -r rel verdict <<< "$(awk -v a="$sg" -v b="$lb" 'BEGIN { d = a - b; if (d < 0) d = -d; r = d / a; printf "%.1e %s", r, (r <= 1e-9 ? "ok" : "DIFFER") }')"
  [ "$verdict" = ok ] || bad=1
  printf '%-20s %-24s %-11s %-22s %-22s %-9s%s\n' "$p" "$d" "$m" "$sg" "$lb" "$rel" "$([ "$verdict" = ok ] || echo '  <-- DIFFER')"
done; done; done
echo "# concurrent transfers (transfers/mixed.txt), SimGrid's end times; SimgridTransfersTest compares lbsim's to them"
for p in "${PS[@]}"; do for m in "${MS[@]}"; do
  # shellcheck disable=SC2046
  printf '%-20s %-11s %s\n' "$p" "$m" "$("$work/transfers" "$here/platforms/$p.xml" "$here/transfers/mixed.txt" $(cfg "$m") \
    --cfg=network/optim:Full --log=root.thres:critical | awk '{ printf "%s ", $3 }')"
done; done
exit "$bad"
