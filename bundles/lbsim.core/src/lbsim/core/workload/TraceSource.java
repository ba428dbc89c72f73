package lbsim.core.workload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.JobListener;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.io.CsvInput;
import lbsim.core.io.InputFileException;

/**
 * Replays a trace of real processes (WUS "trace files of real processes"): each record submits a
 * {@link JobKind#COMPETING} job with its CPU demand and nice level at its arrival time (seconds since
 * {@link #start()}). A record without a host is replayed on every host of the group; a record with a host
 * goes to that host only. No randomness. Records with equal arrival times are submitted in file order.
 * {@link #arrivals()} counts submitted jobs.
 */
public final class TraceSource implements CompetingSource {

    private static final String HEADER = "arrival_s,cpu_s,nice";
    private static final String HEADER_WITH_HOST = "arrival_s,cpu_s,nice,host";

    private final Simulation sim;
    private final String name;
    private final HostGroup group;
    private final List<TraceRecord> records;
    private final PerHost[] perHost;
    private final JobListener finished = this::finished;
    private JobObserver observer;
    private double startTime;
    private boolean started;
    private boolean stopped;

    /**
     * @param records the processes, arrivals non-decreasing
     * @throws IllegalArgumentException for an empty or duplicated host list, arrivals out of order, or a
     *                                  record naming a host outside the group (the message names the record's
     *                                  line and host)
     */
    public TraceSource(Simulation sim, String name, List<Host> hosts, List<TraceRecord> records) {
        String owner = "trace source '" + name + "'";
        this.group = new HostGroup(owner, hosts);
        this.records = List.copyOf(records);
        this.sim = sim;
        this.name = name;
        List<List<Integer>> forHost = new ArrayList<>();
        for (int h = 0; h < group.size(); h++) {
            forHost.add(new ArrayList<>());
        }
        for (int r = 0; r < this.records.size(); r++) {
            TraceRecord rec = this.records.get(r);
            String where = rec.line() > 0 ? "record at line " + rec.line() : "record " + (r + 1);
            if (r > 0 && rec.arrivalSeconds() < this.records.get(r - 1).arrivalSeconds()) {
                throw new IllegalArgumentException(owner + ": " + where + " arrives at "
                        + Distributions.format(rec.arrivalSeconds()) + " s, before the previous record ("
                        + Distributions.format(this.records.get(r - 1).arrivalSeconds()) + " s)");
            }
            if (rec.host() == null) {
                for (List<Integer> l : forHost) {
                    l.add(r);
                }
                continue;
            }
            int h = -1;
            for (int i = 0; i < group.size(); i++) {
                if (group.get(i).name().equals(rec.host())) {
                    h = i;
                }
            }
            if (h < 0) {
                throw new IllegalArgumentException(owner + ": " + where + " names host '" + rec.host()
                        + "', which is not in its group (" + group.names() + ")");
            }
            forHost.get(h).add(r);
        }
        this.perHost = new PerHost[group.size()];
        for (int h = 0; h < perHost.length; h++) {
            int[] idx = forHost.get(h).stream().mapToInt(Integer::intValue).toArray();
            perHost[h] = new PerHost(group.get(h), idx);
        }
    }

    /**
     * Reads a process trace: CSV with header {@code arrival_s,cpu_s,nice} or {@code arrival_s,cpu_s,nice,host}
     * (see {@link CsvInput} for blank lines, comments and numbers); arrivals finite, >= 0 and non-decreasing;
     * cpu_s finite and > 0; nice an integer in -20..19; host a name, or empty for every host of the group.
     *
     * @throws InputFileException {@code FILE:LINE: problem} for the first bad line
     */
    public static List<TraceRecord> read(Path file) throws InputFileException {
        return read(file, null);
    }

    /**
     * {@link #read(Path)} for a source that will replay the trace on {@code hosts}: a record naming any
     * other host is a {@code FILE:LINE} error too.
     *
     * @param hosts the hosts the source targets, or null to accept any host name
     * @throws InputFileException {@code FILE:LINE: problem} for the first bad line
     */
    public static List<TraceRecord> read(Path file, List<Host> hosts) throws InputFileException {
        CsvInput in = CsvInput.read(file, HEADER, HEADER_WITH_HOST);
        List<TraceRecord> out = new ArrayList<>(in.rowCount());
        for (int r = 0; r < in.rowCount(); r++) {
            double arrival = in.number(r, 0);
            double cpu = in.number(r, 1);
            int nice = in.integer(r, 2);
            String host = in.columnCount() == 4 && !in.field(r, 3).isEmpty() ? in.field(r, 3) : null;
            if (arrival < 0) {
                throw in.error(r, "arrival_s must be >= 0, got " + Distributions.format(arrival));
            }
            if (!out.isEmpty() && arrival < out.get(out.size() - 1).arrivalSeconds()) {
                TraceRecord prev = out.get(out.size() - 1);
                throw in.error(r, "arrival_s " + Distributions.format(arrival) + " is before the previous arrival "
                        + Distributions.format(prev.arrivalSeconds()) + " (line " + prev.line()
                        + "); arrivals must be in non-decreasing order");
            }
            if (!(cpu > 0)) {
                throw in.error(r, "cpu_s must be > 0, got " + Distributions.format(cpu));
            }
            if (nice < -20 || nice > 19) {
                throw in.error(r, "nice must be in -20..19, got " + nice);
            }
            if (host != null && hosts != null && hosts.stream().noneMatch(h -> h.name().equals(host))) {
                throw in.error(r, "host '" + host + "' is not one of the hosts this trace is replayed on ("
                        + String.join(", ", hosts.stream().map(Host::name).toList()) + ")");
            }
            out.add(new TraceRecord(in.line(r), arrival, cpu, nice, host));
        }
        return out;
    }

    @Override
    public void start() {
        if (started) {
            return;
        }
        started = true;
        startTime = sim.now();
        for (PerHost p : perHost) {
            p.scheduleNext();
        }
    }

    @Override
    public void stop() {
        if (!started || stopped) {
            return;
        }
        stopped = true;
        for (PerHost p : perHost) {
            if (p.pending >= 0) {
                sim.cancel(p.pending);
                p.pending = -1;
            }
        }
    }

    /** One host's share of the trace, replayed in order. */
    private final class PerHost implements EventHandler {
        final Host host;
        final int[] recordIndex;
        int next;
        long pending = -1;

        PerHost(Host host, int[] recordIndex) {
            this.host = host;
            this.recordIndex = recordIndex;
        }

        void scheduleNext() {
            if (next < recordIndex.length) {
                pending = sim.schedule(startTime + records.get(recordIndex[next]).arrivalSeconds(), this, 0);
            }
        }

        @Override
        public void handleEvent(int tag) {
            pending = -1;
            double arrival = records.get(recordIndex[next]).arrivalSeconds();
            do {
                TraceRecord rec = records.get(recordIndex[next++]);
                Job job = host.submit(name, rec.cpuSeconds(), rec.nice(), JobKind.COMPETING, finished);
                if (observer != null) {
                    observer.jobSubmitted(job);
                }
            } while (next < recordIndex.length && records.get(recordIndex[next]).arrivalSeconds() == arrival);
            scheduleNext();
        }

        long submitted() {
            return next;
        }
    }

    private void finished(Job job) {
        if (observer != null) {
            observer.jobFinished(job);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<Host> hosts() {
        return group.hosts();
    }

    /** The records, in order. */
    public List<TraceRecord> records() {
        return records;
    }

    /** Jobs submitted so far on all hosts. */
    @Override
    public long arrivals() {
        long n = 0;
        for (PerHost p : perHost) {
            n += p.submitted();
        }
        return n;
    }

    @Override
    public long arrivals(Host host) {
        return perHost[group.indexOf(host)].submitted();
    }

    @Override
    public void setObserver(JobObserver observer) {
        this.observer = observer;
    }

    @Override
    public String toString() {
        return "trace source '" + name + "' (" + records.size() + " records, hosts " + group.names() + ")";
    }
}
