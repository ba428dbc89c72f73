#!/usr/bin/env bash
# Real programs by the thousand, through the product as a user runs it: a token ring and a self-scheduling
# master-slave (bench/programs/src/scale) with N tasks on 10 workstations of a delay network, each run as
#   lbsim run SCENARIO --trace=LEVEL --quiet --out DIR
# under bench/tree-time.py: wall time, CPU time and peak RSS of the whole process tree per run (lbsim runs a real
# program in a child JVM inside a bubblewrap sandbox, whose CPU time and memory /usr/bin/time -v does not see), with
# the load average (1 minute) before and after it.
#
#   bench/real-scale.sh [--tasks=1000,10000,100000] [--programs=ring,masterslave] [--trace=none] [--rounds=1]
#       [--tools=lbsim,simgrid] [--simgrid-cfg='--cfg=contexts/guard-size:0 ...']
#
# The ring passes its token round ROUNDS times (N x ROUNDS hops, 10^6 declared flops each); the master-slave
# hands out 2 x N units of 10^6 flops (3 messages per unit with the stop). LBSIM (default ./lbsim in this
# checkout, run with LBSIM_NO_BUILD=1 when it is set) runs the scenarios, so another build (e.g. an older
# commit's product, for before/after) can be measured the same way; LBSIM_JAVA_OPTS passes through.
# --tools=lbsim,simgrid also runs SimGrid 3.32's actors on the same workload right after each lbsim run
# (bench/simgrid/real_scale.cpp, compiled here against Debian's libsimgrid-dev; 10 hosts of 1 Gflop/s in a cluster
# of 125 MB/s, 50 us links: its network model is not lbsim's delay network, so its virtual times differ), with
# --simgrid-cfg passed to it (e.g. --cfg=contexts/guard-size:0: by default every actor's stack has a guard page,
# two memory mappings per actor, and 100,000 actors pass the kernel's vm.max_map_count of 65,530).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
# shellcheck source=../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

tasks=1000,10000,100000
programs=ring,masterslave
trace=none
rounds=1
tools=lbsim
sgcfg=""
for a in "$@"; do
  case "$a" in
    --tasks=*) tasks="${a#*=}" ;;
    --programs=*) programs="${a#*=}" ;;
    --trace=*) trace="${a#*=}" ;;
    --rounds=*) rounds="${a#*=}" ;;
    --tools=*) tools="${a#*=}" ;;
    --simgrid-cfg=*) sgcfg="${a#*=}" ;;
    *) echo "real-scale: unknown argument '$a'; use --tasks=N,... --programs=ring,masterslave --trace=LEVEL --rounds=R --tools=lbsim,simgrid --simgrid-cfg=..." >&2; exit 2 ;;
  esac
done
lbsim="${LBSIM:-$root/lbsim}"
work="$here/target/real-scale"
mkdir -p "$work/classes"
api="$root/bundles/lbsim.api/src"
"$JAVA_HOME/bin/javac" --release 21 -d "$work/classes" -sourcepath "$api" \
    $(find "$here/programs/src" -name '*.java')
rm -rf "$work/classes/lbsim" # compiled against only: lbsim supplies its own lbsim.api

scenario() { # NAME MAIN ARGS...
  local name="$1" main="$2"
  shift 2
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
    echo "    xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"$name\">"
    echo '  <platform>'
    for h in 1 2 3 4 5 6 7 8 9 10; do echo "    <hosts name=\"ws$h\" segment=\"lan\"/>"; done
    echo '    <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.0005" receiveDelaySeconds="0.0003"'
    echo '        transmissionDelaySeconds="0.001" proportionalDelayPerKBSeconds="0.0008"/>'
    echo '  </platform>'
    echo "  <application xsi:type=\"lbsim:RealApplication\" mainClass=\"$main\" host=\"ws1\" costMode=\"declared\""
    echo '      referenceFlopsPerSecond="1.0E9">'
    echo "    <classPath>$work/classes</classPath>"
    for a in "$@"; do echo "    <args>$a</args>"; done
    echo '  </application>'
    echo '  <run seed="1"/>'
    echo '</lbsim:Scenario>'
  } > "$work/$name.lbsim"
}

with_lbsim=no
with_simgrid=no
for t in ${tools//,/ }; do
  case "$t" in
    lbsim) with_lbsim=yes ;;
    simgrid) with_simgrid=yes ;;
    *) echo "real-scale: unknown tool '$t'; use --tools=lbsim,simgrid" >&2; exit 2 ;;
  esac
done
if [ "$with_simgrid" = yes ]; then
  dpkg -s libsimgrid-dev >/dev/null 2>&1 || { echo "real-scale: SimGrid needs Debian's libsimgrid-dev (apt-get install -y libsimgrid-dev)" >&2; exit 1; }
  sgdriver="$work/real_scale"
  if [ ! -x "$sgdriver" ] || [ "$here/simgrid/real_scale.cpp" -nt "$sgdriver" ]; then
    g++ -O2 -std=c++17 -o "$sgdriver" "$here/simgrid/real_scale.cpp" -lsimgrid
  fi
  cat > "$work/cluster-10.xml" <<'XML'
<?xml version="1.0"?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <cluster id="lan" prefix="ws" suffix="" radical="1-10" speed="1Gf" bw="125MBps" lat="50us"/>
</platform>
XML
fi

# measure NAME TOOL PROGRAM TASKS COMMAND...: one measured run (wall, CPU and peak RSS of the process tree, load before and after)
measure() {
  local name="$1" tool="$2" prog="$3" n="$4"
  shift 4
  local load
  load="$(cut -d' ' -f1 /proc/loadavg)"
  set +e
  LBSIM_NO_BUILD=1 "$here/tree-time.py" "$work/$name.time" "$@" >"$work/$name.out" 2>"$work/$name.err"
  rc=$?
  set -e
  load="$load-$(cut -d' ' -f1 /proc/loadavg)"
  field() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" "$work/$name.time"; }
  printf '%-8s %-12s %9s %10s %10s %10s %10s %12s  %s\n' "$tool" "$prog" "$n" "$(field wall_s)" "$(field cpu_s)" \
      "$(( $(field peak_rss_kb) / 1024 ))" "$(( $(field peak_child_kb) / 1024 ))" "$load" "$rc"
}

echo "real-scale: $lbsim, trace=$trace, JAVA_OPTS=${LBSIM_JAVA_OPTS:-default}, tools=$tools${sgcfg:+, SimGrid $sgcfg}, $(nproc) CPUs, vm.max_map_count $(cat /proc/sys/vm/max_map_count), $(date -u +%FT%TZ)"
printf '%-8s %-12s %9s %10s %10s %10s %10s %12s  %s\n' tool program tasks wall_s cpu_s rss_MB child_MB load exit
for p in ${programs//,/ }; do
  for n in ${tasks//,/ }; do
    case "$p" in
      ring) scenario "ring-$n" scale.ScaleRing "$n" "$rounds" 1e6 ;;
      masterslave) scenario "masterslave-$n" scale.ScaleMasterSlave "$n" $((2 * n)) 1e6 1024 ;;
      *) echo "real-scale: unknown program '$p'" >&2; exit 2 ;;
    esac
    name="$p-$n"
    if [ "$with_lbsim" = yes ]; then
      rm -rf "$work/out-$name"
      measure "$name" lbsim "$p" "$n" "$lbsim" run "$work/$name.lbsim" --trace="$trace" --quiet --out "$work/out-$name"
      grep -h "scale " "$work/$name.out" "$work/out-$name/"*.txt 2>/dev/null | head -n 1 | sed 's/^/    /' || true
      [ "$rc" = 0 ] || head -n 3 "$work/$name.err" | sed 's/^/    /'
    fi
    if [ "$with_simgrid" = yes ]; then
      case "$p" in
        ring) sgargs=(ring "$n" "$rounds" 1e6) ;;
        masterslave) sgargs=(masterslave "$n" $((2 * n)) 1e6 1024) ;;
      esac
      # shellcheck disable=SC2086
      measure "sg-$name" simgrid "$p" "$n" "$sgdriver" "$work/cluster-10.xml" "${sgargs[@]}" $sgcfg --log=root.thres:critical
      grep -h "simgrid " "$work/sg-$name.out" | head -n 1 | sed 's/^/    /' || true
      # SimGrid's abort: its CRITICAL line (e.g. the mapping limit), without the backtrace
      [ "$rc" = 0 ] || grep -m 1 -E 'CRITICAL|rror' "$work/sg-$name.err" | sed 's/^/    /' || true
    fi
  done
done
