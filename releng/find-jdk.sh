# Sourced by ./lbsim, ./test, examples/programs/build.sh and the release scripts: finds a JDK >= 21.
#   lbsim_need_jdk    exports JAVA_HOME to a JDK >= 21 (JAVA_HOME first, then the newest under
#                     /usr/lib/jvm), or explains what to install and exits 1; sets lbsim_jdk_feature to
#                     its feature version (21, 25, ...)
# The search runs in the calling shell with builtins only (no sed, no subshell for a JDK that has a
# release file): ./lbsim pays it on every run.

# Sets lbsim_major to the major version of the JDK at $1 (a JAVA_HOME), or to nothing if it is not a JDK.
lbsim_set_major() {
  local home="$1" version="" line
  lbsim_major=""
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  if [ -f "$home/release" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in
        JAVA_VERSION=*)
          version="${line#JAVA_VERSION=}"
          version="${version#\"}"
          version="${version%%\"*}"
          ;;
      esac
    done <"$home/release"
  else
    version="$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)"
  fi
  version="${version#1.}"
  version="${version%%[.+-]*}"
  case "$version" in
    '' | *[!0-9]*) ;;
    *) lbsim_major="$version" ;;
  esac
}

# Sets lbsim_jdk and lbsim_jdk_feature to a JDK >= 21 and its major version; fails when there is none.
lbsim_set_jdk() {
  local best="" best_major=0 dir lbsim_major
  lbsim_jdk=""
  lbsim_jdk_feature=""
  if [ -n "${JAVA_HOME:-}" ]; then
    lbsim_set_major "$JAVA_HOME"
    if [ -n "$lbsim_major" ] && [ "$lbsim_major" -ge 21 ]; then
      lbsim_jdk="$JAVA_HOME"
      lbsim_jdk_feature="$lbsim_major"
      return 0
    fi
  fi
  for dir in /usr/lib/jvm/*; do
    [ -d "$dir" ] && [ ! -L "$dir" ] || continue
    lbsim_set_major "$dir"
    if [ -n "$lbsim_major" ] && [ "$lbsim_major" -ge 21 ] && [ "$lbsim_major" -gt "$best_major" ]; then
      best="$dir"
      best_major="$lbsim_major"
    fi
  done
  [ -n "$best" ] || return 1
  lbsim_jdk="$best"
  lbsim_jdk_feature="$best_major"
}

lbsim_need_jdk() {
  if ! lbsim_set_jdk; then
    echo "lbsim: no JDK 21 or newer found (JAVA_HOME=${JAVA_HOME:-unset}; none under /usr/lib/jvm)." >&2
    echo "lbsim: install one, e.g. Eclipse Temurin 21 or 25 (https://adoptium.net, Debian/Ubuntu package" >&2
    echo "lbsim: temurin-21-jdk from the Adoptium apt repository) or openjdk-21-jdk where your distribution" >&2
    echo "lbsim: has it (Debian 13, Ubuntu 24.04), then run again or set JAVA_HOME to it." >&2
    exit 1
  fi
  export JAVA_HOME="$lbsim_jdk"
}
