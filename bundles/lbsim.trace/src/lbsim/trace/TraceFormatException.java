package lbsim.trace;

import java.io.IOException;

/** A trace file that is not one, has another version, or is truncated or damaged; the message names the file. */
public final class TraceFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    public TraceFormatException(String message) {
        super(message);
    }
}
