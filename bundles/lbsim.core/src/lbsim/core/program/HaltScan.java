package lbsim.core.program;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Finds a direct call of {@code Runtime.halt} in a class file: a {@code Methodref} of
 * {@code java/lang/Runtime} named {@code halt} in its constant pool. {@code Runtime.halt} ends the JVM at
 * once: no shutdown hook runs, so lbsim could not report the run's end, and the user would see lbsim
 * vanish, perhaps with exit status 0 and no result. A call through reflection or a method handle is not
 * found (see the README).
 */
final class HaltScan {

    private HaltScan() {
    }

    /** Whether the class file calls Runtime.halt directly; false for bytes that are not a class file. */
    static boolean callsHalt(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) {
            return false;
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] classNameIndex = new int[count];
        int[][] methodRefs = new int[count][];
        int[][] nameAndTypes = new int[count][];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
            case 1 -> utf8[i] = in.readUTF();
            case 3, 4 -> in.readInt();
            case 5, 6 -> {
                in.readLong();
                i++; // takes two entries
            }
            case 7 -> classNameIndex[i] = in.readUnsignedShort();
            case 8, 16, 19, 20 -> in.readUnsignedShort();
            case 10 -> methodRefs[i] = new int[] { in.readUnsignedShort(), in.readUnsignedShort() };
            case 9, 11, 17, 18 -> in.readInt();
            case 12 -> nameAndTypes[i] = new int[] { in.readUnsignedShort(), in.readUnsignedShort() };
            case 15 -> {
                in.readUnsignedByte();
                in.readUnsignedShort();
            }
            default -> {
                return false; // not a class file lbsim understands: the JVM will say what is wrong with it
            }
            }
        }
        for (int[] ref : methodRefs) {
            if (ref == null || !valid(ref[0], count) || !valid(ref[1], count)) {
                continue;
            }
            int nameIndex = classNameIndex[ref[0]];
            int[] nat = nameAndTypes[ref[1]];
            if (nat != null && valid(nameIndex, count) && valid(nat[0], count) && "java/lang/Runtime".equals(utf8[nameIndex])
                    && "halt".equals(utf8[nat[0]])) {
                return true;
            }
        }
        return false;
    }

    private static boolean valid(int index, int count) {
        return index > 0 && index < count;
    }
}
