package lbsim.run.export;

import lbsim.run.io.AtomicFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import lbsim.run.layout.SpaceTimeLayout;
import lbsim.run.trace.RunTrace;

/**
 * The exports a run or {@code lbsim export} can write next to the result files, by name:
 * <ul>
 * <li>{@code chrome}: trace.json, Chrome trace-event JSON (Perfetto, chrome://tracing);</li>
 * <li>{@code paje}: trace.paje (ViTE);</li>
 * <li>{@code picl}: trace.trf, PICL for ParaGraph;</li>
 * <li>{@code csv}: states.csv and messages.csv;</li>
 * <li>{@code png}, {@code svg}: spacetime.png, spacetime.svg, the space-time diagram.</li>
 * </ul>
 * Every file is written under a temporary name and renamed when complete.
 */
public final class Exports {

    /** The known export names, in the order they are written. */
    public static final List<String> KNOWN = List.of("chrome", "paje", "picl", "csv", "png", "svg");

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

    /** The files an export writes. */
    public static List<String> files(String name) {
        return switch (name) {
            case "chrome" -> List.of("trace.json");
            case "paje" -> List.of("trace.paje");
            case "picl" -> List.of("trace.trf");
            case "csv" -> List.of("states.csv", "messages.csv");
            case "png" -> List.of("spacetime.png");
            case "svg" -> List.of("spacetime.svg");
            default -> throw new IllegalArgumentException("unknown export '" + name + "'; known exports: "
                    + String.join(", ", KNOWN));
        };
    }

    /**
     * Writes the named exports of a trace into a folder.
     *
     * @param title the pictures' title
     * @return the files written, in order
     */
    public static List<Path> write(RunTrace trace, Path dir, List<String> names, String title) throws IOException {
        List<Path> written = new ArrayList<>();
        SpaceTimeLayout layout = null;
        for (String name : KNOWN) {
            if (!names.contains(name)) {
                continue;
            }
            switch (name) {
                case "chrome" -> text(dir.resolve("trace.json"), w -> ChromeTraceExport.write(trace, w));
                case "paje" -> text(dir.resolve("trace.paje"), w -> PajeExport.write(trace, w));
                case "picl" -> text(dir.resolve("trace.trf"), w -> PiclExport.write(trace, w));
                case "csv" -> {
                    text(dir.resolve("states.csv"), w -> CsvExport.states(trace, w));
                    text(dir.resolve("messages.csv"), w -> CsvExport.messages(trace, w));
                }
                default -> {
                    if (layout == null) {
                        layout = SpaceTimeLayout.of(trace, SpaceTimePicture.DEFAULT_WIDTH, SpaceTimePicture.heightFor(trace),
                                title);
                    }
                    if (name.equals("png")) {
                        SpaceTimePicture.writePng(layout, dir.resolve("spacetime.png"));
                    } else {
                        SpaceTimePicture.writeSvg(layout, dir.resolve("spacetime.svg"));
                    }
                }
            }
            for (String f : files(name)) {
                written.add(dir.resolve(f));
            }
        }
        return written;
    }

    /** Text written through a Writer. */
    @FunctionalInterface
    interface TextContent {
        void writeTo(Writer w) throws IOException;
    }

    private static void text(Path file, TextContent content) throws IOException {
        AtomicFiles.write(file, os -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
            content.writeTo(w);
            w.flush();
        });
    }

}
