package lbsim.trace.file;

import java.util.Arrays;

/** A growable byte buffer with LEB128 varints and zigzag longs, written and read back (package private). */
final class Bytes {

    byte[] data;
    int size;
    int pos;

    Bytes(int capacity) {
        data = new byte[capacity];
    }

    Bytes(byte[] data, int size) {
        this.data = data;
        this.size = size;
    }

    void clear() {
        size = 0;
        pos = 0;
    }

    private void room(int n) {
        if (size + n > data.length) {
            data = Arrays.copyOf(data, Math.max(size + n, data.length * 2));
        }
    }

    void put(int b) {
        room(1);
        data[size++] = (byte) b;
    }

    void putBytes(byte[] b, int off, int len) {
        room(len);
        System.arraycopy(b, off, data, size, len);
        size += len;
    }

    /** An unsigned varint (7 bits a byte, low first). */
    void putVar(long v) {
        room(10);
        while ((v & ~0x7FL) != 0) {
            data[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        data[size++] = (byte) v;
    }

    /** A signed value as a zigzag varint. */
    void putZig(long v) {
        putVar((v << 1) ^ (v >> 63));
    }

    /**
     * Writes {@code v} as an unsigned varint at {@code a[p]} (the caller has made room for ten bytes) and returns the
     * position after it: the encoders' fast path (issue 32), with no field written per byte and the one- and two-byte
     * values, the most frequent, unrolled. The same bytes as {@link #putVar}.
     */
    static int var(byte[] a, int p, long v) {
        if ((v & ~0x7FL) == 0) {
            a[p] = (byte) v;
            return p + 1;
        }
        a[p] = (byte) (v | 0x80);
        v >>>= 7;
        if ((v & ~0x7FL) == 0) {
            a[p + 1] = (byte) v;
            return p + 2;
        }
        a[p + 1] = (byte) (v | 0x80);
        v >>>= 7;
        p += 2;
        while ((v & ~0x7FL) != 0) {
            a[p++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        a[p] = (byte) v;
        return p + 1;
    }

    /** As {@link #var} for a signed value, zigzag-encoded (the same bytes as {@link #putZig}). */
    static int zig(byte[] a, int p, long v) {
        return var(a, p, (v << 1) ^ (v >> 63));
    }

    /** Writes {@code v} big-endian at {@code a[p]} and returns the position after it (as {@link #putLong}). */
    static int int64(byte[] a, int p, long v) {
        for (int i = 7; i >= 0; i--) {
            a[p++] = (byte) (v >>> (8 * i));
        }
        return p;
    }

    /** The bytes {@link #var} takes for {@code v}. */
    static int varLength(long v) {
        return v == 0 ? 1 : (64 - Long.numberOfLeadingZeros(v) + 6) / 7;
    }

    void putLong(long v) {
        room(8);
        for (int i = 7; i >= 0; i--) {
            data[size++] = (byte) (v >>> (8 * i));
        }
    }

    void putInt(int v) {
        room(4);
        for (int i = 3; i >= 0; i--) {
            data[size++] = (byte) (v >>> (8 * i));
        }
    }

    void putDouble(double d) {
        putLong(Double.doubleToRawLongBits(d));
    }

    void putFloat(float f) {
        putInt(Float.floatToRawIntBits(f));
    }

    /** Floats, big-endian, in bulk. */
    void putFloats(float[] f) {
        room(4 * f.length);
        java.nio.ByteBuffer.wrap(data, size, 4 * f.length).asFloatBuffer().put(f);
        size += 4 * f.length;
    }

    /** Fills {@code f} with floats, big-endian, in bulk. */
    void getFloats(float[] f) {
        need(4 * f.length);
        java.nio.ByteBuffer.wrap(data, pos, 4 * f.length).asFloatBuffer().get(f);
        pos += 4 * f.length;
    }

    void putString(String s) {
        byte[] b = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        putVar(b.length);
        putBytes(b, 0, b.length);
    }

    boolean more() {
        return pos < size;
    }

    private void need(int n) {
        if (pos + n > size) {
            throw new IndexOutOfBoundsException("record runs past the end of its block");
        }
    }

    int get() {
        need(1);
        return data[pos++] & 0xFF;
    }

    long getVar() {
        long v = 0;
        int shift = 0;
        while (true) {
            need(1);
            int b = data[pos++];
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
            shift += 7;
            if (shift > 63) {
                throw new IndexOutOfBoundsException("varint longer than 10 bytes");
            }
        }
    }

    int getVarInt() {
        long v = getVar();
        if (v < 0 || v > Integer.MAX_VALUE) {
            throw new IndexOutOfBoundsException("value " + v + " out of range");
        }
        return (int) v;
    }

    long getZig() {
        long v = getVar();
        return (v >>> 1) ^ -(v & 1);
    }

    long getLong() {
        need(8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (data[pos++] & 0xFF);
        }
        return v;
    }

    int getInt() {
        need(4);
        int v = 0;
        for (int i = 0; i < 4; i++) {
            v = (v << 8) | (data[pos++] & 0xFF);
        }
        return v;
    }

    double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    String getString() {
        int n = getVarInt();
        need(n);
        String s = new String(data, pos, n, java.nio.charset.StandardCharsets.UTF_8);
        pos += n;
        return s;
    }
}
