package examples.matmul;

import java.util.List;

import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * C = A x B with C distributed block-cyclically over a P x Q process grid (ScaLAPACK's layout, as in
 * the CLUE report's kernels): C's block (I, J) belongs to process (I mod P, J mod Q). The first task
 * (the master) holds A and B; it spawns the P x Q grid processes, one per host after its own, and
 * sends each the block rows of A and the block columns of B its C blocks need. Each process multiplies
 * them for real and sends its C blocks back; the master assembles C and checks it against a
 * sequential multiplication.
 *
 * <p>The arithmetic is real on small blocks; the time is declared for large ones: with a virtual block
 * size VNB, every message is timed as if its blocks were VNB x VNB (a virtual length) and every process
 * declares the 2 x (its C blocks) x VNB^2 x (N / NB x VNB) floating-point operations of the large problem
 * (computeFlops).
 *
 * <p>Arguments: {@code P Q N NB VNB}: grid rows and columns, the real order N of the matrices, the real
 * block size NB (N a multiple of NB, N / NB a multiple of P and of Q) and the virtual block size.
 */
public final class BlockCyclicMatMul implements Task {

    private static final int A_ROWS = 1;
    private static final int B_COLUMNS = 2;
    private static final int C_BLOCKS = 3;

    @Override
    public void run(Pvm pvm) {
        List<String> a = pvm.args();
        if (a.size() != 5) {
            throw new IllegalArgumentException("matmul: arguments P Q N NB VNB, got " + a);
        }
        Layout l = new Layout(Integer.parseInt(a.get(0)), Integer.parseInt(a.get(1)), Integer.parseInt(a.get(2)),
                Integer.parseInt(a.get(3)), Integer.parseInt(a.get(4)));
        if (pvm.parent() == Pvm.NO_PARENT) {
            master(pvm, l);
        } else {
            process(pvm, l);
        }
    }

    /** The grid and the block sizes, with the sizes of what moves. */
    record Layout(int p, int q, int n, int nb, int vnb) {
        Layout {
            if (p < 1 || q < 1 || nb < 1 || vnb < 1 || n % nb != 0 || (n / nb) % p != 0 || (n / nb) % q != 0) {
                throw new IllegalArgumentException("matmul: need N a multiple of NB and N / NB a multiple of P and Q, got P=" + p
                        + " Q=" + q + " N=" + n + " NB=" + nb);
            }
        }

        int blocks() {
            return n / nb;
        }

        /** Rows of A (or columns of B, or C blocks per side) a process holds in grid row (column) direction. */
        int rowsPerProcess() {
            return blocks() / p * nb;
        }

        int columnsPerProcess() {
            return blocks() / q * nb;
        }

        /** A message of {@code doubles} real values, as long as it would be with VNB x VNB blocks. */
        long virtualBytes(long doubles) {
            double scale = (double) vnb / nb;
            return Math.round(8.0 * doubles * scale * scale);
        }

        /** Floating-point operations of one process on the large problem. */
        double virtualFlops() {
            double cBlocks = (double) (blocks() / p) * (blocks() / q);
            return 2.0 * cBlocks * vnb * vnb * ((double) blocks() * vnb);
        }
    }

    /** Entry (i, j) of A or B: small whole numbers, so every sum is exact and the check can ask for equality. */
    static double a(int i, int j) {
        return (i * 7 + j * 3) % 11 - 5;
    }

    static double b(int i, int j) {
        return (i * 5 + j * 2 + 1) % 13 - 6;
    }

    private static void master(Pvm pvm, Layout l) {
        List<String> hosts = pvm.hosts();
        int processes = l.p() * l.q();
        int mine = hosts.indexOf(pvm.hostName());
        int[] grid = new int[processes];
        for (int k = 0; k < processes; k++) {
            String host = hosts.get((mine + 1 + k) % hosts.size());
            grid[k] = pvm.spawn(BlockCyclicMatMul.class, 1, host, pvm.args().toArray(String[]::new))[0];
        }
        int n = l.n();
        for (int k = 0; k < processes; k++) {
            int pr = k / l.q();
            int pc = k % l.q();
            double[] rows = new double[l.rowsPerProcess() * n];
            int r = 0;
            for (int bi = pr; bi < l.blocks(); bi += l.p()) {
                for (int i = bi * l.nb(); i < (bi + 1) * l.nb(); i++, r++) {
                    for (int j = 0; j < n; j++) {
                        rows[r * n + j] = a(i, j);
                    }
                }
            }
            pvm.send(grid[k], A_ROWS, rows, l.virtualBytes(rows.length));
            double[] cols = new double[n * l.columnsPerProcess()];
            int c = 0;
            for (int bj = pc; bj < l.blocks(); bj += l.q()) {
                for (int j = bj * l.nb(); j < (bj + 1) * l.nb(); j++, c++) {
                    for (int i = 0; i < n; i++) {
                        cols[c * n + i] = b(i, j);
                    }
                }
            }
            pvm.send(grid[k], B_COLUMNS, cols, l.virtualBytes(cols.length));
        }
        double[][] cMatrix = new double[n][n];
        for (int k = 0; k < processes; k++) {
            Message m = pvm.recv(grid[k], C_BLOCKS);
            double[] part = m.payload(double[].class);
            int pr = k / l.q();
            int pc = k % l.q();
            int width = l.columnsPerProcess();
            int r = 0;
            for (int bi = pr; bi < l.blocks(); bi += l.p()) {
                for (int i = bi * l.nb(); i < (bi + 1) * l.nb(); i++, r++) {
                    int c = 0;
                    for (int bj = pc; bj < l.blocks(); bj += l.q()) {
                        for (int j = bj * l.nb(); j < (bj + 1) * l.nb(); j++, c++) {
                            cMatrix[i][j] = part[r * width + c];
                        }
                    }
                }
            }
        }
        double finished = pvm.now();
        double maxError = 0;
        double checksum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; k < n; k++) {
                    s += a(i, k) * b(k, j);
                }
                maxError = Math.max(maxError, Math.abs(s - cMatrix[i][j]));
                checksum += cMatrix[i][j];
            }
        }
        System.out.printf("matmul: C = A x B, N=%d in %dx%d blocks on a %d x %d grid: max |C - sequential| = %s, "
                + "sum of C = %.1f; large problem N=%d (blocks %d): %.6f s of virtual time%n", n, l.nb(), l.nb(), l.p(), l.q(),
                maxError, checksum, l.blocks() * l.vnb(), l.vnb(), finished);
        if (maxError != 0) {
            throw new IllegalStateException("the distributed product differs from the sequential one by " + maxError);
        }
    }

    private static void process(Pvm pvm, Layout l) {
        int n = l.n();
        double[] rows = pvm.recv(pvm.parent(), A_ROWS).payload(double[].class);
        double[] cols = pvm.recv(pvm.parent(), B_COLUMNS).payload(double[].class);
        int height = l.rowsPerProcess();
        int width = l.columnsPerProcess();
        double[] c = new double[height * width];
        for (int i = 0; i < height; i++) {
            for (int j = 0; j < width; j++) {
                double s = 0;
                for (int k = 0; k < n; k++) {
                    s += rows[i * n + k] * cols[j * n + k];
                }
                c[i * width + j] = s;
            }
        }
        pvm.computeFlops(l.virtualFlops());
        pvm.send(pvm.parent(), C_BLOCKS, c, l.virtualBytes(c.length));
    }
}
