package lbsim.core.analytic;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import lbsim.core.io.InputFileException;
import lbsim.core.io.InputFiles;

/**
 * Reads a resource-matrix estimate file for {@code lbsim estimate FILE}.
 * <p>
 * The format: UTF-8 text, one declaration per line, fields separated by spaces or tabs. {@code #} starts
 * a comment that runs to the end of the line; blank lines are ignored. The first other line is the
 * header {@code lbsim-estimate 1}. Then, in any order except that {@code calc} and {@code transfer}
 * lines belong to the {@code step} line above them:
 * <pre>
 * machine NAME CPU_SPEED PERIPHERAL_SPEED   a machine; speeds in any unit (factor, SpecInt95), only
 *                                           ratios between machines count (eq. 7)
 * reference NAME                            the machine RTEX and CPU% were measured on (once)
 * target NAME                               the machine to estimate for (once)
 * network SETUP_S BLOCK_BYTES BLOCK_SETUP_S BANDWIDTH_B/S [BUS_B/S]
 *                                           eq. 11 and 12 (once; BUS_B/S absent: CPU busy throughout)
 * network tcp-ip | lam-mpi                  the report's Table 2 parameters instead
 * background SECONDS                        seconds of each second reserved for other work (eq. 20), 0..1
 * step [NAME]                               starts a step (time slice)
 * calc NAME RTEX_S CPU_FRACTION             a calculation of the current step; several in one step
 *                                           run in parallel on separate target machines
 * transfer FROM TO DVOL_BYTES MSGZ_BYTES [A2ABW_B/S]
 *                                           a transfer after the current step's calculations;
 *                                           A2ABW_B/S: a measured bandwidth instead of the network
 * </pre>
 * Keywords are lower case. Numbers are decimal ({@code 0.2}, {@code 2.1e6}); byte counts are whole
 * numbers. Names contain no spaces and no {@code #}. A step's time is its slowest calculation plus its
 * transfers; the estimate is the sum of the steps.
 * <p>
 * Every problem is an {@link InputFileException} whose message is {@code FILE:LINE: what is wrong}, LINE
 * being the 1-based physical line; a declaration missing from the whole file (no {@code target}, say) is
 * reported at the last line. Only a file that is missing, unreadable or has no header line at all gives
 * {@code FILE: what is wrong}.
 */
public final class EstimateFile {

    /** The header line. */
    public static final String HEADER = "lbsim-estimate 1";

    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern WHOLE = Pattern.compile("\\+?\\d+");
    private static final Pattern SPACE = Pattern.compile("[ \\t]+");

    private final Path file;
    private final Map<String, Machine> machines = new LinkedHashMap<>();
    private final List<StepDraft> steps = new ArrayList<>();
    private final Map<String, Integer> calculationLines = new LinkedHashMap<>();
    private String referenceName;
    private int referenceLine;
    private String targetName;
    private int targetLine;
    private Network network;
    private int networkLine;
    private double background;
    private int backgroundLine;

    private record StepDraft(int line, String name, List<Calculation> calculations, List<Transfer> transfers, List<Integer> transferLines) {
    }

    private EstimateFile(Path file) {
        this.file = file;
    }

    /**
     * Reads and checks a file.
     *
     * @return the model, estimating for the file's {@code target}
     * @throws InputFileException {@code FILE:LINE: what is wrong} for the first problem found
     */
    public static ResourceModel read(Path file) throws InputFileException {
        List<String> text;
        text = InputFiles.readLines(file);
        return new EstimateFile(file).parse(text);
    }

    private ResourceModel parse(List<String> text) throws InputFileException {
        boolean header = false;
        for (int i = 0; i < text.size(); i++) {
            int line = i + 1;
            String raw = text.get(i);
            if (i == 0 && raw.startsWith("\uFEFF")) {
                raw = raw.substring(1);
            }
            int hash = raw.indexOf('#');
            String content = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (content.isEmpty()) {
                continue;
            }
            String[] f = SPACE.split(content);
            if (!header) {
                if (!String.join(" ", f).equals(HEADER)) {
                    throw error(line, "the first line must be '" + HEADER + "', got '" + content + "'");
                }
                header = true;
                continue;
            }
            declaration(line, f);
        }
        if (!header) {
            throw new InputFileException(file, 0, "no header line '" + HEADER + "'");
        }
        return finish(Math.max(1, text.size()));
    }

    private void declaration(int line, String[] f) throws InputFileException {
        try {
            switch (f[0]) {
            case "machine" -> {
                fields(line, f, 4, 4, "machine NAME CPU_SPEED PERIPHERAL_SPEED");
                if (machines.containsKey(f[1])) {
                    throw error(line, "machine '" + f[1] + "' is declared twice");
                }
                machines.put(f[1], new Machine(f[1], number(line, f[2], "CPU speed"), number(line, f[3], "peripheral speed")));
            }
            case "reference" -> {
                fields(line, f, 2, 2, "reference NAME");
                once(line, referenceLine, "reference");
                referenceName = f[1];
                referenceLine = line;
            }
            case "target" -> {
                fields(line, f, 2, 2, "target NAME");
                once(line, targetLine, "target");
                targetName = f[1];
                targetLine = line;
            }
            case "network" -> {
                once(line, networkLine, "network");
                network = network(line, f);
                networkLine = line;
            }
            case "background" -> {
                fields(line, f, 2, 2, "background SECONDS");
                once(line, backgroundLine, "background");
                background = number(line, f[1], "background");
                if (!(background >= 0 && background < 1)) {
                    throw error(line, "background must be >= 0 and < 1 second per second, got " + f[1]);
                }
                backgroundLine = line;
            }
            case "step" -> {
                fields(line, f, 1, 2, "step [NAME]");
                steps.add(new StepDraft(line, f.length > 1 ? f[1] : "", new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
            }
            case "calc" -> {
                fields(line, f, 4, 4, "calc NAME RTEX_SECONDS CPU_FRACTION");
                StepDraft s = current(line, "calc");
                if (calculationLines.containsKey(f[1])) {
                    throw error(line, "calculation '" + f[1] + "' is already declared at line " + calculationLines.get(f[1]));
                }
                s.calculations().add(new Calculation(f[1], number(line, f[2], "RTEX"), number(line, f[3], "CPU fraction")));
                calculationLines.put(f[1], line);
            }
            case "transfer" -> {
                fields(line, f, 5, 6, "transfer FROM TO DVOL_BYTES MSGZ_BYTES [A2ABW_BYTES_PER_SECOND]");
                StepDraft s = current(line, "transfer");
                double measured = f.length > 5 ? number(line, f[5], "measured bandwidth") : 0;
                if (f.length > 5 && !(measured > 0)) {
                    throw error(line, "measured bandwidth must be > 0 bytes per second, got " + f[5]);
                }
                s.transfers().add(new Transfer(f[1], f[2], whole(line, f[3], "DVOL"), whole(line, f[4], "MSGZ"), measured));
                s.transferLines().add(line);
            }
            default -> throw error(line, "unknown declaration '" + f[0]
                    + "'; expected machine, reference, target, network, background, step, calc or transfer");
            }
        } catch (IllegalArgumentException e) {
            throw error(line, e.getMessage());
        }
    }

    private Network network(int line, String[] f) throws InputFileException {
        if (f.length == 2) {
            switch (f[1].toLowerCase(Locale.ROOT)) {
            case "tcp-ip":
                return Network.TCP_IP;
            case "lam-mpi":
                return Network.LAM_MPI;
            default:
                throw error(line, "unknown network preset '" + f[1] + "'; expected tcp-ip or lam-mpi");
            }
        }
        fields(line, f, 5, 6, "network SETUP_SECONDS BLOCK_BYTES BLOCK_SETUP_SECONDS BANDWIDTH [BUS_BANDWIDTH], or network tcp-ip|lam-mpi");
        double bus = f.length > 5 ? number(line, f[5], "bus bandwidth") : 0;
        if (f.length > 5 && !(bus > 0)) {
            throw error(line, "bus bandwidth must be > 0 bytes per second, got " + f[5]);
        }
        return new Network(number(line, f[1], "setup time"), whole(line, f[2], "block size"), number(line, f[3], "block setup time"),
                number(line, f[4], "bandwidth"), bus);
    }

    private ResourceModel finish(int lastLine) throws InputFileException {
        if (referenceName == null) {
            throw error(lastLine, "no 'reference NAME' line (end of file)");
        }
        if (targetName == null) {
            throw error(lastLine, "no 'target NAME' line (end of file)");
        }
        Machine reference = machines.get(referenceName);
        if (reference == null) {
            throw error(referenceLine, "reference: no machine '" + referenceName + "'");
        }
        Machine target = machines.get(targetName);
        if (target == null) {
            throw error(targetLine, "target: no machine '" + targetName + "'");
        }
        if (steps.isEmpty()) {
            throw error(lastLine, "no 'step' line (end of file)");
        }
        List<Step> built = new ArrayList<>();
        for (StepDraft s : steps) {
            if (s.calculations().isEmpty() && s.transfers().isEmpty()) {
                throw error(s.line(), "step" + (s.name().isEmpty() ? "" : " '" + s.name() + "'") + " has no calc or transfer lines");
            }
            for (int t = 0; t < s.transfers().size(); t++) {
                Transfer tr = s.transfers().get(t);
                for (String end : List.of(tr.from(), tr.to())) {
                    if (!calculationLines.containsKey(end)) {
                        throw error(s.transferLines().get(t), "transfer " + tr.label() + ": no calculation '" + end + "'");
                    }
                }
                if (network == null && !tr.hasMeasuredBandwidth()) {
                    throw error(s.transferLines().get(t), "transfer " + tr.label()
                            + " needs a 'network' line or a measured bandwidth (6th field)");
                }
            }
            built.add(new Step(s.name(), s.calculations(), s.transfers()));
        }
        try {
            return new ResourceModel(List.copyOf(machines.values()), reference, target, Optional.ofNullable(network),
                    new Schedule(built), background);
        } catch (IllegalArgumentException e) {
            throw error(lastLine, e.getMessage());
        }
    }

    private StepDraft current(int line, String keyword) throws InputFileException {
        if (steps.isEmpty()) {
            throw error(line, "'" + keyword + "' before any 'step' line");
        }
        return steps.get(steps.size() - 1);
    }

    private void once(int line, int earlier, String keyword) throws InputFileException {
        if (earlier > 0) {
            throw error(line, "a second '" + keyword + "' line (the first is line " + earlier + ")");
        }
    }

    private void fields(int line, String[] f, int min, int max, String usage) throws InputFileException {
        if (f.length < min || f.length > max) {
            throw error(line, "expected '" + usage + "', got " + (f.length - 1) + " field" + (f.length == 2 ? "" : "s") + " after '"
                    + f[0] + "'");
        }
    }

    private double number(int line, String s, String what) throws InputFileException {
        if (!NUMBER.matcher(s).matches()) {
            throw error(line, what + " must be a number, got '" + s + "'");
        }
        double x = Double.parseDouble(s);
        if (Double.isInfinite(x)) {
            throw error(line, what + " is out of range: " + s);
        }
        return x;
    }

    private long whole(int line, String s, String what) throws InputFileException {
        if (!WHOLE.matcher(s).matches()) {
            throw error(line, what + " must be a whole number of bytes, got '" + s + "'");
        }
        try {
            return Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            throw error(line, what + " is out of range: " + s);
        }
    }

    private InputFileException error(int line, String problem) {
        return new InputFileException(file, line, problem);
    }
}
