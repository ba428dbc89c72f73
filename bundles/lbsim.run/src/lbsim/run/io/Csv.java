package lbsim.run.io;

import java.util.ArrayList;
import java.util.List;

/**
 * CSV as written and read by lbsim (RFC 4180 without line breaks inside fields): comma-separated,
 * fields with a comma or a double quote are quoted and their quotes doubled. Numbers are written with
 * {@link Double#toString(double)}; NaN is an empty field.
 */
public final class Csv {

    private Csv() {
    }

    /** A text field, quoted when it must be. */
    public static String text(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"").replace('\n', ' ').replace('\r', ' ') + '"';
    }

    /** A number field: the shortest exact decimal, or empty for NaN. */
    public static String number(double d) {
        return Double.isNaN(d) ? "" : Double.toString(d);
    }

    /**
     * Splits one line into fields.
     *
     * @throws IllegalArgumentException for an unterminated quoted field
     */
    public static String[] split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int i = 0;
        int n = line.length();
        while (true) {
            if (i < n && line.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= n) {
                        throw new IllegalArgumentException("unterminated quoted field");
                    }
                    char c = line.charAt(i++);
                    if (c == '"') {
                        if (i < n && line.charAt(i) == '"') {
                            cur.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        cur.append(c);
                    }
                }
            }
            while (i < n && line.charAt(i) != ',') {
                cur.append(line.charAt(i++));
            }
            out.add(cur.toString());
            cur.setLength(0);
            if (i >= n) {
                break;
            }
            i++; // the comma
        }
        return out.toArray(new String[0]);
    }
}
