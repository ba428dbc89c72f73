package lbsim.core.analytic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The result of {@link ResourceModel#estimate()}: per step, one row per calculation and transfer, and the
 * step's run time (slowest calculation plus transfers). Units: seconds.
 *
 * @param reference                  the machine the parameters were measured on
 * @param target                     the machine estimated for
 * @param steps                      the steps in order, copied
 * @param backgroundSecondsPerSecond seconds of each second reserved for work outside the schedule (eq. 20)
 */
public record Estimate(Machine reference, Machine target, List<StepTime> steps, double backgroundSecondsPerSecond) {

    /** @throws NullPointerException for a null argument */
    public Estimate {
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(target, "target");
        steps = List.copyOf(steps);
    }

    /** What a row stands for. */
    public enum Kind {
        /** A calculation (diagonal element), converted to the target machine. */
        CALCULATION,
        /** A transfer (SND/RCV pair), timed by the network or its measured bandwidth. */
        TRANSFER
    }

    /**
     * One calculation or transfer.
     *
     * @param kind             calculation or transfer
     * @param name             the calculation's name, or {@code from -> to}
     * @param referenceSeconds RTEX on the reference machine (for a transfer the same as {@code seconds}:
     *                         transfers are not converted)
     * @param seconds          RTEX on the target machine (eq. 7), or the transfer's time
     * @param cpuFraction      CPU% on the target (eq. 8); for a transfer, of each side (eq. 12)
     * @param cpuSeconds       CPU seconds on the target (eq. 5); for a transfer, sender plus receiver
     */
    public record Row(Kind kind, String name, double referenceSeconds, double seconds, double cpuFraction, double cpuSeconds) {
    }

    /**
     * One step.
     *
     * @param number  1-based position in the schedule
     * @param name    the step's label
     * @param rows    its calculations, then its transfers, copied
     * @param seconds its run time: the slowest calculation plus all transfers
     */
    public record StepTime(int number, String name, List<Row> rows, double seconds) {

        /** Copies the rows. */
        public StepTime {
            rows = List.copyOf(rows);
        }

        /** CPU seconds of all its rows. */
        public double cpuSeconds() {
            double sum = 0;
            for (Row r : rows) {
                sum += r.cpuSeconds();
            }
            return sum;
        }
    }

    /** The run time of the schedule: the sum of the steps' run times (eq. 1, eq. 20). */
    public double runSeconds() {
        double sum = 0;
        for (StepTime s : steps) {
            sum += s.seconds();
        }
        return sum;
    }

    /** CPU seconds on all machines together (eq. 3 over every element of the matrix). */
    public double cpuSeconds() {
        double sum = 0;
        for (StepTime s : steps) {
            sum += s.cpuSeconds();
        }
        return sum;
    }

    /**
     * Eq. 2: CPU seconds over run seconds; above 1 when several machines compute at once; 0 for a schedule
     * that takes no time.
     */
    public double cpuFraction() {
        double run = runSeconds();
        return run == 0 ? 0 : cpuSeconds() / run;
    }

    /**
     * Eq. 20: how many times per second the schedule runs (frames per second) when
     * {@code backgroundSecondsPerSecond} of each second go to other work: {@code (1 - background) / run};
     * positive infinity for a schedule that takes no time.
     */
    public double runsPerSecond() {
        return (1 - backgroundSecondsPerSecond) / runSeconds();
    }

    /** All rows in schedule order. */
    public List<Row> rows() {
        List<Row> all = new ArrayList<>();
        for (StepTime s : steps) {
            all.addAll(s.rows());
        }
        return all;
    }

    /**
     * A text table: a heading naming both machines and the speed ratios, one line per calculation and
     * transfer, one subtotal line per step, the totals, and the rate per second. Numbers use a dot as
     * decimal separator whatever the locale; lines end with {@code \n}.
     */
    public String format() {
        Conversion c = reference.to(target);
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Estimate for %s (CPU %s, peripherals %s) from measurements on %s (CPU %s, peripherals %s)\n",
                target.name(), number(target.cpuSpeed()), number(target.peripheralSpeed()), reference.name(),
                number(reference.cpuSpeed()), number(reference.peripheralSpeed())));
        b.append(String.format(Locale.ROOT, "CPU %.4gx faster, peripherals %.4gx faster (eq. 7)\n\n", c.cpuRatio(), c.peripheralRatio()));
        String head = "%4s  %-12s %-11s %-24s %12s %12s %7s %12s\n";
        String line = "%4s  %-12s %-11s %-24s %12s %12.6f %6.1f%% %12.6f\n";
        b.append(String.format(Locale.ROOT, head, "step", "name", "kind", "item", "ref RTEX s", "RTEX s", "CPU%", "CPU s"));
        for (StepTime s : steps) {
            boolean first = true;
            for (Row r : s.rows()) {
                String ref = r.kind() == Kind.CALCULATION ? String.format(Locale.ROOT, "%12.6f", r.referenceSeconds()) : "-";
                b.append(String.format(Locale.ROOT, line, first ? Integer.toString(s.number()) : "", first ? s.name() : "",
                        r.kind() == Kind.CALCULATION ? "calculation" : "transfer", r.name(), ref.strip(), r.seconds(),
                        100 * r.cpuFraction(), r.cpuSeconds()));
                first = false;
            }
            if (first) {
                b.append(String.format(Locale.ROOT, "%4d  %-12s (empty)\n", s.number(), s.name()));
            }
            b.append(String.format(Locale.ROOT, "%4s  %-12s %-11s %-24s %12s %12.6f %7s %12.6f\n", "", "", "", "= step " + s.number(), "",
                    s.seconds(), "", s.cpuSeconds()));
        }
        b.append(String.format(Locale.ROOT, "%4s  %-12s %-11s %-24s %12s %12.6f %6.1f%% %12.6f\n", "", "total", "", "", "", runSeconds(),
                100 * cpuFraction(), cpuSeconds()));
        double run = runSeconds();
        if (run > 0) {
            if (backgroundSecondsPerSecond > 0) {
                b.append(String.format(Locale.ROOT, "\n%.4g runs per second with %.4g s of each second reserved (eq. 20)\n", runsPerSecond(),
                        backgroundSecondsPerSecond));
            } else {
                b.append(String.format(Locale.ROOT, "\n%.4g runs per second\n", runsPerSecond()));
            }
        }
        return b.toString();
    }

    private static String number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }
}
