#!/usr/bin/env bash
# Runs the shipped Slurm scripts (examples/slurm/sweep.sbatch and merge.sbatch) end to end on a real
# one-node Slurm on localhost, with the built product of this checkout. Run by ./test after the build;
# alone: releng/test/slurm-e2e.sh (the product must be built: ./lbsim --version).
#
# Without Slurm (always):
#   - the user guide (docs/user/experiments.md) quotes both scripts exactly;
#   - an unsharded run of the small sweep under umask 022 writes folders 755 and files 644; it is the
#     reference for the merged results below.
# With Slurm (as root; installs Debian's slurm-wlm and munge when they are missing and apt-get can):
#   starts munged, slurmctld and slurmd with a configuration, key, sockets, state and logs in a temporary
#   folder (its own ports; /etc/slurm and a running Slurm or munge are left alone), and submits the
#   scripts from a scratch submit folder with the small sweep (LBSIM_SHARDS=3, LBSIM_SWEEP, plain JVM):
#   1. a source file is touched first, so the product is stale: the three tasks must neither build
#      nor fail (each says once that the product is stale), the afterok merge completes, and its
#      points.csv and runs.csv equal the unsharded run's (cmp);
#   2. shard 2 is made to fail (a file where its folder goes): tasks 1 and 3 complete, task 2 fails
#      with exit 2, the afterok merge stays pending (DependencyNeverSatisfied) and is cancelled; a
#      merge without dependency fails (shard missing) and draws nothing;
#   3. shard 2 is rerun with sbatch --array=2; the merge completes and equals the unsharded run again.
#   The daemons it started are stopped and the touched file gets its time back (trap).
# When Slurm cannot be installed or started it says so and skips only the Slurm part (exit 0).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-slurm.XXXXXX")"
chmod 755 "$tmp"
touched="$root/bundles/lbsim.app/src/lbsim/app/Main.java"
touched_time=""
daemons=()
cleanup() {
  local pidfile pid n
  for ((n = ${#daemons[@]} - 1; n >= 0; n--)); do
    pidfile="${daemons[$n]}"
    pid="$(cat "$pidfile" 2>/dev/null || true)"
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || continue
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  done
  [ -z "$touched_time" ] || touch -d "$touched_time" "$touched"
  rm -rf "$tmp"
}
trap cleanup EXIT
start=$SECONDS
logs() {
  for f in "$tmp"/slurm/slurmctld.log "$tmp"/slurm/slurmd.log; do
    [ -f "$f" ] && { echo "--- $f (last lines)"; tail -n 15 "$f"; }
  done
}
fail() {
  echo "slurm-e2e: FAIL: $*" >&2
  logs >&2
  exit 1
}
if ! ls releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim/plugins/lbsim.app_*.jar >/dev/null 2>&1; then
  fail "no built product: build it first (./lbsim --version, or ./mvnw clean verify)"
fi

# --- the user guide quotes the shipped scripts exactly
for f in sweep merge; do
  awk -v head="\`examples/slurm/$f.sbatch\`:" 'found == 2 && /^```$/ { exit } found == 2 { print } found == 1 && /^```/ { found = 2 }
    found == 0 && index($0, head) { found = 1 }' docs/user/experiments.md >"$tmp/readme-$f"
  cmp -s "$tmp/readme-$f" "examples/slurm/$f.sbatch" \
    || { diff "$tmp/readme-$f" "examples/slurm/$f.sbatch" >&2 || true; fail "docs/user/experiments.md does not quote examples/slurm/$f.sbatch as it is"; }
done

# --- the small sweep, unsharded, under umask 022: the reference, and the modes of what lbsim writes
export LBSIM="$root/lbsim" LBSIM_LAUNCH=plain LBSIM_SHARDS=3
export LBSIM_SWEEP="--set application/units=2000 --sweep application/strategy=guided,factoring --sweep application/workBytesFixed=1024:1048576:*32 --replications 3"
read -r -a sweep <<<"$LBSIM_SWEEP"
(umask 022 && LBSIM_NO_BUILD=1 ./lbsim run examples/ion-implantation.lbsim --quiet --jobs 2 "${sweep[@]}" \
  --chart makespan --chart-x application/workBytesFixed --out "$tmp/unsharded") || fail "the unsharded run failed"
bad="$(find "$tmp/unsharded" \( -type d ! -perm 755 \) -o \( -type f ! -perm 644 \))"
[ -z "$bad" ] || fail "under umask 022, these are not 755 (folders) or 644 (files): $(ls -ld $bad)"
echo "slurm-e2e: docs/user/experiments.md quotes the scripts; unsharded reference written, folders 755 and files 644 under umask 022"

# --- a Slurm of our own
skip() {
  echo "slurm-e2e: SKIPPED the Slurm part: $*"
  exit 0
}
[ "$(id -u)" = 0 ] || skip "not root (slurmd must run as root to start jobs)"
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  command -v apt-get >/dev/null || skip "Slurm is not installed and there is no apt-get"
  echo "slurm-e2e: installing slurm-wlm and munge (apt-get)" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge; } >"$tmp/apt.log" 2>&1 \
    || skip "could not install slurm-wlm and munge: $(tail -n 3 "$tmp/apt.log")"
fi
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
ctld_port=""
for _ in 1 2 3 4 5 6 7 8 9 10; do
  p=$((20000 + RANDOM % 20000))
  if port_free "$p" && port_free $((p + 1)); then ctld_port=$p; break; fi
done
[ -n "$ctld_port" ] || skip "found no two free ports"
s="$tmp/slurm"
mkdir -p "$s/state" "$s/spool"
chmod 755 "$s"
dd if=/dev/urandom of="$s/munge.key" bs=128 count=1 2>/dev/null
chmod 400 "$s/munge.key"
cat >"$s/slurm.conf" <<EOF
# written by releng/test/slurm-e2e.sh for one test run (configuration as in shared/SLURM-NOTES.md)
ClusterName=lbsimtest
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$((ctld_port + 1))
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$s/munge.socket
CredType=cred/munge
StateSaveLocation=$s/state
SlurmdSpoolDir=$s/spool
SlurmctldPidFile=$s/slurmctld.pid
SlurmdPidFile=$s/slurmd.pid
SlurmctldLogFile=$s/slurmctld.log
SlurmdLogFile=$s/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
ReturnToService=2
MpiDefault=none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MinJobAge=3600
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$s/slurm.conf"
daemons+=("$s/munged.pid")
munged --force -S "$s/munge.socket" --key-file="$s/munge.key" --log-file="$s/munged.log" --pid-file="$s/munged.pid" \
  --seed-file="$s/munged.seed" 2>"$s/munged.err" || skip "munged did not start: $(cat "$s/munged.err" "$s/munged.log" 2>/dev/null | tail -n 3)"
daemons+=("$s/slurmctld.pid")
slurmctld 2>"$s/slurmctld.err" || skip "slurmctld did not start: $(cat "$s/slurmctld.err"; tail -n 5 "$s/slurmctld.log" 2>/dev/null)"
daemons+=("$s/slurmd.pid")
slurmd -N localhost 2>"$s/slurmd.err" || skip "slurmd did not start: $(cat "$s/slurmd.err"; tail -n 5 "$s/slurmd.log" 2>/dev/null)"
for ((i = 0; i < 40; i++)); do
  [ "$(sinfo -h -o %T 2>/dev/null)" = idle ] && break
  sleep 0.5
done
[ "$(sinfo -h -o %T 2>/dev/null)" = idle ] || skip "the node did not come up: $(sinfo 2>&1 | tail -n 2; logs)"
echo "slurm-e2e: Slurm $(sinfo -V | cut -d' ' -f2) on localhost, ports $ctld_port and $((ctld_port + 1)) ($((SECONDS - start)) s)"

# --- helpers
field() { # JOB FIELD: a field of scontrol show job
  scontrol -o show job "$1" | sed -n "s/.* $2=\([^ ]*\).*/\1/p" | head -n 1
}
wait_done() { # JOBS...: until none of them is pending or running (90 s at most)
  local deadline=$((SECONDS + 90)) ids
  ids="$(IFS=,; echo "$*")"
  while [ -n "$(squeue -h -j "$ids" 2>/dev/null)" ]; do
    [ $SECONDS -lt $deadline ] || fail "jobs $ids still queued after 90 s: $(squeue)"
    sleep 1
  done
}
expect() { # JOB STATE EXITCODE
  local st ec
  st="$(field "$1" JobState)"
  ec="$(field "$1" ExitCode)"
  [ "$st $ec" = "$2 $3" ] || fail "job $1: $st $ec (want $2 $3); its output: $(cat "$work"/slurm-*"$1"*.out 2>/dev/null | tail -n 5)"
}
same_as_unsharded() { # MERGED_FOLDER
  cmp "$1/points.csv" "$tmp/unsharded/points.csv" || fail "merged points.csv differs from the unsharded run's"
  cmp "$1/runs.csv" "$tmp/unsharded/runs.csv" || fail "merged runs.csv differs from the unsharded run's"
  [ -s "$1/chart-makespan.png" ] && grep -q 'makespan against application/workBytesFixed' "$1/chart-makespan.svg" \
    || fail "no chart of makespan against application/workBytesFixed in $1"
}

# the submit folder is not the checkout: the scripts find lbsim through LBSIM, results go to the submit folder
work="$tmp/submit"
mkdir -p "$work"
cd "$work"
sbatch_sweep() { sbatch --parsable --cpus-per-task=1 "$@" "$root/examples/slurm/sweep.sbatch"; }
sbatch_merge() { sbatch --parsable "$@" "$root/examples/slurm/merge.sbatch"; }
stamp="$root/releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim/configuration/config.ini"
stamp_before="$(stat -c %Y.%y "$stamp")"

# 1. a stale product (a source touched), three tasks at once: nobody builds, all complete; the merge equals the unsharded run
touched_time="$(stat -c %y "$touched")"
touch "$touched"
sweep1="$(sbatch_sweep --array=1-3)"
merge1="$(sbatch_merge --dependency=afterok:"$sweep1")"
wait_done "$sweep1" "$merge1"
for k in 1 2 3; do
  expect "${sweep1}_$k" COMPLETED 0:0
  out="$work/slurm-lbsim-sweep-${sweep1}_$k.out"
  [ "$(grep -c 'lbsim: the product is older than the sources (not rebuilt in a batch job' "$out")" = 1 ] \
    || fail "task $k did not say once that the product is stale: $(cat "$out")"
  ! grep -q 'building the product' "$out" || fail "task $k started a build: $(cat "$out")"
done
[ "$(stat -c %Y.%y "$stamp")" = "$stamp_before" ] || fail "the product was rebuilt during the batch jobs"
expect "$merge1" COMPLETED 0:0
[ "$(readlink "$work/results/sweep")" = "sweep-$merge1" ] || fail "results/sweep does not point to sweep-$merge1"
same_as_unsharded "$work/results/sweep"
touch -d "$touched_time" "$touched"
touched_time=""
echo "slurm-e2e: stale product, 3 tasks at once: no build, all completed; merge equals the unsharded run ($((SECONDS - start)) s)"

# 2. shard 2 fails: the afterok merge waits for ever; a merge without the dependency fails and draws nothing
rm -rf "$work/results/shards"
mkdir -p "$work/results/shards"
echo "not a folder" >"$work/results/shards/shard-2"
sweep2="$(sbatch_sweep --array=1-3)"
merge2="$(sbatch_merge --dependency=afterok:"$sweep2")"
wait_done "$sweep2"
expect "${sweep2}_1" COMPLETED 0:0
expect "${sweep2}_2" FAILED 2:0
expect "${sweep2}_3" COMPLETED 0:0
grep -q 'shard-2: exists and is not a folder' "$work/slurm-lbsim-sweep-${sweep2}_2.out" \
  || fail "task 2 failed for another reason: $(cat "$work/slurm-lbsim-sweep-${sweep2}_2.out")"
for ((i = 0; i < 30; i++)); do
  [ "$(field "$merge2" Reason)" = DependencyNeverSatisfied ] && break
  sleep 1
done
[ "$(field "$merge2" JobState) $(field "$merge2" Reason)" = "PENDING DependencyNeverSatisfied" ] \
  || fail "the afterok merge after a failed shard: $(field "$merge2" JobState) $(field "$merge2" Reason) (want PENDING DependencyNeverSatisfied)"
scancel "$merge2"
rm "$work/results/shards/shard-2"
merge3="$(sbatch_merge)"
wait_done "$merge3"
expect "$merge3" FAILED 2:0
grep -q 'shard-2' "$work/slurm-lbsim-merge-$merge3.out" || fail "the merge did not name the missing shard: $(cat "$work/slurm-lbsim-merge-$merge3.out")"
[ ! -e "$work/results/sweep-$merge3" ] || fail "the failed merge left results/sweep-$merge3"
[ "$(readlink "$work/results/sweep")" = "sweep-$merge1" ] || fail "the failed merge moved results/sweep"
echo "slurm-e2e: a failed shard: afterok merge pending (DependencyNeverSatisfied), cancelled; merge without it failed, drew nothing ($((SECONDS - start)) s)"

# 3. rerun shard 2 alone with --array=2: the merge equals the unsharded run
sweep3="$(sbatch_sweep --array=2)"
merge4="$(sbatch_merge --dependency=afterok:"$sweep3")"
wait_done "$sweep3" "$merge4"
expect "${sweep3}_2" COMPLETED 0:0
expect "$merge4" COMPLETED 0:0
[ "$(readlink "$work/results/sweep")" = "sweep-$merge4" ] || fail "results/sweep does not point to sweep-$merge4"
same_as_unsharded "$work/results/sweep"
echo "slurm-e2e: passed: shard 2 rerun with --array=2, merge equals the unsharded run ($((SECONDS - start)) s in all)"
