package lbsim.core.program;

import java.util.concurrent.locks.LockSupport;

/**
 * The right to run, as one participant of a run sees it (a task's thread, or the thread in
 * {@link lbsim.core.engine.Simulation#run}): given by the holder that hands over, taken by the one
 * thread that waits for it. The waiter spins briefly before it parks: a spin catches the quick hand-offs
 * of a communicating program without a system call, but on a busy machine a spinning thread takes the
 * processor the other side needs, so the spin time adapts: longer after a spin that caught the
 * hand-off, much shorter after one that did not (none on a single processor). A virtual thread never
 * spins: it would hold the carrier thread the other side needs, and parking it costs no system call.
 */
final class Baton {

    /** The longest spin before parking, in nanoseconds. */
    static final long MAX_SPIN_NANOS = Runtime.getRuntime().availableProcessors() > 1
            ? Long.getLong("lbsim.program.maxSpinNanos", 20_000)
            : 0;

    private volatile boolean given;
    private final boolean spins;
    private long spinNanos;

    /** A baton whose waiter spins before parking ({@code spins}: a platform thread waits), or never. */
    Baton(boolean spins) {
        this.spins = spins && MAX_SPIN_NANOS > 0;
        spinNanos = this.spins ? MAX_SPIN_NANOS : 0;
    }

    /** Hands over; {@code waiter} is the thread that waits for it (null if it is not started yet). */
    void give(Thread waiter) {
        given = true;
        if (waiter != null) {
            LockSupport.unpark(waiter);
        }
    }

    /** Takes it if it has been given. */
    boolean tryTake() {
        if (given) {
            given = false;
            return true;
        }
        return false;
    }

    /** Waits until it is given, then takes it. Interrupts do not end the wait; the status is kept. */
    void await() {
        if (!spin()) {
            boolean interrupted = false;
            while (!given) {
                LockSupport.park(this);
                if (Thread.interrupted()) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        given = false;
    }

    /** Spins for the current spin time; true if it was given meanwhile (not taken yet). */
    boolean spin() {
        if (given) {
            return true;
        }
        long limit = spinNanos;
        if (limit > 0) {
            long start = System.nanoTime();
            int n = 0;
            while (!given) {
                Thread.onSpinWait();
                if ((++n & 31) == 0 && System.nanoTime() - start > limit) {
                    break;
                }
            }
        }
        if (given) {
            if (spins) {
                spinNanos = Math.min(MAX_SPIN_NANOS, limit + (limit >> 1) + 256);
            }
            return true;
        }
        spinNanos = limit >> 2;
        return false;
    }
}
