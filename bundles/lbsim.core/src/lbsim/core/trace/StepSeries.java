package lbsim.core.trace;

import java.util.Arrays;

/**
 * A step function of time recorded as two growable primitive columns: from {@code time(i)} until
 * {@code time(i + 1)} the value is {@code value(i)}. Appending a value equal to the last one is a no-op,
 * so only changes are stored; appending at the same time as the last step replaces that step's value.
 */
public final class StepSeries {

    private double[] times = new double[8];
    private double[] values = new double[8];
    private int size;

    /**
     * Records that the value is {@code value} from {@code time} on.
     *
     * @throws IllegalArgumentException if time is earlier than the last step
     */
    public void add(double time, double value) {
        if (size > 0) {
            double lastTime = times[size - 1];
            if (time < lastTime) {
                throw new IllegalArgumentException("step at " + time + " s is before the last step at " + lastTime + " s");
            }
            if (values[size - 1] == value) {
                return;
            }
            if (time == lastTime) {
                values[size - 1] = value;
                if (size > 1 && values[size - 2] == value) {
                    size--;
                }
                return;
            }
        }
        if (size == times.length) {
            times = Arrays.copyOf(times, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        times[size] = time;
        values[size] = value;
        size++;
    }

    /** Number of steps. */
    public int size() {
        return size;
    }

    /** Start time of step {@code i}, in seconds. */
    public double time(int i) {
        return times[checked(i)];
    }

    /** Value of step {@code i}. */
    public double value(int i) {
        return values[checked(i)];
    }

    /** The value at time {@code t}: that of the last step starting at or before t; NaN before the first step. */
    public double valueAt(double t) {
        int i = Arrays.binarySearch(times, 0, size, t);
        if (i < 0) {
            i = -i - 2;
        } else {
            while (i + 1 < size && times[i + 1] == t) {
                i++;
            }
        }
        return i < 0 ? Double.NaN : values[i];
    }

    private int checked(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("step " + i + " of " + size);
        }
        return i;
    }
}
