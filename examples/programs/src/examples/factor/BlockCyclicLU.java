package examples.factor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * Right-looking blocked LU factorization A = L U on a P x Q process grid with a block-cyclic layout (the
 * structure of ScaLAPACK's PDGETRF, as the CLUE report runs it), without pivoting: the matrix is
 * diagonally dominant, so no pivot is needed. The first task (the master) spawns the grid processes round
 * robin over the other hosts (two per dual-processor node of the examples), sends each its blocks, collects the factors and checks them
 * against a sequential blocked LU (the same block operations in the same order: equal to the bit) and
 * L U against A.
 *
 * <p>Step k: the owner of block (k, k) factors it and multicasts it along its process row and column; the
 * processes of column k mod Q compute the L blocks (i, k) below it, those of row k mod P the U blocks
 * (k, j) right of it; L blocks go along the process rows, U blocks down the process columns; every
 * process updates its trailing blocks A(i, j) -= L(i, k) U(k, j). Each block operation declares the flops
 * of the large problem (getrf 2/3 b^3, trsm b^3, gemm 2 b^3 for a virtual block of order b) and every
 * message is as long as its large counterpart.
 *
 * <p>Arguments: {@code PxQ N VN VNB}: the grid, the real order N, the order VN of the large problem and
 * its block size VNB; the real blocks are N x VNB / VN.
 */
public final class BlockCyclicLU implements Task {

    private static final int TIDS = 1;
    private static final int BLOCKS = 2;
    private static final int RESULT = 3;
    private static final int DIAG = 4;
    private static final int L_PANEL = 5;
    private static final int U_PANEL = 6;

    @Override
    public void run(Pvm pvm) {
        Grid g = Grid.parse("lu", pvm.args());
        if (pvm.parent() == Pvm.NO_PARENT) {
            master(pvm, g);
        } else {
            process(pvm, g);
        }
    }

    /** Entry (i, j) of A: small whole numbers, 6 N on the diagonal (diagonally dominant). */
    static double a(int i, int j, int n) {
        return (i * 7 + j * 3) % 11 - 5 + (i == j ? 6.0 * n : 0);
    }

    private static int tag(int kind, int step) {
        return kind * 1_000_000 + step;
    }

    /** Flops of the whole factorization for m blocks of order b: sum over k of getrf, 2 (m-k-1) trsm, (m-k-1)^2 gemm. */
    static double totalFlops(int m, double b) {
        double f = 0;
        for (int k = 0; k < m; k++) {
            int rest = m - k - 1;
            f += Kernels.getrfFlops(b) + 2.0 * rest * Kernels.trsmFlops(b) + (double) rest * rest * Kernels.gemmFlops(b);
        }
        return f;
    }

    private static void master(Pvm pvm, Grid g) {
        int n = g.n();
        double[][] a = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = a(i, j, n);
            }
        }
        int[] grid = spawnGrid(pvm, BlockCyclicLU.class, g);
        for (int k = 0; k < grid.length; k++) {
            pvm.send(grid[k], TIDS, grid);
            List<double[]> mine = new ArrayList<>();
            for (int[] b : g.blocksOf(k)) {
                mine.add(g.block(a, b[0], b[1]));
            }
            double[] packed = g.pack(mine);
            pvm.send(grid[k], BLOCKS, packed, g.virtualBytes(packed.length));
        }
        double[][] lu = new double[n][n];
        for (int k = 0; k < grid.length; k++) {
            double[] packed = pvm.recv(grid[k], RESULT).payload(double[].class);
            List<int[]> blocks = g.blocksOf(k);
            for (int x = 0; x < blocks.size(); x++) {
                g.put(lu, blocks.get(x)[0], blocks.get(x)[1], g.unpack(packed, x));
            }
        }
        double finished = pvm.now();
        double[][] seq = sequential(a, g);
        double differs = 0;
        double residual = 0;
        double largest = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                differs = Math.max(differs, Math.abs(lu[i][j] - seq[i][j]));
                double s = 0;
                for (int k = 0; k <= Math.min(i, j); k++) {
                    s += (k == i ? 1 : lu[i][k]) * lu[k][j]; // L unit lower, U upper
                }
                residual = Math.max(residual, Math.abs(s - a[i][j]));
                largest = Math.max(largest, Math.abs(a[i][j]));
            }
        }
        System.out.printf("lu: A = L U, N=%d in %dx%d blocks on a %d x %d grid: max |LU - sequential| = %s, "
                + "max |L U - A| / max |A| = %.2e; large problem N=%.0f (blocks %.0f, %.6g flops): %.6f s of virtual time%n", n,
                g.nb(), g.nb(), g.p(), g.q(), differs, residual / largest, g.vn(), g.virtualBlock(),
                totalFlops(g.blocks(), g.virtualBlock()), finished);
        if (differs != 0 || residual / largest > 1e-12) {
            throw new IllegalStateException("the distributed LU differs from the sequential one by " + differs
                    + " (residual " + residual + ")");
        }
    }

    /**
     * Spawns the grid processes round robin over the hosts other than the master's (over the master's
     * alone when it is the only one), starting after it: process k on the (k mod H)-th of those H hosts.
     */
    static int[] spawnGrid(Pvm pvm, Class<? extends Task> program, Grid g) {
        List<String> all = pvm.hosts();
        int mine = all.indexOf(pvm.hostName());
        List<String> hosts = new ArrayList<>();
        for (int k = 1; k < all.size(); k++) {
            hosts.add(all.get((mine + k) % all.size()));
        }
        if (hosts.isEmpty()) {
            hosts.add(pvm.hostName());
        }
        int[] grid = new int[g.processes()];
        for (int k = 0; k < grid.length; k++) {
            grid[k] = pvm.spawn(program, 1, hosts.get(k % hosts.size()), pvm.args().toArray(String[]::new))[0];
        }
        return grid;
    }

    /** The same factorization on one processor, block by block in the same order. */
    static double[][] sequential(double[][] a, Grid g) {
        int m = g.blocks();
        int nb = g.nb();
        double[][] blocks = new double[m * m][];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                blocks[i * m + j] = g.block(a, i, j);
            }
        }
        for (int k = 0; k < m; k++) {
            double[] d = blocks[k * m + k];
            Kernels.getrf(d, nb);
            for (int i = k + 1; i < m; i++) {
                Kernels.trsmUpperRight(d, blocks[i * m + k], nb);
            }
            for (int j = k + 1; j < m; j++) {
                Kernels.trsmUnitLower(d, blocks[k * m + j], nb);
            }
            for (int i = k + 1; i < m; i++) {
                for (int j = k + 1; j < m; j++) {
                    Kernels.gemmMinus(blocks[i * m + j], blocks[i * m + k], blocks[k * m + j], nb);
                }
            }
        }
        double[][] out = new double[g.n()][g.n()];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                g.put(out, i, j, blocks[i * m + j]);
            }
        }
        return out;
    }

    private static void process(Pvm pvm, Grid g) {
        int[] grid = pvm.recv(pvm.parent(), TIDS).payload(int[].class);
        int me = indexOf(grid, pvm.myTid());
        int m = g.blocks();
        int nb = g.nb();
        double vb = g.virtualBlock();
        int myRow = me / g.q();
        int myCol = me % g.q();
        Map<Integer, double[]> mine = new HashMap<>();
        double[] packed = pvm.recv(pvm.parent(), BLOCKS).payload(double[].class);
        List<int[]> owned = g.blocksOf(me);
        for (int x = 0; x < owned.size(); x++) {
            mine.put(owned.get(x)[0] * m + owned.get(x)[1], g.unpack(packed, x));
        }
        for (int k = 0; k < m; k++) {
            int kr = k % g.p();
            int kc = k % g.q();
            List<Integer> rows = after(k, myRow, g.p(), m); // my block rows below k
            List<Integer> cols = after(k, myCol, g.q(), m); // my block columns right of k
            // the diagonal block: factored by its owner, needed by row kr (for U) and column kc (for L)
            double[] diag;
            if (me == g.owner(k, k)) {
                diag = mine.get(k * m + k);
                Kernels.getrf(diag, nb);
                pvm.computeFlops(Kernels.getrfFlops(vb));
                List<Integer> to = new ArrayList<>();
                for (int c = 0; c < g.q(); c++) {
                    if (c != kc && !after(k, c, g.q(), m).isEmpty()) {
                        to.add(kr * g.q() + c);
                    }
                }
                for (int r = 0; r < g.p(); r++) {
                    if (r != kr && !after(k, r, g.p(), m).isEmpty()) {
                        to.add(r * g.q() + kc);
                    }
                }
                multicast(pvm, grid, to, tag(DIAG, k), diag, g.virtualBytes((long) nb * nb));
            } else if ((myRow == kr && !cols.isEmpty()) || (myCol == kc && !rows.isEmpty())) {
                diag = pvm.recv(grid[g.owner(k, k)], tag(DIAG, k)).payload(double[].class);
            } else {
                diag = null;
            }
            // the panels
            List<double[]> l = new ArrayList<>();
            List<double[]> u = new ArrayList<>();
            if (myCol == kc && !rows.isEmpty()) {
                for (int i : rows) {
                    double[] b = mine.get(i * m + k);
                    Kernels.trsmUpperRight(diag, b, nb);
                    l.add(b);
                }
                pvm.computeFlops(rows.size() * Kernels.trsmFlops(vb));
                List<Integer> to = new ArrayList<>();
                for (int c = 0; c < g.q(); c++) {
                    if (c != kc && !after(k, c, g.q(), m).isEmpty()) {
                        to.add(myRow * g.q() + c);
                    }
                }
                double[] panel = g.pack(l);
                multicast(pvm, grid, to, tag(L_PANEL, k), panel, g.virtualBytes(panel.length));
            }
            if (myRow == kr && !cols.isEmpty()) {
                for (int j : cols) {
                    double[] b = mine.get(k * m + j);
                    Kernels.trsmUnitLower(diag, b, nb);
                    u.add(b);
                }
                pvm.computeFlops(cols.size() * Kernels.trsmFlops(vb));
                List<Integer> to = new ArrayList<>();
                for (int r = 0; r < g.p(); r++) {
                    if (r != kr && !after(k, r, g.p(), m).isEmpty()) {
                        to.add(r * g.q() + myCol);
                    }
                }
                double[] panel = g.pack(u);
                multicast(pvm, grid, to, tag(U_PANEL, k), panel, g.virtualBytes(panel.length));
            }
            // the trailing update
            if (!rows.isEmpty() && !cols.isEmpty()) {
                if (myCol != kc) {
                    double[] panel = pvm.recv(grid[myRow * g.q() + kc], tag(L_PANEL, k)).payload(double[].class);
                    for (int x = 0; x < rows.size(); x++) {
                        l.add(g.unpack(panel, x));
                    }
                }
                if (myRow != kr) {
                    double[] panel = pvm.recv(grid[kr * g.q() + myCol], tag(U_PANEL, k)).payload(double[].class);
                    for (int x = 0; x < cols.size(); x++) {
                        u.add(g.unpack(panel, x));
                    }
                }
                for (int x = 0; x < rows.size(); x++) {
                    for (int y = 0; y < cols.size(); y++) {
                        Kernels.gemmMinus(mine.get(rows.get(x) * m + cols.get(y)), l.get(x), u.get(y), nb);
                    }
                }
                pvm.computeFlops((double) rows.size() * cols.size() * Kernels.gemmFlops(vb));
            }
        }
        List<double[]> out = new ArrayList<>();
        for (int[] b : owned) {
            out.add(mine.get(b[0] * m + b[1]));
        }
        double[] result = g.pack(out);
        pvm.send(pvm.parent(), RESULT, result, g.virtualBytes(result.length));
    }

    /** The block indexes after k (exclusive) that belong to grid coordinate {@code coordinate} of a dimension of {@code size}. */
    static List<Integer> after(int k, int coordinate, int size, int m) {
        List<Integer> out = new ArrayList<>();
        for (int i = k + 1; i < m; i++) {
            if (i % size == coordinate) {
                out.add(i);
            }
        }
        return out;
    }

    static int indexOf(int[] grid, int tid) {
        for (int k = 0; k < grid.length; k++) {
            if (grid[k] == tid) {
                return k;
            }
        }
        throw new IllegalStateException("task " + tid + " is not in the grid");
    }

    /** One copy to each listed process, for a single send overhead (nothing when the list is empty). */
    static void multicast(Pvm pvm, int[] grid, List<Integer> to, int tag, double[] payload, long virtualBytes) {
        if (to.isEmpty()) {
            return;
        }
        int[] tids = new int[to.size()];
        for (int x = 0; x < tids.length; x++) {
            tids[x] = grid[to.get(x)];
        }
        pvm.mcast(tids, tag, payload, virtualBytes);
    }
}
