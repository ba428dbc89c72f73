#!/usr/bin/env bash
# The shape of figure 4.2 of the MISS-PVM report (virtual message lengths): sweeps the length of the
# master's work messages in examples/ion-implantation.lbsim from 1 KB to 64 MB. Because lbsim times a
# message by its virtual length and never allocates it, the simulation effort (wall-clock seconds)
# stays flat while the simulated makespan grows with the length.
#   examples/vml-sweep.sh [OUT.csv]     (default results/vml-sweep.csv; about half a minute)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/results/vml-sweep.csv}"
work="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-vml.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"
echo "work_message_bytes,makespan_s,wall_clock_s,events" > "$work/sweep.csv"
for kb in 1 4 16 64 256 1024 4096 16384 65536; do
  bytes=$((kb * 1024))
  LBSIM_LAUNCH=plain "$root/lbsim" run "$root/examples/ion-implantation.lbsim" --quiet --out "$work/r$kb" \
    --set application/workBytesFixed=$bytes --set application/strategy=guided
  summary="$work/r$kb/summary.json"
  makespan=$(sed -n 's/^  "simulatedEndSeconds": \(.*\),$/\1/p' "$summary")
  events=$(sed -n 's/^  "eventsProcessed": \(.*\),$/\1/p' "$summary")
  wall=$(sed -n 's/^    "seconds": \(.*\)$/\1/p' "$summary")
  echo "$bytes,$makespan,$wall,$events" >> "$work/sweep.csv"
  echo "vml-sweep: work messages of $bytes bytes: makespan $makespan s, simulated in $wall s" >&2
done
mv "$work/sweep.csv" "$out"
echo "vml-sweep: $out"
