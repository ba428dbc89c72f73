package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * For the IDE benchmark only (bench/ide-first-picture.sh, issue 27): when the IDE was started with
 * {@code -Dlbsim.ui.firstPaintLog=FILE}, the first paint of a space-time diagram with task rows appends one line
 * {@code first-paint EPOCH_MILLIS ROWS} to FILE, once per IDE session. Without the property it does nothing.
 */
final class FirstPaint {

    private static final String LOG = System.getProperty("lbsim.ui.firstPaintLog");
    private static volatile boolean done;

    private FirstPaint() {
    }

    /** Called at the end of each paint of a {@link SpaceTimeFigure} with the number of task rows it drew. */
    static void painted(int rows) {
        if (LOG == null || done || rows == 0) {
            return;
        }
        done = true;
        try {
            Files.writeString(Path.of(LOG), "first-paint " + System.currentTimeMillis() + " " + rows + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("lbsim: cannot write " + LOG + ": " + e.getMessage());
        }
    }
}
