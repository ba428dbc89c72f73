package lbsim.run.export;

import lbsim.run.io.AtomicFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;

/**
 * The exports a run or {@code lbsim export} can write next to the result files: one table, one entry per
 * export (name, files, usage line, writer). Adding an export means a writer class and one line in
 * {@link #ALL}. Every file is written under a temporary name and renamed when complete.
 */
public final class Exports {

    /** Writes one export of a trace file into a folder. */
    @FunctionalInterface
    public interface Writer {
        void write(TraceStore trace, Path dir, Pictures pictures) throws IOException;
    }

    /** The space-time layout the picture exports share, made once per folder when first asked for. */
    public static final class Pictures {
        private final TraceStore trace;
        private final String title;
        private SpaceTimeLayout layout;

        Pictures(TraceStore trace, String title) {
            this.trace = trace;
            this.title = title;
        }

        /** The layout of the space-time diagram, at the default size, with the title (reads the trace a chunk at a time). */
        public SpaceTimeLayout layout() throws IOException {
            if (layout == null) {
                layout = SpaceTimeLayout.of(trace, SpaceTimePicture.DEFAULT_WIDTH, SpaceTimePicture.heightFor(trace), title);
            }
            return layout;
        }
    }

    /**
     * One export.
     *
     * @param name   as given in a list of exports (lower case)
     * @param files  the files it writes, in order
     * @param usage  what it is, for help texts
     * @param writer writes the files
     */
    public record Export(String name, List<String> files, String usage, Writer writer) {
    }

    /** Every export, in the order they are written. */
    public static final List<Export> ALL = List.of(
            new Export("chrome", List.of("trace.json"), "Chrome trace-event JSON (Perfetto, chrome://tracing)",
                    (t, dir, p) -> text(dir.resolve("trace.json"), w -> ChromeTraceExport.write(t, w))),
            new Export("paje", List.of("trace.paje"), "Paje (ViTE)",
                    (t, dir, p) -> text(dir.resolve("trace.paje"), w -> PajeExport.write(t, w))),
            new Export("picl", List.of("trace.trf"), "PICL (ParaGraph)",
                    (t, dir, p) -> text(dir.resolve("trace.trf"), w -> PiclExport.write(t, w))),
            new Export("csv", List.of("states.csv", "messages.csv"), "task states and messages as CSV",
                    (t, dir, p) -> {
                        text(dir.resolve("states.csv"), w -> CsvExport.states(t, w));
                        text(dir.resolve("messages.csv"), w -> CsvExport.messages(t, w));
                    }),
            new Export("png", List.of("spacetime.png"), "the space-time diagram as PNG",
                    (t, dir, p) -> SpaceTimePicture.writePng(p.layout(), dir.resolve("spacetime.png"))),
            new Export("svg", List.of("spacetime.svg"), "the space-time diagram as SVG",
                    (t, dir, p) -> SpaceTimePicture.writeSvg(p.layout(), dir.resolve("spacetime.svg"))));

    /** The known export names, in the order they are written. */
    public static final List<String> KNOWN = ALL.stream().map(Export::name).toList();

    private Exports() {
    }

    /**
     * Parses a comma-separated list of export names (duplicates and blanks ignored).
     *
     * @throws IllegalArgumentException naming the unknown name and listing the known ones
     */
    public static List<String> parse(String list) {
        Set<String> out = new LinkedHashSet<>();
        for (String s : list.split(",")) {
            String name = s.trim().toLowerCase(java.util.Locale.ROOT);
            if (name.isEmpty()) {
                continue;
            }
            if (!KNOWN.contains(name)) {
                throw new IllegalArgumentException("unknown export '" + s.trim() + "'; known exports: " + String.join(", ", KNOWN));
            }
            out.add(name);
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no export named; known exports: " + String.join(", ", KNOWN));
        }
        return List.copyOf(out);
    }

    /** The export of this name. */
    public static Export get(String name) {
        for (Export e : ALL) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown export '" + name + "'; known exports: " + String.join(", ", KNOWN));
    }

    /** The files an export writes. */
    public static List<String> files(String name) {
        return get(name).files();
    }

    /** One line per export for help texts: {@code indent}, the name, its files and what it is (no final line break). */
    public static String usage(String indent) {
        StringBuilder sb = new StringBuilder();
        for (Export e : ALL) {
            if (!sb.isEmpty()) {
                sb.append('\n');
            }
            sb.append(indent).append(String.format(java.util.Locale.ROOT, "%-7s", e.name())).append(String.join(", ", e.files()))
                    .append(": ").append(e.usage());
        }
        return sb.toString();
    }

    /**
     * Writes the named exports of a trace into a folder.
     *
     * @param title the pictures' title
     * @return the files written, in order
     */
    public static List<Path> write(TraceStore trace, Path dir, List<String> names, String title) throws IOException {
        return write(trace, dir, names, title, () -> false);
    }

    /**
     * As {@link #write(TraceStore, Path, List, String)}, giving up when {@code abandon} says so: it is asked before
     * each export and after every mebibyte a text export writes.
     *
     * @throws java.util.concurrent.CancellationException when abandoned (the files written so far stay: the caller
     *                                                   writes into a temporary folder it deletes)
     */
    public static List<Path> write(TraceStore trace, Path dir, List<String> names, String title,
            java.util.function.BooleanSupplier abandon) throws IOException {
        List<Path> written = new ArrayList<>();
        Pictures pictures = new Pictures(trace, title);
        java.util.function.BooleanSupplier before = ABANDON.get();
        ABANDON.set(abandon);
        try {
            for (Export e : ALL) {
                if (!names.contains(e.name())) {
                    continue;
                }
                if (abandon.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException("export abandoned");
                }
                e.writer().write(trace, dir, pictures);
                for (String f : e.files()) {
                    written.add(dir.resolve(f));
                }
            }
        } finally {
            if (before == null) {
                ABANDON.remove();
            } else {
                ABANDON.set(before);
            }
        }
        return written;
    }

    /** The abandon check of the {@link #write} running on this thread (text exports ask it as they write). */
    private static final ThreadLocal<java.util.function.BooleanSupplier> ABANDON = new ThreadLocal<>();

    /**
     * The pictures' title for a trace file: "lbsim: SCENARIO (seed S)", or "lbsim: FALLBACK" when the file does
     * not know its scenario.
     */
    public static String title(TraceStore trace, String fallback) {
        if (trace.scenarioName().isEmpty()) {
            return "lbsim: " + fallback;
        }
        return "lbsim: " + trace.scenarioName() + (trace.seed() == null ? "" : " (seed " + trace.seed() + ")");
    }

    /** Text written through a Writer. */
    @FunctionalInterface
    interface TextContent {
        void writeTo(java.io.Writer w) throws IOException;
    }

    private static void text(Path file, TextContent content) throws IOException {
        java.util.function.BooleanSupplier abandon = ABANDON.get();
        AtomicFiles.write(file, raw -> {
            java.io.OutputStream os = abandon == null ? raw : new java.io.FilterOutputStream(raw) {
                private long unchecked;

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                    unchecked += len;
                    if (unchecked >= 1 << 20) {
                        unchecked = 0;
                        if (abandon.getAsBoolean()) {
                            throw new java.util.concurrent.CancellationException("export abandoned");
                        }
                    }
                }
            };
            java.io.Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
            content.writeTo(w);
            w.flush();
        });
    }
}
