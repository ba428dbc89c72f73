package lbsim.core.app;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import lbsim.core.msg.TaskContext;
import lbsim.core.msg.TaskProgram;
import lbsim.core.msg.VirtualMachine;

/**
 * The ping-pong benchmark: two tasks bounce a message of each size back and forth {@code repetitions}
 * times. For each size it measures the mean round-trip time and the application-to-application
 * bandwidth {@code size / (roundTrip / 2)} (bytes per second), the curve that shows how a network
 * model treats small and large messages.
 */
public final class PingPong {

    /** One point of the curve. */
    public record Point(long bytes, double roundTripSeconds, double bandwidthBytesPerSecond) {
    }

    private static final int PING = 1;
    private static final int PONG = 2;
    private static final int DONE = 3;

    private final long[] sizes;
    private final int repetitions;
    private final List<Point> points = new ArrayList<>();

    /**
     * @throws IllegalArgumentException for no sizes, a negative size or fewer than one repetition
     */
    public PingPong(long[] sizes, int repetitions) {
        if (sizes.length == 0) {
            throw new IllegalArgumentException("ping-pong needs at least one message size");
        }
        for (long s : sizes) {
            if (s < 0) {
                throw new IllegalArgumentException("ping-pong message size must be >= 0, got " + s);
            }
        }
        if (repetitions < 1) {
            throw new IllegalArgumentException("ping-pong repetitions must be >= 1, got " + repetitions);
        }
        this.sizes = sizes.clone();
        this.repetitions = repetitions;
    }

    /** Starts the two tasks ("ping" on hostA, "pong" on hostB); returns the ping task's id. */
    public int start(VirtualMachine vm, String hostA, String hostB) {
        int ping = vm.start(ctx -> round(ctx, ctx.myTid() + 1, 0, 0, ctx.now()), "ping", hostA);
        vm.start(PingPong::pong, "pong", hostB);
        return ping;
    }

    /** The curve, one point per size in the given order; complete once the run has ended. */
    public List<Point> points() {
        return Collections.unmodifiableList(points);
    }

    private void round(TaskContext ctx, int pong, int sizeIndex, int done, double sizeStart) {
        if (sizeIndex == sizes.length) {
            ctx.send(pong, DONE, 0, null, ctx::exit);
            return;
        }
        long size = sizes[sizeIndex];
        ctx.send(pong, PING, size, null, () -> ctx.recv(pong, PONG, m -> {
            if (done + 1 < repetitions) {
                round(ctx, pong, sizeIndex, done + 1, sizeStart);
            } else {
                double rtt = (ctx.now() - sizeStart) / repetitions;
                points.add(new Point(size, rtt, rtt > 0 ? size / (rtt / 2) : Double.POSITIVE_INFINITY));
                round(ctx, pong, sizeIndex + 1, 0, ctx.now());
            }
        }));
    }

    private static void pong(TaskContext ctx) {
        ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
            if (m.tag() == DONE) {
                ctx.exit();
                return;
            }
            ctx.send(m.source(), PONG, m.bytes(), null, () -> pong(ctx));
        });
    }

    /** A ping-pong program as a {@link TaskProgram}, for callers that place tasks themselves. */
    public TaskProgram pingProgram(int pongTid) {
        return ctx -> round(ctx, pongTid, 0, 0, ctx.now());
    }
}
