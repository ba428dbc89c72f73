#!/usr/bin/env bash
# The fuzz suite of issue 14 on demand, longer than in CI: N command-line mutants (CliFuzzTest in
# lbsim.app.tests: mutated scenarios, input files, result folders and command lines run through the
# command line) and N/6 mutants per input-file reader (InputFuzzTest in lbsim.core.tests), from SEED.
# Prints the table of outcomes of each and exits non-zero when any mutant ended otherwise than
# cleanly (exit 0, 1 or 2 with its message); the failing cases' files are kept in
# bundles/lbsim.app.tests/target/cli-fuzz-failures/. CI runs 1000 and 300 mutants from seed 20261124;
# the first N cases of a seed are the same whatever N, so a longer run starts with the CI run's.
# Every FUZZ_CHILD_EVERY-th case (default 250, as in CI) also runs in a child JVM, in an environment drawn for it: as
# it is, LC_ALL=C, ulimit -f 16 (a file-size limit on every output) or standard output on /dev/full (issue 26).
# Usage: releng/fuzz.sh [N [SEED]]   (default: 5000 20261124; builds offline, -o, like ./test)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cases="${1:-5000}"
seed="${2:-20261124}"
case "$cases$seed${FUZZ_CHILD_EVERY:-250}" in
  *[!0-9-]*) echo "usage: releng/fuzz.sh [N [SEED]] (whole numbers)" >&2; exit 2 ;;
esac
# shellcheck source=find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk
per_reader=$(( cases / 6 > 0 ? cases / 6 : 1 ))
log="$root/bundles/lbsim.app.tests/target/fuzz-$cases-$seed.log"
mkdir -p "$(dirname "$log")"
cd "$root"
started=$(date +%s)
set +e
./mvnw -B -o -q \
  -pl bundles/lbsim.api,bundles/lbsim.core,bundles/lbsim.core.tests,bundles/lbsim.trace,bundles/lbsim.model,bundles/lbsim.run,bundles/lbsim.app,bundles/lbsim.app.tests \
  verify -Dtest='CliFuzzTest,InputFuzzTest' -DfailIfNoTests=false -Dsurefire.failIfNoSpecifiedTests=false \
  "-Dtest.vmargs=-Xmx1g -Dlbsim.examples=$root/examples -Dlbsim.fuzz.cli.cases=$cases -Dlbsim.fuzz.cases=$per_reader -Dlbsim.fuzz.seed=$seed -Dlbsim.fuzz.child.every=${FUZZ_CHILD_EVERY:-250}" \
  >"$log" 2>&1
rc=$?
set -e
# each suite prints its table once on standard output (the assertion repeats it on failure)
awk '/^input fuzz, seed/ && !i { i = 1; p = 1 } /^lbsim command-line fuzz: seed/ && !c { c = 1; p = 1 }
     p && /^(Tests run|Running|org\.opentest4j| ==>)/ { p = 0 } p { print }' "$log"
echo "fuzz: $cases command-line cases and $per_reader per reader from seed $seed in $(( $(date +%s) - started )) s" \
  "(build included); log: $log"
if [ "$rc" -ne 0 ]; then
  grep -q "^lbsim command-line fuzz: seed" "$log" || tail -n 30 "$log" >&2
  echo "fuzz: FAILED (exit $rc)" >&2
fi
exit "$rc"
