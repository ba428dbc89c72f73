package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import lbsim.trace.store.TraceStore;

import lbsim.model.io.ScenarioException;
import lbsim.trace.analysis.AnalysisReport;
import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.analysis.CriticalPath;
import lbsim.trace.analysis.TimeBreakdown;
import lbsim.run.io.Json;
import lbsim.trace.TraceFormatException;

/**
 * {@code lbsim analyze RESULTDIR [--critical-path] [--breakdown] [--matrix] [--json]}: the analyses of
 * lbsim.trace.analysis on a result folder's trace.lbt, as text tables or one JSON object on stdout. No
 * analysis named: all three. A missing folder, a folder without a trace, a damaged trace or a trace
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
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
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
                if (cp != null) {
                    sb.append(AnalysisReport.text(cp, s));
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
