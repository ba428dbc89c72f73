# Sourced by ./lbsim, .ci/run and releng/codegen/generate.sh: finds a JDK >= 21.
#   lbsim_find_jdk    prints JAVA_HOME of a JDK >= 21 (JAVA_HOME first, then the newest under
#                     /usr/lib/jvm); prints nothing and fails when there is none
#   lbsim_need_jdk    exports JAVA_HOME to that JDK, or explains what to install and exits 1

# Major version of the JDK at $1 (a JAVA_HOME), or nothing if it is not a JDK.
lbsim_jdk_major() {
  local home="$1" version
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  if [ -f "$home/release" ]; then
    version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release")"
  else
    version="$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)"
  fi
  version="${version#1.}"
  echo "${version%%[.+-]*}"
}

lbsim_find_jdk() {
  local major best="" best_major=0 dir
  if [ -n "${JAVA_HOME:-}" ]; then
    major="$(lbsim_jdk_major "$JAVA_HOME")"
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      echo "$JAVA_HOME"
      return 0
    fi
  fi
  for dir in /usr/lib/jvm/*; do
    [ -d "$dir" ] && [ ! -L "$dir" ] || continue
    major="$(lbsim_jdk_major "$dir")"
    if [ -n "$major" ] && [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best="$dir"
      best_major="$major"
    fi
  done
  [ -n "$best" ] && echo "$best"
}

lbsim_need_jdk() {
  local jdk
  if ! jdk="$(lbsim_find_jdk)" || [ -z "$jdk" ]; then
    echo "lbsim: no JDK 21 or newer found (JAVA_HOME=${JAVA_HOME:-unset}; none under /usr/lib/jvm)." >&2
    echo "lbsim: install one, e.g. Eclipse Temurin 21 or 25 (https://adoptium.net, Debian/Ubuntu package" >&2
    echo "lbsim: temurin-21-jdk from the Adoptium apt repository) or openjdk-21-jdk where your distribution" >&2
    echo "lbsim: has it (Debian 13, Ubuntu 24.04), then run again or set JAVA_HOME to it." >&2
    exit 1
  fi
  export JAVA_HOME="$jdk"
}
