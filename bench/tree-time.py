#!/usr/bin/env python3
"""Wall time, CPU time and peak memory of a command and every process it starts (bench/real-scale.sh).

    bench/tree-time.py OUTPUT COMMAND ARGS...

Why not /usr/bin/time -v alone: lbsim runs a real program in a child JVM inside a bubblewrap sandbox with a
process namespace of its own, and the CPU time and peak RSS of that child never reach lbsim's rusage (bwrap's
init in the namespace does not pass them on: `/usr/bin/time bwrap --unshare-pid -- BUSY-LOOP` reports 0 s), so
time -v sees only lbsim's outer JVM. The command runs under /usr/bin/time (its own rusage, exact), and this
samples /proc every 0.1 s for the processes below it:

- cpu_s: the command's own CPU time (user + system, with the children it and they waited for, from /usr/bin/time)
  plus, for every process below it, the last CPU time (utime + stime) sampled before it ended (each may miss at most
  its last 0.1 s; a descendant whose rusage did reach the command would be counted twice, which bwrap prevents);
- peak_rss_kb: the largest sum of VmRSS over the command and the processes below it at one sample (pages shared by
  two JVMs, e.g. the JDK's code, count twice), at least the command's own peak; peak_child_kb: the largest VmRSS of
  one process below the command (the sandboxed JVM);
- wall_s: from start to end of the command.

Writes one line KEY=VALUE ... to OUTPUT and exits with the command's status.
"""
import os
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")
PERIOD = float(os.environ.get("TREE_TIME_PERIOD", "0.1"))


def children_map():
    kids = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", "rb") as f:
                s = f.read().decode("ascii", "replace")
        except OSError:
            continue
        rest = s[s.rindex(")") + 2:].split()
        ppid = int(rest[1])
        cpu = (int(rest[11]) + int(rest[12])) / TICK
        kids.setdefault(ppid, []).append((int(d), cpu))
    return kids


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def main():
    out, cmd = sys.argv[1], sys.argv[2:]
    own_file = out + ".time"
    start = time.monotonic()
    # the command runs under /usr/bin/time (a small C program that forks): its own rusage is exact and its peak RSS
    # is its own (a forked or vforked Python would pass its pages on through exec)
    pid = os.posix_spawnp("/usr/bin/time", ["/usr/bin/time", "-f", "%U %S %M", "-o", own_file] + cmd, os.environ)
    last_cpu = {}  # the command's descendants: their last sampled CPU seconds
    peak_sum = 0
    peak_child = 0
    while True:
        done, status, _ = os.wait4(pid, os.WNOHANG)
        if done == pid:
            break
        kids = children_map()
        total = 0
        for command, _cpu in kids.get(pid, []):
            total += rss_kb(command)
            stack = [command]
            while stack:
                p = stack.pop()
                for c, cpu in kids.get(p, []):
                    last_cpu[c] = cpu
                    r = rss_kb(c)
                    total += r
                    peak_child = max(peak_child, r)
                    stack.append(c)
        peak_sum = max(peak_sum, total)
        time.sleep(PERIOD)
    wall = time.monotonic() - start
    with open(own_file) as f:
        line = [l for l in f.read().splitlines() if l.strip()][-1]  # "Command exited with non-zero status" first
    user, system, maxrss = line.split()
    own = float(user) + float(system)
    peak_sum = max(peak_sum, int(maxrss))
    cpu = own + sum(last_cpu.values())
    rc = os.waitstatus_to_exitcode(status)
    with open(out, "w") as f:
        f.write(f"wall_s={wall:.2f} cpu_s={cpu:.2f} own_cpu_s={own:.2f} peak_rss_kb={peak_sum} "
                f"own_maxrss_kb={maxrss} peak_child_kb={peak_child} descendants={len(last_cpu)} exit={rc}\n")
    sys.exit(rc if rc >= 0 else 128 - rc)


if __name__ == "__main__":
    main()
