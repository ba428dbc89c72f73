package lbsim.run.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.trace.TraceStates;
import lbsim.run.export.ChromeTraceExport;
import lbsim.run.export.CsvExport;
import lbsim.run.export.PajeExport;
import lbsim.run.export.PiclExport;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;

/**
 * Run in a child JVM with a small heap by {@link StreamingExportTest}: writes a trace of {@code intervals}
 * state intervals and {@code messages} messages with TraceWriter (a master and slaves taking turns, as a
 * master-slave run does), then writes the chrome, paje, picl and csv exports of it, and prints the line counts
 * of the files. Arguments: folder, number of slaves, rounds.
 */
public final class ExportMemoryCheck {

    private ExportMemoryCheck() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int slaves = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        Path file = dir.resolve("trace.lbt");
        int id = 0;
        try (TraceWriter w = new TraceWriter(file, TraceStates.STATES.size())) {
            // per round and slave: the master sends [t, t + 0.0001], the slave is blocked from the end of its last
            // compute to t + 0.0002, receives until t + 0.0003 and computes until t + 0.9; t advances by 1 s a round
            double[] computed = new double[slaves + 1];
            for (int r = 0; r < rounds; r++) {
                for (int s = 1; s <= slaves; s++) {
                    double t = r + s * 1e-3;
                    w.state(0, TraceStates.SEND, t, t + 1e-4);
                    w.state(s, TraceStates.BLOCKED, computed[s], t + 2e-4);
                    w.state(s, TraceStates.RECEIVE, t + 2e-4, t + 3e-4);
                    w.message(id++, 0, s, 1, 1000, t, t + 1e-4, t + 2e-4, t + 3e-4);
                    w.state(s, TraceStates.COMPUTE, t + 3e-4, t + 0.9);
                    computed[s] = t + 0.9;
                }
            }
            List<String> tasks = new ArrayList<>();
            int[] host = new int[slaves + 1];
            for (int s = 0; s <= slaves; s++) {
                tasks.add(s == 0 ? "master" : "slave-" + s);
                host[s] = s;
            }
            w.finish(rounds + 1.0, tasks, tasks, host, TraceStates.STATES, "memory", 1L);
        }
        try (TraceFileStore s = TraceFileStore.open(file)) {
            s.validate();
            // the exporters Exports calls for chrome, paje, picl and csv (Exports itself would load the pictures' classes)
            text(dir.resolve("trace.json"), w -> ChromeTraceExport.write(s, w));
            text(dir.resolve("trace.paje"), w -> PajeExport.write(s, w));
            text(dir.resolve("trace.trf"), w -> PiclExport.write(s, w));
            text(dir.resolve("states.csv"), w -> CsvExport.states(s, w));
            text(dir.resolve("messages.csv"), w -> CsvExport.messages(s, w));
        }
        for (String f : new String[] { "trace.json", "trace.paje", "trace.trf", "states.csv", "messages.csv" }) {
            long lines;
            try (var l = Files.lines(dir.resolve(f))) {
                lines = l.count();
            }
            System.out.println(f + " " + lines);
        }
    }

    @FunctionalInterface
    private interface Text {
        void write(java.io.Writer w) throws java.io.IOException;
    }

    private static void text(Path file, Text content) throws java.io.IOException {
        try (java.io.Writer w = Files.newBufferedWriter(file)) {
            content.write(w);
        }
    }
}
