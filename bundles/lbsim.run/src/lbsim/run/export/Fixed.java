package lbsim.run.export;

/** Fast fixed-point decimal formatting of doubles for the text exporters (no exponent, no locale). */
final class Fixed {

    private static final long[] POW10 = { 1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L,
            1000000000L };

    private Fixed() {
    }

    /** Appends v rounded to {@code decimals} (0..9) digits after the point, e.g. 1.5 with 3 gives "1.500". */
    static StringBuilder append(StringBuilder sb, double v, int decimals) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("not a finite number: " + v);
        }
        long scale = POW10[decimals];
        long units = Math.round(v * scale);
        return appendUnits(sb, units, decimals);
    }

    /** Appends units / 10^decimals with exactly {@code decimals} digits after the point. */
    static StringBuilder appendUnits(StringBuilder sb, long units, int decimals) {
        long scale = POW10[decimals];
        if (units < 0) {
            sb.append('-');
            units = -units;
        }
        sb.append(units / scale);
        if (decimals > 0) {
            sb.append('.');
            String frac = Long.toString(units % scale);
            for (int i = frac.length(); i < decimals; i++) {
                sb.append('0');
            }
            sb.append(frac);
        }
        return sb;
    }
}
