package lbsim.core.app;

import java.util.ArrayDeque;
import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.balance.Strategy;
import lbsim.core.dist.Distribution;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * The stochastic master-slave model (the VISTA ion-implantation scheme of seeds/001, chapter 4): a
 * master hands out chunks of work units to slaves as a load-balancing {@link Strategy} decides; a slave
 * asks for work, computes its chunk and returns the result, which is also its next request.
 * <p>
 * Unit costs (reference CPU seconds) are drawn in hand-out order from the master's own random stream,
 * so every strategy meets the same sequence of costs for the same seed. Messages: a request of
 * {@code requestBytes}; work of {@code workBytesFixed + units x workBytesPerUnit}; a result of
 * {@code resultBytesFixed + units x resultBytesPerUnit} (virtual lengths: nothing of that size is
 * allocated). The master spends {@code masterOverheadSeconds} of CPU on every request. With several
 * rounds, the master waits for every result of a round before handing out the next round's units.
 * <p>
 * Neighbour exchange ({@code neighbourBytes > 0}): after each chunk a slave sends that many bytes to the
 * next slave (a ring), then takes whatever its own neighbour has sent so far (non-blocking receives,
 * each paying the receive overhead) before returning its result, so the exchange costs time and
 * network capacity without ever blocking a slave on a neighbour that has no work left.
 */
public final class MasterSlave {

    /** Parameters of a run. */
    public record Parameters(long units, Distribution unitCostSeconds, long requestBytes, long workBytesFixed,
            long workBytesPerUnit, long resultBytesFixed, long resultBytesPerUnit, double masterOverheadSeconds,
            int rounds, long neighbourBytes) {

        /** Parameters without neighbour exchange. */
        public Parameters(long units, Distribution unitCostSeconds, long requestBytes, long workBytesFixed,
                long workBytesPerUnit, long resultBytesFixed, long resultBytesPerUnit, double masterOverheadSeconds,
                int rounds) {
            this(units, unitCostSeconds, requestBytes, workBytesFixed, workBytesPerUnit, resultBytesFixed,
                    resultBytesPerUnit, masterOverheadSeconds, rounds, 0);
        }

        /** @throws IllegalArgumentException naming the parameter that is out of range */
        public Parameters {
            if (units < 0) {
                throw new IllegalArgumentException("units must be >= 0, got " + units);
            }
            if (requestBytes < 0 || workBytesFixed < 0 || workBytesPerUnit < 0 || resultBytesFixed < 0
                    || resultBytesPerUnit < 0 || neighbourBytes < 0) {
                throw new IllegalArgumentException("message sizes must be >= 0");
            }
            if (!(masterOverheadSeconds >= 0) || Double.isInfinite(masterOverheadSeconds)) {
                throw new IllegalArgumentException("master overhead must be >= 0 s, got " + masterOverheadSeconds);
            }
            if (rounds < 1) {
                throw new IllegalArgumentException("rounds must be >= 1, got " + rounds);
            }
        }
    }

    private static final int REQUEST = 1;
    private static final int WORK = 2;
    private static final int RESULT = 3;
    private static final int STOP = 4;
    private static final int NEIGHBOUR = 5;
    /** The notice of a lost slave, "sent" by the lost slave's task when the master detects the loss. */
    private static final int LOST = 6;

    private final Parameters p;
    private final Strategy strategy;
    private final UniformRandomProvider rng;
    private int master;
    private int firstSlave;
    private int slaves;
    private double[] speeds;
    private long remaining;
    private int round;
    private int outstanding;
    private long chunks;
    private long schedulingMessages;
    private double totalWorkSeconds;
    private double makespan = Double.NaN;
    private long[] chunkUnits;
    private double[] chunkStart;
    private final ArrayDeque<Integer> parked = new ArrayDeque<>();

    // failures (see onHostFailure): the current task of each slave, slave of each task id (-1: none)
    private VirtualMachine vm;
    private String[] slaveHost;
    private int[] slaveTid;
    private int[] slaveOfTid = new int[0];
    private boolean[] lostSlave;
    private boolean[] lossPending;
    private double[] chunkCost;
    private int masterTaskId;
    private double detectionSeconds;
    private boolean rejoin = true;
    private long lostChunks;
    private long rejoins;
    /** Chunks lost with their slaves and not yet handed out again: {units, cost} each, oldest first. */
    private final ArrayDeque<double[]> returned = new ArrayDeque<>();

    /**
     * @param rng the stream unit costs are drawn from (e.g. {@code sim.random().stream("units")})
     */
    public MasterSlave(Parameters parameters, Strategy strategy, UniformRandomProvider rng) {
        this.p = parameters;
        this.strategy = strategy;
        this.rng = rng;
    }

    /**
     * Sets how the master reacts to a slave's host going off: it learns of the loss {@code seconds} later
     * (a detection delay or time-out), puts the lost chunk back among the remaining units (same units,
     * same cost), tells the strategy ({@link Strategy#slaveLost}) and, with {@code rejoin}, starts a new
     * slave on that host once it is back on (the strategy hears {@link Strategy#slaveRejoined}). The
     * master's own host going off fails the run. Call before {@link #start}.
     *
     * @throws IllegalArgumentException for a delay that is negative, NaN or infinite
     */
    public void setFailureDetection(double seconds, boolean rejoinWhenBack) {
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("failure detection delay must be >= 0 s and finite, got " + seconds);
        }
        this.detectionSeconds = seconds;
        this.rejoin = rejoinWhenBack;
    }

    /**
     * Starts the master and one slave per entry of {@code slaveHosts}.
     *
     * @param slaveSpeeds the speed of each slave's host, told to the strategy
     */
    public void start(VirtualMachine vm, String masterHost, List<String> slaveHosts, double[] slaveSpeeds) {
        if (slaveHosts.isEmpty()) {
            throw new IllegalArgumentException("master-slave needs at least one slave");
        }
        slaves = slaveHosts.size();
        speeds = slaveSpeeds.clone();
        chunkUnits = new long[slaves];
        chunkStart = new double[slaves];
        chunkCost = new double[slaves];
        slaveTid = new int[slaves];
        lostSlave = new boolean[slaves];
        lossPending = new boolean[slaves];
        slaveHost = slaveHosts.toArray(new String[0]);
        this.vm = vm;
        master = vm.start(this::masterLoop, "master", masterHost);
        masterTaskId = master;
        for (int i = 0; i < slaves; i++) {
            int tid = vm.start(this::slave, "slave" + (i + 1), slaveHosts.get(i));
            if (i == 0) {
                firstSlave = tid;
            }
            bindSlave(i, tid);
        }
        vm.onHostFailure(this::hostFailed);
        java.util.Set<String> watched = new java.util.HashSet<>();
        for (String h : slaveHost) {
            if (watched.add(h)) {
                vm.host(h).addStateListener(new lbsim.core.cpu.HostStateListener() {
                    @Override
                    public void hostOff(lbsim.core.cpu.Host host) {
                        // the virtual machine's failure handler does the work
                    }

                    @Override
                    public void hostOn(lbsim.core.cpu.Host host) {
                        hostBack(host);
                    }
                });
            }
        }
        remaining = p.units();
        List<lbsim.core.cpu.Host> hostsOfSlaves = new java.util.ArrayList<>();
        for (String h : slaveHost) {
            hostsOfSlaves.add(vm.host(h));
        }
        strategy.pstates(new lbsim.core.balance.SlavePstates(hostsOfSlaves));
        strategy.start(p.units(), speeds);
    }

    private void masterLoop(TaskContext ctx) {
        ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> onMessage(ctx, m));
    }

    private void bindSlave(int s, int tid) {
        slaveTid[s] = tid;
        if (tid >= slaveOfTid.length) {
            int old = slaveOfTid.length;
            slaveOfTid = java.util.Arrays.copyOf(slaveOfTid, Math.max(tid + 1, 2 * old));
            java.util.Arrays.fill(slaveOfTid, old, slaveOfTid.length, -1);
        }
        slaveOfTid[tid] = s;
    }

    private int slaveOf(int tid) {
        return tid < slaveOfTid.length ? slaveOfTid[tid] : -1;
    }

    /** Tasks lost with a host: the master fails the run; a slave's loss is noticed after the detection delay. */
    private void hostFailed(lbsim.core.cpu.Host host, int[] lost) {
        for (int tid : lost) {
            if (tid == masterTaskId) {
                throw new lbsim.core.msg.TaskFailure(tid, "master", vm.simulation().now(), "the master's host '"
                        + host.name() + "' went off at " + vm.simulation().now() + " s; the master-slave run cannot go on", null);
            }
        }
        for (int tid : lost) {
            int s = slaveOf(tid);
            if (s < 0 || slaveTid[s] != tid) {
                continue;
            }
            lostSlave[s] = true;
            lossPending[s] = true;
            vm.holdQuiescence();
            vm.simulation().scheduleIn(detectionSeconds, tag -> {
                vm.post(masterTaskId, tid, LOST);
                vm.releaseQuiescence();
            }, 0);
        }
    }

    /** A slave's host came back on: a lost slave whose loss the master knows of rejoins. */
    private void hostBack(lbsim.core.cpu.Host host) {
        if (!rejoin || makespan == makespan) {
            return;
        }
        for (int s = 0; s < slaves; s++) {
            if (lostSlave[s] && !lossPending[s] && slaveHost[s].equals(host.name())) {
                startAgain(s);
            }
        }
    }

    private void startAgain(int s) {
        lostSlave[s] = false;
        rejoins++;
        int tid = vm.start(this::slave, "slave" + (s + 1), slaveHost[s]);
        bindSlave(s, tid);
    }

    /** The master learns that slave s was lost: its chunk goes back to the pool. */
    private void onLost(TaskContext ctx, int s) {
        lossPending[s] = false;
        parked.remove(s);
        long k = chunkUnits[s];
        if (k > 0) {
            returned.addLast(new double[] { k, chunkCost[s] });
            remaining += k;
            outstanding--;
            lostChunks++;
            chunkUnits[s] = 0;
        }
        strategy.slaveLost(s, k, ctx.now());
        if (rejoin && vm.host(slaveHost[s]).isOn()) {
            startAgain(s);
        }
        if (remaining == 0 && outstanding == 0) {
            int waiting = parked.isEmpty() ? -1 : parked.pollFirst();
            if (waiting >= 0) {
                serve(ctx, waiting);
                return;
            }
        }
        serveParked(ctx);
    }

    private void onMessage(TaskContext ctx, Message m) {
        int s = slaveOf(m.source());
        if (m.tag() == LOST) {
            onLost(ctx, s);
            return;
        }
        if (lostSlave[s] && !lossPending[s] || slaveTid[s] != m.source()) {
            masterLoop(ctx); // a message of a slave task that is gone
            return;
        }
        if (m.tag() == REQUEST && rejoins > 0 && chunkUnits[s] == 0 && isRejoined(m.source())) {
            strategy.slaveRejoined(s, ctx.now());
        }
        if (m.tag() == RESULT) {
            outstanding--;
            strategy.finished(s, chunkUnits[s], ctx.now() - chunkStart[s]);
            chunkUnits[s] = 0;
        }
        ctx.compute(p.masterOverheadSeconds(), () -> serve(ctx, s));
    }

    /** Answers slave s (a request or a result), then goes on with parked slaves and the next message. */
    private void serve(TaskContext ctx, int s) {
        if (remaining == 0 && outstanding == 0) {
            if (round + 1 < p.rounds() && p.units() > 0) {
                round++;
                remaining = p.units();
                strategy.start(p.units(), speeds);
                parked.addLast(s);
                serveParked(ctx);
            } else {
                makespan = ctx.now();
                stopAll(ctx, s, 0);
            }
            return;
        }
        if (lostSlave[s] && !lossPending[s]) { // lost while the master worked on its message
            serveParked(ctx);
            return;
        }
        long k = remaining == 0 ? 0 : strategy.chunk(s, remaining, ctx.now());
        if (k < 0 || k > remaining) {
            throw new IllegalStateException("strategy " + strategy.name() + " gave slave " + s + " a chunk of " + k
                    + " units with " + remaining + " left");
        }
        if (k == 0) {
            parked.addLast(s);
            masterLoop(ctx);
            return;
        }
        hand(ctx, s, k, () -> serveParked(ctx));
    }

    private boolean isRejoined(int tid) {
        return tid >= firstSlave + slaves;
    }

    private void serveParked(TaskContext ctx) {
        int n = parked.size();
        for (int i = 0; i < n && remaining > 0; i++) {
            int s = parked.pollFirst();
            long k = strategy.chunk(s, remaining, ctx.now());
            if (k < 0 || k > remaining) {
                throw new IllegalStateException("strategy " + strategy.name() + " gave slave " + s + " a chunk of " + k
                        + " units with " + remaining + " left");
            }
            if (k > 0) {
                hand(ctx, s, k, () -> serveParked(ctx));
                return;
            }
            parked.addLast(s);
        }
        masterLoop(ctx);
    }

    private void hand(TaskContext ctx, int s, long k, Runnable then) {
        double cost = 0;
        long fresh = k;
        while (fresh > 0 && !returned.isEmpty()) { // lost units first, at the cost they had
            double[] r = returned.peekFirst();
            long take = (long) Math.min(fresh, r[0]);
            double part = take == r[0] ? r[1] : r[1] * take / r[0];
            cost += part;
            fresh -= take;
            r[0] -= take;
            r[1] -= part;
            if (r[0] == 0) {
                returned.pollFirst();
            }
        }
        double freshCost = 0;
        for (long u = 0; u < fresh; u++) {
            freshCost += Math.max(0, p.unitCostSeconds().sample(rng));
        }
        cost += freshCost;
        totalWorkSeconds += freshCost;
        remaining -= k;
        outstanding++;
        chunks++;
        schedulingMessages++;
        chunkUnits[s] = k;
        chunkStart[s] = ctx.now();
        chunkCost[s] = cost;
        long bytes = p.workBytesFixed() + k * p.workBytesPerUnit();
        ctx.send(slaveTid[s], WORK, bytes, new double[] { k, cost }, then);
    }

    private void stopAll(TaskContext ctx, int first, int i) {
        if (i == slaves) {
            ctx.exit();
            return;
        }
        if (lostSlave[i]) {
            stopAll(ctx, first, i + 1);
            return;
        }
        ctx.send(slaveTid[i], STOP, 0, null, () -> stopAll(ctx, first, i + 1));
    }

    private void slave(TaskContext ctx) {
        schedulingMessages++;
        ctx.send(master, REQUEST, p.requestBytes(), null, () -> waitWork(ctx));
    }

    private void waitWork(TaskContext ctx) {
        ctx.recv(master, TaskContext.ANY, m -> {
            if (m.tag() == STOP) {
                ctx.exit();
                return;
            }
            double[] work = (double[]) m.payload();
            long k = (long) work[0];
            ctx.compute(work[1], () -> {
                if (p.neighbourBytes() > 0 && slaves > 1) {
                    int me = slaveOf(ctx.myTid());
                    ctx.send(slaveTid[(me + 1) % slaves], NEIGHBOUR, p.neighbourBytes(), null,
                            () -> drainNeighbours(ctx, k));
                } else {
                    result(ctx, k);
                }
            });
        });
    }

    private void drainNeighbours(TaskContext ctx, long k) {
        ctx.nrecv(TaskContext.ANY, NEIGHBOUR, m -> {
            if (m != null) {
                drainNeighbours(ctx, k);
            } else {
                result(ctx, k);
            }
        });
    }

    private void result(TaskContext ctx, long k) {
        schedulingMessages++;
        ctx.send(master, RESULT, p.resultBytesFixed() + k * p.resultBytesPerUnit(), null, () -> waitWork(ctx));
    }

    /** Virtual time the master saw the last result; NaN before the end. */
    public double makespanSeconds() {
        return makespan;
    }

    /** Chunks lost with their slaves' hosts and handed out again. */
    public long lostChunks() {
        return lostChunks;
    }

    /** Times a lost slave started again on its host. */
    public long rejoins() {
        return rejoins;
    }

    /** Chunks handed out. */
    public long chunks() {
        return chunks;
    }

    /** Requests, work and result messages exchanged for scheduling (not counting the final stops). */
    public long schedulingMessages() {
        return schedulingMessages;
    }

    /** Sum of all unit costs handed out, in reference CPU seconds: the run time on one reference host. */
    public double totalWorkSeconds() {
        return totalWorkSeconds;
    }

    /** Task id of the master. */
    public int masterTid() {
        return master;
    }

    /** Task id of the first slave (the others follow). */
    public int firstSlaveTid() {
        return firstSlave;
    }

    public String strategyName() {
        return strategy.name();
    }
}
