package lbsim.core.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * Zabel's Ethernet model (seeds/000, chapter 4): TCP/PVM messages over a shared CSMA/CD medium with
 * truncated binary exponential back-off, at 10 Mb/s, 100 Mb/s or any rate.
 * <p>
 * <b>TCP.</b> Each station (host) has one TCP server, a FIFO facility. A message of b bytes becomes
 * {@code ceil(b / 1460)} segments (at least one). The sending station's server holds the message from its
 * first segment to its last: for each segment it spends the TCP time per packet (plus, before the first,
 * the first-write time), then hands the frame to the medium and waits until the frame is on the other side
 * (in Zabel's simulator the Ethernet routine runs inside {@code tcp_server}). Each arriving data frame is a
 * job of one TCP time on the receiving station's server, in arrival order among that station's other work;
 * when the job of a message's last frame ends, the message has arrived ({@link Transfer#arrived()}) and,
 * if acknowledgements are on, the receiving station queues an acknowledgement: one TCP time, then a
 * minimum frame (40 bytes of headers, padded to 64) to the sender, contending like any frame. Receiving an
 * acknowledgement costs nothing. Since a station's server is FIFO and frames from one station arrive in
 * order, messages between two stations arrive in the order they were handed over.
 * <p>
 * <b>Medium.</b> 1-persistent CSMA/CD. A station that has a frame and senses the medium idle, and idle for
 * at least the inter-frame gap, starts at once; if it senses it busy, or idle for less than the gap, it
 * defers and starts as soon as the medium has been idle for the gap (all deferring stations start
 * together then). <b>Collision window:</b> a transmission is sensed by the other stations only
 * {@code collisionWindowBits} bit times (the one-way propagation delay; default half a slot time) after it
 * started, so every station that starts within that window of the first one collides with it; stations
 * that start at the very same instant always collide. Apart from this window propagation is ignored: a
 * frame is received when its last bit is sent, and the medium goes idle for everyone at once. In a
 * collision every station involved counts one collision, hears the others at the latest one window after
 * the last of them started and sends the jam, so the medium is idle again at (last start + window + jam).
 * Then each station backs off r slot times, r drawn uniformly from [0, 2^min(n, 10) - 1] after its frame's
 * n-th collision, from the station's own stream {@code "<network>/<host>/backoff"} of
 * {@link Simulation#random()}, and tries again (carrier sense first).
 * <p>
 * <b>Drops and TCP retransmission.</b> A frame that collides on its last attempt (the 16th) is dropped,
 * as 802.3 prescribes: the station's TCP server lets go of the message (it serves its other work) and
 * TCP retransmits the segment when its retransmission timer expires,
 * {@link EthernetParameters#retransmissionTimeoutSeconds()} (1 s, the minimum RTO of 4.4BSD and RFC 6298)
 * after the segment was handed to the medium, doubled for each further retransmission of that segment,
 * at most 64 s. The retransmission goes first in the station's queue: one TCP time per packet (no first
 * write), then the frame contends like any other. A dropped acknowledgement is not sent again by the
 * receiver: the sender's timer for the message's last segment expires and it retransmits that segment,
 * which the receiver processes (one TCP time) and acknowledges again; the message itself had already
 * arrived. The timer is only started for dropped frames, so a frame that the medium delivers is never
 * retransmitted (no spurious time-outs). After {@link EthernetParameters#maxRetransmissions()} (12, 4.4BSD)
 * retransmissions of one segment TCP gives up: the run fails with an {@link IllegalStateException} naming
 * the station.
 * <p>
 * <b>Statistics</b> (Zabel's Appendix A): collisions in total and per station, collision events, frames
 * sent, medium busy time, and per station Zabel's "Net. Travel" (for each frame the station sent, from
 * handing it to the medium to its last bit: deferral, collisions, back-off and transmission; for a dropped
 * frame, to the drop), "Overhead TCP" (its TCP server's processing time), messages and bytes sent, frames
 * dropped and segments retransmitted. Each message is also told the wire time of its own data frames
 * ({@link Transfer#onWire(double)}): the same measure, for the frames that carried it.
 */
public final class EthernetNetwork implements NetworkModel {

    // TCP server jobs
    private static final int SEND_MESSAGE = 0;
    private static final int RECEIVE_FRAME = 1;
    private static final int SEND_ACK = 2;
    private static final int RESEND_LAST = 3;

    // event kinds (the tag is station << 3 | kind; medium events use station 0)
    private static final int TCP_DONE = 0;
    private static final int BACKOFF_DONE = 1;
    private static final int WINDOW_END = 2;
    private static final int TRANSMISSION_END = 3;
    private static final int COLLISION_END = 4;
    private static final int GAP_END = 5;

    // medium states
    private static final int IDLE = 0;
    private static final int CONTENTION = 1;
    private static final int CARRIER = 2;
    private static final int JAM = 3;

    private final String name;
    private final EthernetParameters p;
    private final double interFrameGapSeconds;
    private final double slotSeconds;
    private final double jamSeconds;
    private final double windowSeconds;
    private final List<Station> stations = new ArrayList<>();
    private final Set<String> hostNames = new HashSet<>();
    private final EventHandler events = this::handle;
    private Simulation sim;

    // medium
    private int state = IDLE;
    private double idleSince = Double.NEGATIVE_INFINITY;
    private double startTime;
    private double windowEnd;
    private double lastStart;
    private int[] contenders = new int[4];
    private int contenderCount;
    private int[] deferring = new int[4];
    private int deferringCount;
    private int[] scratch = new int[4];
    private boolean gapScheduled;

    // totals
    private double busySeconds;
    private double collisionSeconds;
    private long collisionEvents;

    /**
     * A network with the given parameters.
     *
     * @throws IllegalArgumentException for a null or empty name or a bad parameter (the message names the
     *                                  network and the parameter)
     */
    public EthernetNetwork(String name, EthernetParameters parameters) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("network name must not be empty");
        }
        if (parameters == null) {
            throw new IllegalArgumentException("network '" + name + "': parameters must not be null");
        }
        parameters.check(name);
        this.name = name;
        this.p = parameters;
        double bitSeconds = 1 / parameters.bitsPerSecond();
        this.interFrameGapSeconds = parameters.interFrameGapBits() * bitSeconds;
        this.slotSeconds = parameters.slotBits() * bitSeconds;
        this.jamSeconds = parameters.jamBits() * bitSeconds;
        this.windowSeconds = parameters.collisionWindowBits() * bitSeconds;
    }

    /**
     * Zabel's Ethernet at the given rate ({@link EthernetParameters#zabel(double)}).
     *
     * @throws IllegalArgumentException for an empty name or a rate that is not > 0 and finite
     */
    public static EthernetNetwork zabel(String name, double bitsPerSecond) {
        return new EthernetNetwork(name, EthernetParameters.zabel(bitsPerSecond));
    }

    /** The parameters. */
    public EthernetParameters parameters() {
        return p;
    }

    @Override
    public String name() {
        return name;
    }

    /** @throws IllegalArgumentException for a host attached twice */
    @Override
    public int attach(String hostName) {
        if (!hostNames.add(hostName)) {
            throw new IllegalArgumentException("network '" + name + "': host '" + hostName + "' attached twice");
        }
        stations.add(new Station(stations.size(), hostName));
        return stations.size() - 1;
    }

    /** @throws IllegalStateException if bound to another simulation before */
    @Override
    public void bind(Simulation simulation) {
        if (sim != null && sim != simulation) {
            throw new IllegalStateException("network '" + name + "' is already bound to another simulation");
        }
        this.sim = simulation;
    }

    @Override
    public double sendOverheadSeconds(long bytes, boolean sameHost) {
        return p.sendOverheadSeconds();
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return p.receiveOverheadSeconds();
    }

    /**
     * Queues a message on the sending station's TCP server.
     *
     * @throws IllegalStateException    before {@link #bind(Simulation)}
     * @throws IllegalArgumentException for a station not attached, both ends on one station, or a negative
     *                                  length
     */
    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw new IllegalStateException("network '" + name + "' is not bound to a simulation");
        }
        int from = transfer.fromStation();
        int to = transfer.toStation();
        station(from);
        station(to);
        if (from == to) {
            throw new IllegalArgumentException("network '" + name + "': a transfer from station " + from + " to itself");
        }
        if (transfer.bytes() < 0) {
            throw new IllegalArgumentException("network '" + name + "': negative message length " + transfer.bytes());
        }
        Station s = stations.get(from);
        s.messagesSent++;
        s.bytesSent += transfer.bytes();
        Job job = new Job(SEND_MESSAGE, from, to, transfer);
        job.segments = p.segments(transfer.bytes());
        s.queue.add(job);
        startNextJob(s);
    }

    // --- statistics ---------------------------------------------------------------------------------

    /** Number of stations attached. */
    public int stations() {
        return stations.size();
    }

    /** Host name of a station. @throws IllegalArgumentException for a station not attached */
    public String hostName(int station) {
        return station(station).hostName;
    }

    /** Seconds the medium carried bits: successful frames and collisions (jam included), not idle time. */
    @Override
    public double busySeconds() {
        return busySeconds;
    }

    /** Seconds of {@link #busySeconds()} spent in collisions. */
    public double collisionSeconds() {
        return collisionSeconds;
    }

    /** Collisions summed over stations: a collision of k stations counts k. */
    @Override
    public long collisions() {
        long n = 0;
        for (Station s : stations) {
            n += s.collisions;
        }
        return n;
    }

    /** Collisions a station took part in. @throws IllegalArgumentException for a station not attached */
    public long collisions(int station) {
        return station(station).collisions;
    }

    /** Number of collisions on the medium, each counted once however many stations it involved. */
    public long collisionEvents() {
        return collisionEvents;
    }

    /** Frames sent successfully, data and acknowledgements, by all stations. */
    public long framesSent() {
        long n = 0;
        for (Station s : stations) {
            n += s.framesSent;
        }
        return n;
    }

    /** Frames a station sent successfully (acknowledgements included). */
    public long framesSent(int station) {
        return station(station).framesSent;
    }

    /** Acknowledgement frames a station sent. */
    public long acknowledgementsSent(int station) {
        return station(station).acksSent;
    }

    /** Messages handed to this network from a station. */
    public long messagesSent(int station) {
        return station(station).messagesSent;
    }

    /** Bytes of the messages handed to this network from a station. */
    public long bytesSent(int station) {
        return station(station).bytesSent;
    }

    /** Messages that have arrived, over all stations. */
    public long messagesArrived() {
        long n = 0;
        for (Station s : stations) {
            n += s.messagesArrived;
        }
        return n;
    }

    /**
     * Zabel's "Net. Travel" of a station: over the frames it sent, the seconds from handing each to the
     * medium to its last bit (deferral, collisions, back-off and transmission; not TCP).
     */
    public double netTravelSeconds(int station) {
        return station(station).netTravelSeconds;
    }

    /** {@link #netTravelSeconds(int)} summed over stations. */
    public double netTravelSeconds() {
        double t = 0;
        for (Station s : stations) {
            t += s.netTravelSeconds;
        }
        return t;
    }

    /** Frames a station dropped after their last attempt (data frames and acknowledgements). */
    @Override
    public long drops(int station) {
        return station(station).drops;
    }

    /** Segments a station's TCP retransmitted after a drop (its own or its acknowledgement's). */
    @Override
    public long retransmissions(int station) {
        return station(station).retransmissions;
    }

    /** Zabel's "Overhead TCP" of a station: seconds its TCP server spent processing (first writes included). */
    public double tcpSeconds(int station) {
        return station(station).tcpSeconds;
    }

    private Station station(int index) {
        if (index < 0 || index >= stations.size()) {
            throw new IllegalArgumentException("network '" + name + "': no station " + index + " (" + stations.size()
                    + " attached)");
        }
        return stations.get(index);
    }

    // --- TCP servers --------------------------------------------------------------------------------

    private void startNextJob(Station s) {
        if (s.current != null || s.queue.isEmpty()) {
            return;
        }
        Job job = s.queue.poll();
        s.current = job;
        processSegment(s, job);
    }

    /** Starts the TCP processing of the current job's next packet. */
    private void processSegment(Station s, Job job) {
        double t = p.tcpPacketSeconds();
        if (job.kind == SEND_MESSAGE && !job.written) {
            t += p.firstWriteSeconds();
            job.written = true;
        }
        s.tcpSeconds += t;
        sim.scheduleIn(t, events, s.index << 3 | TCP_DONE);
    }

    private void tcpDone(Station s) {
        Job job = s.current;
        if (job.kind == RECEIVE_FRAME) {
            s.current = null;
            if (job.lastFrame) {
                if (p.acknowledgeMessages()) {
                    Job ack = new Job(SEND_ACK, s.index, job.from, null);
                    ack.lastSegmentBytes = job.lastSegmentBytes;
                    ack.timerStart = job.timerStart;
                    ack.retransmissions = job.retransmissions;
                    s.queue.add(ack);
                }
                if (!job.duplicate) {
                    s.messagesArrived++;
                    job.transfer.arrived();
                }
            }
            startNextJob(s);
            return;
        }
        long data;
        if (job.kind == SEND_ACK) {
            data = 0;
        } else if (job.kind == RESEND_LAST) {
            data = job.lastSegmentBytes;
        } else {
            data = segmentBytes(job);
        }
        s.frameSeconds = p.frameSeconds(data);
        s.readyTime = sim.now();
        s.attempts = 0;
        attempt(s.index);
    }

    /** The station's current frame has been sent. */
    private void frameSent(Station s) {
        Job job = s.current;
        s.framesSent++;
        double wire = sim.now() - s.readyTime;
        s.netTravelSeconds += wire;
        if (job.kind == SEND_ACK) {
            s.acksSent++;
            s.current = null;
            startNextJob(s);
            return;
        }
        Job in = new Job(RECEIVE_FRAME, job.from, job.to, job.transfer);
        if (job.kind == RESEND_LAST) {
            in.duplicate = true;
            in.lastFrame = true;
            in.lastSegmentBytes = job.lastSegmentBytes;
            in.timerStart = s.readyTime;
            in.retransmissions = job.retransmissions;
            Station dst = stations.get(job.to);
            dst.queue.add(in);
            startNextJob(dst);
            s.current = null;
            startNextJob(s);
            return;
        }
        job.transfer.onWire(wire);
        in.lastFrame = job.nextSegment == job.segments - 1;
        if (in.lastFrame) {
            in.lastSegmentBytes = segmentBytes(job);
            in.timerStart = s.readyTime;
            in.retransmissions = job.retransmissions;
        }
        Station dst = stations.get(job.to);
        dst.queue.add(in);
        startNextJob(dst);
        job.nextSegment++;
        job.retransmissions = 0;
        if (job.nextSegment < job.segments) {
            processSegment(s, job);
        } else {
            s.current = null;
            startNextJob(s);
        }
    }

    /** TCP data bytes in the current segment of a message being sent. */
    private long segmentBytes(Job job) {
        return job.nextSegment < job.segments - 1 ? p.maxSegmentBytes()
                : job.transfer.bytes() - (job.segments - 1) * p.maxSegmentBytes();
    }

    /**
     * The station's current frame collided on its last attempt: it is dropped, the TCP server turns to its
     * other work, and TCP's retransmission timer (started when the segment was handed to the medium) decides
     * when the segment goes again.
     */
    private void drop(Station s) {
        double now = sim.now();
        Job job = s.current;
        s.current = null;
        s.drops++;
        double wire = now - s.readyTime;
        s.netTravelSeconds += wire;
        Station sender;
        Job again;
        if (job.kind == SEND_ACK) {
            // the receiver does not repeat an acknowledgement: the data sender's timer for the message's
            // last segment runs out and it sends that segment again, which the receiver acknowledges again
            sender = stations.get(job.to);
            again = new Job(RESEND_LAST, job.to, job.from, null);
            again.lastSegmentBytes = job.lastSegmentBytes;
            again.retransmissions = job.retransmissions + 1;
            again.timerStart = job.timerStart;
        } else {
            if (job.kind == SEND_MESSAGE) {
                job.transfer.onWire(wire);
            }
            sender = s;
            again = job;
            job.retransmissions++;
            job.timerStart = s.readyTime;
        }
        if (again.retransmissions > p.maxRetransmissions()) {
            throw new IllegalStateException(String.format(Locale.ROOT,
                    "network '%s': station %d (host %s) gave up a TCP connection to station %d at %s s: a frame was "
                            + "dropped after %d attempts %d times (TCP retransmits a segment at most %d times)",
                    name, sender.index, sender.hostName, again.to, now, p.maxAttempts(), again.retransmissions,
                    p.maxRetransmissions()));
        }
        double expiry = Math.max(now, again.timerStart + p.retransmissionTimeoutSeconds(again.retransmissions));
        sim.schedule(expiry, tag -> retransmit(sender, again), 0);
        startNextJob(s);
    }

    /** TCP's retransmission timer expired: the segment goes first in the station's queue. */
    private void retransmit(Station s, Job job) {
        s.retransmissions++;
        s.queue.addFirst(job);
        startNextJob(s);
    }

    // --- medium -------------------------------------------------------------------------------------

    /** A station has a frame ready (or its back-off is over): carrier sense. */
    private void attempt(int station) {
        double now = sim.now();
        if (state == IDLE && now >= idleSince + interFrameGapSeconds) {
            start(station);
        } else if (state == CONTENTION && (now < windowEnd || now == startTime)) {
            contenders = push(contenders, contenderCount++, station);
            lastStart = now;
        } else {
            deferring = push(deferring, deferringCount++, station);
            if (state == IDLE) {
                scheduleGapEnd();
            }
        }
    }

    private void start(int station) {
        double now = sim.now();
        state = CONTENTION;
        startTime = now;
        lastStart = now;
        windowEnd = now + windowSeconds;
        contenderCount = 0;
        contenders = push(contenders, contenderCount++, station);
        sim.schedule(windowEnd, events, WINDOW_END);
    }

    private void scheduleGapEnd() {
        if (!gapScheduled && deferringCount > 0) {
            gapScheduled = true;
            sim.schedule(idleSince + interFrameGapSeconds, events, GAP_END);
        }
    }

    private void becomeIdle() {
        state = IDLE;
        idleSince = sim.now();
        busySeconds += idleSince - startTime;
        scheduleGapEnd();
    }

    private void windowEnd() {
        if (contenderCount == 1) {
            state = CARRIER;
            Station s = stations.get(contenders[0]);
            sim.schedule(Math.max(sim.now(), startTime + s.frameSeconds), events, TRANSMISSION_END);
            return;
        }
        state = JAM;
        collisionEvents++;
        for (int i = 0; i < contenderCount; i++) {
            Station s = stations.get(contenders[i]);
            s.collisions++;
            s.attempts++;
        }
        sim.schedule(lastStart + windowSeconds + jamSeconds, events, COLLISION_END);
    }

    private void collisionEnd() {
        double now = sim.now();
        collisionSeconds += now - startTime;
        int n = contenderCount;
        int[] colliding = scratch.length >= n ? scratch : (scratch = new int[contenders.length]);
        System.arraycopy(contenders, 0, colliding, 0, n);
        contenderCount = 0;
        becomeIdle();
        for (int i = 0; i < n; i++) {
            Station s = stations.get(colliding[i]);
            if (s.attempts >= p.maxAttempts()) {
                drop(s);
                continue;
            }
            if (s.random == null) {
                s.random = sim.random().stream(name + "/" + s.hostName + "/backoff");
            }
            int r = s.random.nextInt(1 << Math.min(s.attempts, p.backoffLimit()));
            sim.schedule(now + r * slotSeconds, events, s.index << 3 | BACKOFF_DONE);
        }
    }

    private void transmissionEnd() {
        Station s = stations.get(contenders[0]);
        contenderCount = 0;
        becomeIdle();
        frameSent(s);
    }

    private void gapEnd() {
        gapScheduled = false;
        int n = deferringCount;
        int[] waiting = Arrays.copyOf(deferring, n);
        deferringCount = 0;
        for (int i = 0; i < n; i++) {
            attempt(waiting[i]);
        }
    }

    private static int[] push(int[] a, int at, int v) {
        int[] b = at < a.length ? a : Arrays.copyOf(a, a.length * 2);
        b[at] = v;
        return b;
    }

    private void handle(int tag) {
        int kind = tag & 7;
        switch (kind) {
            case TCP_DONE -> tcpDone(stations.get(tag >>> 3));
            case BACKOFF_DONE -> attempt(tag >>> 3);
            case WINDOW_END -> windowEnd();
            case TRANSMISSION_END -> transmissionEnd();
            case COLLISION_END -> collisionEnd();
            case GAP_END -> gapEnd();
            default -> throw new IllegalStateException("unknown event " + tag);
        }
    }

    /** Work for a TCP server: a message to send, a frame received, or an acknowledgement to send. */
    private static final class Job {
        final int kind;
        final int from;
        final int to;
        final Transfer transfer;
        long segments = 1;
        long nextSegment;
        boolean lastFrame;
        /** the first write of a message has been done (a retransmitted first segment does not repeat it) */
        boolean written;
        /** a retransmitted last segment whose message had already arrived (its acknowledgement was lost) */
        boolean duplicate;
        /** retransmissions of the current segment so far (for acknowledgements: of the acknowledged one) */
        int retransmissions;
        /** when the current segment (acknowledgements: the acknowledged last segment) was handed to the medium */
        double timerStart;
        /** data bytes of the message's last segment (receive of a last frame, acknowledgements, re-sends) */
        long lastSegmentBytes;

        Job(int kind, int from, int to, Transfer transfer) {
            this.kind = kind;
            this.from = from;
            this.to = to;
            this.transfer = transfer;
        }
    }

    /** One host on the segment: its TCP server and its frame at the medium. */
    private static final class Station {
        final int index;
        final String hostName;
        final ArrayDeque<Job> queue = new ArrayDeque<>();
        Job current;
        UniformRandomProvider random;
        double frameSeconds;
        double readyTime;
        int attempts;
        long collisions;
        long framesSent;
        long acksSent;
        long messagesSent;
        long bytesSent;
        long messagesArrived;
        long drops;
        long retransmissions;
        double netTravelSeconds;
        double tcpSeconds;

        Station(int index, String hostName) {
            this.index = index;
            this.hostName = hostName;
        }
    }
}
