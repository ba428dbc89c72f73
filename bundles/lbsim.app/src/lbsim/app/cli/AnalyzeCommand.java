package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import lbsim.trace.store.TraceStore;

import lbsim.model.io.ScenarioException;
import lbsim.trace.analysis.AnalysisReport;
import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.analysis.CriticalPath;
import lbsim.trace.analysis.RunEnd;
import lbsim.run.result.AppMakespan;
import lbsim.trace.analysis.TimeBreakdown;
import lbsim.run.io.Json;
import lbsim.trace.TraceFormatException;

/**
 * {@code lbsim analyze RESULTDIR [--critical-path] [--breakdown] [--matrix] [--json]}: the analyses of
 * lbsim.trace.analysis on a result folder's trace.lbt, as text tables or one JSON object on stdout. No
 * analysis named: all three. A master-slave run's folder (masterslave.csv) also gives its makespan (the
 * master has the last result) beside the run end (the last task's end, after the stop messages), both under
 * their names: a first line "makespan M s (the master's last result), run end E s", or in JSON the entries
 * "makespanSeconds" and "runEndSeconds" first. A missing folder, a folder without a trace, a damaged trace or a trace
 * without events: one line, exit 2.
 */
public final class AnalyzeCommand implements Command {

    private static final String USAGE = "usage: lbsim analyze RESULTDIR [--critical-path] [--breakdown] [--matrix] [--json]";

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        String folder = null;
        boolean path = false;
        boolean breakdown = false;
        boolean matrix = false;
        boolean json = false;
        for (String a : args) {
            switch (a) {
                case "--critical-path" -> path = true;
                case "--breakdown" -> breakdown = true;
                case "--matrix" -> matrix = true;
                case "--json" -> json = true;
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "' for analyze");
                    }
                    if (folder != null) {
                        throw new UsageException("analyze: more than one result folder given: '" + folder + "' and '" + a + "'");
                    }
                    folder = a;
                }
            }
        }
        if (folder == null) {
            throw new UsageException(USAGE);
        }
        if (!path && !breakdown && !matrix) {
            path = breakdown = matrix = true;
        }
        Path dir = Path.of(folder);
        try (TraceStore s = TraceFolders.openFolder(dir, "analyse")) {
            TraceFolders.requireEvents(s, dir.resolve(lbsim.trace.TraceFile.NAME), "analyse");
            CriticalPath cp = path ? CriticalPath.of(s) : null;
            TimeBreakdown tb = breakdown ? TimeBreakdown.of(s) : null;
            CommunicationMatrix cm = matrix ? CommunicationMatrix.of(s) : null;
            OptionalDouble makespan = AppMakespan.of(dir);
            double runEnd = makespan.isPresent() ? RunEnd.seconds(s) : Double.NaN;
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
                if (makespan.isPresent()) {
                    m.put("makespanSeconds", makespan.getAsDouble());
                    m.put("runEndSeconds", runEnd);
                }
                if (cp != null) {
                    m.put("criticalPath", AnalysisReport.json(cp, s, true));
                }
                if (tb != null) {
                    m.put("breakdown", AnalysisReport.json(tb));
                }
                if (cm != null) {
                    m.put("matrix", AnalysisReport.json(cm, s));
                }
                io.out().print(Json.write(m));
            } else {
                StringBuilder sb = new StringBuilder();
                if (makespan.isPresent()) {
                    sb.append(AppMakespan.text(makespan, runEnd)).append('\n');
                }
                if (cp != null) {
                    sb.append(sb.isEmpty() ? "" : "\n").append(AnalysisReport.text(cp, s));
                }
                if (tb != null) {
                    sb.append(sb.isEmpty() ? "" : "\n").append(AnalysisReport.text(tb, s));
                }
                if (cm != null) {
                    sb.append(sb.isEmpty() ? "" : "\n").append(AnalysisReport.text(cm, s));
                }
                io.out().print(sb);
            }
        } catch (FileSystemException | TraceFormatException e) { // no such folder or file, not readable, damaged
            throw new ScenarioException(e.getMessage());
        }
        return ExitCodes.OK;
    }
}
