package lbsim.ui.spacetime;

/**
 * Colours of message arrows by tag, as RGB ints (0xRRGGBB): tag n gets entry n mod {@link #size()} of a fixed
 * list of twelve well-separated colours, so a tag keeps its colour in every window, run and session.
 */
public final class TagPalette {

    private static final int[] COLOURS = { 0x1565C0, 0xC62828, 0x2E7D32, 0x6A1B9A, 0xEF6C00, 0x00838F, 0xAD1457,
            0x4E342E, 0x9E9D24, 0x283593, 0x00695C, 0x5D4037 };

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
