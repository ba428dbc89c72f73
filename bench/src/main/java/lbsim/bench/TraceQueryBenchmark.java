package lbsim.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Summary;
import lbsim.trace.file.TraceFileStore;

/**
 * Opens a trace file (default: the one {@code bench/run.sh masterslave} wrote) and times the questions a
 * space-time view asks: a summary of the whole run at 1600 pixels, a summary of a 1 % window in the
 * middle, the states of one task and the messages of the master in that window. Arguments:
 * {@code --file=PATH --width=W --rounds=N}.
 */
public final class TraceQueryBenchmark {

    private TraceQueryBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of("target", "masterslave.lbt");
        int width = 1600;
        int rounds = 3;
        Path chrome = null;
        String exports = null;
        Path out = Path.of("target", "exports");
        for (String a : args) {
            if (a.startsWith("--file=")) {
                file = Path.of(a.substring(7));
            } else if (a.startsWith("--width=")) {
                width = Integer.parseInt(a.substring(8));
            } else if (a.startsWith("--chrome=")) {
                chrome = Path.of(a.substring(9));
            } else if (a.startsWith("--export=")) {
                exports = a.substring(9);
            } else if (a.startsWith("--out=")) {
                out = Path.of(a.substring(6));
            } else if (a.startsWith("--rounds=")) {
                rounds = Integer.parseInt(a.substring(9));
            } else {
                throw new IllegalArgumentException("unknown argument " + a
                        + " (use --file=PATH --width=W --rounds=N --chrome=OUT.json --export=chrome,paje,picl,csv --out=DIR)");
            }
        }
        System.out.printf(Locale.ROOT, "trace queries on %s (%.1f MB), %d pixels, max heap %.0f MiB%n", file,
                Files.size(file) / 1e6, width, Runtime.getRuntime().maxMemory() / 1048576.0);
        for (int r = 1; r <= rounds; r++) {
            long t = System.nanoTime();
            try (TraceFileStore s = TraceFileStore.open(file)) {
                double open = ms(t);
                double end = s.endSeconds();
                t = System.nanoTime();
                Summary whole = s.summary(0, end, width);
                double qWhole = ms(t);
                double w0 = end * 0.495;
                double w1 = end * 0.505;
                t = System.nanoTime();
                Summary window = s.summary(w0, w1, width);
                double qWindow = ms(t);
                t = System.nanoTime();
                Intervals one = s.states(1, w0, w1);
                double qStates = ms(t);
                t = System.nanoTime();
                Messages master = s.messages(0, TraceStore_ANY, w0, w1);
                double qMessages = ms(t);
                System.out.printf(Locale.ROOT, "  round %d: open %.0f ms (%d tasks, %d intervals, %d messages, end %.1f s);"
                        + " summary of the whole run %.0f ms (%s); of a 1%% window %.0f ms (%s, %d message pixel pairs);"
                        + " states of task 1 in the window %.0f ms (%d); messages of the master in the window %.0f ms (%d)%n",
                        r, open, s.taskCount(), s.intervalCount(), s.messageCount(), end, qWhole,
                        whole.exact() ? "from the events" : "from the level", qWindow,
                        window.exact() ? "from the events" : "from the level", window.pairCount(), qStates, one.size(),
                        qMessages, master.size());
            }
        }

        if (exports != null) {
            exports(file, exports, out);
        }
        if (chrome != null) {
            long t = System.nanoTime();
            try (TraceFileStore s = TraceFileStore.open(file);
                    java.io.Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(Files.newOutputStream(chrome),
                            java.nio.charset.StandardCharsets.UTF_8), 1 << 16)) {
                lbsim.run.export.ChromeTraceExport.write(s, w);
            }
            long peak = 0;
            for (java.lang.management.MemoryPoolMXBean p : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                if (p.getType() == java.lang.management.MemoryType.HEAP) {
                    peak += p.getPeakUsage().getUsed();
                }
            }
            System.out.printf(Locale.ROOT, "  Chrome JSON export (streaming) to %s: %.1f MB in %.1f s; heap peak %.0f MiB"
                    + " (sum of the pools' peaks) of %.0f MiB max%n", chrome, Files.size(chrome) / 1e6, ms(t) / 1e3,
                    peak / 1048576.0, Runtime.getRuntime().maxMemory() / 1048576.0);
        }
    }

    /** Writes each named export into {@code out} on its own, with its wall time and the heap's peak during it. */
    private static void exports(Path file, String names, Path out) throws IOException {
        Files.createDirectories(out);
        for (String name : names.split(",")) {
            for (java.lang.management.MemoryPoolMXBean p : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                p.resetPeakUsage();
            }
            long t = System.nanoTime();
            java.util.List<String> files = switch (name) {
                case "chrome" -> java.util.List.of("trace.json");
                case "paje" -> java.util.List.of("trace.paje");
                case "picl" -> java.util.List.of("trace.trf");
                case "csv" -> java.util.List.of("states.csv", "messages.csv");
                default -> throw new IllegalArgumentException("unknown export " + name + " (chrome, paje, picl, csv)");
            };
            // the exporters lbsim.run.export.Exports calls (Exports itself needs the pictures' libraries)
            try (TraceFileStore s = TraceFileStore.open(file)) {
                for (String f : files) {
                    try (java.io.Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(
                            Files.newOutputStream(out.resolve(f)), java.nio.charset.StandardCharsets.UTF_8), 1 << 16)) {
                        switch (f) {
                            case "trace.json" -> lbsim.run.export.ChromeTraceExport.write(s, w);
                            case "trace.paje" -> lbsim.run.export.PajeExport.write(s, w);
                            case "trace.trf" -> lbsim.run.export.PiclExport.write(s, w);
                            case "states.csv" -> lbsim.run.export.CsvExport.states(s, w);
                            default -> lbsim.run.export.CsvExport.messages(s, w);
                        }
                    }
                }
            }
            double seconds = ms(t) / 1e3;
            long peak = 0;
            for (java.lang.management.MemoryPoolMXBean p : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                if (p.getType() == java.lang.management.MemoryType.HEAP) {
                    peak += p.getPeakUsage().getUsed();
                }
            }
            long bytes = 0;
            for (String f : files) {
                bytes += Files.size(out.resolve(f));
            }
            System.out.printf(Locale.ROOT, "  export %s: %.1f MB in %.1f s; heap peak %.0f MiB (sum of the pools' peaks) of"
                    + " %.0f MiB max%n", name, bytes / 1e6, seconds, peak / 1048576.0, Runtime.getRuntime().maxMemory() / 1048576.0);
        }
    }

    private static final int TraceStore_ANY = lbsim.trace.store.TraceStore.ANY;

    private static double ms(long since) {
        return (System.nanoTime() - since) / 1e6;
    }
}
