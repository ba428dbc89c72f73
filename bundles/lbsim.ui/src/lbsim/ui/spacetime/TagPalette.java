package lbsim.ui.spacetime;

/**
 * Colours of message arrows by tag, as RGB ints (0xRRGGBB): tag n gets entry n mod {@link #size()} of a fixed
 * list of twelve well-separated dark colours (none a state colour of {@link lbsim.run.layout.Palette}), so a
 * tag keeps its colour in every window, run and session.
 */
public final class TagPalette {

    /** Dark shades, so an arrow stands out on the mid-tone state bars and never takes a state's colour. */
    private static final int[] COLOURS = { 0x1A237E, 0xB71C1C, 0x004D40, 0x880E4F, 0x827717, 0x01579B, 0x4A148C,
            0xBF360C, 0x006064, 0x3E2723, 0x33691E, 0x263238 };

    private TagPalette() {
    }

    /** The colour of tag {@code tag} (any int, negative too). */
    public static int colour(int tag) {
        return COLOURS[Math.floorMod(tag, COLOURS.length)];
    }

    /** The number of distinct colours; tags that differ by a multiple of it share one. */
    public static int size() {
        return COLOURS.length;
    }
}
