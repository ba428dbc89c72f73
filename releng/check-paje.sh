#!/usr/bin/env bash
# Runs every example scenario (examples/*.lbsim) with --export paje and reads each trace.paje with
# pj_dump (Debian pajeng) and ViTE (Debian vite; `vite -e out.svg` under xvfb-run). Fails when either
# tool exits non-zero or writes anything on stderr besides ViTE's "0 errors and 0 warnings" summary.
# Usage: releng/check-paje.sh OUTDIR   (LBSIM=command to run lbsim; default ./lbsim with LBSIM_LAUNCH=plain)
# The real-program examples need examples/programs/build.sh first; they are skipped when not built.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:?usage: releng/check-paje.sh OUTDIR}"
lbsim="${LBSIM:-$root/lbsim}"
export LBSIM_LAUNCH="${LBSIM_LAUNCH:-plain}"
for tool in pj_dump vite xvfb-run; do
  command -v "$tool" >/dev/null 2>&1 || { echo "check-paje: $tool is not installed (apt-get install pajeng vite xvfb)" >&2; exit 1; }
done
mkdir -p "$out"
checked=0
for scenario in "$root"/examples/*.lbsim; do
  name="$(basename "$scenario" .lbsim)"
  if grep -q "<classPath>" "$scenario" && [ ! -d "$root/examples/programs/classes" ]; then
    echo "check-paje: $name skipped (examples/programs/build.sh not run)" >&2
    continue
  fi
  rm -rf "${out:?}/$name"
  # a file that declares an experiment exports into each kept run folder: its first run's file is read
  keep=()
  if grep -q -E '<sweeps |replications="([2-9]|[1-9][0-9]+)"' "$scenario"; then keep=(--keep-runs); fi
  "$lbsim" run "$scenario" --out "$out/$name" "${keep[@]}" --export paje >"$out/$name.log" 2>&1 \
    || { echo "check-paje: lbsim run $name failed:" >&2; tail -n 5 "$out/$name.log" >&2; exit 1; }
  paje="$out/$name/trace.paje"
  if [ ${#keep[@]} -gt 0 ]; then paje="$(find "$out/$name" -name trace.paje | sort | head -n 1)"; fi
  [ -s "$paje" ] || { echo "check-paje: $name wrote no trace.paje" >&2; exit 1; }
  pj_dump "$paje" >"$out/$name.pj_dump" 2>"$out/$name.pj_dump.err" \
    || { echo "check-paje: pj_dump $paje failed:" >&2; head -n 5 "$out/$name.pj_dump.err" >&2; exit 1; }
  if [ -s "$out/$name.pj_dump.err" ]; then
    echo "check-paje: pj_dump warns on $paje:" >&2; head -n 5 "$out/$name.pj_dump.err" >&2; exit 1
  fi
  links="$(grep -c '^14 ' "$paje" || true)"
  dumped="$(grep -c '^Link' "$out/$name.pj_dump" || true)"
  [ "$links" = "$dumped" ] || { echo "check-paje: $paje starts $links links, pj_dump shows $dumped" >&2; exit 1; }
  timeout 300 xvfb-run -a vite -e "$out/$name.svg" "$paje" >"$out/$name.vite.out" 2>"$out/$name.vite.err" \
    || { echo "check-paje: vite $paje failed:" >&2; head -n 5 "$out/$name.vite.err" >&2; exit 1; }
  if grep -v -x '0 errors and 0 warnings were found during parsing.' "$out/$name.vite.err" | grep -q .; then
    echo "check-paje: ViTE warns on $paje:" >&2; sort "$out/$name.vite.err" | uniq -c | head -n 5 >&2; exit 1
  fi
  [ -s "$out/$name.svg" ] || { echo "check-paje: ViTE drew no $out/$name.svg" >&2; exit 1; }
  checked=$((checked + 1))
done
[ "$checked" -gt 0 ] || { echo "check-paje: no example checked" >&2; exit 1; }
echo "check-paje: $checked examples' Paje files read by pj_dump and ViTE without a warning"
