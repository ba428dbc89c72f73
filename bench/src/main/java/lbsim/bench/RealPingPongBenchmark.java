package lbsim.bench;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.Task;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.TaskProgram;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.DelayNetwork;
import lbsim.core.program.CallSites;
import lbsim.core.program.CostMode;
import lbsim.core.program.ProgramException;
import lbsim.core.program.ProgramRuntime;

/**
 * Hand-off cost of real programs: a ping-pong between two real {@link Task}s (each on a thread of its own,
 * strict hand-off with the event loop, DECLARED mode) against the same ping-pong written in continuation
 * style ({@link TaskProgram}), on two hosts of a delay network (1 ms send, 2 ms receive, 5 ms + 10 ms per KB),
 * in the same JVM, rounds alternating between the two.
 * <p>
 * Prints per round and as medians: messages per wall second (both), Pvm calls per wall second (real), and
 * the ratio continuation / real, i.e. what the threads cost. The payload is null (0 bytes) by default, so
 * the figure is the hand-off and the simulator, not serialization; {@code --bytes=K} sends a byte[K].
 * <p>
 * Arguments (all optional): {@code --messages=400000 --rounds=5 --bytes=0 --call-sites}. With
 * {@code --call-sites} each round also runs the real ping-pong twice more with the trace going to a sink that
 * keeps nothing, once plain and once recording the call site of every Pvm call ({@link CallSites}), and prints
 * what the call sites cost per Pvm call.
 */
public final class RealPingPongBenchmark {

    private static final int PING = 1;
    private static final int PONG = 2;
    private static final int DONE = 3;

    private RealPingPongBenchmark() {
    }

    /** The real ping: spawns the pong on h1, bounces args[0] round trips of a byte[args[1]] (or null), stops it. */
    public static final class RealPing implements Task {
        @Override
        public void run(Pvm pvm) {
            long roundTrips = Long.parseLong(pvm.args().get(0));
            int bytes = Integer.parseInt(pvm.args().get(1));
            byte[] payload = bytes > 0 ? new byte[bytes] : null;
            int pong = pvm.spawn(RealPong.class, 1, "h1")[0];
            for (long i = 0; i < roundTrips; i++) {
                pvm.send(pong, PING, payload);
                pvm.recv(pong, PONG);
            }
            pvm.send(pong, DONE, null);
        }
    }

    /** The real pong: echoes until DONE. */
    public static final class RealPong implements Task {
        @Override
        public void run(Pvm pvm) {
            while (true) {
                Message m = pvm.recv(Pvm.ANY, Pvm.ANY);
                if (m.tag() == DONE) {
                    return;
                }
                pvm.send(m.source(), PONG, m.payload());
            }
        }
    }

    /** The same in continuation style. */
    private static final class ContinuationPing implements TaskProgram {
        private final long roundTrips;
        private final long bytes;
        private TaskContext ctx;
        private int pong;
        private long done;

        ContinuationPing(long roundTrips, long bytes) {
            this.roundTrips = roundTrips;
            this.bytes = bytes;
        }

        @Override
        public void start(TaskContext c) {
            ctx = c;
            ctx.spawn(ContinuationPing::pong, "pong", "h1", tid -> {
                pong = tid;
                round();
            });
        }

        private void round() {
            if (done == roundTrips) {
                ctx.send(pong, DONE, 0, null, () -> {
                });
                return;
            }
            done++;
            ctx.send(pong, PING, bytes, bytes > 0 ? new byte[(int) bytes] : null,
                    () -> ctx.recv(pong, PONG, m -> round()));
        }

        private static void pong(TaskContext ctx) {
            ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
                if (m.tag() == DONE) {
                    return;
                }
                ctx.send(m.source(), PONG, m.bytes(), m.payload(), () -> pong(ctx));
            });
        }
    }

    private static VirtualMachine platform(Simulation sim) {
        DelayNetwork net = new DelayNetwork("lan", 0.001, 0.002, 0.005, 0.010);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "h0", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "h1", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        return vm;
    }

    /** One real run: {wall seconds, messages, Pvm calls}. */
    /** What the tasks of the last real run ran on. */
    private static String threads = "?";

    private static double[] real(long roundTrips, int bytes) throws ProgramException {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = platform(sim);
        long t0 = System.nanoTime();
        long c0 = processCpuNanos();
        try (ProgramRuntime rt = new ProgramRuntime(vm, RealPingPongBenchmark.class.getClassLoader(), CostMode.DECLARED,
                1.0, 1e9)) {
            rt.start(RealPing.class.getName(), "ping", "h0", List.of(Long.toString(roundTrips), Integer.toString(bytes)));
            sim.run(RunLimits.NONE);
            double wall = (System.nanoTime() - t0) * 1e-9;
            check(vm, roundTrips);
            threads = rt.virtualThreads() ? "virtual threads (carriers: " + System.getProperty(
                    "jdk.virtualThreadScheduler.parallelism") + ")" : "platform threads";
            return new double[] { wall, vm.messages().size(), rt.apiCalls(), (processCpuNanos() - c0) * 1e-9 };
        }
    }

    /** CPU time of the whole process (every thread: carriers, JIT, GC), in nanoseconds. */
    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** A sited sink that keeps nothing but counts the messages and the records that have a site. */
    private static final class CountingSink implements lbsim.core.trace.SitedTraceSink {
        long messages;
        long sited;

        @Override
        public void state(int task, int state, double startSeconds, double endSeconds) {
            state(task, state, startSeconds, endSeconds, NO_SITE);
        }

        @Override
        public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
            message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                    receivedSeconds, NO_SITE, NO_SITE);
        }

        @Override
        public void site(int index, String className, String methodName, String fileName, int line) {
            // the table is tiny: nothing to keep for the benchmark
        }

        @Override
        public void state(int task, int state, double startSeconds, double endSeconds, int site) {
            sited += site >= 0 ? 1 : 0;
        }

        @Override
        public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                double injectedSeconds, double deliveredSeconds, double receivedSeconds, int sendSite, int receiveSite) {
            messages++;
            sited += sendSite >= 0 ? 1 : 0;
        }
    }

    /** One real run with the trace going to a counting sink, with or without call sites: {wall seconds, Pvm calls}. */
    private static double[] realToSink(long roundTrips, int bytes, boolean sites) throws ProgramException {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = platform(sim);
        CountingSink sink = new CountingSink();
        CallSites table = sites ? new CallSites(sink) : null;
        vm.traceTo(sites ? table.sink() : sink);
        long t0 = System.nanoTime();
        try (ProgramRuntime rt = new ProgramRuntime(vm, RealPingPongBenchmark.class.getClassLoader(), CostMode.DECLARED,
                1.0, 1e9)) {
            if (sites) {
                rt.recordCallSites(table);
            }
            rt.start(RealPing.class.getName(), "ping", "h0", List.of(Long.toString(roundTrips), Integer.toString(bytes)));
            sim.run(RunLimits.NONE);
            vm.flushTrace();
            double wall = (System.nanoTime() - t0) * 1e-9;
            if (sink.messages != 2 * roundTrips + 1 || (sites && sink.sited < sink.messages)) {
                throw new IllegalStateException("ping-pong did not complete: " + sink.messages + " messages, " + sink.sited
                        + " records with a site");
            }
            return new double[] { wall, rt.apiCalls() };
        }
    }

    /** One continuation run: {wall seconds, messages}. */
    private static double[] continuation(long roundTrips, int bytes) {
        Simulation sim = new Simulation(1);
        VirtualMachine vm = platform(sim);
        long t0 = System.nanoTime();
        vm.start(new ContinuationPing(roundTrips, bytes), "ping", "h0");
        sim.run(RunLimits.NONE);
        double wall = (System.nanoTime() - t0) * 1e-9;
        check(vm, roundTrips);
        return new double[] { wall, vm.messages().size() };
    }

    private static void check(VirtualMachine vm, long roundTrips) {
        if (vm.messages().size() != 2 * roundTrips + 1 || !vm.hasEnded(0) || !vm.hasEnded(1)) {
            throw new IllegalStateException("ping-pong did not complete: " + vm.messages().size() + " messages");
        }
    }

    /** The first three fields of /proc/loadavg, or "?". */
    static String loadAverage() {
        try {
            String[] f = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (java.io.IOException | RuntimeException e) {
            return "?";
        }
    }

    public static void main(String[] args) throws Exception {
        long messages = 400_000;
        int rounds = 5;
        int bytes = 0;
        boolean callSites = false;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            String v = kv.length == 2 ? kv[1] : "";
            switch (kv[0]) {
                case "--messages" -> messages = Long.parseLong(v);
                case "--rounds" -> rounds = Integer.parseInt(v);
                case "--bytes" -> bytes = Integer.parseInt(v);
                case "--call-sites" -> callSites = true;
                default -> {
                    System.err.println("realpingpong: unknown argument '" + arg + "'; use --messages=N --rounds=R --bytes=K --call-sites");
                    System.exit(2);
                }
            }
        }
        long roundTrips = Math.max(1, messages / 2);
        System.out.printf(Locale.ROOT, "realpingpong: %d round trips (%d messages) of %d bytes, %d rounds, %d CPUs, %s%n",
                roundTrips, 2 * roundTrips + 1, bytes, rounds, Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.version"));
        // warm-up: JIT both paths
        real(Math.max(1, roundTrips / 4), bytes);
        continuation(Math.max(1, roundTrips / 4), bytes);
        System.out.println("real tasks on " + threads + "; load average " + loadAverage());
        double[] realRate = new double[rounds];
        double[] callRate = new double[rounds];
        double[] contRate = new double[rounds];
        double[] cpuRate = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            double[] a = real(roundTrips, bytes);
            double[] b = continuation(roundTrips, bytes);
            realRate[r] = a[1] / a[0];
            callRate[r] = a[2] / a[0];
            contRate[r] = b[1] / b[0];
            cpuRate[r] = a[1] / a[3];
            System.out.printf(Locale.ROOT,
                    "round %d: real %,.0f messages/s, %,.0f Pvm calls/s (%.2f s; %,.0f messages per CPU second of the"
                            + " process, %.2f s); continuation %,.0f messages/s (%.2f s)%n",
                    r + 1, realRate[r], callRate[r], a[0], cpuRate[r], a[3], contRate[r], b[0]);
        }
        if (callSites) {
            realToSink(Math.max(1, roundTrips / 4), bytes, false);
            realToSink(Math.max(1, roundTrips / 4), bytes, true);
            double[] plainNs = new double[rounds];
            double[] sitedNs = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                double[] plain = realToSink(roundTrips, bytes, false);
                double[] sited = realToSink(roundTrips, bytes, true);
                plainNs[r] = plain[0] / plain[1] * 1e9;
                sitedNs[r] = sited[0] / sited[1] * 1e9;
                System.out.printf(Locale.ROOT, "round %d, trace to a sink: plain %.0f ns per Pvm call (%.2f s), with call"
                        + " sites %.0f ns per Pvm call (%.2f s)%n", r + 1, plainNs[r], plain[0], sitedNs[r], sited[0]);
            }
            double p = median(plainNs);
            double q = median(sitedNs);
            System.out.printf(Locale.ROOT, "median, trace to a sink: plain %.0f ns, with call sites %.0f ns per Pvm call:"
                    + " +%.0f ns (+%.0f %%)%n", p, q, q - p, 100 * (q - p) / p);
        }
        double real = median(realRate);
        double cont = median(contRate);
        System.out.printf(Locale.ROOT,
                "median: real tasks %,.0f messages/s and %,.0f Pvm calls/s (%,.0f messages per CPU second of the"
                        + " process); continuation style %,.0f messages/s; continuation / real = %.1f; load average %s%n",
                real, median(callRate), median(cpuRate), cont, cont / real, loadAverage());
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
