package lbsim.core.balance;

import java.math.BigInteger;

/**
 * Trapezoid self-scheduling (T. H. Tzen, L. M. Ni, "Trapezoid self-scheduling: a practical scheduling
 * scheme for parallel compilers", IEEE Transactions on Parallel and Distributed Systems 4(1), 1993):
 * chunk sizes fall linearly from a first size {@code f} to a last size {@code l}.
 * <p>
 * With {@code N} units and {@code P} slaves: {@code f = ceil(N / (2P))} and {@code l = 1} unless
 * configured; the number of chunks is {@code C = ceil(2N / (f + l))} and the decrement
 * {@code d = (f - l) / (C - 1)} (0 when {@code C = 1}). The {@code i}-th chunk handed out (counting from
 * 0 over all slaves, in request order) is {@code f - i d}, never more than what remains, and {@code l}
 * after the {@code C}-th.
 * <p>
 * Rounding: {@code d} is kept as the exact fraction and each size is rounded up,
 * {@code chunk(i) = f - floor(i (f - l) / (C - 1))}, in integer arithmetic (no floating point). Rounding
 * up keeps every size at or above the real trapezoid, so the {@code C} chunks cover at least N units
 * (their real sum {@code C (f + l) / 2} is already >= N) and the last chunk handed out is cut to what
 * remains. Implementations that truncate {@code d} itself to a whole number fall back to fixed chunks of
 * {@code f} whenever {@code f - l < C - 1} (for the defaults, whenever {@code N < 8 P^2} roughly); keeping
 * the fraction avoids that.
 * <p>
 * A configured first size larger than N behaves as N (the first chunk takes everything); a configured
 * last size larger than the default first size raises the first size to the last (constant chunks).
 */
public final class TrapezoidSelfScheduling implements Strategy {

    /** Marks the first chunk size as "the default, {@code ceil(N / (2P))}". */
    public static final long DEFAULT_FIRST = 0;

    private final long configuredFirst;
    private final long configuredLast;

    private int slaves;
    private long first;
    private long last;
    private long chunks;
    private long handedOut;
    private int present;
    private boolean replan;

    /** The defaults: {@code f = ceil(N / (2P))}, {@code l = 1}. */
    public TrapezoidSelfScheduling() {
        this(DEFAULT_FIRST, 1);
    }

    /**
     * @param first the first chunk size, >= {@code last}, or {@link #DEFAULT_FIRST} for {@code ceil(N / (2P))}
     * @param last  the last chunk size, >= 1
     * @throws IllegalArgumentException for a last size below 1, a first size below 0, or a first size
     *                                  (not the default) below the last
     */
    public TrapezoidSelfScheduling(long first, long last) {
        if (last < 1) {
            throw new IllegalArgumentException("trapezoid: last chunk size must be >= 1, got " + last);
        }
        if (first < 0) {
            throw new IllegalArgumentException("trapezoid: first chunk size must be >= 1 (or DEFAULT_FIRST), got " + first);
        }
        if (first != DEFAULT_FIRST && first < last) {
            throw new IllegalArgumentException("trapezoid: first chunk size (" + first + ") must be >= last chunk size ("
                    + last + ")");
        }
        this.configuredFirst = first;
        this.configuredLast = last;
    }

    /**
     * {@code trapezoid}, or {@code trapezoid(first=F, last=L)} naming the configured sizes (either may be
     * left out when it is the default); {@link Strategies#create} reads it back.
     */
    @Override
    public String name() {
        if (configuredFirst == DEFAULT_FIRST && configuredLast == 1) {
            return "trapezoid";
        }
        if (configuredFirst == DEFAULT_FIRST) {
            return "trapezoid(last=" + configuredLast + ")";
        }
        return "trapezoid(first=" + configuredFirst + ", last=" + configuredLast + ")";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.present = slaves;
        this.replan = false;
        plan(units, slaves);
    }

    /** Plans a trapezoid of chunk sizes over {@code units} units and {@code p} slaves. */
    private void plan(long units, int p) {
        long n = Math.max(units, 1);
        long f = configuredFirst == DEFAULT_FIRST ? Math.max(configuredLast, Math.ceilDiv(n, 2L * p)) : configuredFirst;
        this.first = Math.min(f, n);
        this.last = Math.min(configuredLast, first);
        // C = ceil(2N / (f + l)); f + l <= 2N, and 2N may exceed a long
        BigInteger twoN = BigInteger.valueOf(n).shiftLeft(1);
        BigInteger sum = BigInteger.valueOf(first).add(BigInteger.valueOf(last));
        BigInteger[] qr = twoN.divideAndRemainder(sum);
        this.chunks = qr[0].add(qr[1].signum() == 0 ? BigInteger.ZERO : BigInteger.ONE).longValueExact();
        this.handedOut = 0;
    }

    /**
     * The next request plans a new trapezoid over the units then remaining (lost units included) and the
     * slaves still there (the configured first and last sizes, where given, are kept).
     */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present--;
        replan = true;
    }

    @Override
    public void slaveRejoined(int slave, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present++;
    }

    /** The first chunk size in effect after {@link #start}: {@code f}. */
    public long firstChunk() {
        ProtocolCheck.started(name(), slaves);
        return first;
    }

    /** The last chunk size in effect after {@link #start}: {@code l}. */
    public long lastChunk() {
        ProtocolCheck.started(name(), slaves);
        return last;
    }

    /** The number of chunks {@code C = ceil(2N / (f + l))} after {@link #start}. */
    public long chunkCount() {
        ProtocolCheck.started(name(), slaves);
        return chunks;
    }

    /** {@code min(remaining, f - floor(i (f - l) / (C - 1)))} for the {@code i}-th chunk, {@code l} after the C-th. */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (replan) {
            replan = false;
            plan(remaining, Math.max(1, present));
        }
        long i = handedOut++;
        long size;
        if (i >= chunks) {
            size = last;
        } else if (chunks == 1) {
            size = first;
        } else {
            size = first - floorMulDiv(i, first - last, chunks - 1);
        }
        return Math.min(size, remaining);
    }

    /** {@code floor(a b / c)} for {@code a, b >= 0, c > 0}, without overflow. */
    private static long floorMulDiv(long a, long b, long c) {
        if (Math.multiplyHigh(a, b) == 0 && a * b >= 0) {
            return a * b / c;
        }
        return BigInteger.valueOf(a).multiply(BigInteger.valueOf(b)).divide(BigInteger.valueOf(c)).longValueExact();
    }
}
