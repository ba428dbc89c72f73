#!/usr/bin/env bash
# Runs every command and scenario snippet of README.md and docs/user/*.md against the built product, so
# the guide cannot drift from what lbsim does. Run by ./test after the build; alone:
#   releng/test/doc-snippets.sh [FILE.md ...]     (the product must be built: ./lbsim --version)
#
# - A fenced ```sh, ```bash or ```console block that runs lbsim (a line whose command is `lbsim` or
#   `./lbsim`, or one of the example scripts examples/*.sh and examples/programs/build.sh, which run it, or
#   java ... lbsim.app.Main)
#   is run with bash -e, from a scratch folder holding a copy of examples/ and docs/*.lbsim, where
#   `./lbsim` and `lbsim` (on PATH) are the checkout's launcher: nothing is written into the tree. In a
#   console block only the lines that start with "$ " are commands; the rest is output, and every output
#   line must be printed by them (whitespace aside; lines with an ellipsis or a wall-clock time are left
#   out, as they stand for more or vary). The blocks of one
#   file run in order in one scratch folder (a page's later command may read an earlier one's results);
#   each file gets a fresh folder. lbsim runs as LBSIM_LAUNCH=plain ./lbsim (the same jars on a plain JVM,
#   whose results ./test checks are the same as the Eclipse application's; it starts in half a second, which
#   matters for some fifty commands), unless LBSIM_LAUNCH is set. DOC_SNIPPETS_TIMES=1 prints each block's time.
# - After them, a fenced ```xml block that is a whole scenario (<lbsim:Scenario ...>) is written into the scratch
#   examples/ folder (so relative file names resolve as for the shipped examples) and checked with
#   `lbsim validate`; an xml block that is not a scenario is reported as an error (mark it).
# - A block right after a line <!-- not-run: REASON --> is skipped; the skipped blocks are listed with
#   their reason and counted. Blocks of other kinds (text, java, ...) are not run; a block without a language
#   that runs lbsim is an error (say ```sh or ```text, or mark it).
# Fails (exit 1) naming FILE:LINE of every block that failed, with the end of its output.
set -euo pipefail
shopt -s nullglob
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-doc-snippets.XXXXXX")"
trap '[ -n "${DOC_SNIPPETS_KEEP:-}" ] || rm -rf "$tmp"' EXIT
# a JDK >= 21 as JAVA_HOME, as for ./lbsim: the guide compiles a strategy with "$JAVA_HOME/bin/javac"
# shellcheck source=releng/find-jdk.sh
. releng/find-jdk.sh
lbsim_need_jdk
product=releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim
ls "$product"/plugins/lbsim.app_*.jar >/dev/null 2>&1 \
  || { echo "doc-snippets: FAIL: no built product: build it first (./lbsim --version)" >&2; exit 1; }

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  # self-test first: on a page made here with one good and one failing command block, a bad scenario, a
  # fragment, a marked block and an unmarked block without a language, the check must name exactly the two
  # failing lines, the fragment, the block without a language and the output line lbsim does not print, skip
  # the marked block, and fail
  mkdir -p "$tmp/self"
  cat >"$tmp/self/sample.md" <<'MD'
```sh
./lbsim validate examples/pingpong-delay.lbsim
```

```console
$ lbsim run examples/no-such-example.lbsim --out results/x
```

```xml
<lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:lbsim="http://lbsim.org/model/1.0" name="bad">
  <platform><hosts name="ws1" speed="-1"/></platform>
</lbsim:Scenario>
```

```xml
<hosts name="ws1"/>
```

<!-- not-run: a test of the marker -->
```sh
./lbsim run examples/also-missing.lbsim
```

```
./lbsim run examples/pingpong-delay.lbsim
```

```console
$ ./lbsim validate examples/pingpong-delay.lbsim
a line lbsim does not print
```
MD
  status=0
  "$0" "$tmp/self/sample.md" >"$tmp/self/out" 2>&1 || status=$?
  grep -c '^doc-snippets: FAIL: ' "$tmp/self/out" >"$tmp/self/count" || true
  if [ "$status" != 1 ] || [ "$(cat "$tmp/self/count")" != 5 ] || ! grep -q "FAIL: $tmp/self/sample.md:6: the console block failed (exit 2)" "$tmp/self/out" \
      || ! grep -q "FAIL: $tmp/self/sample.md:10: the xml block failed (exit 2)" "$tmp/self/out" \
      || ! grep -q "FAIL: $tmp/self/sample.md:16: an xml block that is not a whole scenario" "$tmp/self/out" \
      || ! grep -q "not run (marked): $tmp/self/sample.md:21 (sh): a test of the marker" "$tmp/self/out" \
      || ! grep -q "FAIL: $tmp/self/sample.md:25: a block without a language runs lbsim" "$tmp/self/out" \
      || ! grep -q "FAIL: $tmp/self/sample.md:29: the console block printed no line \"a line lbsim does not print\"" "$tmp/self/out"; then
    cat "$tmp/self/out" >&2
    echo "doc-snippets: FAIL: the self-test did not report exactly the failing snippets (exit $status; want 1)" >&2
    exit 1
  fi
  files=(README.md)
  for f in docs/user/*.md; do files+=("$f"); done
fi

# Splits FILE into blocks: blocks/N.KIND (the text), blocks/N.line (its first line in FILE),
# blocks/N.skip (the not-run reason, if marked)
extract() {
  awk -v dir="$2" '
    BEGIN { pending = -1 }
    /^<!-- not-run:/ { reason = $0; sub(/^<!-- not-run: */, "", reason); sub(/ *-->.*$/, "", reason); pending = NR; next }
    !inblock && /^```/ {
      kind = substr($0, 4); sub(/[ \t].*$/, "", kind)
      n++; inblock = 1; start = NR + 1
      file = sprintf("%s/%03d.%s", dir, n, kind == "" ? "plain" : kind)
      printf "" > file
      printf "%d\n", start > sprintf("%s/%03d.line", dir, n)
      if (pending >= 0 && pending == NR - 1) printf "%s\n", reason > sprintf("%s/%03d.skip", dir, n)
      next
    }
    inblock && /^```/ { inblock = 0; close(file); next }
    inblock { print > file }
    { if (pending != NR) pending = -1 }
  ' "$1"
}

runs_lbsim() { # a shell block that runs lbsim or an example script that does
  grep -qE '^(\$ )?[[:space:]]*([A-Z_]+=[^ ]* )*(\./lbsim|lbsim|examples/[a-z/-]+\.sh|examples/programs/build\.sh)( |$)| lbsim\.app\.Main ' "$1"
}

scratch_for() { # a fresh scratch folder with the examples and a launcher that is the checkout's
  local s="$1"
  mkdir -p "$s/bin" "$s/docs" "$s/releng" "$s/bundles"
  cp -r examples "$s/examples"
  rm -rf "$s/examples/programs/classes" "$s/examples/batch/target"
  cp docs/*.lbsim "$s/docs/"
  cp releng/find-jdk.sh "$s/releng/"
  # the example scripts find lbsim, the JDK script and the lbsim.api classes relative to their folder
  ln -s "$root/releng/lbsim.repository" "$s/releng/lbsim.repository"
  ln -s "$root/bundles/lbsim.api" "$s/bundles/lbsim.api"
  printf '#!/usr/bin/env bash\nexec %q "$@"\n' "$root/lbsim" >"$s/lbsim"
  chmod +x "$s/lbsim"
  cp "$s/lbsim" "$s/bin/lbsim"
}

ran=0 validated=0 skipped=0 failed=0 other=0
skips=()
failures=()
for md in "${files[@]}"; do
  [ -f "$md" ] || { echo "doc-snippets: FAIL: no file $md" >&2; exit 1; }
  dir="$tmp/blocks/$(echo "$md" | tr / _)"
  mkdir -p "$dir"
  extract "$md" "$dir"
  s="$tmp/scratch/$(echo "$md" | tr / _)"
  scratch_for "$s"
  # the command blocks first, then the scenarios (which may name what a command made, e.g. classes)
  blocks=()
  for b in "$dir"/*; do case "$b" in *.line|*.skip|*.log|*.cmd|*.xml) ;; *) blocks+=("$b") ;; esac; done
  for b in "$dir"/*.xml; do blocks+=("$b"); done
  for block in "${blocks[@]}"; do
    n="${block%.*}"; kind="${block##*.}"
    line="$(cat "$n.line")"
    where="$md:$line"
    if [ -f "$n.skip" ]; then
      skipped=$((skipped + 1)); skips+=("$where ($kind): $(cat "$n.skip")"); continue
    fi
    case "$kind" in
      sh|bash|console) runs_lbsim "$block" || { other=$((other + 1)); continue; } ;;
      xml) ;;
      plain)
        if runs_lbsim "$block"; then # a command no one runs: say which it is
          failures+=("$where: a block without a language runs lbsim: make it \`\`\`sh (it is run), \`\`\`text (it is not a command), or mark it <!-- not-run: REASON -->")
          failed=$((failed + 1))
        else
          other=$((other + 1))
        fi
        continue ;;
      *) other=$((other + 1)); continue ;;
    esac
    log="$n.log"
    status=0
    began=$SECONDS
    case "$kind" in
      xml)
        if ! grep -q '<lbsim:Scenario' "$block"; then
          failures+=("$where: an xml block that is not a whole scenario (<lbsim:Scenario>): make it one, or mark it <!-- not-run: REASON -->")
          failed=$((failed + 1)); continue
        fi
        f="$s/examples/doc-snippet-$(basename "$n").lbsim"
        cp "$block" "$f"
        (cd "$s" && LBSIM_NO_BUILD=1 LBSIM_LAUNCH="${LBSIM_LAUNCH:-plain}" PATH="$s/bin:$PATH" ./lbsim validate "$f") >"$log" 2>&1 || status=$?
        validated=$((validated + 1))
        ;;
      *)
        if [ "$kind" = console ]; then
          sed -n 's/^\$ //p' "$block" >"$n.cmd"
        else
          cp "$block" "$n.cmd"
        fi
        (cd "$s" && LBSIM_NO_BUILD=1 LBSIM_LAUNCH="${LBSIM_LAUNCH:-plain}" PATH="$s/bin:$PATH" bash -e -o pipefail "$n.cmd") >"$log" 2>&1 </dev/null || status=$?
        ran=$((ran + 1))
        # a console block's output lines must be what the commands print (whitespace aside); lines with an
        # ellipsis (… or ...) or a wall-clock time are left out, since they stand for more or vary
        if [ "$kind" = console ] && [ "$status" = 0 ]; then
          missing="$(awk 'NR == FNR { gsub(/[ \t]+/, " "); sub(/^ /, ""); sub(/ $/, ""); seen[$0] = 1; next }
            /^\$ / || /^[ \t]*$/ || /…|\.\.\.|wall clock/ { next }
            { line = $0; gsub(/[ \t]+/, " ", line); sub(/^ /, "", line); sub(/ $/, "", line); if (!(line in seen)) { print line; exit } }' "$log" "$block")"
          if [ -n "$missing" ]; then
            failed=$((failed + 1))
            failures+=("$where: the console block printed no line \"$missing\" (the page shows it)")
            continue
          fi
        fi
        ;;
    esac
    [ -z "${DOC_SNIPPETS_TIMES:-}" ] || echo "doc-snippets: $where ($kind): $((SECONDS - began)) s"
    if [ "$status" != 0 ]; then
      failed=$((failed + 1))
      failures+=("$where: the $kind block failed (exit $status); its last lines: $(tail -n 5 "$log" | tr '\n' '|')")
    fi
  done
done

for k in "${skips[@]}"; do echo "doc-snippets: not run (marked): $k"; done
if [ "$failed" -gt 0 ]; then
  for k in "${failures[@]}"; do echo "doc-snippets: FAIL: $k" >&2; done
  echo "doc-snippets: $failed snippet(s) of the documentation failed (above); $ran command blocks ran, $validated scenarios validated, $skipped marked not-run" >&2
  exit 1
fi
echo "doc-snippets: $ran command blocks ran and $validated scenario snippets validated in ${#files[@]} file(s); $skipped marked not-run; $other blocks of other kinds not run ($SECONDS s)"
