#!/usr/bin/env bash
# Runs every shipped example that BASE_COMMIT has too (examples/*.lbsim, with every export, plus one experiment with kept runs,
# exports and a chart, and the ping-pong curves) with the headless product of a given commit and with
# the product of the working tree, and compares the result folders byte for byte. Only summary.json's
# "wallClock" entry (the real time a run took) is ignored, and the clip-path names in an experiment
# chart's SVG (older builds named them after System.nanoTime(), so they differed from run to run); the
# printed output is compared too, with the wall-clock figure of the summary line masked.
#
#   releng/compare-examples.sh BASE_COMMIT [WORK_DIR]
#
# BASE_COMMIT is built from a copy of its files (./mvnw -o clean package -DskipTests); set
# LBSIM_BASE_PRODUCT to the lbsim folder of an already built product of that commit to skip the build.
# The working tree's product is built when missing or older than the sources (as ./lbsim does); set
# LBSIM_NEW_PRODUCT to use another one. Real programs are compiled first (examples/programs/build.sh).
# Exit 0 when every folder and every printed output is identical, 1 otherwise (the differences are
# listed), 2 on bad usage.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: releng/compare-examples.sh BASE_COMMIT [WORK_DIR]" >&2
  exit 2
fi
base="$1"
work="${2:-$(mktemp -d "${TMPDIR:-/tmp}/lbsim-compare.XXXXXX")}"
mkdir -p "$work"
rel="releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim"

base_product="${LBSIM_BASE_PRODUCT:-}"
if [ -z "$base_product" ]; then
  tree="$work/base-tree"
  if [ ! -d "$tree" ]; then # a plain copy of the commit's files (git archive): the repository is not touched
    mkdir -p "$tree"
    git -C "$root" archive --format=tar "$base" | tar -x -C "$tree"
  fi
  echo "compare: building $base in $tree" >&2
  (cd "$tree" && ./mvnw -B -o -q clean package -DskipTests >"$work/base-build.log" 2>&1) \
    || { echo "compare: the build of $base failed; see $work/base-build.log" >&2; exit 1; }
  base_product="$tree/$rel"
fi
new_product="${LBSIM_NEW_PRODUCT:-}"
if [ -z "$new_product" ]; then
  "$root/lbsim" --version >/dev/null # builds the working tree's product when it is missing or stale
  new_product="$root/$rel"
fi
"$root/examples/programs/build.sh" >/dev/null

# lbsim of a product on a plain JVM (faster than the Eclipse launch; the same command line)
run_lbsim() {
  local product="$1"
  shift
  local cp=""
  for jar in "$product"/plugins/lbsim.*.jar "$product"/plugins/org.eclipse.emf.*.jar "$product"/plugins/org.apache.commons.*.jar "$product"/plugins/org.jfree.*.jar; do
    cp="$cp${cp:+:}$jar"
  done
  "$JAVA_HOME/bin/java" -Xmx1g -cp "$cp" lbsim.app.Main "$@"
}

run_all() {
  local product="$1" out="$2"
  rm -rf "$out"
  mkdir -p "$out"
  local f name status
  for f in "$root"/examples/*.lbsim; do
    name="$(basename "$f" .lbsim)"
    # an example added since BASE_COMMIT has nothing to be compared with (the base may not read it)
    git -C "$root" cat-file -e "$base:examples/$name.lbsim" 2>/dev/null || continue
    # a file that declares an experiment (<sweeps>, or replications above 1) writes its exports into
    # each run folder, which it keeps only with --keep-runs
    local keep=()
    if grep -q -E '<sweeps |replications="([2-9]|[1-9][0-9]+)"' "$f"; then keep=(--keep-runs); fi
    status=0
    (cd "$root" && run_lbsim "$product" run "examples/$name.lbsim" --out "$out/$name" "${keep[@]}" \
        --export chrome,paje,picl,csv,png,svg >"$out/$name.stdout" 2>"$out/$name.stderr") || status=$?
    echo "$status" >"$out/$name.exit"
  done
  status=0
  (cd "$root" && run_lbsim "$product" run examples/ion-implantation.lbsim --quiet --out "$out/experiment" \
      --set application/strategy=guided --sweep application/workBytesFixed=1024:1048576:*32 --replications 2 \
      --keep-runs --chart makespan --jobs 2 >"$out/experiment.stdout" 2>"$out/experiment.stderr") || status=$?
  echo "$status" >"$out/experiment.exit"
  status=0
  (cd "$root" && run_lbsim "$product" curves examples/pingpong-*.lbsim --out "$out/curves" \
      >"$out/curves.stdout" 2>"$out/curves.stderr") || status=$?
  echo "$status" >"$out/curves.exit"
  # what may differ between two runs of the same build: the wall clock
  find "$out" -name summary.json -exec sed -i '/"wallClock": {/,/}/d' {} +
  # before 2026-11-24, a chart's SVG named its clip paths after System.nanoTime() (JFreeSVG's default
  # prefix), so two runs of one build differed there; the names are masked, nothing else of the file
  find "$out" -name 'chart-*.svg' -exec sed -i -E 's/_[0-9A-Za-z]*clip-/_Nclip-/g' {} +
  sed -i -E 's/\([0-9.]+ s wall clock\)/(WALL s wall clock)/' "$out"/*.stdout
  sed -i -E "s#$out#OUT#g" "$out"/*.stdout "$out"/*.stderr
  # an experiment's progress lines on stderr come every so many seconds with rates: how many depends on the clock
  sed -i -E '/^lbsim: points [0-9]+\/[0-9]+, runs [0-9]+\/[0-9]+ .*events\/s/d' "$out"/*.stderr
}

echo "compare: running the examples with $base ($base_product)" >&2
run_all "$base_product" "$work/base"
echo "compare: running the examples with the working tree ($new_product)" >&2
run_all "$new_product" "$work/new"
# the version differs by build; it is written into summary.json, experiment.json and the first printed line
for side in base new; do
  grep -rl '"lbsimVersion"' "$work/$side" | xargs -r sed -i -E 's/"lbsimVersion": "[^"]*"/"lbsimVersion": "V"/'
  sed -i -E 's/^lbsim [0-9][^ :]*/lbsim V/' "$work/$side"/*.stdout
done

if diff -r "$work/base" "$work/new" >"$work/diff.txt"; then
  count="$(find "$work/new" -type f | wc -l)"
  echo "compare: identical: the examples of $base ($(ls "$root"/examples/*.lbsim | wc -l) now), an experiment and the curves ($count files) in $work"
  exit 0
fi
echo "compare: differences (full list in $work/diff.txt):" >&2
head -n 60 "$work/diff.txt" >&2
exit 1
