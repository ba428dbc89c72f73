#!/usr/bin/env bash
# Regenerates the EMF code of lbsim from bundles/lbsim.model/model/lbsim.genmodel.
#
#   releng/codegen/generate.sh          model code: bundles/lbsim.model/src-gen and plugin.xml
#   releng/codegen/generate.sh --all    also the edit code (bundles/lbsim.model.edit; the editor is hand-written)
#
# Needs a JDK >= 21 (JAVA_HOME if it is one, else the newest under /usr/lib/jvm) and Maven Central.
set -euo pipefail

usage() {
  sed -n '2,7s/^# \{0,1\}//p' "$0"
}

all=""
for arg in "$@"; do
  case "$arg" in
    --all) all="--all" ;;
    -h|--help) usage; exit 0 ;;
    *) echo "generate.sh: unknown argument '$arg'" >&2; usage >&2; exit 2 ;;
  esac
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

# shellcheck source=../find-jdk.sh
. "$root/releng/find-jdk.sh"
lbsim_need_jdk

cd "$root"
exec ./mvnw -q -f releng/codegen/pom.xml compile exec:java \
  "-Dlbsim.root=$root" "-Dlbsim.codegen.args=$all"
