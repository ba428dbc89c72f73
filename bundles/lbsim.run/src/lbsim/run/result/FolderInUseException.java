package lbsim.run.result;

import java.io.IOException;

/**
 * The target of a result or experiment folder holds something lbsim must not replace (a user's files, or
 * the scenario being run): the caller should choose another folder. The message names the folder and why.
 */
public final class FolderInUseException extends IOException {
    private static final long serialVersionUID = 1L;

    public FolderInUseException(String message) {
        super(message);
    }
}
