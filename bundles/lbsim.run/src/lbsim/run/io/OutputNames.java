package lbsim.run.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The names lbsim will create for an output folder, checked before anything runs: beside a folder NAME it
 * writes hidden names longer than NAME (the trace spool {@code .NAME.trace-PID-NANOS.lbt}, the temporary
 * folder {@code .NAME.tmp-RANDOM}, the old folder {@code .NAME.old-NANOS}), so a legal 250-byte NAME would
 * fail only after the simulation, when the first of them is created. Linux file systems (ext4, xfs, btrfs,
 * tmpfs) take names of at most {@value #NAME_MAX_BYTES} bytes.
 */
public final class OutputNames {

    /** The longest file name, in bytes (UTF-8), of the file systems lbsim runs on. */
    public static final int NAME_MAX_BYTES = 255;
    /**
     * What the longest hidden name adds to NAME: a dot, ".trace-", a process id of up to 10 digits, "-", a
     * nanosecond count of up to 20 characters and ".lbt".
     */
    public static final int HIDDEN_EXTRA_BYTES = 1 + 7 + 10 + 1 + 20 + 4;

    private OutputNames() {
    }

    /**
     * Refuses an output folder whose own name, or the hidden names lbsim makes beside it, or the name of a folder on
     * the way to it, is longer than a file name may be.
     *
     * @throws IOException one line naming the folder, the name's length and the longest that works
     */
    public static void check(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        for (Path p = abs.getParent(); p != null && p.getFileName() != null; p = p.getParent()) {
            int n = bytes(p.getFileName().toString());
            if (n > NAME_MAX_BYTES) {
                throw new IOException(abs + ": the folder name '" + lbsim.model.io.Quote.capped(p.getFileName().toString())
                        + "' on the way to it has " + n + " bytes; a file name may have at most " + NAME_MAX_BYTES);
            }
        }
        if (abs.getFileName() == null) {
            return;
        }
        int n = bytes(abs.getFileName().toString());
        if (n + HIDDEN_EXTRA_BYTES > NAME_MAX_BYTES) {
            throw new IOException(abs + ": the folder's name has " + n + " bytes; lbsim writes hidden files beside it whose"
                    + " names are " + HIDDEN_EXTRA_BYTES + " bytes longer (e.g. ." + "NAME.trace-PID-NANOS.lbt), and a file name"
                    + " may have at most " + NAME_MAX_BYTES + " bytes: choose a name of at most "
                    + (NAME_MAX_BYTES - HIDDEN_EXTRA_BYTES) + " bytes");
        }
    }

    private static int bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8).length;
    }

    /**
     * Refuses an output that is one of the inputs, or holds one, or lies inside one (compared as real paths, so a
     * symbolic link or {@code ./x} is the same folder): writing it would replace the input being read.
     *
     * @throws IOException one line naming the output, the input and the rule
     */
    public static void checkNotAnInput(Path out, java.util.List<Path> inputs) throws IOException {
        Path o = real(out);
        for (Path in : inputs) {
            Path i = real(in);
            if (o.equals(i) || i.startsWith(o) || o.startsWith(i)) {
                throw new IOException(out + ": " + (o.equals(i) ? "is" : i.startsWith(o) ? "holds" : "lies inside")
                        + " the input " + in + "; writing it would replace what is being read (rule: the output is none of"
                        + " the inputs)");
            }
        }
    }

    /** The real path of {@code p}, or of its nearest existing ancestor with the rest appended. */
    private static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null) {
            try {
                return existing.toRealPath().resolve(existing.relativize(abs));
            } catch (IOException | RuntimeException e) {
                existing = existing.getParent();
            }
        }
        return abs;
    }
}
