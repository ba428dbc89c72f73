#!/usr/bin/env bash
# On-demand benchmarks of the lbsim simulation core (not part of the Tycho build, not run in CI).
#
#   bench/run.sh [hold|wus|masterslave|editor|all] [suite arguments...]
#
#   hold   the hold model at N = 100, 10,000, 1,000,000 on lbsim's Simulation, SSJ's Henriksen and
#          SplayTree, and a bare binary heap for reference (about 3 minutes)
#          e.g. bench/run.sh hold --sizes=100,10000 --rounds=3 --models=lbsim,ssj-henriksen
#   wus    WUS throughput: 1,000 hosts with Poisson competing load at utilisation 0.7 for one simulated
#          hour, events/s and peak heap, in a 512 MB heap (about 30 s); e.g. bench/run.sh wus --runs=5
#   masterslave  self-scheduling of 10 million units over 1,000 slaves: work units per wall second
#          (a few minutes); e.g. bench/run.sh masterslave --units=1000000
#   realpingpong  ping-pong between two real lbsim.api tasks (a virtual thread each, DECLARED mode): messages
#          and Pvm calls per wall second, against the same ping-pong in continuation style (about 1 min);
#          e.g. bench/run.sh realpingpong --messages=200000 --rounds=3 --bytes=1024
#   ab [REV]  the engine of the working tree against the one at git revision REV (default HEAD) under the
#          hold model, in one JVM, each in its own class loader (about 1 min per size);
#          e.g. bench/run.sh ab HEAD~3 --sizes=100,10000,1000000 --rounds=9 --holds=10000000
#   simgrid  lbsim against SimGrid (Debian libsimgrid-dev, installed with apt-get when missing; CM02 network
#          model) on the same master-worker cluster: a master and N workers on 125 MB/s full-duplex links
#          with 300 us latency each (600 us paths) to a switch, T tasks of 1 MB, self-scheduling and static
#          block, comm-bound (1 ms units) and compute-bound (20 s units); runs the two alternately, each
#          under /usr/bin/time -v, and prints both makespans (they must agree to 1e-9), wall times, peak
#          memory and tasks per second (the table is in bench/README.md). Long at full size;
#          e.g. bench/run.sh simgrid --hosts=10,100 --tasks=1000,10000 --strategies=self-scheduling --kinds=compute
#   simgrid-dynamics  lbsim.core.dynamics against SimGrid 3.32's host energy plugin, pstates, speed profiles and state
#          profiles on a master-worker cluster with idle hosts: makespans, simulated ends and every host's joules
#          must agree to 1e-9 (bench/simgrid/run-dynamics.sh; the table is in bench/README.md); about a minute
#   simgrid-net  lbsim's routed network against SimGrid 3.32's network models (cm02 without and with
#          crosstraffic, lv08; --cfg=network/optim:Full) on the platforms of bench/simgrid/platforms
#          (heterogeneous private links, shared backbone, two groups behind a backbone with and without
#          latency, a 40 ms WAN, two clusters joined by a link) with master-worker runs, each imported into lbsim
#          with ./lbsim import simgrid; makespans must agree to 1e-9; also prints SimGrid's end times of the
#          concurrent transfers that SimgridTransfersTest checks lbsim against (a few minutes)
#   simgrid-scale  100,000 hosts in 100 clusters joined through a core router (zone routes): SimGrid's
#          driver against lbsim's import, validate and run of the same files, a million self-scheduled tasks;
#          wall time, CPU time and peak memory of each step; SimGrid's side by master_worker_scale.cpp (O(1) per
#          message) under a time limit; e.g. bench/run.sh simgrid-scale --hosts=10000 --tasks=100000
#          (--driver=waitany --simgrid-timeout=S --simgrid=no --lbsim=no: see bench/simgrid/run-scale.sh)
#   routedscale  the routed network alone (lbsim.core, no product) on simgrid-scale's platform under a self-scheduling
#          master: the exact allocation against the aggregated one, wall and CPU time, allocation work per flow
#          event, makespans; e.g. bench/run.sh routedscale --hosts=1000,10000,100000 --tasks=1000000 --max-seconds=150
#   editor  the space-time diagram editor (issue 17's scale targets) in a real workbench under xvfb-run, with the
#          plot 1600 pixels wide: time from opening a trace to its first complete paint, and per repaint after
#          zoom in, zoom out, pan left and right (20 of each: median, max). The traces are master-slave runs of
#          about N intervals + messages each (--records, default 1000000,10000000; about 9.1 records a work unit
#          over 1,000 slaves), written once into bench/target/editor/records-N/trace.lbt and reused. Builds the
#          bundles it needs with the Maven wrapper, offline (several minutes on a loaded machine);
#          e.g. bench/run.sh editor --records=1000000 --rounds=20 [--regenerate]
#   all    every suite in turn (hold, wus)
#
# Extra JVM options: BENCH_JVM_OPTS="-XX:+UseParallelGC" bench/run.sh hold
# It compiles bench/ (with ../bundles/lbsim.core/src) through the Maven wrapper, then exec:exec forks a
# fresh JVM from the JDK >= 21 found by releng/find-jdk.sh, with the heap each suite needs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
# shellcheck source=../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

suite="${1:-hold}"
[ $# -gt 0 ] && shift

run_suite() {
  local name="$1" heap="$2"
  shift 2
  echo "bench: suite $name, JDK $JAVA_HOME, heap $heap, $(nproc) CPUs" >&2
  (cd "$root" && ./mvnw -q -f bench/pom.xml compile exec:exec \
      -Dbench.java="$JAVA_HOME/bin/java" \
      "-Dbench.jvmArgs=-Xms$heap -Xmx$heap ${BENCH_JVM_OPTS:-}" \
      "-Dbench.args=$name $*")
}

case "$suite" in
  hold)        run_suite hold 2g "$@" ;;
  wus)         run_suite wus 512m "$@" ;;
  masterslave) run_suite masterslave 256m "$@" ;;
  routedscale) run_suite routedscale 3g "$@" ;;
  tracequery)  run_suite tracequery 256m "$@" ;;
  realpingpong) run_suite realpingpong 1g "$@" ;;
  ab)
    rev=HEAD
    if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then rev="$1"; shift; fi
    engine=bundles/lbsim.core/src/lbsim/core/engine
    refsrc="$here/target/ab/rev-src"
    rm -rf "$refsrc" && mkdir -p "$refsrc"
    files=$(git -C "$root" ls-tree --name-only "$rev" "$engine/") || { echo "bench: no revision '$rev'" >&2; exit 2; }
    for f in $files; do git -C "$root" show "$rev:$f" > "$refsrc/$(basename "$f")"; done
    echo "bench: engine of $rev ($(git -C "$root" rev-parse --short "$rev")) against the working tree" >&2
    run_suite ab 3g "--ref=$refsrc" "--new=$root/$engine" "$@"
    ;;
  editor)
    records=1000000,10000000
    rounds=20
    regenerate=0
    for a in "$@"; do
      case "$a" in
        --records=*) records="${a#--records=}" ;;
        --rounds=*) rounds="${a#--rounds=}" ;;
        --regenerate) regenerate=1 ;;
        *) echo "bench: editor: unknown argument '$a' (use --records=N[,N...] --rounds=R --regenerate)" >&2; exit 2 ;;
      esac
    done
    command -v xvfb-run >/dev/null 2>&1 || { echo "bench: editor needs xvfb-run (Debian packages xvfb, xauth, libgtk-3-0)" >&2; exit 1; }
    files=""
    for r in ${records//,/ }; do
      case "$r" in ''|*[!0-9]*) echo "bench: editor: --records wants whole numbers, got '$r'" >&2; exit 2 ;; esac
      f="$here/target/editor/records-$r/trace.lbt"
      if [ "$regenerate" = 1 ] || [ ! -f "$f" ]; then
        mkdir -p "$(dirname "$f")"
        # a master-slave run of 1,000 slaves writes about 9.1 intervals and messages per work unit
        run_suite masterslave 256m "--units=$(( (r * 10 + 90) / 91 ))" "--trace-file=$f"
      fi
      files="${files:+$files,}$f"
    done
    report="$here/target/editor/report.txt"
    rm -f "$report"
    bundles=bundles/lbsim.api,bundles/lbsim.core,bundles/lbsim.trace,bundles/lbsim.model,bundles/lbsim.run,bundles/lbsim.app
    bundles=$bundles,bundles/lbsim.gef.compat.jface,bundles/lbsim.gef.compat.workbench,bundles/lbsim.model.edit
    bundles=$bundles,bundles/lbsim.model.editor,bundles/lbsim.ui,bundles/lbsim.ui.tests
    echo "bench: editor benchmark on $files (building $bundles offline, then the workbench under xvfb-run)" >&2
    log="$here/target/editor/maven.log"
    status=0
    (cd "$root" && xvfb-run -a -s "-screen 0 2400x1400x24" ./mvnw -B -o -pl "$bundles" verify \
        -Dtest=SpaceTimeEditorBenchmark -DfailIfNoTests=false -Dsurefire.failIfNoSpecifiedTests=false \
        "-Dui.test.vmargs=-Xmx1g -Dlbsim.bench.editor=$files -Dlbsim.bench.editor.rounds=$rounds -Dlbsim.bench.editor.out=$report" \
        >"$log" 2>&1) || status=$?
    if [ "$status" != 0 ] || [ ! -s "$report" ]; then
      echo "bench: editor benchmark failed (exit $status); the build's output: $log" >&2
      tail -40 "$log" >&2
      exit 1
    fi
    cat "$report"
    ;;
  simgrid) exec "$here/simgrid/run-simgrid.sh" "$@" ;;
  simgrid-dynamics) exec "$here/simgrid/run-dynamics.sh" "$@" ;;
  simgrid-net) exec "$here/simgrid/run-network.sh" "$@" ;;
  simgrid-scale) exec "$here/simgrid/run-scale.sh" "$@" ;;
  all)
    run_suite hold 2g "$@"
    run_suite wus 512m
    ;;
  -h|--help|help) sed -n '2,/^set /p' "$0" | grep '^#' | sed 's/^# \{0,1\}//' ;;
  *) echo "bench: unknown suite '$suite'; use hold, wus, masterslave, realpingpong, ab, simgrid, simgrid-net, simgrid-scale, routedscale, editor or all (bench/run.sh --help)" >&2; exit 2 ;;
esac
