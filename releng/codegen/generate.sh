#!/usr/bin/env bash
# Regenerates the EMF code of lbsim from bundles/lbsim.model/model/lbsim.genmodel.
#
#   releng/codegen/generate.sh          model code: bundles/lbsim.model/src-gen and plugin.xml
#   releng/codegen/generate.sh --all    also the edit and editor code (bundles/lbsim.model.edit, .editor)
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

# Major version of the JDK in $1 (a JAVA_HOME), or nothing if it is not a JDK.
jdk_major() {
  local home="$1" release version
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  release="$home/release"
  if [ -f "$release" ]; then
    version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$release")"
  else
    version="$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)"
  fi
  version="${version#1.}"
  echo "${version%%[.+-]*}"
}

find_jdk() {
  local major best="" best_major=0 dir
  if [ -n "${JAVA_HOME:-}" ]; then
    major="$(jdk_major "$JAVA_HOME")"
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      echo "$JAVA_HOME"
      return 0
    fi
  fi
  for dir in /usr/lib/jvm/*; do
    [ -d "$dir" ] && [ ! -L "$dir" ] || continue
    major="$(jdk_major "$dir")"
    if [ -n "$major" ] && [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best="$dir"
      best_major="$major"
    fi
  done
  [ -n "$best" ] && echo "$best"
}

if ! jdk="$(find_jdk)" || [ -z "$jdk" ]; then
  echo "generate.sh: no JDK 21 or newer found (JAVA_HOME=${JAVA_HOME:-unset}, none under /usr/lib/jvm)." >&2
  echo "Install one, e.g. Debian/Ubuntu: sudo apt-get install openjdk-21-jdk, or a Temurin 21+ JDK," >&2
  echo "and/or point JAVA_HOME at it." >&2
  exit 1
fi
export JAVA_HOME="$jdk"

cd "$root"
exec ./mvnw -q -f releng/codegen/pom.xml compile exec:java \
  "-Dlbsim.root=$root" "-Dlbsim.codegen.args=$all"
