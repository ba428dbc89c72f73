package lbsim.core.app;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.dist.Distribution;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * Decentralised work stealing among P slaves, the counterpart of the centralised {@link MasterSlave}.
 * <p>
 * <b>Work.</b> N units, with costs (reference CPU seconds) drawn at {@link #start} from the given stream,
 * one per unit in unit-index order, so a seed fixes the costs whatever the schedule. Slave i starts with
 * the static block of units i * (N / P) + min(i, N mod P) onwards (the first N mod P slaves get one unit
 * more). A slave's deque is always one run of consecutive units: the owner takes {@code grain} units
 * (fewer at the end) from the front and computes their summed cost in one {@code compute}; thieves take
 * units from the back.
 * <p>
 * <b>Stealing.</b> After every batch a slave polls its mailbox with {@code nrecv(ANY, ANY)} until it is
 * empty (each call costs a receive overhead; a compute is never interrupted). A steal request is answered
 * with the back ceil(r / 2) of the r units still queued (the unit being computed is never stolen; a
 * victim's last queued unit does go, which pays when the thief is faster) or, when nothing is queued, with
 * a refusal. A slave whose deque is empty is a thief: it sends a request to one victim at a time and waits
 * for the answer, refusing any request that reaches it meanwhile. Victims are chosen round robin over the
 * others, starting after itself and carried on from where the last request went, or uniformly among the
 * others from the victim stream. After P - 1 refusals in a row (a round) the thief backs off: it serves
 * messages for {@code retryDelaySeconds}, then starts a new round; with an infinite delay it only serves
 * messages until the stop. Messages: a request of {@code requestBytes}; work of
 * {@code workBytesFixed + k x workBytesPerUnit} carrying the first unit's index and the k costs; refusals,
 * reports and the stop of {@code controlBytes}.
 * <p>
 * <b>Termination (counting at a coordinator).</b> Slave 0 is also the coordinator. Every other slave,
 * each time its deque runs empty, sends the coordinator a report of the units it completed since its last
 * report (no report when that is 0) before it starts stealing; the coordinator counts its own units as it
 * completes them. Safety: a unit is counted once, by the slave that completed it, after it completed, so
 * the count reaches N only when every unit is done. Liveness: a unit is always either in exactly one
 * deque, being computed, or in one work message to a thief that will queue it; owners always work their
 * deques down to empty, and a slave with unreported units always reports when its deque empties, so every
 * completion is eventually reported. When the count reaches N the coordinator multicasts a stop to the
 * others and exits; at that moment no deque holds a unit, so every other slave is a thief (waiting for an
 * answer or backing off) and exits on the stop. Late answers to the coordinator are dropped with it. A
 * slave never receives a work message or a refusal while it works (a thief has at most one request out
 * and only steals with an empty deque), nor a stop; the run fails loudly if it does.
 * <p>
 * Statistics are those of the whole run; the makespan is the virtual time the last unit completed.
 */
public final class WorkStealing {

    /** How a thief picks its next victim. */
    public enum VictimChoice {
        /** The others in index order, starting after the thief, carried on across rounds. */
        ROUND_ROBIN,
        /** Uniformly among the others, from the victim stream. */
        RANDOM
    }

    /**
     * Parameters of a run.
     *
     * @param grain             units a slave computes between two polls of its mailbox, >= 1
     * @param retryDelaySeconds how long a thief refused by a whole round waits before the next round, > 0,
     *                          or {@link Double#POSITIVE_INFINITY} to wait for the stop
     */
    public record Parameters(int units, Distribution unitCostSeconds, int grain, VictimChoice victimChoice,
            long requestBytes, long workBytesFixed, long workBytesPerUnit, long controlBytes, double retryDelaySeconds) {

        /** @throws IllegalArgumentException naming the parameter that is out of range */
        public Parameters {
            if (units < 0) {
                throw new IllegalArgumentException("units must be >= 0, got " + units);
            }
            if (unitCostSeconds == null) {
                throw new IllegalArgumentException("unit cost distribution missing");
            }
            if (grain < 1) {
                throw new IllegalArgumentException("grain must be >= 1, got " + grain);
            }
            if (victimChoice == null) {
                throw new IllegalArgumentException("victim choice missing");
            }
            if (requestBytes < 0 || workBytesFixed < 0 || workBytesPerUnit < 0 || controlBytes < 0) {
                throw new IllegalArgumentException("message sizes must be >= 0");
            }
            if (!(retryDelaySeconds > 0)) {
                throw new IllegalArgumentException("retry delay must be > 0 s (or infinite), got " + retryDelaySeconds);
            }
        }

        /** Grain 1, round robin, messages of 0 bytes, thieves refused by a whole round wait for the stop. */
        public static Parameters of(int units, Distribution unitCostSeconds) {
            return new Parameters(units, unitCostSeconds, 1, VictimChoice.ROUND_ROBIN, 0, 0, 0, 0,
                    Double.POSITIVE_INFINITY);
        }
    }

    static final int REQUEST = 1;
    static final int WORK = 2;
    static final int REFUSAL = 3;
    static final int REPORT = 4;
    static final int STOP = 5;

    /** Payload of a work message: the units first, first + 1, ... with these costs. */
    private record Work(int first, double[] costs) {
    }

    /** The state of one slave. */
    private static final class Slave {
        final int index;
        int tid;
        /** Queued units lo .. hi - 1, with costs cost[u - base]. */
        int lo;
        int hi;
        int base;
        double[] cost;
        long computed;
        long unreported;
        int cursor;
        int refusals;
        double backOffUntil;

        Slave(int index) {
            this.index = index;
        }
    }

    private final Parameters p;
    private final UniformRandomProvider costStream;
    private final UniformRandomProvider victimStream;
    private Slave[] slaves;
    private int[] tids;
    private double[] costs;
    private boolean[] done;
    private long counted;
    private long unitsComputed;
    private double totalWorkSeconds;
    private double makespan = Double.NaN;
    private double stopTime = Double.NaN;
    private long stealsAttempted;
    private long stealsSucceeded;
    private long refusals;
    private long unitsMoved;
    private long reports;
    private long messages;
    private long polls;

    /**
     * @param costStream   the stream unit costs are drawn from (e.g. {@code sim.random().stream("units")})
     * @param victimStream the stream random victims are drawn from (e.g.
     *                     {@code sim.random().stream("victims")}); may be null for round robin
     * @throws IllegalArgumentException for random victims without a victim stream
     */
    public WorkStealing(Parameters parameters, UniformRandomProvider costStream, UniformRandomProvider victimStream) {
        if (parameters.victimChoice() == VictimChoice.RANDOM && victimStream == null) {
            throw new IllegalArgumentException("random victim choice needs a victim stream");
        }
        this.p = parameters;
        this.costStream = costStream;
        this.victimStream = victimStream;
    }

    /**
     * Draws the unit costs and starts one slave per entry of {@code slaveHosts} (slave 0, the coordinator,
     * first; task names slave0, slave1, ...).
     *
     * @throws IllegalArgumentException for no slaves
     * @throws IllegalStateException    when started twice
     */
    public void start(VirtualMachine vm, List<String> slaveHosts) {
        if (slaveHosts.isEmpty()) {
            throw new IllegalArgumentException("work stealing needs at least one slave");
        }
        if (slaves != null) {
            throw new IllegalStateException("work stealing already started");
        }
        int n = p.units();
        costs = new double[n];
        for (int u = 0; u < n; u++) {
            costs[u] = Math.max(0, p.unitCostSeconds().sample(costStream));
            totalWorkSeconds += costs[u];
        }
        done = new boolean[n];
        int count = slaveHosts.size();
        slaves = new Slave[count];
        tids = new int[count];
        int each = n / count;
        int extra = n % count;
        int next = 0;
        for (int i = 0; i < count; i++) {
            Slave s = new Slave(i);
            s.lo = next;
            s.hi = next + each + (i < extra ? 1 : 0);
            next = s.hi;
            s.base = s.lo;
            s.cost = Arrays.copyOfRange(costs, s.lo, s.hi);
            s.cursor = (i + 1) % count;
            slaves[i] = s;
        }
        for (int i = 0; i < count; i++) {
            Slave s = slaves[i];
            s.tid = vm.start(ctx -> work(ctx, s), "slave" + i, slaveHosts.get(i));
            tids[i] = s.tid;
        }
    }

    // --- working -----------------------------------------------------------------------------------

    private void work(TaskContext ctx, Slave s) {
        if (s.lo == s.hi) {
            idle(ctx, s);
            return;
        }
        int first = s.lo;
        int k = Math.min(p.grain(), s.hi - s.lo);
        double c = 0;
        for (int u = first; u < first + k; u++) {
            c += s.cost[u - s.base];
        }
        s.lo += k;
        ctx.compute(c, () -> {
            completed(ctx, s, first, k);
            poll(ctx, s);
        });
    }

    private void completed(TaskContext ctx, Slave s, int first, int k) {
        for (int u = first; u < first + k; u++) {
            if (done[u]) {
                throw new IllegalStateException("unit " + u + " computed twice (again by slave " + s.index + ")");
            }
            done[u] = true;
        }
        s.computed += k;
        unitsComputed += k;
        makespan = Double.isNaN(makespan) ? ctx.now() : Math.max(makespan, ctx.now());
        if (s.index == 0) {
            counted += k;
        } else {
            s.unreported += k;
        }
    }

    /** Takes messages until none is left, then goes on working. */
    private void poll(TaskContext ctx, Slave s) {
        polls++;
        ctx.nrecv(TaskContext.ANY, TaskContext.ANY, m -> {
            if (m == null) {
                work(ctx, s);
                return;
            }
            switch (m.tag()) {
                case REQUEST -> answer(ctx, s, m.source(), () -> poll(ctx, s));
                case REPORT -> {
                    counted += (Long) m.payload();
                    poll(ctx, s);
                }
                default -> throw new IllegalStateException("slave " + s.index + " got tag " + m.tag() + " while working");
            }
        });
    }

    /** Gives a thief the back half (rounded up) of the queued units, or refuses. */
    private void answer(TaskContext ctx, Slave s, int thief, Runnable then) {
        int r = s.hi - s.lo;
        if (r == 0) {
            refuse(ctx, thief, then);
            return;
        }
        int k = (r + 1) / 2;
        int first = s.hi - k;
        double[] given = Arrays.copyOfRange(s.cost, first - s.base, s.hi - s.base);
        s.hi = first;
        stealsSucceeded++;
        unitsMoved += k;
        messages++;
        ctx.send(thief, WORK, p.workBytesFixed() + k * p.workBytesPerUnit(), new Work(first, given), then);
    }

    private void refuse(TaskContext ctx, int thief, Runnable then) {
        refusals++;
        messages++;
        ctx.send(thief, REFUSAL, p.controlBytes(), null, then);
    }

    // --- stealing ----------------------------------------------------------------------------------

    /** The deque ran empty: report (or, at the coordinator, check for the end), then steal. */
    private void idle(TaskContext ctx, Slave s) {
        if (s.index == 0) {
            if (counted == p.units()) {
                stop(ctx);
                return;
            }
            round(ctx, s);
        } else if (s.unreported > 0) {
            long k = s.unreported;
            s.unreported = 0;
            reports++;
            messages++;
            ctx.send(tids[0], REPORT, p.controlBytes(), k, () -> round(ctx, s));
        } else {
            round(ctx, s);
        }
    }

    private void round(TaskContext ctx, Slave s) {
        s.refusals = 0;
        request(ctx, s);
    }

    private void request(TaskContext ctx, Slave s) {
        int victim;
        int count = slaves.length;
        if (p.victimChoice() == VictimChoice.ROUND_ROBIN) {
            victim = s.cursor;
            s.cursor = (s.cursor + 1) % count;
            if (s.cursor == s.index) {
                s.cursor = (s.cursor + 1) % count;
            }
        } else {
            victim = victimStream.nextInt(count - 1);
            if (victim >= s.index) {
                victim++;
            }
        }
        stealsAttempted++;
        messages++;
        ctx.send(tids[victim], REQUEST, p.requestBytes(), null, () -> awaitAnswer(ctx, s));
    }

    private void awaitAnswer(TaskContext ctx, Slave s) {
        ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
            switch (m.tag()) {
                case WORK -> {
                    Work w = (Work) m.payload();
                    s.base = w.first();
                    s.lo = w.first();
                    s.hi = w.first() + w.costs().length;
                    s.cost = w.costs();
                    work(ctx, s);
                }
                case REFUSAL -> {
                    s.refusals++;
                    if (s.refusals < slaves.length - 1) {
                        request(ctx, s);
                    } else {
                        s.backOffUntil = ctx.now() + p.retryDelaySeconds();
                        backOff(ctx, s);
                    }
                }
                default -> serveIdle(ctx, s, m, () -> awaitAnswer(ctx, s));
            }
        });
    }

    /** Refused by a whole round: serves messages until the retry time, then starts a new round. */
    private void backOff(TaskContext ctx, Slave s) {
        Consumer<Message> on = m -> {
            if (m == null) {
                round(ctx, s);
                return;
            }
            if (m.tag() == WORK || m.tag() == REFUSAL) {
                throw new IllegalStateException("slave " + s.index + " got tag " + m.tag() + " with no request out");
            }
            serveIdle(ctx, s, m, () -> backOff(ctx, s));
        };
        if (Double.isInfinite(s.backOffUntil)) {
            ctx.recv(TaskContext.ANY, TaskContext.ANY, on);
        } else {
            ctx.trecv(TaskContext.ANY, TaskContext.ANY, Math.max(0, s.backOffUntil - ctx.now()), on);
        }
    }

    /** A message to a slave with an empty deque: a request, a report (coordinator) or the stop. */
    private void serveIdle(TaskContext ctx, Slave s, Message m, Runnable then) {
        switch (m.tag()) {
            case REQUEST -> refuse(ctx, m.source(), then);
            case REPORT -> {
                counted += (Long) m.payload();
                if (counted == p.units()) {
                    stop(ctx);
                } else {
                    then.run();
                }
            }
            case STOP -> ctx.exit();
            default -> throw new IllegalStateException("slave " + s.index + " got tag " + m.tag());
        }
    }

    /** The coordinator counted every unit: stop the others and exit. */
    private void stop(TaskContext ctx) {
        stopTime = ctx.now();
        if (slaves.length == 1) {
            ctx.exit();
            return;
        }
        int[] others = Arrays.copyOfRange(tids, 1, tids.length);
        messages += others.length;
        ctx.mcast(others, STOP, p.controlBytes(), null, ctx::exit);
    }

    // --- results -----------------------------------------------------------------------------------

    /** Virtual time the last unit completed; NaN before that (and for no units). */
    public double makespanSeconds() {
        return makespan;
    }

    /** Virtual time the coordinator had counted every unit and sent the stop; NaN before. */
    public double stopSeconds() {
        return stopTime;
    }

    /** Steal requests sent. */
    public long stealsAttempted() {
        return stealsAttempted;
    }

    /** Requests answered with work. */
    public long stealsSucceeded() {
        return stealsSucceeded;
    }

    /** Requests answered with a refusal. */
    public long refusals() {
        return refusals;
    }

    /** Units that changed hands in work messages. */
    public long unitsMoved() {
        return unitsMoved;
    }

    /** Completion reports sent to the coordinator. */
    public long reports() {
        return reports;
    }

    /** All messages sent: requests, work, refusals, reports and stops (one per receiver). */
    public long messages() {
        return messages;
    }

    /** Mailbox polls between batches ({@code nrecv} calls while working). */
    public long polls() {
        return polls;
    }

    /** Units completed so far, over all slaves (each unit at most once: a second completion fails the run). */
    public long unitsComputed() {
        return unitsComputed;
    }

    /** Units slave i completed. */
    public long unitsComputed(int slave) {
        return slaves[slave].computed;
    }

    /** Units the coordinator has counted (its own and those reported). */
    public long unitsCounted() {
        return counted;
    }

    /** Sum of the unit costs, in reference CPU seconds: the run time on one reference host. */
    public double totalWorkSeconds() {
        return totalWorkSeconds;
    }

    /** The unit costs in unit-index order (a copy; empty before {@link #start}). */
    public double[] unitCosts() {
        return costs == null ? new double[0] : costs.clone();
    }

    /** Task id of slave i. */
    public int slaveTid(int slave) {
        return tids[slave];
    }

    /** Number of slaves. */
    public int slaveCount() {
        return slaves.length;
    }
}
