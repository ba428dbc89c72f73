package lbsim.app.cli;

import java.io.PrintStream;
import java.util.Locale;

import lbsim.run.experiment.ExperimentRunner;
import lbsim.run.launch.RunListener;

/**
 * The machine-readable progress of {@code lbsim run --progress=machine}, for the IDE's launch: besides
 * the normal messages, stderr carries lines
 * <pre>
 * lbsim-progress {"simulated_s":12.5,"end_s":100.0,"events":123456}           (a single run; end_s 0 when unknown)
 * lbsim-progress {"points_done":3,"points":9,"runs_done":10,"runs":27}          (an experiment)
 * </pre>
 * about four times a second and once at the end; once before a single run starts, where its trace grows and the live
 * snapshot that makes it readable while it does (lbsim.trace.store.TraceStores.openLive; both removed at the end)
 * <pre>
 * lbsim-trace {"folder":"/abs/NAME","trace":"/abs/.NAME.trace-PID-N.lbt","live":"/abs/.NAME.trace-PID-N.lbt.live"}
 * </pre>
 * one line per problem of bad input before the outcome
 * ({@link ProblemLines#machine}: the problem's object, feature and rule as data)
 * <pre>
 * lbsim-problem {"severity":"error","file":"a.lbsim",...,"rule":"positiveSpeed","message":"...","text":"..."}
 * </pre>
 * and as the very last line
 * <pre>
 * lbsim-outcome {"status":"completed|stopped|failed|bad-input","exit":N,"folder":"/abs/path/or/empty","message":"one line"}
 * </pre>
 */
public final class MachineProgress implements RunListener {

    static final String PROGRESS = "lbsim-progress ";
    static final String OUTCOME = "lbsim-outcome ";
    static final String PROBLEM = "lbsim-problem ";
    static final String TRACE = "lbsim-trace ";

    private final PrintStream err;

    MachineProgress(PrintStream err) {
        this.err = err;
    }

    @Override
    public void runProgress(double simulatedSeconds, double endSeconds, long events) {
        line(PROGRESS + "{\"simulated_s\":" + number(simulatedSeconds) + ",\"end_s\":" + number(endSeconds) + ",\"events\":"
                + events + "}");
    }

    @Override
    public boolean wantsLiveTrace() {
        return true;
    }

    @Override
    public void runTrace(java.nio.file.Path folder, java.nio.file.Path trace, java.nio.file.Path live) {
        line(TRACE + "{\"folder\":" + string(folder.toString()) + ",\"trace\":" + string(trace.toString()) + ",\"live\":"
                + string(live.toString()) + "}");
    }

    @Override
    public void experimentProgress(ExperimentRunner.Snapshot s) {
        line(PROGRESS + "{\"points_done\":" + s.pointsDone() + ",\"points\":" + s.pointsTotal() + ",\"runs_done\":" + s.runsDone()
                + ",\"runs\":" + s.runsTotal() + "}");
    }

    private void line(String text) {
        synchronized (err) {
            err.println(text);
            err.flush();
        }
    }

    /** The outcome line for an exit code: 0 completed, 1 failed, 2 bad-input, 128 + a signal stopped. */
    public static String outcome(int exit, String folder, String message) {
        String status = switch (exit) {
            case 0 -> "completed";
            case 1 -> "failed";
            case 2 -> "bad-input";
            default -> exit > 128 ? "stopped" : "failed";
        };
        return OUTCOME + "{\"status\":\"" + status + "\",\"exit\":" + exit + ",\"folder\":" + string(folder) + ",\"message\":"
                + string(message == null ? "" : message) + "}";
    }

    /** A JSON number: finite doubles as Java writes them (valid JSON), anything else 0. */
    static String number(double v) {
        return Double.isFinite(v) ? Double.toString(v) : "0";
    }

    /** A JSON string on one line. */
    static String string(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
