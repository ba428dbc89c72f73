package lbsim.core.dist;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

import org.apache.commons.rng.UniformRandomProvider;
import lbsim.core.io.CsvInput;
import lbsim.core.io.InputFileException;


/**
 * A discrete distribution over observed values, each drawn with probability proportional to its weight;
 * spec {@code empirical(file=NAME)}. One uniform and a binary search per sample.
 * <p>
 * File format (see {@link CsvInput} for the common rules): header {@code value} or {@code value,weight};
 * one value per row, a finite number; weights finite and >= 0 with a positive sum; without a weight column
 * every row has weight 1. Whether negative values make sense is the user's concern (a CPU-demand sample
 * <= 0 submits no job).
 */
public final class Empirical implements Distribution {

    private final String file;
    private final double[] values;
    private final double[] weights;
    private final double[] cumulative;
    private final double total;
    private final int lastPositive;
    private final double mean;

    /**
     * @param file    the file name as it appears in the spec (for {@link #spec()}); not read here
     * @param values  the values, finite, at least one
     * @param weights their weights, finite and >= 0 with a positive sum, as many as values; null for equal
     *                weights
     * @throws IllegalArgumentException naming the first value or weight (1-based) that breaks a rule
     */
    public Empirical(String file, double[] values, double[] weights) {
        this.file = Objects.requireNonNull(file, "file");
        if (values.length == 0) {
            throw new IllegalArgumentException("empirical: no values");
        }
        if (weights == null) {
            weights = new double[values.length];
            Arrays.fill(weights, 1.0);
        } else if (weights.length != values.length) {
            throw new IllegalArgumentException("empirical: " + values.length + " values but " + weights.length
                    + " weights");
        }
        this.values = values.clone();
        this.weights = weights.clone();
        this.cumulative = new double[values.length];
        double c = 0;
        double weighted = 0;
        int lastPos = -1;
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException("empirical: value " + (i + 1) + " must be finite, got " + values[i]);
            }
            double w = weights[i];
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("empirical: weight " + (i + 1) + " must be >= 0 and finite, got "
                        + Distributions.format(w));
            }
            if (w > 0) {
                lastPos = i;
            }
            c += w;
            weighted += w * values[i];
            cumulative[i] = c;
        }
        if (!(c > 0)) {
            throw new IllegalArgumentException("empirical: weights must have a positive sum");
        }
        this.total = c;
        this.lastPositive = lastPos;
        this.mean = weighted / c;
    }

    /**
     * Reads a distribution file; the spec shows the file as {@code specFile}.
     *
     * @throws InputFileException {@code FILE:LINE: problem} for a missing file, a bad header, a value that is
     *                            not a finite number, a negative weight, no rows or a zero weight sum
     */
    public static Empirical read(Path path, String specFile) throws InputFileException {
        CsvInput in = CsvInput.read(path, "value", "value,weight");
        int n = in.rowCount();
        if (n == 0) {
            throw in.fileError("no values");
        }
        double[] values = new double[n];
        double[] weights = in.columnCount() == 2 ? new double[n] : null;
        for (int r = 0; r < n; r++) {
            values[r] = in.number(r, 0);
            if (weights != null) {
                double w = in.number(r, 1);
                if (w < 0) {
                    throw in.error(r, "weight must be >= 0, got " + Distributions.format(w));
                }
                weights[r] = w;
            }
        }
        if (weights != null && !(Arrays.stream(weights).sum() > 0)) {
            throw in.fileError("weights must have a positive sum");
        }
        return new Empirical(specFile, values, weights);
    }

    /** Reads a distribution file; the spec shows the path as given. */
    public static Empirical read(Path path) throws InputFileException {
        return read(path, path.toString());
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        double u = rng.nextDouble() * total;
        int lo = 0;
        int hi = cumulative.length - 1;
        // first index whose cumulative weight exceeds u (zero-weight rows are never picked)
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] > u) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return cumulative[lo] > u ? values[lo] : values[lastPositive];
    }

    @Override
    public double mean() {
        return mean;
    }

    /** Number of values. */
    public int size() {
        return values.length;
    }

    /** A value (0-based, in file order). */
    public double value(int i) {
        return values[i];
    }

    /** The weight of a value (0-based); 1 for every value when the file has no weight column. */
    public double weight(int i) {
        return weights[i];
    }

    /** The file as named in the spec. */
    public String file() {
        return file;
    }

    @Override
    public String spec() {
        return "empirical(file=" + Distributions.quoteIfNeeded(file) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Empirical e && e.file.equals(file) && Arrays.equals(e.values, values)
                && Arrays.equals(e.weights, weights);
    }

    @Override
    public int hashCode() {
        return (file.hashCode() * 31 + Arrays.hashCode(values)) * 31 + Arrays.hashCode(weights);
    }

    @Override
    public String toString() {
        return spec();
    }
}
