#!/usr/bin/env bash
# bench/run.sh simgrid-dynamics: lbsim.core.dynamics against SimGrid 3.32 on a master-worker cluster whose hosts
# change under the program (bench/simgrid/dynamics.cpp; the table is in bench/README.md). A master (node-0),
# 4 workers (node-1..4) and 3 hosts that stay idle (node-5..7), each on a full-duplex 125 MB/s link with
# 300 us latency to a switch (CM02); 40 tasks of 20 s (2e10 flops on 1 Gf hosts) and 1 MB, self-scheduling;
# every host draws 100 W idle, 120 W at a vanishing load, 200 W with its core busy and 10 W off (SimGrid's
# host energy plugin). Cases:
#   energy  the cluster as it is;
#   speed   node-2 runs at half speed from 10 s to 50 s, and node-3 follows a looping profile;
#   pstate  the hosts have two pstates (1 and 0.5 Gf; 100:120:200 and 80:90:140 W): node-1 and node-2 run in pstate 1;
#   state   node-3 is off from 30 s to 45 s (it loses its task; the master gives it to the next worker that
#           asks; lbsim: failureDetectionSeconds 0, rejoin false, as the SimGrid driver does);
# and prints, per case, the makespans, the simulated ends and every host's joules of both, with their largest
# relative difference (it must be <= 1e-9; exit 1 otherwise).
#   bench/simgrid/run-dynamics.sh [--cases=energy,speed,pstate,state]
# lbsim is the headless product (./lbsim, built when stale; LBSIM_PRODUCT=DIR takes another product's lbsim folder).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk
cases=energy,speed,pstate,state
for a in "$@"; do
  case "$a" in
    --cases=*) cases="${a#*=}" ;;
    *) echo "bench simgrid-dynamics: unknown argument $a" >&2; exit 2 ;;
  esac
done
dpkg -s libsimgrid-dev >/dev/null 2>&1 || { echo "bench simgrid-dynamics: needs Debian's libsimgrid-dev" >&2; exit 1; }
work="$root/bench/target/simgrid-dynamics"
mkdir -p "$work"
driver="$work/dynamics"
if [ ! -x "$driver" ] || [ "$here/dynamics.cpp" -nt "$driver" ]; then
  g++ -O2 -std=c++17 -o "$driver" "$here/dynamics.cpp" -lsimgrid
fi
product="${LBSIM_PRODUCT:-$root/releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim}"
if [ -z "${LBSIM_PRODUCT:-}" ]; then
  (cd "$root" && LBSIM_LAUNCH=plain ./lbsim --version) >/dev/null
fi
lbsim() {
  local cp=""
  for jar in "$product"/plugins/lbsim.*.jar "$product"/plugins/org.eclipse.emf.*.jar "$product"/plugins/org.apache.commons.*.jar "$product"/plugins/org.jfree.*.jar; do
    cp="$cp${cp:+:}$jar"
  done
  "$JAVA_HOME/bin/java" -Xmx512m -cp "$cp" lbsim.app.Main "$@"
}

n=4; idle=3; t=40; total=$((n + idle))
speed2="10 0.5;50 1"
speed3="2 0.5;5 0.6;LOOPAFTER 7"
state3="30 0;45 1"
bad=0
IFS=, read -ra CS <<< "$cases"
for c in "${CS[@]}"; do
  dir="$work/$c"
  mkdir -p "$dir"
  sgspeed="1Gf"; watts="100:120:200"; lbspeed=""
  if [ "$c" = pstate ]; then sgspeed="1Gf,0.5Gf"; watts="100:120:200, 80:90:140"; lbspeed=" pstateSpeeds=\"1, 0.5\""; fi
  cat > "$dir/platform.xml" <<XML
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <cluster id="cluster" prefix="node-" radical="0-$total" suffix="" speed="$sgspeed" core="1"
           bw="125MBps" lat="300us" sharing_policy="SPLITDUPLEX">
    <prop id="wattage_per_state" value="$watts"/>
    <prop id="wattage_off" value="10"/>
  </cluster>
</platform>
XML
  failures="-"; extra=(); attrs1=""; attrs2=""; attrs3=""
  case "$c" in
    energy) ;;
    speed) extra=(speed node-2 "$speed2" speed node-3 "$speed3"); attrs2=" speedProfile=\"$speed2\""; attrs3=" speedProfile=\"$speed3\"" ;;
    state) extra=(state node-3 "$state3"); failures="2@30"; attrs3=" stateProfile=\"$state3\"" ;;
    pstate) extra=(pstate node-1 1 pstate node-2 1); attrs1=" pstate=\"1\""; attrs2=" pstate=\"1\"" ;;
    *) echo "bench simgrid-dynamics: case energy, speed, pstate or state, not $c" >&2; exit 2 ;;
  esac
  {
    echo "<?xml version='1.0'?>"
    echo '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">'
    echo '<platform version="4.1">'
    echo "  <actor host=\"node-0\" function=\"master\"><argument value=\"$t\"/><argument value=\"2e10\"/><argument value=\"1e6\"/><argument value=\"0\"/><argument value=\"self-scheduling\"/><argument value=\"$n\"/><argument value=\"$failures\"/></actor>"
    for ((i = 0; i < n; i++)); do echo "  <actor host=\"node-$((i + 1))\" function=\"worker\"><argument value=\"$i\"/></actor>"; done
    echo '</platform>'
  } > "$dir/deployment.xml"
  slaves=""; for ((i = 1; i <= n; i++)); do slaves="$slaves${slaves:+ }node-$i"; done
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
    echo "    xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"dynamics-$c\">"
    echo '  <platform>'
    for ((i = 0; i <= total; i++)); do
      a="$lbspeed"; [ $i = 1 ] && a="$a$attrs1"; [ $i = 2 ] && a="$a$attrs2"; [ $i = 3 ] && a="$a$attrs3"
      echo "    <hosts name=\"node-$i\" speed=\"1.0\" segment=\"cluster\" wattagePerState=\"$watts\" wattageOff=\"10\"$a/>"
    done
    echo '    <segments xsi:type="lbsim:SwitchedNetwork" name="cluster" latencySeconds="0.0003" linkBandwidthBytesPerSecond="1.25E8"/>'
    echo '  </platform>'
    echo "  <application xsi:type=\"lbsim:MasterSlaveApplication\" master=\"node-0\" slaves=\"$slaves\" units=\"$t\""
    echo "      unitCost=\"constant(20)\" requestBytes=\"0\" workBytesFixed=\"0\" workBytesPerUnit=\"1000000\" resultBytesFixed=\"0\""
    echo "      resultBytesPerUnit=\"0\" masterOverheadSeconds=\"0\" strategy=\"self\" failureDetectionSeconds=\"0\" rejoin=\"false\"/>"
    echo '  <run seed="1"/>'
    echo '</lbsim:Scenario>'
  } > "$dir/cluster.lbsim"
  "$driver" "$dir/platform.xml" "$dir/deployment.xml" "${extra[@]}" --cfg=network/model:CM02 --cfg=network/crosstraffic:0 \
    --log=root.thres:critical > "$dir/simgrid.out"
  rm -rf "$dir/lbsim-result"
  lbsim run "$dir/cluster.lbsim" --out "$dir/lbsim-result" --quiet > "$dir/lbsim.out"
  python3 - "$dir" "$c" <<'PY' || bad=1
import csv, json, sys
d, case = sys.argv[1], sys.argv[2]
sg = {}
for line in open(d + "/simgrid.out"):
    f = line.split()
    if f[0] in ("makespan", "end"):
        sg[f[0]] = float(f[1])
    elif f[0] == "energy":
        sg["energy " + f[1]] = float(f[2])
lb = {}
ms = list(csv.DictReader(open(d + "/lbsim-result/masterslave.csv")))[0]
lb["makespan"] = float(ms["makespan_s"])
lb["end"] = json.load(open(d + "/lbsim-result/summary.json"))["simulatedEndSeconds"]
for row in csv.DictReader(open(d + "/lbsim-result/energy.csv")):
    lb["energy " + row["host"]] = float(row["joules"])
worst = 0
for k in sg:
    a, b = sg[k], lb.get(k, float("nan"))
    r = abs(a - b) / max(1.0, abs(a))
    worst = max(worst, r) if r == r else float("inf")
    print("%-8s %-16s simgrid %-24.17g lbsim %-24.17g rel %.1e" % (case, k, a, b, r))
print("%-8s largest relative difference %.1e %s" % (case, worst, "ok" if worst <= 1e-9 else "DIFFER"))
sys.exit(0 if worst <= 1e-9 else 1)
PY
done
exit "$bad"
