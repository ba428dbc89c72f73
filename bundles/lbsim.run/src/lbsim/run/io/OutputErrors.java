package lbsim.run.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;

/**
 * An output error said in one line: which result could not be written, the file being written and the system's
 * reason (no space left on device, file too large, file name too long), and that nothing was replaced. It is
 * the disk's failure, not the simulation's: no task and no virtual time are named, and no stack trace shown.
 */
public final class OutputErrors {

    private OutputErrors() {
    }

    /** {@code DIR: cannot write the result: REASON (writing FILE); DIR is as it was} for the error's innermost cause. */
    public static String describe(Path dir, Throwable error) {
        Throwable t = error;
        IOException io = null;
        for (int depth = 0; t != null && depth < 20; t = t.getCause(), depth++) {
            if (t instanceof UncheckedIOException u) {
                io = u.getCause();
            } else if (t instanceof IOException e) {
                io = e;
            }
        }
        String reason;
        String file = null;
        if (io instanceof FileSystemException fs) {
            reason = fs.getReason() != null ? fs.getReason() : fs.getClass().getSimpleName();
            file = fs.getFile();
        } else if (io != null && io.getMessage() != null) {
            reason = io.getMessage();
        } else {
            reason = String.valueOf(error.getMessage());
        }
        reason = reason.lines().findFirst().orElse(reason);
        return dir + ": cannot write the result: " + lbsim.model.io.Quote.capped(reason)
                + (file != null ? " (writing " + file + ")" : "") + "; nothing was replaced: an old result there is as it was";
    }
}
