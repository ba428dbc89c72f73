package lbsim.core.dynamics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Values that change at given virtual times, as SimGrid's profiles (speed and state profiles) define
 * them: event i sets the value to {@code values[i]} at {@code times[i]}; before the first event the
 * resource keeps its own value (full speed, on). With a loop delay d >= 0 the profile repeats as SimGrid
 * 3.32 repeats it: d seconds after the last event the profile's time starts again from 0 (the value in
 * force does not change then), so event i of cycle k comes at {@code times[i] + k (times[last] + d)}; one
 * cycle lasts {@code times[last] + d}. Without a loop ({@link #NO_LOOP}) the last value holds for ever.
 *
 * @param times             event times in seconds, >= 0, never decreasing (equal times: the later one wins)
 * @param values            the value set by each event, >= 0 and finite
 * @param loopAfterSeconds  the loop delay d, or {@link #NO_LOOP}
 */
public record Profile(double[] times, double[] values, double loopAfterSeconds) {

    /** No repetition. */
    public static final double NO_LOOP = -1;

    /** @throws IllegalArgumentException for lengths that differ, no event, a time that goes back, a bad value or delay */
    public Profile {
        if (times.length != values.length) {
            throw new IllegalArgumentException("profile: " + times.length + " times but " + values.length + " values");
        }
        if (times.length == 0) {
            throw new IllegalArgumentException("profile: no event");
        }
        for (int i = 0; i < times.length; i++) {
            if (!(times[i] >= 0) || Double.isInfinite(times[i])) {
                throw new IllegalArgumentException("profile: event " + (i + 1) + ": time must be >= 0 s and finite, got "
                        + times[i]);
            }
            if (i > 0 && times[i] < times[i - 1]) {
                throw new IllegalArgumentException("profile: event " + (i + 1) + " at " + fmt(times[i])
                        + " s goes back in time (the previous one is at " + fmt(times[i - 1]) + " s)");
            }
            if (!(values[i] >= 0) || Double.isInfinite(values[i])) {
                throw new IllegalArgumentException("profile: event " + (i + 1) + ": value must be >= 0 and finite, got "
                        + values[i]);
            }
        }
        if (loopAfterSeconds != NO_LOOP && (!(loopAfterSeconds >= 0) || Double.isInfinite(loopAfterSeconds))) {
            throw new IllegalArgumentException("profile: loop delay must be >= 0 s and finite, got " + loopAfterSeconds);
        }
        if (loopAfterSeconds == 0 && times[times.length - 1] == 0) {
            throw new IllegalArgumentException("profile: a loop of length 0 (every event at 0 s and LOOPAFTER 0)");
        }
        times = times.clone();
        values = values.clone();
    }

    /**
     * Parses SimGrid's profile text: one event a line, {@code TIME VALUE} (blank lines and lines starting
     * with {@code #} are skipped), and optionally one line {@code LOOPAFTER D} or {@code PERIODICITY P}. As in
     * SimGrid 3.32, LOOPAFTER is the delay from the last event to the next cycle's start and PERIODICITY the
     * length of a whole cycle (so it is LOOPAFTER {@code P - times[last]}, and P must not be shorter than the
     * last event's time). Inline specs may separate lines with {@code ;}.
     *
     * @throws IllegalArgumentException naming the line and the rule broken
     */
    public static Profile parse(String text) {
        List<double[]> events = new ArrayList<>();
        double loop = NO_LOOP;
        double period = -1;
        String[] lines = text.split("[;\n]");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            String head = f[0].toUpperCase(Locale.ROOT);
            try {
                if (head.equals("LOOPAFTER") || head.equals("PERIODICITY")) {
                    if (f.length != 2) {
                        throw new IllegalArgumentException("expected " + head + " SECONDS");
                    }
                    double d = Double.parseDouble(f[1]);
                    if (!(d >= 0) || Double.isInfinite(d)) {
                        throw new IllegalArgumentException(head + " must be >= 0 s and finite, got " + f[1]);
                    }
                    if (head.equals("PERIODICITY")) {
                        period = d;
                        loop = NO_LOOP;
                    } else {
                        loop = d;
                        period = -1;
                    }
                    continue;
                }
                if (f.length != 2) {
                    throw new IllegalArgumentException("expected TIME VALUE, got '" + line + "'");
                }
                double t = Double.parseDouble(f[0]);
                double v = Double.parseDouble(f[1]);
                if (!events.isEmpty() && t < events.get(events.size() - 1)[0]) {
                    throw new IllegalArgumentException("time " + f[0] + " s goes back in time (the previous event is at "
                            + fmt(events.get(events.size() - 1)[0]) + " s)");
                }
                if (!(t >= 0) || Double.isInfinite(t)) {
                    throw new IllegalArgumentException("time must be >= 0 s and finite, got " + f[0]);
                }
                if (!(v >= 0) || Double.isInfinite(v)) {
                    throw new IllegalArgumentException("value must be >= 0 and finite, got " + f[1]);
                }
                events.add(new double[] { t, v });
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("profile line " + (n + 1) + ": not a number in '" + line + "'");
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("profile line " + (n + 1) + ": " + e.getMessage());
            }
        }
        if (events.isEmpty()) {
            throw new IllegalArgumentException("profile: no event (expected lines TIME VALUE)");
        }
        double[] t = new double[events.size()];
        double[] v = new double[events.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = events.get(i)[0];
            v[i] = events.get(i)[1];
        }
        if (period >= 0) {
            if (period < t[t.length - 1]) {
                throw new IllegalArgumentException("profile: PERIODICITY " + fmt(period)
                        + " s is shorter than the last event's time (" + fmt(t[t.length - 1]) + " s)");
            }
            loop = period - t[t.length - 1];
        }
        return new Profile(t, v, loop);
    }

    /** Number of events in one cycle. */
    public int size() {
        return times.length;
    }

    /** Length of one cycle in seconds (+infinity without a loop). */
    public double cycleSeconds() {
        return loopAfterSeconds == NO_LOOP ? Double.POSITIVE_INFINITY : times[times.length - 1] + loopAfterSeconds;
    }

    /** Time of event {@code i} of cycle {@code k} (k = 0 for the events as written). */
    double time(long k, int i) {
        return k == 0 ? times[i] : times[i] + k * cycleSeconds();
    }

    private static String fmt(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }
}
