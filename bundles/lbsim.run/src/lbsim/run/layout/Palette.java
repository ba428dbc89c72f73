package lbsim.run.layout;

/** Colours of the space-time pictures, as RGB ints (0xRRGGBB), shared by the layout, renderers and exporters. */
public final class Palette {

    /** Compute, send, receive, blocked, spawn (the order of {@code TraceStates.STATES}); others are grey. */
    private static final int[] STATES = { 0x2E7D32, 0xF57C00, 0x1E88E5, 0xE57373, 0x8E24AA };

    /** Message arrows. */
    public static final int ARROW = 0x263238;
    /** The competing-load band. */
    public static final int LOAD = 0x90A4AE;
    /** Background. */
    public static final int BACKGROUND = 0xFFFFFF;
    /** Text, axis and separators. */
    public static final int TEXT = 0x212121;
    /** The track of a row behind its bars. */
    public static final int TRACK = 0xF3F3F3;

    private Palette() {
    }

    /** The colour of state {@code s}. */
    public static int stateColour(int s) {
        return s >= 0 && s < STATES.length ? STATES[s] : 0x9E9E9E;
    }
}
