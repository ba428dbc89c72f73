package examples.factor;

/**
 * The block operations of blocked LU (no pivoting) and Cholesky on row-major nb x nb blocks, in place,
 * with the flops of each for a block of order b. The distributed programs and their sequential
 * reference call the same kernels in the same order for every block, so their results agree to the bit.
 */
final class Kernels {

    private Kernels() {
    }

    /** LU of a diagonal block without pivoting: unit lower L and upper U over a. 2/3 b^3 flops. */
    static void getrf(double[] a, int nb) {
        for (int j = 0; j < nb; j++) {
            double pivot = a[j * nb + j];
            if (pivot == 0) {
                throw new ArithmeticException("zero pivot at " + j);
            }
            for (int i = j + 1; i < nb; i++) {
                a[i * nb + j] /= pivot;
                double l = a[i * nb + j];
                for (int c = j + 1; c < nb; c++) {
                    a[i * nb + c] -= l * a[j * nb + c];
                }
            }
        }
    }

    static double getrfFlops(double b) {
        return 2.0 / 3 * b * b * b;
    }

    /** U block of the row panel: a := L^-1 a with L the unit lower part of {@code lu}. b^3 flops. */
    static void trsmUnitLower(double[] lu, double[] a, int nb) {
        for (int c = 0; c < nb; c++) {
            for (int i = 0; i < nb; i++) {
                double s = a[i * nb + c];
                for (int k = 0; k < i; k++) {
                    s -= lu[i * nb + k] * a[k * nb + c];
                }
                a[i * nb + c] = s;
            }
        }
    }

    /** L block of the column panel: a := a U^-1 with U the upper part of {@code lu}. b^3 flops. */
    static void trsmUpperRight(double[] lu, double[] a, int nb) {
        for (int r = 0; r < nb; r++) {
            for (int j = 0; j < nb; j++) {
                double s = a[r * nb + j];
                for (int k = 0; k < j; k++) {
                    s -= a[r * nb + k] * lu[k * nb + j];
                }
                a[r * nb + j] = s / lu[j * nb + j];
            }
        }
    }

    static double trsmFlops(double b) {
        return b * b * b;
    }

    /** Trailing update c := c - x y. 2 b^3 flops. */
    static void gemmMinus(double[] c, double[] x, double[] y, int nb) {
        for (int i = 0; i < nb; i++) {
            for (int j = 0; j < nb; j++) {
                double s = c[i * nb + j];
                for (int k = 0; k < nb; k++) {
                    s -= x[i * nb + k] * y[k * nb + j];
                }
                c[i * nb + j] = s;
            }
        }
    }

    /** Trailing update c := c - x y^T. 2 b^3 flops (b^3 when it is a diagonal block, a symmetric rank-b update). */
    static void gemmMinusTransposed(double[] c, double[] x, double[] y, int nb) {
        for (int i = 0; i < nb; i++) {
            for (int j = 0; j < nb; j++) {
                double s = c[i * nb + j];
                for (int k = 0; k < nb; k++) {
                    s -= x[i * nb + k] * y[j * nb + k];
                }
                c[i * nb + j] = s;
            }
        }
    }

    static double gemmFlops(double b) {
        return 2 * b * b * b;
    }

    static double syrkFlops(double b) {
        return b * b * b;
    }

    /** Cholesky of a diagonal block: its lower triangle becomes L with L L^T = a; the upper triangle is zeroed. 1/3 b^3 flops. */
    static void potrf(double[] a, int nb) {
        for (int j = 0; j < nb; j++) {
            double d = a[j * nb + j];
            for (int k = 0; k < j; k++) {
                d -= a[j * nb + k] * a[j * nb + k];
            }
            if (!(d > 0)) {
                throw new ArithmeticException("not positive definite at " + j);
            }
            d = Math.sqrt(d);
            a[j * nb + j] = d;
            for (int i = j + 1; i < nb; i++) {
                double s = a[i * nb + j];
                for (int k = 0; k < j; k++) {
                    s -= a[i * nb + k] * a[j * nb + k];
                }
                a[i * nb + j] = s / d;
            }
            for (int c = j + 1; c < nb; c++) {
                a[j * nb + c] = 0;
            }
        }
    }

    static double potrfFlops(double b) {
        return b * b * b / 3;
    }

    /** L block of the column panel: a := a L^-T with L the lower triangle of {@code l}. b^3 flops. */
    static void trsmLowerTransposedRight(double[] l, double[] a, int nb) {
        for (int r = 0; r < nb; r++) {
            for (int j = 0; j < nb; j++) {
                double s = a[r * nb + j];
                for (int k = 0; k < j; k++) {
                    s -= a[r * nb + k] * l[j * nb + k];
                }
                a[r * nb + j] = s / l[j * nb + j];
            }
        }
    }
}
