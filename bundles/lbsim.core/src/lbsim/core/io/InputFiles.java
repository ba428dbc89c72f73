package lbsim.core.io;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads lbsim's text input files (rate files, process traces, empirical distributions, estimate files,
 * trace-replay files, VMConfig files) whole, under two rules that keep a wrong path from hanging or
 * exhausting a run: only a regular file is opened (a FIFO would block for ever, a device such as
 * {@code /dev/zero} never ends), and a file may be at most {@link #MAX_BYTES} long.
 */
public final class InputFiles {

    /** The largest input file lbsim reads: 256 MiB (about ten million CSV rows). */
    public static final long MAX_BYTES = 256L * 1024 * 1024;

    private InputFiles() {
    }

    /**
     * The lines of a UTF-8 text file (a leading byte order mark is kept: the callers strip it).
     *
     * @throws InputFileException {@code FILE: what is wrong} if the file is missing, not a regular file,
     *                            larger than {@link #MAX_BYTES}, not UTF-8 or unreadable
     */
    public static List<String> readLines(Path file) throws InputFileException {
        return readLines(file, MAX_BYTES);
    }

    /** As {@link #readLines(Path)} with another size limit, in bytes. */
    public static List<String> readLines(Path file, long maxBytes) throws InputFileException {
        InputSnapshot snapshot = InputSnapshot.current();
        byte[] held = snapshot == null ? null : snapshot.bytes(file);
        if (held != null) { // read once by an experiment: every run parses the same bytes
            return lines(file, held, maxBytes);
        }
        if (!Files.exists(file)) {
            throw new InputFileException(file, 0, "no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new InputFileException(file, 0, "not a regular file (" + kind(file)
                    + "); lbsim reads input only from regular files");
        }
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                throw new InputFileException(file, 0, "is " + size + " bytes; an input file may be at most "
                        + maxBytes + " bytes (" + (maxBytes >> 20) + " MiB)");
            }
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputFileException(file, 0, "no such file", e);
        } catch (CharacterCodingException e) {
            throw new InputFileException(file, 0, "not UTF-8 text", e);
        } catch (IOException e) {
            throw new InputFileException(file, 0, "cannot read (" + e + ")", e);
        } catch (OutOfMemoryError e) {
            throw new InputFileException(file, 0, "too large to read into memory (give lbsim more with "
                    + "LBSIM_JAVA_OPTS=-Xmx4g, for example)", e);
        }
    }

    /** The lines of {@code bytes} read from {@code file}, split and decoded as {@link Files#readAllLines} does. */
    private static List<String> lines(Path file, byte[] bytes, long maxBytes) throws InputFileException {
        if (bytes.length > maxBytes) {
            throw new InputFileException(file, 0, "is " + bytes.length + " bytes; an input file may be at most "
                    + maxBytes + " bytes (" + (maxBytes >> 20) + " MiB)");
        }
        try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(
                new java.io.ByteArrayInputStream(bytes), StandardCharsets.UTF_8.newDecoder()))) {
            List<String> result = new java.util.ArrayList<>();
            for (String line; (line = r.readLine()) != null;) {
                result.add(line);
            }
            return result;
        } catch (CharacterCodingException e) {
            throw new InputFileException(file, 0, "not UTF-8 text", e);
        } catch (IOException e) {
            throw new InputFileException(file, 0, "cannot read (" + e + ")", e);
        } catch (OutOfMemoryError e) {
            throw new InputFileException(file, 0, "too large to read into memory (give lbsim more with "
                    + "LBSIM_JAVA_OPTS=-Xmx4g, for example)", e);
        }
    }

    private static String kind(Path file) {
        if (Files.isDirectory(file)) {
            return "a folder";
        }
        return "a FIFO, device or socket";
    }
}
