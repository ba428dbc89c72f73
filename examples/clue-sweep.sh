#!/usr/bin/env bash
# CLUE's experiment (seeds/003, section 4.3, figures 4.5-4.16) in one lbsim experiment: a block-cyclic
# factorization of a 2000 x 2000 matrix on process grids of eight processes (1x8, 2x4, 4x2, 8x1) of four
# dual-processor nodes, for block sizes 100, 200, 400 and 500, under CLUE's piecewise-linear network
# (examples/real-lu.lbsim, or real-cholesky.lbsim with KERNEL=cholesky). Draws the virtual run time
# against the block size, one line per grid shape.
#   examples/clue-sweep.sh [OUT_DIR] [more lbsim options]
#   (default OUT_DIR results/clue-sweep-lu: experiment.json, points.csv, runs.csv,
#    chart-simulated_end.png/.svg; compiles the example programs first when needed)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kernel="${KERNEL:-lu}"
out="${1:-$root/results/clue-sweep-$kernel}"
shift || true
[ -f "$root/examples/programs/classes/examples/factor/Grid.class" ] || "$root/examples/programs/build.sh" >&2
LBSIM_LAUNCH=plain "$root/lbsim" run "$root/examples/real-$kernel.lbsim" --quiet --out "$out" \
  --sweep 'application/args[3]=100,200,400,500' --sweep 'application/args[0]=1x8,2x4,4x2,8x1' \
  --chart simulated_end "$@"
echo "clue-sweep: $out/points.csv, $out/chart-simulated_end.png" >&2
