package lbsim.core.workload;

import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Distributions;

/**
 * One real process from a process trace.
 *
 * @param line           the 1-based line of the trace file it came from, for messages; 0 if not from a file
 * @param arrivalSeconds when it arrives, seconds since the source started, finite and >= 0
 * @param cpuSeconds     its CPU demand, seconds on the reference machine, finite and > 0
 * @param nice           its nice level, -20..19
 * @param host           the name of the host it runs on, or null to replay it on every host of the group
 */
public record TraceRecord(int line, double arrivalSeconds, double cpuSeconds, int nice, String host) {

    /** @throws IllegalArgumentException naming the field that breaks a rule (and the line if known) */
    public TraceRecord {
        String where = line > 0 ? "trace record at line " + line : "trace record";
        if (line < 0) {
            throw new IllegalArgumentException("trace record: line must be >= 0, got " + line);
        }
        if (!(arrivalSeconds >= 0) || Double.isInfinite(arrivalSeconds)) {
            throw new IllegalArgumentException(where + ": arrival must be >= 0 s, got "
                    + Distributions.format(arrivalSeconds));
        }
        if (!(cpuSeconds > 0) || Double.isInfinite(cpuSeconds)) {
            throw new IllegalArgumentException(where + ": cpu must be > 0 s, got " + Distributions.format(cpuSeconds));
        }
        if (nice < WeightPolicy.MIN_NICE || nice > WeightPolicy.MAX_NICE) {
            throw new IllegalArgumentException(where + ": nice must be in " + WeightPolicy.MIN_NICE + ".."
                    + WeightPolicy.MAX_NICE + ", got " + nice);
        }
        if (host != null && host.isBlank()) {
            throw new IllegalArgumentException(where + ": host name is blank (use null for every host)");
        }
    }

    /** A record not read from a file (line 0). */
    public TraceRecord(double arrivalSeconds, double cpuSeconds, int nice, String host) {
        this(0, arrivalSeconds, cpuSeconds, nice, host);
    }
}
