package lbsim.app.plain;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

/**
 * Unsigned copies of the signed jars on the plain launch's class path ({@code LBSIM_LAUNCH=plain}, see the
 * {@code lbsim} script).
 * <p>
 * The EMF jars from Maven Central are signed. A JVM that loads classes from a signed jar on the class path
 * checks the signature and hashes every class it reads, and class-data sharing (AppCDS) leaves such classes
 * out of its archive. Together that is about half of the plain launch's start-up (0.35 s of 0.75 s for
 * {@code lbsim validate} on this machine, 0.7 s with the archive). The copies have the same entries, bytes
 * and main manifest attributes; only the signature files (META-INF/*.SF, .RSA, .DSA, .EC) and the
 * manifest's per-entry digest sections are left out. The Equinox launch keeps the signed jars.
 * <p>
 * Command line: {@code Unsigned OUT_DIR JAR...} writes a copy of every signed JAR into OUT_DIR (through a
 * temporary file renamed into place) and prints the class path to use, one entry per line, in the order
 * given: the copy of a signed jar, the jar itself otherwise. Exit 1 with one line on an I/O error.
 */
public final class Unsigned {

    private Unsigned() {
    }

    public static void main(String[] args) {
        if (args.length < 1) {
            System.err.println("usage: Unsigned OUT_DIR JAR...");
            System.exit(2);
        }
        try {
            Path out = Path.of(args[0]);
            Files.createDirectories(out);
            List<Path> jars = new ArrayList<>();
            for (int i = 1; i < args.length; i++) {
                jars.add(Path.of(args[i]));
            }
            for (Path p : classPath(out, jars)) {
                System.out.println(p);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("lbsim: cannot prepare the plain launch's class path: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The class path for {@code jars}: an unsigned copy in {@code out} for each signed jar, the jar otherwise. */
    public static List<Path> classPath(Path out, List<Path> jars) throws IOException {
        List<Path> cp = new ArrayList<>();
        for (Path jar : jars) {
            if (signed(jar)) {
                Path copy = out.resolve(jar.getFileName().toString());
                copy(jar, copy);
                cp.add(copy);
            } else {
                cp.add(jar);
            }
        }
        return cp;
    }

    /** Whether the jar holds a signature file. */
    public static boolean signed(Path jar) throws IOException {
        try (JarFile f = new JarFile(jar.toFile(), false)) {
            Enumeration<JarEntry> e = f.entries();
            while (e.hasMoreElements()) {
                if (signatureFile(e.nextElement().getName())) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean signatureFile(String name) {
        String n = name.toUpperCase(Locale.ROOT);
        if (!n.startsWith("META-INF/") || n.indexOf('/', "META-INF/".length()) >= 0) {
            return false;
        }
        return n.endsWith(".SF") || n.endsWith(".RSA") || n.endsWith(".DSA") || n.endsWith(".EC")
                || n.startsWith("META-INF/SIG-");
    }

    /** Writes the unsigned copy of {@code jar} to {@code to}, through a temporary file in its folder. */
    public static void copy(Path jar, Path to) throws IOException {
        Path tmp = Files.createTempFile(to.getParent(), "." + to.getFileName() + ".", ".tmp");
        try {
            try (JarFile in = new JarFile(jar.toFile(), false);
                    JarOutputStream out = new JarOutputStream(Files.newOutputStream(tmp), mainSection(in.getManifest()))) {
                Enumeration<JarEntry> e = in.entries();
                while (e.hasMoreElements()) {
                    JarEntry entry = e.nextElement();
                    String name = entry.getName();
                    if (signatureFile(name) || name.equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
                        continue;
                    }
                    ZipEntry copy = new ZipEntry(name);
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    if (!entry.isDirectory()) {
                        try (InputStream s = in.getInputStream(entry)) {
                            s.transferTo(out);
                        }
                    }
                    out.closeEntry();
                }
            }
            try { // readable as the original is (a temporary file is the owner's alone)
                Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(jar));
            } catch (UnsupportedOperationException e) {
                // not a POSIX file system: its defaults
            }
            Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The manifest's main attributes alone (the per-entry sections hold the signature's digests). */
    static Manifest mainSection(Manifest m) {
        Manifest main = new Manifest();
        if (m != null) {
            main.getMainAttributes().putAll(m.getMainAttributes());
        } else {
            main.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        }
        return main;
    }
}
