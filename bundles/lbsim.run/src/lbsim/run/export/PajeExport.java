package lbsim.run.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import lbsim.trace.store.TraceStore;

import lbsim.run.layout.Palette;

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
 * Host states, in a trace that has them ({@link TraceStore#hasHostStates()}; none is written otherwise, so the
 * file of a run without host dynamics is what it was before): the state type "host state" on hosts with the
 * values "on" and "off", and the variable types "speed factor" (the fraction of the pstate's speed available) and
 * "pstate" on hosts; every host starts on, at speed factor 1, in pstate 0 at time 0, and each host-state record
 * sets the three at its time.
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


    /**
     * Writes the trace file as Paje. The timed events are put in time order by a bounded sort
     * ({@link ExternalSort}, spilling to a temporary file for large traces); ties keep the order load steps,
     * state changes (by task, in the task's order), link starts and link ends (by message id). Memory: one
     * chunk, the sort's budget, and a few numbers per task.
     */
    public static void write(TraceStore trace, Writer out) throws IOException {
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
        boolean hostStates = trace.hasHostStates();
        if (hostStates) {
            sb.append(DEFINE_STATE_TYPE).append(" SH CH \"host state\"\n");
            sb.append(DEFINE_ENTITY_VALUE).append(" HON SH \"on\" \"" + HOST_ON_COLOUR + "\"\n");
            sb.append(DEFINE_ENTITY_VALUE).append(" HOFF SH \"off\" \"" + HOST_OFF_COLOUR + "\"\n");
            sb.append(DEFINE_VARIABLE_TYPE).append(" VS CH \"speed factor\" \"0.2 0.4 0.8\"\n");
            sb.append(DEFINE_VARIABLE_TYPE).append(" VP CH \"pstate\" \"0.8 0.5 0.1\"\n");
        }
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
        if (hostStates) { // every host on, at full speed, in pstate 0 until its first record
            for (int h = 0; h < trace.hostCount(); h++) {
                sb.append(SET_STATE).append(" 0.000000000 SH H").append(h).append(" HON\n");
                sb.append(SET_VARIABLE).append(" 0.000000000 VS H").append(h).append(" 1.000000\n");
                sb.append(SET_VARIABLE).append(" 0.000000000 VP H").append(h).append(" 0.000000\n");
            }
        }
        out.append(sb);
        sb.setLength(0);

        // the timed events: (time, kind << 32 | task, host or message, position << 1 | idle, payload)
        double last = 0;
        try (ExternalSort events = new ExternalSort(4, 3)) {
            long[] pos = { 0 };
            trace.forEachLoad((h, time, value) -> events.add(ChromeTraceExport.bits(time), (long) KIND_LOAD << 32 | h,
                    pos[0]++ << 1, Double.doubleToRawLongBits(value)));
            int tasks = trace.taskCount();
            double[] prevEnd = new double[tasks];
            long[] prevPos = new long[tasks];
            boolean[] seen = new boolean[tasks];
            pos[0] = 0;
            trace.forEachState((task, state, start, end) -> {
                // "idle" after the task's previous interval when a gap follows it
                if (seen[task] && start > prevEnd[task]) {
                    events.add(ChromeTraceExport.bits(prevEnd[task]), (long) KIND_STATE << 32 | task, prevPos[task] << 1 | 1, -1);
                }
                events.add(ChromeTraceExport.bits(start), (long) KIND_STATE << 32 | task, pos[0] << 1, state);
                seen[task] = true;
                prevEnd[task] = end;
                prevPos[task] = pos[0]++;
            });
            for (int t = 0; t < tasks; t++) {
                if (seen[t]) {
                    events.add(ChromeTraceExport.bits(prevEnd[t]), (long) KIND_STATE << 32 | t, prevPos[t] << 1 | 1, -1);
                }
            }
            trace.forEachMessage((id, src, dst, tag, bytes, sendStart, injected, delivered, received) -> {
                if (Double.isNaN(received)) {
                    return; // never received: a link would not close
                }
                events.add(ChromeTraceExport.bits(sendStart), (long) KIND_START_LINK << 32 | id, 0, src);
                events.add(ChromeTraceExport.bits(received), (long) KIND_END_LINK << 32 | id, 0, dst);
            });
            pos[0] = 0;
            trace.forEachHostState((h, time, on, speed, pstate) -> events.add(ChromeTraceExport.bits(time),
                    (long) KIND_HOST_STATE << 32 | h, pos[0]++ << 32 | (long) pstate << 1 | (on ? 1 : 0),
                    Double.doubleToRawLongBits(speed)));
            while (events.next()) {
                double time = Double.longBitsToDouble(events.get(0));
                last = time;
                int kind = (int) (events.get(1) >>> 32);
                int who = (int) events.get(1);
                long payload = events.get(3);
                switch (kind) {
                    case KIND_STATE -> {
                        sb.append(SET_STATE).append(' ');
                        Fixed.append(sb, time, 9).append(" ST T").append(who);
                        if (payload >= 0) {
                            sb.append(" S").append(payload).append('\n');
                        } else {
                            sb.append(" SI\n");
                        }
                    }
                    case KIND_START_LINK -> {
                        sb.append(START_LINK).append(' ');
                        Fixed.append(sb, time, 9).append(" LM R message T").append(payload).append(" m").append(who).append('\n');
                    }
                    case KIND_END_LINK -> {
                        sb.append(END_LINK).append(' ');
                        Fixed.append(sb, time, 9).append(" LM R message T").append(payload).append(" m").append(who).append('\n');
                    }
                    case KIND_HOST_STATE -> {
                        long flags = events.get(2);
                        sb.append(SET_STATE).append(' ');
                        Fixed.append(sb, time, 9).append(" SH H").append(who).append((flags & 1) != 0 ? " HON\n" : " HOFF\n");
                        sb.append(SET_VARIABLE).append(' ');
                        Fixed.append(sb, time, 9).append(" VS H").append(who).append(' ');
                        Fixed.append(sb, Double.longBitsToDouble(payload), 6).append('\n');
                        sb.append(SET_VARIABLE).append(' ');
                        Fixed.append(sb, time, 9).append(" VP H").append(who).append(' ');
                        Fixed.append(sb, (flags & 0xFFFFFFFFL) >>> 1, 6).append('\n');
                    }
                    default -> {
                        sb.append(SET_VARIABLE).append(' ');
                        Fixed.append(sb, time, 9).append(" VL H").append(who).append(' ');
                        Fixed.append(sb, Double.longBitsToDouble(payload), 6).append('\n');
                    }
                }
                if (sb.length() > 1 << 16) {
                    out.append(sb);
                    sb.setLength(0);
                }
            }
        }
        StringBuilder endTime = Fixed.append(new StringBuilder(), Math.max(trace.endSeconds(), last), 9);
        for (int t = 0; t < trace.taskCount(); t++) {
            sb.append(DESTROY_CONTAINER).append(' ').append(endTime).append(" CT T").append(t).append('\n');
        }
        for (int h = 0; h < trace.hostCount(); h++) {
            sb.append(DESTROY_CONTAINER).append(' ').append(endTime).append(" CH H").append(h).append('\n');
        }
        sb.append(DESTROY_CONTAINER).append(' ').append(endTime).append(" CR R\n");
        out.append(sb);
    }

    /** Kinds of timed events, in the order they take at one instant. */
    private static final int KIND_LOAD = 0;
    private static final int KIND_STATE = 1;
    private static final int KIND_START_LINK = 2;
    private static final int KIND_END_LINK = 3;
    private static final int KIND_HOST_STATE = 4;

    /** Colours of the host states: a host on in green, off in red. */
    public static final String HOST_ON_COLOUR = "0.300 0.700 0.300";
    public static final String HOST_OFF_COLOUR = "0.800 0.150 0.150";

    /** A Paje string field: quoted, with no quote inside and every control character written as \\uXXXX (one line). */
    private static StringBuilder quoted(StringBuilder sb, String s) {
        return sb.append('"').append(Labels.printable(s.replace('"', '\''))).append('"');
    }

    private static String colour(int rgb) {
        StringBuilder sb = new StringBuilder();
        Fixed.append(sb, ((rgb >> 16) & 0xff) / 255.0, 3).append(' ');
        Fixed.append(sb, ((rgb >> 8) & 0xff) / 255.0, 3).append(' ');
        Fixed.append(sb, (rgb & 0xff) / 255.0, 3);
        return sb.toString();
    }
}
