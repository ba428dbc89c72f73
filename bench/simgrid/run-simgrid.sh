#!/usr/bin/env bash
# bench/run.sh simgrid: lbsim against SimGrid on the same master-worker clusters (see bench/README.md).
#   bench/simgrid/run-simgrid.sh [--hosts=10,100,1000] [--tasks=1000,10000,100000,1000000]
#       [--strategies=self-scheduling,static-block] [--kinds=comm,compute] [--heap=2g]
# Every configuration runs SimGrid's driver (bench/simgrid/master_worker.cpp, built here) and then lbsim
# (lbsim.bench.SimgridPeerBenchmark on lbsim.core), each under /usr/bin/time -v; the table goes to stdout.
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
heap=2g
for a in "$@"; do
  case "$a" in
    --hosts=*) hosts="${a#*=}" ;;
    --tasks=*) tasks="${a#*=}" ;;
    --strategies=*) strategies="${a#*=}" ;;
    --kinds=*) kinds="${a#*=}" ;;
    --heap=*) heap="${a#*=}" ;;
    *) echo "bench simgrid: unknown argument $a" >&2; exit 2 ;;
  esac
done

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
driver="$work/master_worker"
if [ ! -x "$driver" ] || [ "$here/master_worker.cpp" -nt "$driver" ]; then
  echo "bench simgrid: building $driver" >&2
  g++ -O2 -std=c++17 -o "$driver" "$here/master_worker.cpp" -lsimgrid
fi
echo "bench simgrid: compiling lbsim's side (bench/pom.xml)" >&2
cp="$(cd "$root" && ./mvnw -q -f bench/pom.xml compile exec:exec -Dbench.java=/bin/echo -Dbench.jvmArgs= -Dbench.args= | awk '$1 == "-classpath" { print $2 }')"
[ -n "$cp" ] || { echo "bench simgrid: could not get the bench class path" >&2; exit 1; }

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

# measure LOG: "wall_s peak_MB" from /usr/bin/time -v's report
measure() {
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
              /Maximum resident set size/ { m = $2 / 1024 }
              END { printf "%.2f %.0f", w, m }' "$1"
}

printf '%-5s %-8s %-16s %-8s %-22s %-22s %-9s %-8s %-8s %-7s %-7s %-11s %-11s %-6s\n' \
  N T strategy kind simgrid_makespan_s lbsim_makespan_s rel_diff sg_wall lb_wall sg_MB lb_MB sg_tasks/s lb_tasks/s lb/sg
bad=0
IFS=, read -ra H <<< "$hosts"; IFS=, read -ra TS <<< "$tasks"; IFS=, read -ra ST <<< "$strategies"; IFS=, read -ra KS <<< "$kinds"
for n in "${H[@]}"; do for t in "${TS[@]}"; do for s in "${ST[@]}"; do for k in "${KS[@]}"; do
  case "$k" in
    comm) unit=0.001; flops=1e6 ;;      # 1 ms of work per 1 MB task (8 ms on the wire): the master's link limits
    compute) unit=20; flops=2e10 ;;     # 20 s of work per task
    *) echo "bench simgrid: kind comm or compute, not $k" >&2; exit 2 ;;
  esac
  dir="$work/n$n-t$t-$s-$k"
  gen "$n" "$t" "$flops" 1000000 "$s" "$dir"
  /usr/bin/time -v "$driver" "$dir/platform.xml" "$dir/deployment.xml" --cfg=network/model:CM02 --cfg=network/crosstraffic:0 \
    --log=root.thres:critical >"$dir/simgrid.out" 2>"$dir/simgrid.time" || { echo "bench simgrid: SimGrid failed on $dir" >&2; tail -n 5 "$dir/simgrid.time" >&2; exit 1; }
  /usr/bin/time -v "$JAVA_HOME/bin/java" "-Xmx$heap" -cp "$cp" lbsim.bench.BenchMain simgrid-lbsim --slaves="$n" --tasks="$t" \
    --unit-seconds="$unit" --task-bytes=1000000 --strategy="$s" --latency=300e-6 --bandwidth=125e6 \
    >"$dir/lbsim.out" 2>"$dir/lbsim.time" || { echo "bench simgrid: lbsim failed on $dir" >&2; tail -n 5 "$dir/lbsim.time" >&2; exit 1; }
  sg=$(awk '$1 == "makespan" { print $2 }' "$dir/simgrid.out"); lb=$(awk '$1 == "makespan" { print $2 }' "$dir/lbsim.out")
  read -r sgw sgm <<< "$(measure "$dir/simgrid.time")"; read -r lbw lbm <<< "$(measure "$dir/lbsim.time")"
  line=$(awk -v a="$sg" -v b="$lb" -v t="$t" -v sw="$sgw" -v lw="$lbw" 'BEGIN {
      d = a - b; if (d < 0) d = -d; m = a < 0 ? -a : a; if (m < 1) m = 1; r = d / m
      st = sw > 0 ? t / sw : 0; lt = lw > 0 ? t / lw : 0
      printf "%.1e %s %.0f %.0f %.2f", r, (r <= 1e-9 ? "ok" : "DIFFER"), st, lt, (st > 0 ? lt / st : 0) }')
  read -r rel verdict sgt lbt ratio <<< "$line"
  [ "$verdict" = ok ] || bad=1
  printf '%-5s %-8s %-16s %-8s %-22s %-22s %-9s %-8s %-8s %-7s %-7s %-11s %-11s %-6s%s\n' \
    "$n" "$t" "$s" "$k" "$sg" "$lb" "$rel" "$sgw" "$lbw" "$sgm" "$lbm" "$sgt" "$lbt" "$ratio" "$([ "$verdict" = ok ] || echo '  <-- DIFFER')"
done; done; done; done
exit "$bad"
