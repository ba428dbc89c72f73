package lbsim.run.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import lbsim.core.io.FileKinds;
import lbsim.core.io.InputFiles;
import lbsim.core.io.InputSnapshot;
import lbsim.model.Scenario;

/**
 * The SHA-256 of every input file a scenario names by its documented attributes: rate files, process traces,
 * estimate files, trace-replay folders, a real program's class path (jars and class folders, every file in
 * them), and the files of {@code empirical(...)} distributions. Recorded in experiment.json, so that
 * {@code lbsim merge} joins only shards that ran on the same inputs, not only the same scenario file. Keys are
 * the paths as the scenario writes them (the same on every node of a cluster), with a folder's files below it.
 * The bytes hashed are kept in an {@link InputSnapshot}, from which every run of the experiment reads its inputs: each
 * file is read once, and its digest is that of what the runs used. A host's {@code file:} profile counts too.
 */
public final class InputDigests {

    /** The attributes that name input files or folders, relative to the scenario's folder. */
    private static final Set<String> FILE_ATTRIBUTES = Set.of("rateFile", "traceFile", "estimateFile", "traces", "classPath");
    /** Host attributes that may name a file as {@code file:PATH}. */
    private static final Set<String> PROFILE_ATTRIBUTES = Set.of("speedProfile", "stateProfile");
    private static final Pattern EMPIRICAL = Pattern.compile("empirical\\(\\s*(?:file\\s*=\\s*)?\"?([^\")]+?)\"?\\s*\\)");

    private InputDigests() {
    }

    /** Adds the digests of the inputs {@code s} names (relative to {@code baseDir}) to {@code into}. */
    static void collect(Scenario s, Path baseDir, SortedMap<String, String> into, InputSnapshot.Builder snapshot)
            throws IOException {
        visit(s, baseDir, into, snapshot);
        for (var it = s.eAllContents(); it.hasNext();) {
            visit(it.next(), baseDir, into, snapshot);
        }
    }

    private static void visit(EObject o, Path baseDir, SortedMap<String, String> into, InputSnapshot.Builder snapshot)
            throws IOException {
        for (String name : names(o)) {
            add(name, baseDir.resolve(name), into, snapshot);
        }
    }

    /**
     * The files and folders {@code s} names by its documented attributes, resolved against {@code baseDir} (absolute and
     * normalized; missing ones too). A real program's sandbox shows it these (see lbsim.app's Sandbox).
     */
    public static java.util.SortedSet<Path> paths(Scenario s, Path baseDir) {
        java.util.SortedSet<Path> paths = new java.util.TreeSet<>();
        List<EObject> all = new java.util.ArrayList<>(List.of(s));
        s.eAllContents().forEachRemaining(all::add);
        for (EObject o : all) {
            for (String name : names(o)) {
                try {
                    paths.add(baseDir.resolve(name).toAbsolutePath().normalize());
                } catch (java.nio.file.InvalidPathException e) {
                    // not a file name: validation reports it
                }
            }
        }
        return paths;
    }

    /** The file names {@code o}'s attributes give, as written. */
    private static List<String> names(EObject o) {
        List<String> names = new java.util.ArrayList<>();
        for (EAttribute a : o.eClass().getEAllAttributes()) {
            if (a.getEAttributeType().getInstanceClass() != String.class || !o.eIsSet(a)) {
                continue;
            }
            Object v = o.eGet(a);
            List<?> values = v instanceof List<?> l ? l : List.of(v);
            for (Object x : values) {
                String text = String.valueOf(x).trim();
                if (FILE_ATTRIBUTES.contains(a.getName()) && !text.isEmpty()) {
                    names.add(text);
                } else if (PROFILE_ATTRIBUTES.contains(a.getName()) && text.startsWith("file:")) {
                    String name = text.substring("file:".length()).strip();
                    if (!name.isEmpty()) {
                        names.add(name);
                    }
                }
                Matcher m = EMPIRICAL.matcher(text);
                while (m.find()) {
                    names.add(m.group(1).trim());
                }
            }
        }
        return names;
    }

    private static void add(String key, Path p, SortedMap<String, String> into, InputSnapshot.Builder snapshot)
            throws IOException {
        if (Files.isRegularFile(p)) {
            into.put(key, sha256(p, snapshot));
        } else if (Files.isDirectory(p)) {
            List<Path> all;
            try (Stream<Path> files = Files.walk(p)) {
                all = files.filter(Files::isRegularFile).sorted().toList();
            }
            List<Path> direct = new java.util.ArrayList<>();
            for (Path f : all) {
                into.put(key + "/" + p.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/"),
                        sha256(f, snapshot));
                if (p.equals(f.getParent())) {
                    direct.add(f);
                }
            }
            snapshot.folder(p, direct);
        } // missing, a FIFO or a device: validation reports it; nothing is opened here
    }

    /** The file's SHA-256; its bytes go into the snapshot (up to the input size limit: beyond, a run refuses it). */
    private static String sha256(Path f, InputSnapshot.Builder snapshot) throws IOException {
        FileKinds.requireRegularFile(f);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            if (snapshot.has(f)) {
                // named twice (e.g. by two sweep values): the same bytes
                return HexFormat.of().formatHex(sha.digest(snapshot.bytes(f)));
            }
            if (Files.size(f) <= InputFiles.MAX_BYTES) {
                byte[] bytes = Files.readAllBytes(f);
                snapshot.file(f, bytes);
                return HexFormat.of().formatHex(sha.digest(bytes));
            }
            try (InputStream in = Files.newInputStream(f)) {
                byte[] buf = new byte[1 << 16];
                for (int n; (n = in.read(buf)) > 0;) {
                    sha.update(buf, 0, n);
                }
                return HexFormat.of().formatHex(sha.digest());
            }
        } catch (NoSuchAlgorithmException e) {
            throw new IOException(e);
        }
    }
}
