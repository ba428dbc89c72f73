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

    /** A short name for reports and scenario files ("linux-2.0", "equal", "cfs"); see {@link #byName(String)}. */
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

    /**
     * The Completely Fair Scheduler of current Linux (since 2.6.23): the kernel's {@code sched_prio_to_weight}
     * table (kernel/sched/core.c). Nice 0 has weight 1024; each nice step changes the weight by about 1.25x,
     * so a job one nice level lower gets about 10 % more CPU than one level higher next to it. Nice -20 is
     * 88761, nice 19 is 15.
     */
    WeightPolicy CFS = new WeightPolicy() {
        /** sched_prio_to_weight[nice + 20]. */
        private final int[] table = {
                /* -20 */ 88761, 71755, 56483, 46273, 36291,
                /* -15 */ 29154, 23254, 18705, 14949, 11916,
                /* -10 */ 9548, 7620, 6100, 4904, 3906,
                /* -5 */ 3121, 2501, 1991, 1586, 1277,
                /* 0 */ 1024, 820, 655, 526, 423,
                /* 5 */ 335, 272, 215, 172, 137,
                /* 10 */ 110, 87, 70, 56, 45,
                /* 15 */ 36, 29, 23, 18, 15 };

        @Override
        public double weight(int nice) {
            checkNice(nice);
            return table[nice - MIN_NICE];
        }

        @Override
        public String name() {
            return "cfs";
        }

        @Override
        public String toString() {
            return name();
        }
    };

    /**
     * The built-in policy with the given {@link #name()}: "linux-2.0", "equal" or "cfs" (case and
     * surrounding blanks ignored).
     *
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    static WeightPolicy byName(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(java.util.Locale.ROOT);
        switch (n) {
            case "linux-2.0":
                return LINUX_2_0;
            case "equal":
                return EQUAL;
            case "cfs":
                return CFS;
            default:
                throw new IllegalArgumentException(
                        "unknown weight policy '" + name + "': expected one of linux-2.0, equal, cfs");
        }
    }

    /** @throws IllegalArgumentException if nice is outside -20..19 */
    static void checkNice(int nice) {
        if (nice < MIN_NICE || nice > MAX_NICE) {
            throw new IllegalArgumentException("nice level must be in " + MIN_NICE + ".." + MAX_NICE + ", got " + nice);
        }
    }
}
