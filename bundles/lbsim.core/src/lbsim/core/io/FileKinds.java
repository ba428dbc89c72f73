package lbsim.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What kind of file a user-named path is, asked before opening it: opening a FIFO for reading blocks until
 * some other process writes to it (for ever, if none does), and a device such as {@code /dev/zero} never
 * ends. lbsim opens only regular files and folders, where each is documented; the kind is read without
 * opening the file (a {@code stat}, following symbolic links).
 */
public final class FileKinds {

    private FileKinds() {
    }

    /**
     * The kind of {@code path} in words: "a regular file", "a folder", "a FIFO (named pipe)", "a character
     * device", "a block device", "a socket", "a dangling symbolic link", "missing", or "a special file".
     */
    public static String kind(Path path) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException | RuntimeException e) {
            return Files.isSymbolicLink(path) ? "a dangling symbolic link" : "missing";
        }
        if (a.isRegularFile()) {
            return "a regular file";
        }
        if (a.isDirectory()) {
            return "a folder";
        }
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer m) {
                switch (m & 0170000) {
                    case 0010000: return "a FIFO (named pipe)";
                    case 0020000: return "a character device";
                    case 0060000: return "a block device";
                    case 0140000: return "a socket";
                    default: break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // no unix view here
        }
        return "a special file";
    }

    /** Whether {@code path} is a regular file or a folder (or is missing): something lbsim may open without blocking. */
    public static boolean openable(Path path) {
        return !Files.exists(path) || Files.isRegularFile(path) || Files.isDirectory(path);
    }

    /**
     * Null when {@code path} is a regular file (or, with {@code folderToo}, a folder) or is missing (the caller says
     * "no such file" its own way); else why lbsim will not open it, e.g. "is a FIFO (named pipe); lbsim reads only
     * regular files".
     */
    public static String refusal(Path path, boolean folderToo) {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.exists(path)) {
            return null;
        }
        if (Files.isRegularFile(path) || folderToo && Files.isDirectory(path)) {
            return null;
        }
        String k = kind(path);
        if (k.equals("missing")) {
            return null;
        }
        return "is " + k + "; lbsim reads only " + (folderToo ? "regular files and folders" : "regular files") + " here";
    }

    /**
     * Throws an {@code IOException} naming the path and its kind unless it is a regular file (or missing, left to the
     * open that follows).
     */
    public static void requireRegularFile(Path path) throws IOException {
        String why = refusal(path, false);
        if (why != null) {
            throw new IOException(path + " " + why);
        }
    }
}
