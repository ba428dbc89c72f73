#!/usr/bin/env bash
# Tests the ./lbsim launcher's build rules on a fake checkout (a copy of ./lbsim and releng/find-jdk.sh,
# a fake product, a fake JDK whose java only prints its arguments), so it takes seconds and builds nothing:
#   - three ./lbsim --version started at once on a stale product: exactly one build (the build command
#     is stubbed through LBSIM_BUILD_CMD; the stub records each start and whether another build was
#     running), and all three run the product;
#   - inside a batch job (SLURM_JOB_ID or SLURM_ARRAY_JOB_ID set) or with LBSIM_NO_BUILD=1: no build at
#     all, one line on stderr saying the product is stale, and the product runs;
#   - LBSIM_JAVA_OPTS asked of the JVM once and remembered (again after a JDK update; refused ones never);
#   - the plain launch's prepared folder remembered in plain/last, and a new one for a jar rebuilt in place;
#   - in a batch job without a product: exit 2, and how to build it.
# Run by ./test; alone: releng/test/launcher-lock.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-lock-test.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "launcher-lock: FAIL: $*" >&2; exit 1; }

root="$tmp/checkout"
mkdir -p "$root/releng" "$root/bundles/x/src"
cp "$here/lbsim" "$root/lbsim"
cp "$here/releng/find-jdk.sh" "$root/releng/find-jdk.sh"
product="$root/releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim"
mkdir -p "$product/configuration" "$product/plugins"
touch "$product/plugins/org.eclipse.equinox.launcher_1.0.jar" "$product/plugins/lbsim.app_1.0.jar"
touch -d '-1 hour' "$root/bundles/x/src/A.java"
touch -d '-10 minutes' "$product/configuration/config.ini"

jdk="$tmp/jdk"
mkdir -p "$jdk/bin"
echo 'JAVA_VERSION="21.0.1"' >"$jdk/release"
# (it logs every call; it refuses -Xnonsense as a JVM does; as lbsim.app.plain.Unsigned it names a copy in the
# plain folder for each jar)
cat >"$jdk/bin/java" <<'JAVA'
#!/bin/sh
echo "$*" >>"$LOCK_TEST/java-calls"
case " $* " in
  *" -Xnonsense "*) echo "Unrecognized option: -Xnonsense" >&2; exit 1 ;;
  *" lbsim.app.plain.Unsigned "*) lib="$4"; shift 4; for j; do echo "$lib/${j##*/}"; done; exit 0 ;;
esac
echo "fake java: $*"
JAVA
cp "$jdk/bin/java" "$jdk/bin/javac"
chmod +x "$jdk/bin/java" "$jdk/bin/javac"

# The stub build runs in the checkout (as ./mvnw would), records its start, notices an overlapping
# build, takes a second and leaves a fresh product (the stamp config.ini newer than every source).
cat >"$tmp/build" <<'STUB'
#!/bin/sh
echo start >>"$LOCK_TEST/builds"
if ! mkdir "$LOCK_TEST/building" 2>/dev/null; then echo overlap >>"$LOCK_TEST/builds"; fi
sleep 1
touch releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim/configuration/config.ini
rmdir "$LOCK_TEST/building" 2>/dev/null || true
STUB
chmod +x "$tmp/build"
export JAVA_HOME="$jdk" LBSIM_BUILD_CMD="$tmp/build" LOCK_TEST="$tmp"
unset SLURM_JOB_ID SLURM_ARRAY_JOB_ID LBSIM_NO_BUILD
export LBSIM_LAUNCH=eclipse # the fake product has only the Equinox launcher jar; the build rules are the same for both launches

# Starts three ./lbsim --version at once with the given VAR=value settings; each must run the product.
three() {
  : >"$tmp/builds"
  local pids=() i status
  for i in 1 2 3; do
    env "$@" "$root/lbsim" --version >"$tmp/out$i" 2>"$tmp/err$i" &
    pids+=($!)
  done
  for i in 1 2 3; do
    status=0
    wait "${pids[$((i - 1))]}" || status=$?
    [ "$status" = 0 ] || fail "./lbsim --version $i ($*) exited $status: $(cat "$tmp/err$i")"
    grep -q 'fake java: .*--version' "$tmp/out$i" || fail "./lbsim --version $i ($*) did not run the product: $(cat "$tmp/out$i" "$tmp/err$i")"
  done
}

# 1. interactive: the product is older than a source; exactly one of three concurrent starts builds
touch "$root/bundles/x/src/A.java"
three LBSIM_TEST_CASE=interactive
[ "$(grep -c start "$tmp/builds")" = 1 ] || fail "three concurrent starts on a stale product: $(grep -c start "$tmp/builds") builds (want 1); $(cat "$tmp"/err?)"
! grep -q overlap "$tmp/builds" || fail "two builds overlapped"
[ "$(grep -l 'building the product' "$tmp"/err? | wc -l)" = 1 ] || fail "not exactly one start said it builds: $(cat "$tmp"/err?)"
# the product is fresh now: nobody builds
three LBSIM_TEST_CASE=fresh
[ ! -s "$tmp/builds" ] || fail "a fresh product was rebuilt"

# 2. batch mode (Slurm job, array task, LBSIM_NO_BUILD=1): never builds, says so in one line, runs
for batch in SLURM_JOB_ID=42 SLURM_ARRAY_JOB_ID=42 LBSIM_NO_BUILD=1; do
  touch "$root/bundles/x/src/A.java"
  three "$batch"
  [ ! -s "$tmp/builds" ] || fail "$batch: built $(grep -c start "$tmp/builds") times (want 0)"
  for i in 1 2 3; do
    [ "$(wc -l <"$tmp/err$i")" = 1 ] && grep -q '^lbsim: the product is older than the sources (not rebuilt in a batch job' "$tmp/err$i" \
      || fail "$batch: stderr is not one line saying the product is stale: $(cat "$tmp/err$i")"
  done
done

# 3. LBSIM_JAVA_OPTS: asked of the JVM once (java -version), then remembered in the product folder; asked again
# when the JDK is newer than the list; refused options exit 2 with one line, every time, and are not remembered
calls() { grep -c -- "$1" "$tmp/java-calls" || true; }
touch "$product/configuration/config.ini" # a fresh product: stderr holds only what is tested
: >"$tmp/java-calls"
for i in 1 2 3; do
  LBSIM_NO_BUILD=1 LBSIM_JAVA_OPTS="-Xmx300m -Dx=1" "$root/lbsim" --version >/dev/null 2>&1 || fail "LBSIM_JAVA_OPTS=-Xmx300m: run $i failed"
done
[ "$(calls '^-Xmx300m -Dx=1 -version$')" = 1 ] || fail "accepted options asked of the JVM $(calls '^-Xmx300m -Dx=1 -version$') times in 3 runs (want 1)"
[ "$(calls '^-Xmx300m -Dx=1 .*--version$')" = 3 ] || fail "accepted options: the product did not run 3 times"
touch "$jdk/release"
LBSIM_NO_BUILD=1 LBSIM_JAVA_OPTS="-Xmx300m -Dx=1" "$root/lbsim" --version >/dev/null 2>&1 || fail "run after a JDK update failed"
[ "$(calls '^-Xmx300m -Dx=1 -version$')" = 2 ] || fail "options not asked again of a JDK updated in place"
for i in 1 2; do
  status=0
  LBSIM_NO_BUILD=1 LBSIM_JAVA_OPTS="-Xnonsense" "$root/lbsim" --version >"$tmp/out" 2>"$tmp/err" || status=$?
  [ "$status" = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "^lbsim: the JVM ($jdk) refuses LBSIM_JAVA_OPTS='-Xnonsense': Unrecognized option: -Xnonsense" "$tmp/err" \
    || fail "refused option, run $i: exit $status, stderr $(cat "$tmp/err")"
done
! grep -q nonsense "$product/plain/accepted-java-options" || fail "a refused option was remembered as accepted"

# 4. the plain launch's folder (unsigned copies, class archive) is remembered in plain/last and taken again while
# no jar is newer than it; a jar rebuilt in place gets a new folder
LBSIM_LAUNCH=plain LBSIM_NO_BUILD=1 "$root/lbsim" --version >/dev/null 2>&1 || fail "plain launch failed"
[ -f "$product/plain/last" ] || fail "the plain launch did not remember its folder"
first="$(sed -n 2p "$product/plain/last")"
[ -f "$product/plain/$first/classpath" ] || fail "plain/last names no prepared folder: $(cat "$product/plain/last")"
: >"$tmp/java-calls"
LBSIM_LAUNCH=plain LBSIM_NO_BUILD=1 "$root/lbsim" --version >/dev/null 2>&1 || fail "plain launch failed"
[ "$(calls 'lbsim.app.plain.Unsigned')" = 0 ] && [ "$(calls " $product/plain/$first/")" -ge 1 ] \
  || fail "second plain launch did not run from $first: $(cat "$tmp/java-calls")"
touch -d '+1 minute' "$product/plugins/lbsim.app_1.0.jar"
LBSIM_LAUNCH=plain LBSIM_NO_BUILD=1 "$root/lbsim" --version >/dev/null 2>&1 || fail "plain launch after a rebuilt jar failed"
second="$(sed -n 2p "$product/plain/last")"
[ -n "$second" ] && [ "$second" != "$first" ] && [ -f "$product/plain/$second/classpath" ] \
  || fail "a jar newer than the plain folder kept the folder $first (plain/last: $(cat "$product/plain/last"))"

# 5. batch mode without a product: exit 2 and how to build it; nothing runs, nothing builds
rm "$product/plugins/lbsim.app_1.0.jar"
: >"$tmp/builds"
status=0
SLURM_JOB_ID=42 "$root/lbsim" --version >"$tmp/out" 2>"$tmp/err" || status=$?
[ "$status" = 2 ] || fail "batch job without a product: exit $status (want 2): $(cat "$tmp/err")"
grep -q "^lbsim: no built product in $root .*build it first: cd $root && ./lbsim --version" "$tmp/err" || fail "no clear message: $(cat "$tmp/err")"
[ ! -s "$tmp/out" ] && [ ! -s "$tmp/builds" ] || fail "a batch job without a product ran or built something"
echo "launcher-lock: passed (3 concurrent starts on a stale product: 1 build, all ran; batch mode: no build, one warning line, the product ran; JVM options asked once, refused ones every time; plain/last followed, a new folder for a newer jar; no product in batch mode: exit 2)"
