package lbsim.run.export;

/** Names from a trace file made safe for the text formats that cannot hold every character. */
public final class Labels {

    private Labels() {
    }

    /**
     * The text with every character that XML 1.0 cannot hold or that is not meant to be printed (control
     * characters such as U+0001 or a line break, unpaired surrogates, U+FFFE, U+FFFF) written as {@code \\uXXXX},
     * so a name read from a trace file gives a well-formed SVG and a one-line label.
     */
    public static String printable(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = Character.isISOControl(c) || c == '\uFFFE' || c == '\uFFFF'
                    || (Character.isHighSurrogate(c) && (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))))
                    || (Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1))));
            if (bad && sb == null) {
                sb = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (bad) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? text : sb.toString();
    }
}
