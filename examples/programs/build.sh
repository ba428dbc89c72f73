#!/usr/bin/env bash
# Compiles the example programs (examples/programs/src) against lbsim.api alone, into
# examples/programs/classes, the folder the examples/real-*.lbsim scenarios name as their classPath.
#
#   examples/programs/build.sh
#
# The lbsim.api classes come from the built bundle (bundles/lbsim.api/target/classes), else from the
# product (plugins/lbsim.api_*.jar), else they are compiled from bundles/lbsim.api/src for the occasion.
# They are only compiled against, never copied: at run time lbsim supplies its own lbsim.api.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../../releng/find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

api="$root/bundles/lbsim.api/target/classes"
tmp=""
trap '[ -z "$tmp" ] || rm -rf "$tmp"' EXIT
if [ ! -f "$api/lbsim/api/Task.class" ]; then
  api="$(ls "$root"/releng/lbsim.repository/target/products/lbsim.headless/linux/gtk/x86_64/lbsim/plugins/lbsim.api_*.jar 2>/dev/null | head -n 1 || true)"
fi
if [ -z "$api" ]; then
  tmp="$(mktemp -d "${TMPDIR:-/tmp}/lbsim-api.XXXXXX")"
  "$JAVA_HOME/bin/javac" --release 21 -d "$tmp" $(find "$root/bundles/lbsim.api/src" -name '*.java')
  api="$tmp"
fi

out="$here/classes"
new="$(mktemp -d "$here/.classes.XXXXXX")"
if ! "$JAVA_HOME/bin/javac" --release 21 -Xlint:all -Werror -cp "$api" -d "$new" $(find "$here/src" -name '*.java'); then
  rm -rf "$new"
  echo "build.sh: the example programs do not compile (see above)" >&2
  exit 1
fi
rm -rf "$out"
mv "$new" "$out"
echo "build.sh: compiled $(find "$out" -name '*.class' | wc -l) classes into $out (against $api)"
