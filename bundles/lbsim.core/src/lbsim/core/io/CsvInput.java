package lbsim.core.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The rows of one of lbsim's CSV input files, read whole.
 * <p>
 * The format shared by all of them: UTF-8 text; fields separated by commas, with spaces around a field
 * ignored (no quoting); blank lines and lines whose first non-blank character is {@code #} are ignored;
 * the first other line is the header, which must be one of the accepted headers (column names compared
 * without regard to case). Numbers are decimal ({@code 12}, {@code -0.5}, {@code 1e-3}); NaN, infinities,
 * hexadecimal and type suffixes are rejected. Every problem is reported as an {@link InputFileException}
 * naming the file and line.
 */
public final class CsvInput {

    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private final Path file;
    private final String[] columns;
    private final int[] lines;
    private final String[][] fields;

    private CsvInput(Path file, String[] columns, int[] lines, String[][] fields) {
        this.file = file;
        this.columns = columns;
        this.lines = lines;
        this.fields = fields;
    }

    /**
     * Reads a file whose header must be one of {@code acceptedHeaders} (each a comma-separated list of
     * column names, e.g. {@code "arrival_s,cpu_s,nice"}).
     *
     * @throws InputFileException if the file is missing or unreadable, has no header, a header that is not
     *                            accepted, or a row with a different number of fields than the header
     */
    public static CsvInput read(Path file, String... acceptedHeaders) throws InputFileException {
        List<String> text;
        text = InputFiles.readLines(file);
        String[] columns = null;
        List<Integer> lineNumbers = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < text.size(); i++) {
            String raw = text.get(i);
            if (i == 0 && raw.startsWith("\uFEFF")) {
                raw = raw.substring(1);
            }
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split(",", -1);
            for (int c = 0; c < cells.length; c++) {
                cells[c] = cells[c].strip();
            }
            if (columns == null) {
                columns = matchHeader(file, i + 1, cells, acceptedHeaders);
                continue;
            }
            if (cells.length != columns.length) {
                throw new InputFileException(file, i + 1, "expected " + columns.length + " field"
                        + (columns.length == 1 ? "" : "s") + " (" + String.join(",", columns) + "), got "
                        + cells.length);
            }
            lineNumbers.add(i + 1);
            rows.add(cells);
        }
        if (columns == null) {
            throw new InputFileException(file, 0, "no header line; expected " + describe(acceptedHeaders));
        }
        int[] lines = new int[lineNumbers.size()];
        for (int r = 0; r < lines.length; r++) {
            lines[r] = lineNumbers.get(r);
        }
        return new CsvInput(file, columns, lines, rows.toArray(new String[0][]));
    }

    private static String[] matchHeader(Path file, int line, String[] cells, String[] acceptedHeaders)
            throws InputFileException {
        String found = String.join(",", cells).toLowerCase(Locale.ROOT);
        for (String accepted : acceptedHeaders) {
            if (accepted.toLowerCase(Locale.ROOT).equals(found)) {
                return accepted.split(",");
            }
        }
        throw new InputFileException(file, line, "header must be " + describe(acceptedHeaders) + ", got '"
                + String.join(",", cells) + "'");
    }

    private static String describe(String[] acceptedHeaders) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < acceptedHeaders.length; i++) {
            if (i > 0) {
                b.append(i == acceptedHeaders.length - 1 ? " or " : ", ");
            }
            b.append('\'').append(acceptedHeaders[i]).append('\'');
        }
        return b.toString();
    }

    /** The file as given. */
    public Path file() {
        return file;
    }

    /** Number of columns of the header found. */
    public int columnCount() {
        return columns.length;
    }

    /** Number of data rows (header, blank and comment lines excluded). */
    public int rowCount() {
        return lines.length;
    }

    /** The 1-based line number of a data row in the file. */
    public int line(int row) {
        return lines[row];
    }

    /** A field of a data row, stripped of surrounding spaces. */
    public String field(int row, int column) {
        return fields[row][column];
    }

    /**
     * A field as a finite decimal number.
     *
     * @throws InputFileException naming the line and column if it is not one
     */
    public double number(int row, int column) throws InputFileException {
        String s = fields[row][column];
        if (!NUMBER.matcher(s).matches()) {
            throw error(row, columns[column] + " must be a number, got '" + s + "'");
        }
        double x = Double.parseDouble(s);
        if (Double.isInfinite(x)) {
            throw error(row, columns[column] + " is out of range: " + s);
        }
        return x;
    }

    /**
     * A field as a decimal integer.
     *
     * @throws InputFileException naming the line and column if it is not one
     */
    public int integer(int row, int column) throws InputFileException {
        String s = fields[row][column];
        try {
            return Integer.parseInt(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            throw error(row, columns[column] + " must be an integer, got '" + s + "'");
        }
    }

    /** An exception for a problem with a data row: {@code FILE:LINE: problem}. */
    public InputFileException error(int row, String problem) {
        return new InputFileException(file, lines[row], problem);
    }

    /** An exception for a problem with the whole file: {@code FILE: problem}. */
    public InputFileException fileError(String problem) {
        return new InputFileException(file, 0, problem);
    }
}
