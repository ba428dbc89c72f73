#!/usr/bin/env bash
# Tests the ./lbsim launcher's build rules on a fake checkout (a copy of ./lbsim and releng/find-jdk.sh,
# a fake product, a fake JDK whose java only prints its arguments), so it takes seconds and builds nothing:
#   - three ./lbsim --version started at once on a stale product: exactly one build (the build command
#     is stubbed through LBSIM_BUILD_CMD; the stub records each start and whether another build was
#     running), and all three run the product;
#   - inside a batch job (SLURM_JOB_ID or SLURM_ARRAY_JOB_ID set) or with LBSIM_NO_BUILD=1: no build at
#     all, one line on stderr saying the product is stale, and the product runs;
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
printf '#!/bin/sh\necho "fake java: $*"\n' >"$jdk/bin/java"
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

# 3. batch mode without a product: exit 2 and how to build it; nothing runs, nothing builds
rm "$product/plugins/lbsim.app_1.0.jar"
: >"$tmp/builds"
status=0
SLURM_JOB_ID=42 "$root/lbsim" --version >"$tmp/out" 2>"$tmp/err" || status=$?
[ "$status" = 2 ] || fail "batch job without a product: exit $status (want 2): $(cat "$tmp/err")"
grep -q "^lbsim: no built product in $root .*build it first: cd $root && ./lbsim --version" "$tmp/err" || fail "no clear message: $(cat "$tmp/err")"
[ ! -s "$tmp/out" ] && [ ! -s "$tmp/builds" ] || fail "a batch job without a product ran or built something"
echo "launcher-lock: passed (3 concurrent starts on a stale product: 1 build, all ran; batch mode: no build, one warning line, the product ran; no product in batch mode: exit 2)"
