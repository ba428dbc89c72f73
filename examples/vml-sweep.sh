#!/usr/bin/env bash
# The shape of figure 4.2 of the MISS-PVM report (virtual message lengths): sweeps the length of the
# master's work messages in examples/ion-implantation.lbsim from 1 KB to 64 MB (x4 per step), three
# replications per length, and draws the makespan with 95 % confidence bars. Because lbsim times a
# message by its virtual length and never allocates it, the simulation effort stays nearly flat (the
# events grow only because competing users keep arriving during a longer run) while the simulated
# makespan grows with the length.
#   examples/vml-sweep.sh [OUT_DIR] [more lbsim options]
#   (default OUT_DIR results/vml-sweep: experiment.json, points.csv, runs.csv, chart-makespan.png/.svg;
#    about ten seconds)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/results/vml-sweep}"
shift || true
LBSIM_LAUNCH=plain "$root/lbsim" run "$root/examples/ion-implantation.lbsim" --quiet --out "$out" \
  --set application/strategy=guided --sweep application/workBytesFixed=1024:67108864:*4 \
  --replications 3 --chart makespan "$@"
echo "vml-sweep: $out/points.csv, $out/chart-makespan.png" >&2
