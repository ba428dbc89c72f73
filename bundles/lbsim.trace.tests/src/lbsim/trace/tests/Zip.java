package lbsim.trace.tests;

import java.io.ByteArrayOutputStream;
import java.util.zip.Deflater;

/** Deflate for tests that build trace files by hand (a chunk's body, a rewritten footer). */
public final class Zip {

    private Zip() {
    }

    /** {@code raw} compressed whole with Deflate at {@code level} (zlib stream, as the trace writer writes). */
    public static byte[] deflate(byte[] raw, int level) {
        Deflater d = new Deflater(level);
        d.setInput(raw);
        d.finish();
        ByteArrayOutputStream packed = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        while (!d.finished()) {
            packed.write(buf, 0, d.deflate(buf));
        }
        d.end();
        return packed.toByteArray();
    }
}
