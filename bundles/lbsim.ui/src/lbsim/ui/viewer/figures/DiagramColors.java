package lbsim.ui.viewer.figures;

import org.eclipse.swt.graphics.Color;

/** Colours of the result diagram (device-independent SWT colours; they need no disposal). */
public final class DiagramColors {

    /** Diagram background. */
    public static final Color BACKGROUND = new Color(255, 255, 255);
    /** Fill of a task's running interval. */
    public static final Color BAR = new Color(204, 222, 240);
    /** Outline of a task's running interval. */
    public static final Color BAR_EDGE = new Color(107, 142, 186);
    /** Fill of the CPU share step plot. */
    public static final Color SHARE = new Color(33, 102, 172);
    /** Axis lines, ticks and text. */
    public static final Color FOREGROUND = new Color(0, 0, 0);
    /** Host header text and separator. */
    public static final Color HOST = new Color(96, 96, 96);

    private DiagramColors() {
    }
}
