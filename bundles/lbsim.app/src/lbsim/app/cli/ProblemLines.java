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

    /**
     * The machine-readable line of one cause of a failed run of an experiment: the problem's line
     * ({@link #machine(Problem)}) with the run as data, {@code "point":P,"replication":R,"seed":S,"assignments":[...]}
     * (the point's {@code PATH=VALUE} assignments, in order; the seed a whole JSON number, exact), e.g.
     * <pre>
     * lbsim-problem {"severity":"error","file":"a.lbsim",...,"text":"a.lbsim: ...","point":1,"replication":0,
     *   "seed":-4962768465676381896,"assignments":["application/mainClass=bad.NoSuchProgram"]}
     * </pre>
     */
    public static String machine(Problem p, lbsim.run.experiment.RunFailure run) {
        String line = machine(p);
        StringBuilder b = new StringBuilder(line.substring(0, line.length() - 1));
        b.append(",\"point\":").append(run.point()).append(",\"replication\":").append(run.replication())
                .append(",\"seed\":").append(run.seed()).append(",\"assignments\":[");
        for (int i = 0; i < run.assignments().size(); i++) {
            b.append(i == 0 ? "" : ",").append(MachineProgress.string(run.assignments().get(i)));
        }
        return b.append("]}").toString();
    }

    private static String nullable(String s) {
        return s == null ? "null" : MachineProgress.string(s);
    }
}
