package lbsim.core.program;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;

/**
 * Finds how a class file could reach {@code Runtime.halt}, which ends the JVM at once: no shutdown hook
 * runs, so lbsim could not report the run's end, and the user would see lbsim vanish, perhaps with exit
 * status 0 and no result. Two ways are found in the constant pool:
 * <ul>
 * <li>{@link Use#DIRECT}: a {@code Methodref} of {@code java/lang/Runtime} named {@code halt} (a call, a
 * method reference {@code Runtime.getRuntime()::halt}, or a lambda that calls it);</li>
 * <li>{@link Use#BY_NAME}: the string constant {@code "halt"} in a class that also names
 * {@code java.lang.Runtime} (its class literal, a method of it, or the string {@code "java.lang.Runtime"})
 * or looks methods up by name ({@code Class.getMethod}, {@code getDeclaredMethod}, a
 * {@code MethodHandles.Lookup}): {@code Runtime.class.getMethod("halt", int.class).invoke(...)} or
 * {@code lookup.findVirtual(Runtime.class, "halt", ...)}.</li>
 * </ul>
 * A name computed at run time (e.g. {@code "ha" + s}) is not found: without a security manager (gone
 * since Java 24) nothing in the JVM can stop a halt once it is called. {@code System.exit} and
 * {@code Runtime.exit}, however called, run lbsim's shutdown hook, which reports them.
 */
final class HaltScan {

    /** How a class reaches Runtime.halt. */
    enum Use {
        /** It does not (as far as its constant pool shows). */
        NONE,
        /** A Methodref of Runtime.halt: a call, a method reference or a lambda. */
        DIRECT,
        /** The name "halt" with Runtime or a reflective lookup: reflection or a method handle. */
        BY_NAME
    }

    /** Methods of {@code java/lang/Class} and {@code MethodHandles$Lookup} that find a method by its name. */
    private static final Set<String> LOOKUPS = Set.of("getMethod", "getDeclaredMethod", "getMethods", "getDeclaredMethods",
            "findVirtual", "findStatic", "findSpecial", "bind", "unreflect");

    private HaltScan() {
    }

    /** Whether the class file calls Runtime.halt directly; false for bytes that are not a class file. */
    static boolean callsHalt(InputStream classFile) throws IOException {
        return scan(classFile) == Use.DIRECT;
    }

    /** How the class file reaches Runtime.halt; {@link Use#NONE} for bytes that are not a class file. */
    static Use scan(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) {
            return Use.NONE;
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] classNameIndex = new int[count];
        int[] stringIndex = new int[count];
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
            case 8 -> stringIndex[i] = in.readUnsignedShort();
            case 16, 19, 20 -> in.readUnsignedShort();
            case 10, 11 -> methodRefs[i] = new int[] { in.readUnsignedShort(), in.readUnsignedShort() };
            case 9, 17, 18 -> in.readInt();
            case 12 -> nameAndTypes[i] = new int[] { in.readUnsignedShort(), in.readUnsignedShort() };
            case 15 -> {
                in.readUnsignedByte();
                in.readUnsignedShort();
            }
            default -> {
                return Use.NONE; // not a class file lbsim understands: the JVM will say what is wrong with it
            }
            }
        }
        boolean namesRuntime = false;
        boolean looksUp = false;
        boolean haltString = false;
        for (int i = 1; i < count; i++) {
            String className = valid(classNameIndex[i], count) ? utf8[classNameIndex[i]] : null;
            if ("java/lang/Runtime".equals(className)) {
                namesRuntime = true;
            }
            String s = valid(stringIndex[i], count) ? utf8[stringIndex[i]] : null;
            if ("halt".equals(s)) {
                haltString = true;
            } else if ("java.lang.Runtime".equals(s)) {
                namesRuntime = true;
            }
        }
        for (int[] ref : methodRefs) {
            if (ref == null || !valid(ref[0], count) || !valid(ref[1], count)) {
                continue;
            }
            int nameIndex = classNameIndex[ref[0]];
            int[] nat = nameAndTypes[ref[1]];
            if (nat == null || !valid(nameIndex, count) || !valid(nat[0], count)) {
                continue;
            }
            String owner = utf8[nameIndex];
            String method = utf8[nat[0]];
            if ("java/lang/Runtime".equals(owner) && "halt".equals(method)) {
                return Use.DIRECT;
            }
            if (("java/lang/Class".equals(owner) || "java/lang/invoke/MethodHandles$Lookup".equals(owner))
                    && LOOKUPS.contains(method)) {
                looksUp = true;
            }
        }
        return haltString && (namesRuntime || looksUp) ? Use.BY_NAME : Use.NONE;
    }

    private static boolean valid(int index, int count) {
        return index > 0 && index < count;
    }
}
