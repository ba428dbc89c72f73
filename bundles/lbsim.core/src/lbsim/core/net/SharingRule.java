package lbsim.core.net;

/**
 * The rule by which a {@link RoutedNetwork} shares link bandwidth among the flows crossing it, with its
 * parameters (names and defaults as SimGrid 3.32's {@code network/...} configuration items).
 * <ul>
 * <li>{@link Kind#MAXMIN}: a flow waits its route latency, then all flows share by plain max-min fairness
 * (every flow weighs the same, no rate bound beyond the links); the factors, weight-S, gamma and
 * crosstraffic are not used.</li>
 * <li>{@link Kind#CM02} and {@link Kind#LV08}: SimGrid's CM02 model. A flow over a route of latency L
 * (the sum of its links' latencies) waits {@code latencyFactor x L}, then gets a max-min share weighted
 * by its sharing penalty {@code L + sum over its links of weightS / bandwidth} (a flow of penalty p gets
 * a rate proportional to 1/p; a flow whose route has latency 0 has penalty 1), bounded by its narrowest
 * link and by the TCP window, {@code tcpGamma / (2 L)}; it moves {@code bandwidthFactor} bytes per unit
 * of that share. With crosstraffic a flow also takes 0.05 of its share on every link of the reverse
 * route. LV08 is CM02 with SimGrid's default factors (latency 13.01, bandwidth 0.97, weight-S 20537).</li>
 * </ul>
 *
 * @param kind            the rule
 * @param latencyFactor   multiplies the route latency a flow waits, > 0 (SimGrid network/latency-factor)
 * @param bandwidthFactor bytes moved per unit of max-min share, > 0 (network/bandwidth-factor)
 * @param weightS         bytes added to the sharing penalty per link, as weightS / bandwidth seconds, >= 0
 *                        (network/weight-S)
 * @param tcpGammaBytes   the largest TCP window in bytes, > 0 (network/TCP-gamma)
 * @param crosstraffic    whether a flow also loads the reverse route with 0.05 of its share
 *                        (network/crosstraffic)
 */
public record SharingRule(Kind kind, double latencyFactor, double bandwidthFactor, double weightS, double tcpGammaBytes,
        boolean crosstraffic) {

    /** SimGrid's default TCP-gamma, 4 MiB. */
    public static final double DEFAULT_TCP_GAMMA_BYTES = 4194304.0;

    /** The sharing rules. */
    public enum Kind {
        /** Plain max-min fairness after the route latency (lbsim's switched rule). */
        MAXMIN,
        /** SimGrid's CM02: penalty by route latency, TCP window bound, crosstraffic. */
        CM02,
        /** SimGrid's LV08: CM02 with latency factor 13.01, bandwidth factor 0.97 and weight-S 20537. */
        LV08
    }

    /**
     * @throws IllegalArgumentException naming the parameter, for a null kind, a factor or gamma that is not
     *                                  positive and finite, or a negative or non-finite weight-S
     */
    public SharingRule {
        if (kind == null) {
            throw new IllegalArgumentException("sharing rule: kind is missing (null)");
        }
        positive("latency factor", latencyFactor);
        positive("bandwidth factor", bandwidthFactor);
        positive("TCP gamma", tcpGammaBytes);
        if (!(weightS >= 0) || Double.isInfinite(weightS)) {
            throw new IllegalArgumentException("sharing rule: weight-S must be >= 0 and finite, got " + weightS);
        }
    }

    private static void positive(String what, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("sharing rule: " + what + " must be > 0 and finite, got " + v);
        }
    }

    /** Plain max-min after the route latency. */
    public static SharingRule maxmin() {
        return new SharingRule(Kind.MAXMIN, 1, 1, 0, DEFAULT_TCP_GAMMA_BYTES, false);
    }

    /** CM02 with SimGrid's defaults for it: factors 1, weight-S 0, gamma 4 MiB, crosstraffic as given. */
    public static SharingRule cm02(boolean crosstraffic) {
        return new SharingRule(Kind.CM02, 1, 1, 0, DEFAULT_TCP_GAMMA_BYTES, crosstraffic);
    }

    /** LV08 with SimGrid's defaults: latency factor 13.01, bandwidth factor 0.97, weight-S 20537, crosstraffic on. */
    public static SharingRule lv08() {
        return new SharingRule(Kind.LV08, 13.01, 0.97, 20537, DEFAULT_TCP_GAMMA_BYTES, true);
    }

    /** Whether flows are weighted by penalty and bounded by the window (CM02 and LV08). */
    boolean penalized() {
        return kind != Kind.MAXMIN;
    }
}
