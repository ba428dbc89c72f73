// The cost of each way to read a task's CPU time on a virtual thread (issue 32, bench/README.md "Measured mode on
// virtual threads"). Run with the JDK 25 source launcher, one carrier as lbsim uses:
//   $JAVA_HOME/bin/java --enable-native-access=ALL-UNNAMED -Djdk.virtualThreadScheduler.parallelism=1 bench/micro/ClockCost.java
// Prints ns per reading for: clock_gettime(CLOCK_THREAD_CPUTIME_ID) through the FFM API (the carrier's clock),
// /proc/thread-self/schedstat (the carrier's), ThreadMXBean.getThreadCpuTime(carrier id) (what lbsim's
// CarrierClock does) and, on a platform thread, ThreadMXBean.getCurrentThreadCpuTime(); three rounds each, and a
// 50,000,000-step loop's carrier CPU time beside its wall time.
import java.lang.foreign.*;
import java.lang.invoke.*;
import java.lang.management.*;
import java.nio.file.*;
import java.io.*;

public class ClockCost {
    static final MethodHandle CG;
    static { Linker l = Linker.nativeLinker();
      CG = l.downcallHandle(l.defaultLookup().find("clock_gettime").orElseThrow(), FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS), Linker.Option.critical(false)); }
    static long ffm(MemorySegment ts) throws Throwable { int rc = (int) CG.invokeExact(3, ts); return ts.get(ValueLayout.JAVA_LONG, 0) * 1_000_000_000L + ts.get(ValueLayout.JAVA_LONG, 8); }
    static long proc(RandomAccessFile f, byte[] b) throws IOException { f.seek(0); int n = f.read(b); long v = 0; for (int i = 0; i < n && b[i] != ' '; i++) v = v * 10 + (b[i] - '0'); return v; }
    public static void main(String[] a) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int N = 200000;
        Thread t = Thread.ofVirtual().start(() -> { try {
            MemorySegment ts = Arena.ofAuto().allocate(16, 8);
            for (int r = 0; r < 3; r++) {
              long s = System.nanoTime(); long x = 0; for (int i = 0; i < N; i++) x += ffm(ts); long e = System.nanoTime();
              System.out.printf("VT ffm clock_gettime: %.0f ns/call (%d)%n", (e - s) / (double) N, ffm(ts));
              long c0 = ffm(ts); long w0 = System.nanoTime(); long y = 0; for (int i = 0; i < 50_000_000; i++) y += i * 31 ^ y; long c1 = ffm(ts); long w1 = System.nanoTime();
              System.out.printf("  burn: carrier cpu %.1f ms, wall %.1f ms %d%n", (c1 - c0) / 1e6, (w1 - w0) / 1e6, y & 1);
              s = System.nanoTime(); try (RandomAccessFile f = new RandomAccessFile("/proc/thread-self/schedstat", "r")) { byte[] b = new byte[64]; for (int i = 0; i < N / 10; i++) x += proc(f, b); } e = System.nanoTime();
              System.out.printf("VT /proc/thread-self/schedstat (file kept open): %.0f ns/call%n", (e - s) / (double) (N / 10));
              s = System.nanoTime(); for (int i = 0; i < N / 10; i++) x += Files.readAllBytes(Path.of("/proc/thread-self/schedstat")).length; e = System.nanoTime();
              System.out.printf("VT /proc/thread-self/schedstat (open each time): %.0f ns/call%n", (e - s) / (double) (N / 10));
              String cs = Thread.currentThread().toString(); String cn = cs.substring(cs.indexOf('@') + 1);
              long cid = -1; for (Thread th : Thread.getAllStackTraces().keySet()) if (th.getName().equals(cn)) cid = th.threadId();
              s = System.nanoTime(); for (int i = 0; i < N; i++) x += mx.getThreadCpuTime(cid); e = System.nanoTime();
              System.out.printf("VT ThreadMXBean.getThreadCpuTime(carrier %s #%d): %.0f ns/call%n", cn, cid, (e - s) / (double) N);
              System.out.println("VT getCurrentThreadCpuTime = " + mx.getCurrentThreadCpuTime());
            }
        } catch (Throwable e) { e.printStackTrace(); } });
        t.join();
        Thread p = Thread.ofPlatform().start(() -> { for (int r = 0; r < 3; r++) { long s = System.nanoTime(); long x = 0; for (int i = 0; i < N; i++) x += mx.getCurrentThreadCpuTime(); long e = System.nanoTime();
              System.out.printf("platform getCurrentThreadCpuTime: %.0f ns/call%n", (e - s) / (double) N); } });
        p.join();
    }
}
