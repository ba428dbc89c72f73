package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.plain.Unsigned;

/**
 * The plain launch's unsigned copies ({@link Unsigned}): a jar laid out as a signed one (signature files,
 * per-entry digest sections in the manifest) is copied with every other entry byte for byte and its main
 * manifest attributes, without the signature; an unsigned jar is used as it is.
 */
class UnsignedJarTest {

    @TempDir
    Path dir;

    @Test
    void aSignedJarIsCopiedWithoutItsSignatureAndAnUnsignedOneIsUsedAsItIs() throws IOException {
        Path signed = dir.resolve("signed.jar");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "org.example.signed");
        Attributes digest = new Attributes();
        digest.putValue("SHA-256-Digest", "bm90IGEgcmVhbCBkaWdlc3Q=");
        m.getEntries().put("org/example/A.class", digest);
        byte[] classBytes = { (byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 65, 1, 2, 3 };
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(signed), m)) {
            entry(out, "META-INF/ECLIPSE_.SF", "Signature-Version: 1.0\n".getBytes(StandardCharsets.UTF_8));
            entry(out, "META-INF/ECLIPSE_.RSA", new byte[] { 48, -126, 1, 2 });
            entry(out, "org/example/A.class", classBytes);
            entry(out, "plugin.properties", "name=Example\n".getBytes(StandardCharsets.UTF_8));
        }
        Path plain = dir.resolve("plain.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(plain), new Manifest())) {
            entry(out, "b/B.class", classBytes);
        }
        assertTrue(Unsigned.signed(signed));
        assertFalse(Unsigned.signed(plain));

        Path lib = Files.createDirectories(dir.resolve("lib"));
        List<Path> cp = Unsigned.classPath(lib, List.of(signed, plain));
        assertEquals(List.of(lib.resolve("signed.jar"), plain), cp, "the copy for the signed jar, the other as it is");
        Path copy = cp.get(0);
        assertFalse(Unsigned.signed(copy));
        try (JarFile f = new JarFile(copy.toFile(), true)) {
            List<String> names = new ArrayList<>();
            for (Enumeration<JarEntry> e = f.entries(); e.hasMoreElements();) {
                names.add(e.nextElement().getName());
            }
            assertEquals(List.of("META-INF/MANIFEST.MF", "org/example/A.class", "plugin.properties"), names);
            assertArrayEquals(classBytes, f.getInputStream(f.getEntry("org/example/A.class")).readAllBytes());
            assertEquals("name=Example\n", new String(f.getInputStream(f.getEntry("plugin.properties")).readAllBytes(),
                    StandardCharsets.UTF_8));
            assertEquals("org.example.signed", f.getManifest().getMainAttributes().getValue("Bundle-SymbolicName"));
            assertTrue(f.getManifest().getEntries().isEmpty(), "no per-entry digest sections left");
        }
        assertEquals(Files.getPosixFilePermissions(signed), Files.getPosixFilePermissions(copy));
        try (var s = Files.list(lib)) {
            assertEquals(1, s.count(), "no temporary file left beside the copy");
        }
    }

    private static void entry(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new ZipEntry(name));
        out.write(bytes);
        out.closeEntry();
    }
}
