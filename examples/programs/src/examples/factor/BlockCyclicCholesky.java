package examples.factor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * Right-looking blocked Cholesky factorization A = L L^T (lower) on a P x Q process grid with a
 * block-cyclic layout (the structure of ScaLAPACK's PDPOTRF, as the CLUE report runs it). Only the
 * blocks on and below the diagonal are distributed and computed. The first task (the master) spawns the
 * grid processes round robin over the other hosts, sends each its blocks, collects L and checks
 * it against a sequential blocked Cholesky (the same block operations in the same order: equal to the
 * bit) and L L^T against A.
 *
 * <p>Step k: the owner of block (k, k) factors it and multicasts it down its process column; those
 * processes compute the L blocks (i, k) below it; each such block is needed as the left factor of the
 * trailing blocks of block row i and as the right factor of those of block column i, so each panel
 * process sends every other process the panel blocks its trailing update uses; every process updates its
 * trailing blocks A(i, j) -= L(i, k) L(j, k)^T, k < j <= i. Flops declared for the large problem: potrf
 * 1/3 b^3, trsm b^3, syrk b^3 (diagonal blocks), gemm 2 b^3.
 *
 * <p>Arguments: {@code PxQ N VN VNB}, as {@link BlockCyclicLU}.
 */
public final class BlockCyclicCholesky implements Task {

    private static final int TIDS = 1;
    private static final int BLOCKS = 2;
    private static final int RESULT = 3;
    private static final int DIAG = 4;
    private static final int PANEL = 5;

    @Override
    public void run(Pvm pvm) {
        Grid g = Grid.parse("cholesky", pvm.args());
        if (pvm.parent() == Pvm.NO_PARENT) {
            master(pvm, g);
        } else {
            process(pvm, g);
        }
    }

    /** Entry (i, j) of A: symmetric, N on the diagonal plus 1 / (1 + |i - j|): diagonally dominant, so positive definite. */
    static double a(int i, int j, int n) {
        return 1.0 / (1 + Math.abs(i - j)) + (i == j ? n : 0);
    }

    private static int tag(int kind, int step) {
        return kind * 1_000_000 + step;
    }

    /** Flops of the whole factorization for m blocks of order b. */
    static double totalFlops(int m, double b) {
        double f = 0;
        for (int k = 0; k < m; k++) {
            int rest = m - k - 1;
            f += Kernels.potrfFlops(b) + rest * Kernels.trsmFlops(b) + rest * Kernels.syrkFlops(b)
                    + rest * (rest - 1) / 2.0 * Kernels.gemmFlops(b);
        }
        return f;
    }

    /** The lower blocks (i >= j) process {@code index} owns, row by row. */
    static List<int[]> lowerBlocksOf(Grid g, int index) {
        List<int[]> out = new ArrayList<>();
        for (int[] b : g.blocksOf(index)) {
            if (b[0] >= b[1]) {
                out.add(b);
            }
        }
        return out;
    }

    private static void master(Pvm pvm, Grid g) {
        int n = g.n();
        double[][] a = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = a(i, j, n);
            }
        }
        int[] grid = BlockCyclicLU.spawnGrid(pvm, BlockCyclicCholesky.class, g);
        for (int k = 0; k < grid.length; k++) {
            pvm.send(grid[k], TIDS, grid);
            List<double[]> mine = new ArrayList<>();
            for (int[] b : lowerBlocksOf(g, k)) {
                mine.add(g.block(a, b[0], b[1]));
            }
            double[] packed = g.pack(mine);
            pvm.send(grid[k], BLOCKS, packed, g.virtualBytes(packed.length));
        }
        double[][] l = new double[n][n];
        for (int k = 0; k < grid.length; k++) {
            double[] packed = pvm.recv(grid[k], RESULT).payload(double[].class);
            List<int[]> blocks = lowerBlocksOf(g, k);
            for (int x = 0; x < blocks.size(); x++) {
                g.put(l, blocks.get(x)[0], blocks.get(x)[1], g.unpack(packed, x));
            }
        }
        double finished = pvm.now();
        double[][] seq = sequential(a, g);
        double differs = 0;
        double residual = 0;
        double largest = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                differs = Math.max(differs, Math.abs(l[i][j] - seq[i][j]));
                double s = 0;
                for (int k = 0; k <= j; k++) {
                    s += l[i][k] * l[j][k];
                }
                residual = Math.max(residual, Math.abs(s - a[i][j]));
                largest = Math.max(largest, Math.abs(a[i][j]));
            }
        }
        System.out.printf("cholesky: A = L L^T, N=%d in %dx%d blocks on a %d x %d grid: max |L - sequential| = %s, "
                + "max |L L^T - A| / max |A| = %.2e; large problem N=%.0f (blocks %.0f, %.6g flops): %.6f s of virtual time%n", n,
                g.nb(), g.nb(), g.p(), g.q(), differs, residual / largest, g.vn(), g.virtualBlock(),
                totalFlops(g.blocks(), g.virtualBlock()), finished);
        if (differs != 0 || residual / largest > 1e-12) {
            throw new IllegalStateException("the distributed Cholesky factor differs from the sequential one by " + differs
                    + " (residual " + residual + ")");
        }
    }

    /** The same factorization on one processor, block by block in the same order. */
    static double[][] sequential(double[][] a, Grid g) {
        int m = g.blocks();
        int nb = g.nb();
        double[][] blocks = new double[m * m][];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                blocks[i * m + j] = g.block(a, i, j);
            }
        }
        for (int k = 0; k < m; k++) {
            double[] d = blocks[k * m + k];
            Kernels.potrf(d, nb);
            for (int i = k + 1; i < m; i++) {
                Kernels.trsmLowerTransposedRight(d, blocks[i * m + k], nb);
            }
            for (int i = k + 1; i < m; i++) {
                for (int j = k + 1; j <= i; j++) {
                    Kernels.gemmMinusTransposed(blocks[i * m + j], blocks[i * m + k], blocks[j * m + k], nb);
                }
            }
        }
        double[][] out = new double[g.n()][g.n()];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                g.put(out, i, j, blocks[i * m + j]);
            }
        }
        return out;
    }

    /**
     * The panel blocks (i, k), i > k, that process {@code index} needs for its trailing update of step k:
     * i for each of its trailing blocks (i, j) and (j, i) with k < j <= i.
     */
    static TreeSet<Integer> needed(Grid g, int index, int k) {
        TreeSet<Integer> out = new TreeSet<>();
        int m = g.blocks();
        for (int[] b : lowerBlocksOf(g, index)) {
            if (b[1] > k) {
                out.add(b[0]);
                out.add(b[1]);
            }
        }
        return out.isEmpty() ? out : new TreeSet<>(out.subSet(k + 1, m));
    }

    private static void process(Pvm pvm, Grid g) {
        int[] grid = pvm.recv(pvm.parent(), TIDS).payload(int[].class);
        int me = BlockCyclicLU.indexOf(grid, pvm.myTid());
        int m = g.blocks();
        int nb = g.nb();
        double vb = g.virtualBlock();
        int myRow = me / g.q();
        int myCol = me % g.q();
        Map<Integer, double[]> mine = new HashMap<>();
        double[] packed = pvm.recv(pvm.parent(), BLOCKS).payload(double[].class);
        List<int[]> owned = lowerBlocksOf(g, me);
        for (int x = 0; x < owned.size(); x++) {
            mine.put(owned.get(x)[0] * m + owned.get(x)[1], g.unpack(packed, x));
        }
        for (int k = 0; k < m; k++) {
            int kr = k % g.p();
            int kc = k % g.q();
            List<Integer> rows = BlockCyclicLU.after(k, myRow, g.p(), m); // my block rows below k
            // the diagonal block, factored by its owner, needed by the rest of column kc
            double[] diag = null;
            if (me == g.owner(k, k)) {
                diag = mine.get(k * m + k);
                Kernels.potrf(diag, nb);
                pvm.computeFlops(Kernels.potrfFlops(vb));
                List<Integer> to = new ArrayList<>();
                for (int r = 0; r < g.p(); r++) {
                    if (r != kr && !BlockCyclicLU.after(k, r, g.p(), m).isEmpty()) {
                        to.add(r * g.q() + kc);
                    }
                }
                BlockCyclicLU.multicast(pvm, grid, to, tag(DIAG, k), diag, g.virtualBytes((long) nb * nb));
            } else if (myCol == kc && !rows.isEmpty()) {
                diag = pvm.recv(grid[g.owner(k, k)], tag(DIAG, k)).payload(double[].class);
            }
            // the panel: computed by column kc, sent to whoever needs which block
            Map<Integer, double[]> panel = new HashMap<>();
            if (myCol == kc && !rows.isEmpty()) {
                for (int i : rows) {
                    double[] b = mine.get(i * m + k);
                    Kernels.trsmLowerTransposedRight(diag, b, nb);
                    panel.put(i, b);
                }
                pvm.computeFlops(rows.size() * Kernels.trsmFlops(vb));
                for (int d = 0; d < grid.length; d++) {
                    if (d == me) {
                        continue;
                    }
                    List<double[]> part = new ArrayList<>();
                    for (int i : needed(g, d, k)) {
                        if (i % g.p() == myRow) {
                            part.add(panel.get(i));
                        }
                    }
                    if (!part.isEmpty()) {
                        double[] message = g.pack(part);
                        pvm.send(grid[d], tag(PANEL, k), message, g.virtualBytes(message.length));
                    }
                }
            }
            TreeSet<Integer> need = needed(g, me, k);
            for (int r = 0; r < g.p(); r++) {
                int from = r * g.q() + kc;
                if (from == me) {
                    continue;
                }
                List<Integer> part = new ArrayList<>();
                for (int i : need) {
                    if (i % g.p() == r) {
                        part.add(i);
                    }
                }
                if (!part.isEmpty()) {
                    double[] message = pvm.recv(grid[from], tag(PANEL, k)).payload(double[].class);
                    for (int x = 0; x < part.size(); x++) {
                        panel.put(part.get(x), g.unpack(message, x));
                    }
                }
            }
            // the trailing update of my blocks (i, j), k < j <= i
            double flops = 0;
            for (int[] b : owned) {
                int i = b[0];
                int j = b[1];
                if (j > k) {
                    Kernels.gemmMinusTransposed(mine.get(i * m + j), panel.get(i), panel.get(j), nb);
                    flops += i == j ? Kernels.syrkFlops(vb) : Kernels.gemmFlops(vb);
                }
            }
            if (flops > 0) {
                pvm.computeFlops(flops);
            }
        }
        List<double[]> out = new ArrayList<>();
        for (int[] b : owned) {
            out.add(mine.get(b[0] * m + b[1]));
        }
        double[] result = g.pack(out);
        pvm.send(pvm.parent(), RESULT, result, g.virtualBytes(result.length));
    }
}
