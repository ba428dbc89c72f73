package lbsim.ui.spacetime;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;

/**
 * The space-time diagram's preferences (Window > Preferences > lbsim; issue 27): the height of
 * a full task row and the colour of each state's bars. They change the diagram in the IDE only; the whole-run
 * pictures and exports keep the documented palette, so that result folders stay the same whoever made them.
 */
public final class SpaceTimePreferences {

    /** The preference store of lbsim.ui (instance scope). */
    private static ScopedPreferenceStore store;

    public static final String ROW_HEIGHT = "spacetime.rowHeight";
    public static final int MIN_ROW_HEIGHT = 12;
    public static final int MAX_ROW_HEIGHT = 48;
    /** The height of the density strip ({@link DensityStrip}), pixels. */
    public static final String DENSITY_HEIGHT = "spacetime.densityHeight";
    public static final int MIN_DENSITY_HEIGHT = 30;
    public static final int MAX_DENSITY_HEIGHT = 200;
    /** Whether a launched run opens its diagram at the start and follows it while it goes (default true). */
    public static final String LIVE = "spacetime.live";

    private SpaceTimePreferences() {
    }

    /** The key of state {@code name}'s colour. */
    public static String colourKey(String state) {
        return "spacetime.colour." + state;
    }

    /** The store, with its defaults: a row of {@link SpaceTimeFigure#ROW_HEIGHT}, the palette's state colours. */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "lbsim.ui");
            store.setDefault(ROW_HEIGHT, SpaceTimeFigure.ROW_HEIGHT);
            store.setDefault(DENSITY_HEIGHT, DensityStrip.HEIGHT);
            store.setDefault(LIVE, true);
            for (int s = 0; s < TraceStates.STATES.size(); s++) {
                PreferenceConverter.setDefault(store, colourKey(TraceStates.STATES.get(s)), rgb(Palette.stateColour(s)));
            }
        }
        return store;
    }

    /** Whether a launched single run opens its space-time diagram when it starts and follows it ({@link #LIVE}). */
    public static boolean liveDiagram() {
        return store().getBoolean(LIVE);
    }

    /** The height of a full task row, pixels, within {@link #MIN_ROW_HEIGHT} .. {@link #MAX_ROW_HEIGHT}. */
    public static int rowHeight() {
        return Math.max(MIN_ROW_HEIGHT, Math.min(MAX_ROW_HEIGHT, store().getInt(ROW_HEIGHT)));
    }

    /** The height of the density strip, pixels, within {@link #MIN_DENSITY_HEIGHT} .. {@link #MAX_DENSITY_HEIGHT}. */
    public static int densityHeight() {
        return Math.max(MIN_DENSITY_HEIGHT, Math.min(MAX_DENSITY_HEIGHT, store().getInt(DENSITY_HEIGHT)));
    }

    /**
     * The colours to draw instead of the palette's, 0xRRGGBB by 0xRRGGBB: for each state whose preferred colour is not
     * the palette's (empty when none is changed).
     */
    public static Map<Integer, Integer> recolouring() {
        Map<Integer, Integer> out = new HashMap<>();
        for (int s = 0; s < TraceStates.STATES.size(); s++) {
            RGB c = PreferenceConverter.getColor(store(), colourKey(TraceStates.STATES.get(s)));
            int rgb = (c.red << 16) | (c.green << 8) | c.blue;
            if (rgb != Palette.stateColour(s)) {
                out.put(Palette.stateColour(s), rgb);
            }
        }
        return out;
    }

    static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }
}
