#!/usr/bin/env bash
# lbsim installed into an Eclipse that is not lbsim's product (issue 27), as docs/user/getting-started.md
# "Installing into an Eclipse IDE" tells users to do it:
#  1. copies the bare Eclipse (releng/bare-eclipse: platform + JDT + debug UI + p2 director, no lbsim bundle) to a
#     temporary folder;
#  2. installs lbsim.ui.feature.feature.group from lbsim's p2 site (releng/lbsim.repository/target/repository) with
#     the p2 director application, and checks that the director says so and that bundles.info lists lbsim's
#     bundles (and their jars are there);
#  3. installs the test driver (releng/test/idedriver, from releng/bare-eclipse's test-only repository) the same way;
#  4. starts that Eclipse on a new workspace under a virtual display; the driver imports a project holding
#     examples/ion-implantation.lbsim and a shared launch configuration (lbsim Simulation, seed 7), launches it as
#     Run does (DebugUITools.launch through SimulationLaunchDelegate), waits for the run's end and the space-time
#     diagram editor and its first picture with task rows (lbsim.ui's -Dlbsim.ui.firstPaintLog), and closes the
#     workbench;
#  5. checks the result folder: masterslave.csv and tasks.csv equal those of ./lbsim run with the same seed.
# Needs a built tree (./mvnw verify). One line "p2-install: ..." on failure (exit 1), the logs' tails after it.
# Usage: releng/test/p2-install.sh [--keep DIR]   (--keep: work in DIR and leave it, for a look afterwards)
# Overrides for trying it against other builds: LBSIM_P2_SITE, LBSIM_BARE_ECLIPSE, LBSIM_TEST_REPO, LBSIM_HEADLESS.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
# shellcheck source=../find-jdk.sh
. releng/find-jdk.sh
lbsim_need_jdk

site="${LBSIM_P2_SITE:-$root/releng/lbsim.repository/target/repository}"
bare="${LBSIM_BARE_ECLIPSE:-$root/releng/bare-eclipse/target/products/lbsim.bare.eclipse/linux/gtk/x86_64/eclipse}"
testrepo="${LBSIM_TEST_REPO:-$root/releng/bare-eclipse/target/repository}"
headless="${LBSIM_HEADLESS:-$root/lbsim}"

if [ "${1:-}" = --keep ]; then
  work="$2"; mkdir -p "$work"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-p2.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
fail() {
  echo "p2-install: $1" >&2
  shift
  for f in "$@"; do [ -f "$f" ] && { echo "--- $f (last lines)" >&2; tail -n 25 "$f" >&2; }; done
  exit 1
}
for d in "$site" "$bare" "$testrepo"; do
  [ -d "$d" ] || fail "$d is missing: build first (./mvnw -B verify, or -pl ...,releng/lbsim.repository,releng/test/idedriver,releng/bare-eclipse)"
done

eclipse="$work/eclipse"
rm -rf "$eclipse"
cp -a "$bare" "$eclipse"
info="$eclipse/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"
[ -f "$info" ] || fail "the bare Eclipse has no $info (no p2 profile?)"
! grep -q '^lbsim\.' "$info" || fail "the bare Eclipse already holds lbsim bundles: $(grep -c '^lbsim\.' "$info")"
launcher=("$JAVA_HOME/bin/java" -jar "$(ls "$eclipse"/plugins/org.eclipse.equinox.launcher_*.jar)")

# 2. the install a user does (docs/user/getting-started.md)
"${launcher[@]}" -nosplash -consoleLog -application org.eclipse.equinox.p2.director \
  -repository "file:$site" -installIU lbsim.ui.feature.feature.group \
  -destination "$eclipse" -profile DefaultProfile >"$work/director.log" 2>&1 \
  || fail "the p2 director failed to install lbsim.ui.feature.feature.group from $site" "$work/director.log"
grep -q '^Installing lbsim.ui.feature.feature.group ' "$work/director.log" && grep -q '^Operation completed in ' "$work/director.log" \
  || fail "the p2 director did not report the install of lbsim.ui.feature.feature.group" "$work/director.log"
for b in lbsim.api lbsim.core lbsim.model lbsim.trace lbsim.run lbsim.app lbsim.ui lbsim.model.edit lbsim.model.editor \
  lbsim.help lbsim.gef.compat.jface lbsim.gef.compat.workbench org.eclipse.gef org.eclipse.draw2d; do
  line="$(grep "^$b," "$info" || true)"
  [ -n "$line" ] || fail "after the install, bundles.info lists no $b" "$work/director.log"
  jar="$(echo "$line" | cut -d, -f3)"
  [ -e "$eclipse/$jar" ] || fail "bundles.info lists $b at $jar, which is not in $eclipse"
done
echo "p2-install: the p2 director installed lbsim.ui.feature.feature.group into a bare Eclipse: $(grep -c '^lbsim\.' "$info") lbsim bundles in bundles.info" >&2

# 3. the test driver, from the test-only repository
"${launcher[@]}" -nosplash -consoleLog -application org.eclipse.equinox.p2.director \
  -repository "file:$testrepo" -installIU lbsim.test.idedriver \
  -destination "$eclipse" -profile DefaultProfile >"$work/driver-install.log" 2>&1 \
  && grep -q '^lbsim.test.idedriver,' "$info" \
  || fail "the p2 director did not install the test driver from $testrepo" "$work/driver-install.log"

# 4. a workspace with a project: the scenario and a shared launch configuration
project="$work/workspace/p2test"
# shellcheck source=ion-project.sh
. releng/test/ion-project.sh
lbsim_ion_project "$root" "$project" p2test ion:7:ion
cat >"$work/driver.properties" <<EOF
project=$project
launch=ion
log=$work/driver.log
waitFile=$work/first-paint.log
exit=true
EOF
status=0
ide=(timeout 600 "$JAVA_HOME/bin/java" -Xmx2g -Dlbsim.test.idedriver="$work/driver.properties"
  -Dlbsim.ui.firstPaintLog="$work/first-paint.log" -jar "${launcher[2]}" -data "$work/workspace" -consoleLog)
# a virtual display that is not ready in time makes GTK fail with "gtk_init_check() failed" before any Eclipse
# code runs (seen in ./test's IDE smoke test): that alone is retried, twice
for attempt in 1 2 3; do
  status=0
  if [ -z "${DISPLAY:-}" ]; then
    xvfb-run -a -s "-screen 0 1400x900x24" "${ide[@]}" >"$work/ide.log" 2>&1 || status=$?
  else
    "${ide[@]}" >"$work/ide.log" 2>&1 || status=$?
  fi
  if [ "$status" != 0 ] && [ ! -f "$work/driver.log" ] && grep -q 'gtk_init_check() failed' "$work/ide.log" && [ "$attempt" -lt 3 ]; then
    echo "p2-install: the virtual display was not ready (gtk_init_check failed); trying again" >&2
    sleep 3
    continue
  fi
  break
done
[ -f "$work/driver.log" ] || fail "the installed Eclipse did not start the test driver (exit $status)" "$work/ide.log"
if grep -q '^error ' "$work/driver.log"; then
  fail "in the installed Eclipse, $(grep '^error ' "$work/driver.log" | head -n 1 | cut -c7-)" "$work/ide.log" "$work/driver.log"
fi
grep -q '^done ' "$work/driver.log" || fail "the installed Eclipse ended (exit $status) before the run and its diagram were done" "$work/ide.log" "$work/driver.log"
grep -q '^terminated 0 [0-9]* exit 0$' "$work/driver.log" || fail "the simulation launched in the installed Eclipse did not exit 0" "$work/driver.log" "$work/ide.log"
grep -q '^editor 0 ' "$work/driver.log" || fail "no space-time diagram opened after the run" "$work/driver.log"
grep -q '^first-paint [0-9]* [1-9][0-9]*$' "$work/first-paint.log" || fail "the space-time diagram painted no task rows" "$work/driver.log"
if grep -qE 'NoClassDefFoundError|ClassNotFoundException' "$work/ide.log"; then
  fail "the installed Eclipse logged a missing class" "$work/ide.log"
fi

# 5. the same run headless
"$headless" run examples/ion-implantation.lbsim --seed 7 --out "$work/headless" --quiet >"$work/headless.log" 2>&1 \
  || fail "./lbsim run examples/ion-implantation.lbsim --seed 7 failed" "$work/headless.log"
for f in masterslave.csv tasks.csv; do
  [ -f "$project/results/ion/$f" ] || fail "the launch in the installed Eclipse wrote no results/ion/$f" "$work/driver.log"
  cmp -s "$project/results/ion/$f" "$work/headless/$f" \
    || fail "$f of the launch in the installed Eclipse differs from ./lbsim run --seed 7's"
done
echo "p2-install: lbsim installed with the p2 director into a bare Eclipse ran examples/ion-implantation.lbsim through a launch configuration (seed 7), opened its diagram, and wrote the masterslave.csv and tasks.csv of ./lbsim run" >&2
