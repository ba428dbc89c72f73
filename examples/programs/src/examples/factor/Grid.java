package examples.factor;

import java.util.ArrayList;
import java.util.List;

/**
 * A square matrix of order N in NB x NB blocks, distributed block-cyclically over a P x Q process grid as
 * ScaLAPACK does (the CLUE report's kernels): block (I, J) belongs to process (I mod P, J mod Q), and
 * process (r, c) has index r Q + c. The arithmetic runs on this small real problem; the time is declared
 * for a large one of order VN with the same number of blocks (blocks of VN / N x NB): every message is
 * timed as if each real double stood for (VN / N)^2 of them and every block operation declares the flops
 * of its large counterpart.
 *
 * @param p  process grid rows, >= 1
 * @param q  process grid columns, >= 1
 * @param n  real order, a multiple of nb
 * @param nb real block size, >= 1
 * @param vn virtual order (of the large problem), >= 1
 */
record Grid(int p, int q, int n, int nb, double vn) {

    Grid {
        if (p < 1 || q < 1 || nb < 1 || n < nb || n % nb != 0 || !(vn >= 1)) {
            throw new IllegalArgumentException("need a P x Q grid, N a multiple of NB and VN >= 1, got " + p + "x" + q + " N=" + n
                    + " NB=" + nb + " VN=" + vn);
        }
    }

    /**
     * From the program arguments {@code PxQ N VN VNB}: the grid, the real order, the order of the large
     * problem and its block size (CLUE's 100 to 500). The real block size is N x VNB / VN, which must be a
     * whole number dividing N (e.g. 40 2000 200: real blocks of 4).
     */
    static Grid parse(String program, List<String> args) {
        if (args.size() != 4 || !args.get(0).matches("[0-9]+x[0-9]+")) {
            throw new IllegalArgumentException(program + ": arguments PxQ N VN VNB (e.g. 2x4 40 2000 200), got " + args);
        }
        String[] pq = args.get(0).split("x");
        int n = Integer.parseInt(args.get(1));
        double vn = Double.parseDouble(args.get(2));
        double vnb = Double.parseDouble(args.get(3));
        double nb = n * vnb / vn;
        if (nb != Math.rint(nb) || nb < 1) {
            throw new IllegalArgumentException(program + ": N x VNB / VN must be a whole block size, got " + n + " x " + vnb
                    + " / " + vn + " = " + nb);
        }
        return new Grid(Integer.parseInt(pq[0]), Integer.parseInt(pq[1]), n, (int) nb, vn);
    }

    /** Number of block rows (and columns). */
    int blocks() {
        return n / nb;
    }

    int processes() {
        return p * q;
    }

    /** Index of the process that owns block (i, j). */
    int owner(int i, int j) {
        return (i % p) * q + j % q;
    }

    /** Virtual block size: VN / N x NB. */
    double virtualBlock() {
        return vn / n * nb;
    }

    /** Virtual length of a message of {@code doubles} real values. */
    long virtualBytes(long doubles) {
        double scale = vn / n;
        return Math.round(8.0 * doubles * scale * scale);
    }

    /** The blocks (i, j) process {@code index} owns, row by row, in increasing order. */
    List<int[]> blocksOf(int index) {
        List<int[]> out = new ArrayList<>();
        for (int i = index / q; i < blocks(); i += p) {
            for (int j = index % q; j < blocks(); j += q) {
                out.add(new int[] { i, j });
            }
        }
        return out;
    }

    /** Block (bi, bj) of a full matrix, row-major, nb x nb. */
    double[] block(double[][] a, int bi, int bj) {
        double[] b = new double[nb * nb];
        for (int r = 0; r < nb; r++) {
            System.arraycopy(a[bi * nb + r], bj * nb, b, r * nb, nb);
        }
        return b;
    }

    /** Puts block (bi, bj) into a full matrix. */
    void put(double[][] a, int bi, int bj, double[] b) {
        for (int r = 0; r < nb; r++) {
            System.arraycopy(b, r * nb, a[bi * nb + r], bj * nb, nb);
        }
    }

    /** Several blocks in one array, one after the other. */
    double[] pack(List<double[]> parts) {
        double[] out = new double[parts.size() * nb * nb];
        for (int k = 0; k < parts.size(); k++) {
            System.arraycopy(parts.get(k), 0, out, k * nb * nb, nb * nb);
        }
        return out;
    }

    /** Block {@code k} of a packed array (a copy). */
    double[] unpack(double[] packed, int k) {
        double[] b = new double[nb * nb];
        System.arraycopy(packed, k * nb * nb, b, 0, nb * nb);
        return b;
    }
}
