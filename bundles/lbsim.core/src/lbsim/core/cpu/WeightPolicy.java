package lbsim.core.cpu;

/**
 * Turns a UNIX nice level into a processor-sharing weight: a job receives its weight over the sum of
 * the weights of the jobs on the host (capped at one processor on SMP hosts).
 */
public interface WeightPolicy {

    /** Lowest and highest nice levels accepted by {@link #weight(int)}. */
    int MIN_NICE = -20;
    int MAX_NICE = 19;

    /**
     * The weight of a job at the given nice level; always > 0.
     *
     * @throws IllegalArgumentException if nice is outside -20..19
     */
    double weight(int nice);

    /** A short name for reports ("linux-2.0", "equal"). */
    String name();

    /**
     * Linux 2.0 priority scheduling as used by WUS (MISS-PVM report, section 5.1 and Table 5.1): the
     * priority is {@code 20 - nice}, clamped to 1..40, and is the weight. A nice-0 job next to one other
     * nice-0 job gets 20/40 = 50 %; a nice-19 job next to one nice-0 job gets 1/21 = 4.8 %.
     */
    WeightPolicy LINUX_2_0 = new WeightPolicy() {
        @Override
        public double weight(int nice) {
            checkNice(nice);
            return Math.max(1, Math.min(40, 20 - nice));
        }

        @Override
        public String name() {
            return "linux-2.0";
        }

        @Override
        public String toString() {
            return name();
        }
    };

    /** Pure processor sharing, as the first WUS: every job has weight 1 whatever its nice level. */
    WeightPolicy EQUAL = new WeightPolicy() {
        @Override
        public double weight(int nice) {
            checkNice(nice);
            return 1;
        }

        @Override
        public String name() {
            return "equal";
        }

        @Override
        public String toString() {
            return name();
        }
    };

    /** @throws IllegalArgumentException if nice is outside -20..19 */
    static void checkNice(int nice) {
        if (nice < MIN_NICE || nice > MAX_NICE) {
            throw new IllegalArgumentException("nice level must be in " + MIN_NICE + ".." + MAX_NICE + ", got " + nice);
        }
    }
}
