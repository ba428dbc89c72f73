#!/usr/bin/env bash
# bench/run.sh simgrid: lbsim against SimGrid on the same master-worker clusters (see bench/README.md).
#   bench/simgrid/run-simgrid.sh [--hosts=10,100,1000] [--tasks=1000,10000,100000,1000000]
#       [--strategies=self-scheduling,static-block] [--kinds=comm,compute] [--heap=256m] [--lbsim=product|core]
#       [--lbsim-trace=full|summary|none] [--driver=auto|waitany|scale]
# Every configuration runs SimGrid's driver (built here) and then lbsim,
# each under /usr/bin/time -v; the table goes to stdout. lbsim is, by default (--lbsim=product), the
# product command: ./lbsim run SCENARIO --out DIR --quiet on a generated scenario (LBSIM_LAUNCH=plain,
# LBSIM_JAVA_OPTS="-Xmn24m -XX:SurvivorRatio=1 -XX:-TieredCompilation -XX:FreqInlineSize=200 -Xmx<heap> -XX:+UseSerialGC", the launcher's
# default but the heap; --heap=2g for exactly the default), the whole process including JVM start, binding, the result folder and its
# full trace (--lbsim-trace=summary or none passes --trace=summary or none: the trace's summary level only, or no
# trace); the makespan is read from the result's masterslave.csv. --lbsim=core runs
# lbsim.bench.SimgridPeerBenchmark on lbsim.core alone (no result files, in-memory trace logs).
# SimGrid's driver: master_worker.cpp (--driver=waitany: Comm::wait_any over one pending receive per worker, O(N)
# per message) or master_worker_scale.cpp (--driver=scale: the same protocol and arrival order with O(1) work per
# message; the same makespans to the bit); --driver=auto (the default) takes, for each N, the one that costs
# SimGrid less CPU: waitany up to 32 workers, scale above (measured in bench/README.md, "Issue 32: memory near the
# floor"; wait_any alone took more than 4 minutes of CPU for 10^6 tasks at N = 1000, the scale driver about 20 s).
# Exit 1 when a pair of makespans differs by more than 1e-9 (relative).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

hosts=10,100,1000
tasks=1000,10000,100000,1000000
strategies=self-scheduling,static-block
kinds=comm,compute
heap=256m
side=product
trace=full
drivername=auto
for a in "$@"; do
  case "$a" in
    --hosts=*) hosts="${a#*=}" ;;
    --tasks=*) tasks="${a#*=}" ;;
    --strategies=*) strategies="${a#*=}" ;;
    --kinds=*) kinds="${a#*=}" ;;
    --heap=*) heap="${a#*=}" ;;
    --lbsim=*) side="${a#*=}" ;;
    --lbsim-trace=*) trace="${a#*=}" ;;
    --driver=*) drivername="${a#*=}" ;;
    *) echo "bench simgrid: unknown argument $a" >&2; exit 2 ;;
  esac
done
case "$trace" in
  full|summary|none) ;;
  *) echo "bench simgrid: --lbsim-trace=full, summary or none, not $trace" >&2; exit 2 ;;
esac
case "$drivername" in
  auto|waitany|scale) ;;
  *) echo "bench simgrid: --driver=auto, waitany or scale, not $drivername" >&2; exit 2 ;;
esac
[ "$side" = product ] || [ "$trace" = full ] || { echo "bench simgrid: --lbsim-trace goes with --lbsim=product" >&2; exit 2; }

if ! dpkg -s libsimgrid-dev >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "bench simgrid: installing libsimgrid-dev (apt-get)" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsimgrid-dev g++ time >/dev/null
  else
    echo "bench simgrid: needs Debian's libsimgrid-dev (sudo apt-get install libsimgrid-dev g++ time)" >&2; exit 1
  fi
fi
[ -x /usr/bin/time ] || { echo "bench simgrid: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

work="$root/bench/target/simgrid"
mkdir -p "$work"
for src in master_worker master_worker_scale; do
  if [ ! -x "$work/$src" ] || [ "$here/$src.cpp" -nt "$work/$src" ]; then
    echo "bench simgrid: building $work/$src" >&2
    g++ -O2 -std=c++17 -o "$work/$src" "$here/$src.cpp" -lsimgrid
  fi
done
case "$side" in
  product)
    echo "bench simgrid: lbsim's side is the product (./lbsim, built first when stale)" >&2
    (cd "$root" && LBSIM_LAUNCH=plain ./lbsim --version) >&2 || { echo "bench simgrid: no lbsim product" >&2; exit 1; }
    ;;
  core)
    echo "bench simgrid: compiling lbsim's side (bench/pom.xml)" >&2
    cp="$(cd "$root" && ./mvnw -q -f bench/pom.xml compile exec:exec -Dbench.java=/bin/echo -Dbench.jvmArgs= -Dbench.args= | awk '$1 == "-classpath" { print $2 }')"
    [ -n "$cp" ] || { echo "bench simgrid: could not get the bench class path" >&2; exit 1; }
    ;;
  *) echo "bench simgrid: --lbsim=product or core, not $side" >&2; exit 2 ;;
esac

# scenario N T UNIT_SECONDS BYTES STRATEGY FILE: the same cluster and application as an lbsim scenario
scenario() {
  local n="$1" t="$2" unit="$3" bytes="$4" strat="$5" file="$6" i slaves=""
  case "$strat" in self-scheduling) strat=self ;; esac
  for ((i = 1; i <= n; i++)); do slaves="$slaves${slaves:+ }node-$i"; done
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
    echo "    xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"cluster-n$n\" description=\"bench/run.sh simgrid: SimGrid's master-worker cluster\">"
    echo '  <platform>'
    for ((i = 0; i <= n; i++)); do echo "    <hosts name=\"node-$i\" speed=\"1.0\" segment=\"cluster\"/>"; done
    echo '    <segments xsi:type="lbsim:SwitchedNetwork" name="cluster" latencySeconds="0.0003" linkBandwidthBytesPerSecond="1.25E8"/>'
    echo '  </platform>'
    echo "  <application xsi:type=\"lbsim:MasterSlaveApplication\" master=\"node-0\" slaves=\"$slaves\" units=\"$t\""
    echo "      unitCost=\"constant($unit)\" requestBytes=\"0\" workBytesFixed=\"0\" workBytesPerUnit=\"$bytes\" resultBytesFixed=\"0\""
    echo "      resultBytesPerUnit=\"0\" masterOverheadSeconds=\"0\" strategy=\"$strat\"/>"
    echo '  <run seed="1"/>'
    echo '</lbsim:Scenario>'
  } > "$file"
}

# gen N T FLOPS BYTES STRATEGY DIR: the cluster and the master-worker deployment for SimGrid
gen() {
  local n="$1" t="$2" flops="$3" bytes="$4" strat="$5" dir="$6"
  mkdir -p "$dir"
  cat > "$dir/platform.xml" <<XML
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <!-- a master (node-0) and $n workers, each on a full-duplex 125 MB/s link with 300 us latency to a switch -->
  <cluster id="cluster" prefix="node-" radical="0-$n" suffix="" speed="1Gf" core="1"
           bw="125MBps" lat="300us" sharing_policy="SPLITDUPLEX"/>
</platform>
XML
  {
    echo "<?xml version='1.0'?>"
    echo '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">'
    echo '<platform version="4.1">'
    echo "  <actor host=\"node-0\" function=\"master\"><argument value=\"$t\"/><argument value=\"$flops\"/><argument value=\"$bytes\"/><argument value=\"0\"/><argument value=\"$strat\"/><argument value=\"$n\"/></actor>"
    for ((i = 0; i < n; i++)); do
      echo "  <actor host=\"node-$((i + 1))\" function=\"worker\"><argument value=\"$i\"/></actor>"
    done
    echo '</platform>'
  } > "$dir/deployment.xml"
}

# measure LOG: "wall_s peak_MB cpu_s" from /usr/bin/time -v's report (cpu: user + system)
measure() {
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
              /Maximum resident set size/ { m = $2 / 1024 }
              /User time \(seconds\)/ { c += $2 } /System time \(seconds\)/ { c += $2 }
              END { printf "%.2f %.0f %.2f", w, m, c }' "$1"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ), lbsim side: $side$([ "$side" = product ] && echo ", trace $trace"), heap $heap, SimGrid driver $drivername$([ "$drivername" = auto ] && echo " (waitany up to N = 32, scale above)"), $(nproc) CPUs, load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-5s %-8s %-16s %-8s %-22s %-22s %-9s %-8s %-8s %-7s %-7s %-6s %-6s %-11s %-11s %-6s %-6s\n' \
  N T strategy kind simgrid_makespan_s lbsim_makespan_s rel_diff sg_wall lb_wall sg_cpu lb_cpu sg_MB lb_MB sg_tasks/s lb_tasks/s lb/sg cpu_lb/sg
bad=0
IFS=, read -ra H <<< "$hosts"; IFS=, read -ra TS <<< "$tasks"; IFS=, read -ra ST <<< "$strategies"; IFS=, read -ra KS <<< "$kinds"
for n in "${H[@]}"; do for t in "${TS[@]}"; do for s in "${ST[@]}"; do for k in "${KS[@]}"; do
  case "$k" in
    comm) unit=0.001; flops=1e6 ;;      # 1 ms of work per 1 MB task (8 ms on the wire): the master's link limits
    compute) unit=20; flops=2e10 ;;     # 20 s of work per task
    *) echo "bench simgrid: kind comm or compute, not $k" >&2; exit 2 ;;
  esac
  case "$drivername" in
    waitany) driver="$work/master_worker" ;;
    scale) driver="$work/master_worker_scale" ;;
    auto) if [ "$n" -le 32 ]; then driver="$work/master_worker"; else driver="$work/master_worker_scale"; fi ;;
  esac
  dir="$work/n$n-t$t-$s-$k"
  gen "$n" "$t" "$flops" 1000000 "$s" "$dir"
  /usr/bin/time -v "$driver" "$dir/platform.xml" "$dir/deployment.xml" --cfg=network/model:CM02 --cfg=network/crosstraffic:0 \
    --log=root.thres:critical >"$dir/simgrid.out" 2>"$dir/simgrid.time" || { echo "bench simgrid: SimGrid failed on $dir" >&2; tail -n 5 "$dir/simgrid.time" >&2; exit 1; }
  sg=$(awk '$1 == "makespan" { print $2 }' "$dir/simgrid.out")
  if [ "$side" = product ]; then
    scenario "$n" "$t" "$unit" 1000000 "$s" "$dir/cluster.lbsim"
    /usr/bin/time -v env LBSIM_NO_BUILD=1 LBSIM_LAUNCH=plain "LBSIM_JAVA_OPTS=-Xmn24m -XX:SurvivorRatio=1 -XX:-TieredCompilation -XX:FreqInlineSize=200 -Xmx$heap -XX:+UseSerialGC ${LBSIM_BENCH_JAVA_OPTS:-}" "$root/lbsim" run \
      "$dir/cluster.lbsim" --out "$dir/lbsim-result" --quiet --trace="$trace" >"$dir/lbsim.out" 2>"$dir/lbsim.time" \
      || { echo "bench simgrid: lbsim failed on $dir" >&2; tail -n 5 "$dir/lbsim.time" >&2; exit 1; }
    lb=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "makespan_s") c = i } NR == 2 { print $c }' "$dir/lbsim-result/masterslave.csv")
  else
    /usr/bin/time -v "$JAVA_HOME/bin/java" "-Xmx$heap" -cp "$cp" lbsim.bench.BenchMain simgrid-lbsim --slaves="$n" --tasks="$t" \
      --unit-seconds="$unit" --task-bytes=1000000 --strategy="$s" --latency=300e-6 --bandwidth=125e6 \
      >"$dir/lbsim.out" 2>"$dir/lbsim.time" || { echo "bench simgrid: lbsim failed on $dir" >&2; tail -n 5 "$dir/lbsim.time" >&2; exit 1; }
    lb=$(awk '$1 == "makespan" { print $2 }' "$dir/lbsim.out")
  fi
  read -r sgw sgm sgc <<< "$(measure "$dir/simgrid.time")"; read -r lbw lbm lbc <<< "$(measure "$dir/lbsim.time")"
  line=$(awk -v a="$sg" -v b="$lb" -v t="$t" -v sw="$sgw" -v lw="$lbw" -v sc="$sgc" -v lc="$lbc" 'BEGIN {
      d = a - b; if (d < 0) d = -d; m = a < 0 ? -a : a; if (m < 1) m = 1; r = d / m
      st = sw > 0 ? t / sw : 0; lt = lw > 0 ? t / lw : 0
      printf "%.1e %s %.0f %.0f %.2f %.2f", r, (r <= 1e-9 ? "ok" : "DIFFER"), st, lt, (st > 0 ? lt / st : 0), (lc > 0 ? sc / lc : 0) }')
  read -r rel verdict sgt lbt ratio cratio <<< "$line"
  [ "$verdict" = ok ] || bad=1
  printf '%-5s %-8s %-16s %-8s %-22s %-22s %-9s %-8s %-8s %-7s %-7s %-6s %-6s %-11s %-11s %-6s %-6s%s\n' \
    "$n" "$t" "$s" "$k" "$sg" "$lb" "$rel" "$sgw" "$lbw" "$sgc" "$lbc" "$sgm" "$lbm" "$sgt" "$lbt" "$ratio" "$cratio" "$([ "$verdict" = ok ] || echo '  <-- DIFFER')"
done; done; done; done
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$bad"
