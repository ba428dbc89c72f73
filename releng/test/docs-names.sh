#!/usr/bin/env bash
# The documentation names only things that exist (releng/test/docs-names.pl): first a self-test on a
# Markdown file made here, with a stale name of each kind and one existing name of each kind (the check
# must report exactly the stale ones and fail), then the check of README.md and docs/**/*.md (the user
# guide docs/user included: names, paths, commands and links to headings); and the
# manual page docs/lbsim.1 renders with groff (when installed) without a warning.
# Run by ./test; alone: releng/test/docs-names.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-docs-names.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "docs-names: FAIL: $*" >&2; exit 1; }

cat >"$tmp/sample.md" <<'MD'
Live: `lbsim.run.launch.Runs`, package lbsim.trace.analysis, `ResultWriter`, `bundles/lbsim.app/src/lbsim/app/Cli.java`,
`lbsim analyze RESULTDIR`, [this file](sample.md), `./lbsim ide`, `Runs.run`, `Strategies.KNOWN`, [a heading](#a-heading-here).
Stale: `lbsim.run.analysis.CriticalPath`, package lbsim.run.nothing, `NoSuchRunner`, `bundles/lbsim.app/src/Gone.java`,
the command `lbsim frobnicate FILE`, `Runs.runEverythingTwice()`, and [a heading gone](sample.md#no-such-heading).

## A heading, here

```
./lbsim run examples/no-such-example.lbsim --out results/x
```
MD
status=0
"$here/releng/test/docs-names.pl" "$tmp/sample.md" >"$tmp/out" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$tmp/out" >&2; fail "the check exited $status on stale names (want 1)"; }
for want in "class 'lbsim.run.analysis.CriticalPath'" "package 'lbsim.run.nothing'" "class 'NoSuchRunner'" \
    "path 'bundles/lbsim.app/src/Gone.java'" "command 'lbsim frobnicate'" "path 'examples/no-such-example.lbsim'" \
    "member 'Runs.runEverythingTwice'" "anchor 'sample.md#no-such-heading'"; do
  grep -qF "$want" "$tmp/out" || { cat "$tmp/out" >&2; fail "the check did not report $want"; }
done
[ "$(grep -c "^$tmp/sample.md:" "$tmp/out")" = 8 ] || { cat "$tmp/out" >&2; fail "the check reported a name that exists"; }

"$here/releng/test/docs-names.pl"

# the other way round: every Java package of a bundle (tests aside) is named in docs/dev/architecture.md's
# lists of bundles and packages, so the layout there stays the code's
missing=""
for src in "$here"/bundles/*/src; do
  case "$src" in *.tests/src) continue ;; esac
  for pkg in $(find "$src" -name '*.java' -printf '%h\n' | sort -u | sed "s#^$src/##; s#/#.#g"); do
    grep -qE "(^|[^A-Za-z0-9_.])${pkg//./\\.}([^A-Za-z0-9_.]|\.[A-Z]|\.$|$)" "$here/docs/dev/architecture.md" || missing="$missing $pkg"
  done
done
[ -z "$missing" ] || fail "docs/dev/architecture.md does not name these packages:$missing"

# the manual page (made from lbsim --help; ManPageTest checks it is current) renders without a warning
if command -v groff >/dev/null 2>&1; then
  groff -man -ww -z "$here/docs/lbsim.1" 2>"$tmp/groff" && [ ! -s "$tmp/groff" ] \
    || { cat "$tmp/groff" >&2; fail "groff warned on docs/lbsim.1"; }
fi
