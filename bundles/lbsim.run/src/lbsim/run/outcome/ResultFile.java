package lbsim.run.outcome;

import java.io.IOException;

/**
 * A file of a result folder, as a typed value that knows how to serialize itself: the run outcome holds these
 * (records of figures), and the result writer asks each to write its text when the folder is written. Nothing
 * holds the text in between.
 */
public interface ResultFile {

    /** The file name in the result folder, e.g. {@code masterslave.csv}. */
    String name();

    /** Writes the file's text (UTF-8 when it goes to a file; lines end with {@code \n}). */
    void write(Appendable out) throws IOException;

    /** The file's text, serialized now (for tests and small tools; the writer streams {@link #write}). */
    default String text() {
        StringBuilder sb = new StringBuilder();
        try {
            write(sb);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a StringBuilder throws none
        }
        return sb.toString();
    }

    /** How a file's text is written. */
    @FunctionalInterface
    interface Body {
        void write(Appendable out) throws IOException;
    }

    /** A file named {@code name} whose text {@code body} writes. */
    static ResultFile of(String name, Body body) {
        return new ResultFile() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public void write(Appendable out) throws IOException {
                body.write(out);
            }
        };
    }
}
