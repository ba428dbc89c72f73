package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import lbsim.run.trace.RunTrace;
import lbsim.run.layout.Palette;
import lbsim.run.trace.TaskIntervals;

/**
 * The trace in the Paje trace format ({@code trace.paje}; opens in ViTE and the SimGrid/Paje tools).
 * The file starts with the {@code %EventDef} header of the events it uses, then defines the types
 * (container types run, host and task; the state type with one entity value per state plus "idle";
 * the variable type "competing load" on hosts; the link type "message" between tasks), creates every
 * container at time 0, and then lists, in time order, state changes (PajeSetState; "idle" in the gaps
 * between intervals), messages as links (PajeStartLink at send start, PajeEndLink when received, keyed
 * by the message index, value "message") and the competing load (PajeSetVariable). Containers are
 * destroyed at the end of the run. Times are seconds with nine decimals.
 * <p>
 * Entity values are defined on the state type only: ViTE accepts PajeDefineEntityValue only for state
 * types (on the link type it warns "define_entity_value: EntityType class is 1 instead of 0") and draws
 * every link in white whatever the file says (its link colours come from its own settings), so no state
 * colour is near white and the arrows stay visible over every bar; pj_dump takes the undefined link
 * value as it is.
 */
public final class PajeExport {

    private static final int DEFINE_CONTAINER_TYPE = 0;
    private static final int DEFINE_VARIABLE_TYPE = 1;
    private static final int DEFINE_STATE_TYPE = 2;
    private static final int DEFINE_LINK_TYPE = 4;
    private static final int DEFINE_ENTITY_VALUE = 5;
    private static final int CREATE_CONTAINER = 6;
    private static final int DESTROY_CONTAINER = 7;
    private static final int SET_VARIABLE = 8;
    private static final int SET_STATE = 10;
    private static final int START_LINK = 14;
    private static final int END_LINK = 15;

    private static final String HEADER = """
            %EventDef PajeDefineContainerType 0
            % Alias string
            % Type string
            % Name string
            %EndEventDef
            %EventDef PajeDefineVariableType 1
            % Alias string
            % Type string
            % Name string
            % Color color
            %EndEventDef
            %EventDef PajeDefineStateType 2
            % Alias string
            % Type string
            % Name string
            %EndEventDef
            %EventDef PajeDefineLinkType 4
            % Alias string
            % Type string
            % StartContainerType string
            % EndContainerType string
            % Name string
            %EndEventDef
            %EventDef PajeDefineEntityValue 5
            % Alias string
            % Type string
            % Name string
            % Color color
            %EndEventDef
            %EventDef PajeCreateContainer 6
            % Time date
            % Alias string
            % Type string
            % Container string
            % Name string
            %EndEventDef
            %EventDef PajeDestroyContainer 7
            % Time date
            % Type string
            % Name string
            %EndEventDef
            %EventDef PajeSetVariable 8
            % Time date
            % Type string
            % Container string
            % Value double
            %EndEventDef
            %EventDef PajeSetState 10
            % Time date
            % Type string
            % Container string
            % Value string
            %EndEventDef
            %EventDef PajeStartLink 14
            % Time date
            % Type string
            % Container string
            % Value string
            % StartContainer string
            % Key string
            %EndEventDef
            %EventDef PajeEndLink 15
            % Time date
            % Type string
            % Container string
            % Value string
            % EndContainer string
            % Key string
            %EndEventDef
            """;

    /** The colour of the idle state: dark grey, so ViTE's white arrows show over it. */
    public static final String IDLE_COLOUR = "0.300 0.300 0.300";

    private PajeExport() {
    }

    public static void write(RunTrace trace, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16);
        sb.append(HEADER);
        sb.append(DEFINE_CONTAINER_TYPE).append(" CR 0 \"run\"\n");
        sb.append(DEFINE_CONTAINER_TYPE).append(" CH CR \"host\"\n");
        sb.append(DEFINE_CONTAINER_TYPE).append(" CT CH \"task\"\n");
        sb.append(DEFINE_STATE_TYPE).append(" ST CT \"state\"\n");
        sb.append(DEFINE_VARIABLE_TYPE).append(" VL CH \"competing load\" \"0.5 0.5 0.5\"\n");
        sb.append(DEFINE_LINK_TYPE).append(" LM CR CT CT \"message\"\n");
        List<String> states = trace.stateNames();
        for (int s = 0; s < states.size(); s++) {
            int rgb = Palette.stateColour(s);
            sb.append(DEFINE_ENTITY_VALUE).append(" S").append(s).append(" ST ");
            quoted(sb, states.get(s)).append(" \"").append(colour(rgb)).append("\"\n");
        }
        sb.append(DEFINE_ENTITY_VALUE).append(" SI ST \"idle\" \"" + IDLE_COLOUR + "\"\n");
        sb.append(CREATE_CONTAINER).append(" 0.000000000 R CR 0 \"run\"\n");
        for (int h = 0; h < trace.hostCount(); h++) {
            sb.append(CREATE_CONTAINER).append(" 0.000000000 H").append(h).append(" CH R ");
            quoted(sb, trace.hostName(h)).append('\n');
        }
        for (int t = 0; t < trace.taskCount(); t++) {
            sb.append(CREATE_CONTAINER).append(" 0.000000000 T").append(t).append(" CT H").append(trace.taskHost(t))
                    .append(' ');
            quoted(sb, trace.taskName(t)).append('\n');
        }
        out.append(sb);
        sb.setLength(0);

        // the timed events: kind in the low 3 bits of a code, the index above
        TaskIntervals byTask = TaskIntervals.of(trace);
        int capacity = 2 * trace.stateCount() + 2 * trace.messageCount();
        for (int h = 0; h < trace.hostCount(); h++) {
            capacity += trace.loadSteps(h);
        }
        double[] time = new double[capacity];
        long[] code = new long[capacity];
        int n = 0;
        for (int h = 0; h < trace.hostCount(); h++) {
            for (int k = 0; k < trace.loadSteps(h); k++) {
                time[n] = trace.loadTime(h, k);
                code[n++] = ((long) h << 32 | k) << 3 | 4;
            }
        }
        for (int t = 0; t < trace.taskCount(); t++) {
            int count = byTask.count(t);
            for (int k = 0; k < count; k++) {
                int i = byTask.get(t, k);
                time[n] = trace.stateStart(i);
                code[n++] = (long) i << 3;
                boolean gapAfter = k + 1 == count || trace.stateStart(byTask.get(t, k + 1)) > trace.stateEnd(i);
                if (gapAfter) {
                    time[n] = trace.stateEnd(i);
                    code[n++] = (long) i << 3 | 1;
                }
            }
        }
        for (int m = 0; m < trace.messageCount(); m++) {
            if (Double.isNaN(trace.messageReceived(m))) {
                continue; // never received: a link would not close
            }
            time[n] = trace.messageSendStart(m);
            code[n++] = (long) m << 3 | 2;
        }
        for (int m = 0; m < trace.messageCount(); m++) {
            if (Double.isNaN(trace.messageReceived(m))) {
                continue;
            }
            time[n] = trace.messageReceived(m);
            code[n++] = (long) m << 3 | 3;
        }
        int[] order = IndexSort.byKey(time, n);
        for (int o : order) {
            long c = code[o];
            int kind = (int) (c & 7);
            long index = c >>> 3;
            switch (kind) {
                case 0, 1 -> {
                    int i = (int) index;
                    sb.append(SET_STATE).append(' ');
                    Fixed.append(sb, time[o], 9).append(" ST T").append(trace.stateTask(i));
                    if (kind == 0) {
                        sb.append(" S").append(trace.state(i)).append('\n');
                    } else {
                        sb.append(" SI\n");
                    }
                }
                case 2 -> {
                    int m = (int) index;
                    sb.append(START_LINK).append(' ');
                    Fixed.append(sb, time[o], 9).append(" LM R message T").append(trace.messageSource(m)).append(" m").append(m)
                            .append('\n');
                }
                case 3 -> {
                    int m = (int) index;
                    sb.append(END_LINK).append(' ');
                    Fixed.append(sb, time[o], 9).append(" LM R message T").append(trace.messageDestination(m)).append(" m")
                            .append(m).append('\n');
                }
                default -> {
                    int h = (int) (index >>> 32);
                    int k = (int) (index & 0xffffffffL);
                    sb.append(SET_VARIABLE).append(' ');
                    Fixed.append(sb, time[o], 9).append(" VL H").append(h).append(' ');
                    Fixed.append(sb, trace.loadValue(h, k), 6).append('\n');
                }
            }
            if (sb.length() > 1 << 16) {
                out.append(sb);
                sb.setLength(0);
            }
        }
        String end = new StringBuilder().append(' ').toString();
        StringBuilder endTime = Fixed.append(new StringBuilder(), Math.max(trace.endSeconds(), lastTime(time, order)), 9);
        for (int t = 0; t < trace.taskCount(); t++) {
            sb.append(DESTROY_CONTAINER).append(end).append(endTime).append(" CT T").append(t).append('\n');
        }
        for (int h = 0; h < trace.hostCount(); h++) {
            sb.append(DESTROY_CONTAINER).append(end).append(endTime).append(" CH H").append(h).append('\n');
        }
        sb.append(DESTROY_CONTAINER).append(end).append(endTime).append(" CR R\n");
        out.append(sb);
    }

    private static double lastTime(double[] time, int[] order) {
        return order.length == 0 ? 0 : time[order[order.length - 1]];
    }

    private static StringBuilder quoted(StringBuilder sb, String s) {
        return sb.append('"').append(s.replace('"', '\'').replace('\n', ' ')).append('"');
    }

    private static String colour(int rgb) {
        StringBuilder sb = new StringBuilder();
        Fixed.append(sb, ((rgb >> 16) & 0xff) / 255.0, 3).append(' ');
        Fixed.append(sb, ((rgb >> 8) & 0xff) / 255.0, 3).append(' ');
        Fixed.append(sb, (rgb & 0xff) / 255.0, 3);
        return sb.toString();
    }
}
