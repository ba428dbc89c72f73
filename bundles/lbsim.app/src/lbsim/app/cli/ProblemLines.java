package lbsim.app.cli;

import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioOverrides;

/**
 * Problems as the command line prints them: the model reports a bad {@code PATH=VALUE} assignment as data (its
 * path, whether it is a sweep's value); here it is named by the flag that gave it, {@code --set} or {@code --sweep}.
 */
public final class ProblemLines {

    private ProblemLines() {
    }

    /** One problem as one line, without the {@code lbsim: } prefix. */
    public static String line(Problem p) {
        if (p.assignment() == null) {
            return p.text();
        }
        Problem said = ScenarioOverrides.SINGLE_VALUE_RULE.equals(p.rule())
                ? p.withMessage("'" + p.feature() + "' is a list; --set changes single values only")
                : p;
        return said.text((p.swept() ? "--sweep " : "--set ") + p.assignment());
    }

    /**
     * The machine-readable line of a problem for {@code --progress=machine}, e.g.
     * <pre>
     * lbsim-problem {"severity":"error","file":"a.lbsim","line":0,"column":0,"object_uri":"file:/w/a.lbsim#ws1",
     *   "object":"Host 'ws1'","object_path":"platform/hosts[0]","feature":"speed","rule":"positiveSpeed",
     *   "message":"Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed)","text":"a.lbsim: Host ..."}
     * </pre>
     * (one line; absent values are null; {@code text} is the line as printed).
     */
    public static String machine(Problem p) {
        return MachineProgress.PROBLEM + "{\"severity\":" + MachineProgress.string(p.error() ? "error" : "warning")
                + ",\"file\":" + nullable(p.file()) + ",\"line\":" + p.line() + ",\"column\":" + p.column()
                + ",\"object_uri\":" + nullable(p.objectUri()) + ",\"object\":" + nullable(p.objectLabel())
                + ",\"object_path\":" + nullable(p.objectPath()) + ",\"feature\":" + nullable(p.feature())
                + ",\"rule\":" + nullable(p.rule()) + ",\"message\":" + MachineProgress.string(p.message())
                + ",\"text\":" + MachineProgress.string(line(p)) + "}";
    }

    private static String nullable(String s) {
        return s == null ? "null" : MachineProgress.string(s);
    }
}
